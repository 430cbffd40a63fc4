/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment CliBookingFields on Booking {\n    id\n    bookingId\n    type\n    price\n    paymentStatus\n    event {\n      id\n      name\n      date\n    }\n    table {\n      id\n      name\n      date\n    }\n    user {\n      id\n      email\n    }\n    host {\n      id\n      email\n    }\n    ticketCategory\n    tickets\n    createdAt\n  }\n": typeof types.CliBookingFieldsFragmentDoc,
    "\n  query CliBookings($limit: Int, $offset: Int, $search: String, $type: BookingType, $paymentStatus: PaymentStatus, $from: Date, $to: Date, $orderBy: [BookingOrder!]) {\n    bookings(limit: $limit, offset: $offset, search: $search, type: $type, paymentStatus: $paymentStatus, from: $from, to: $to, orderBy: $orderBy) {\n      count\n      items {\n        ...CliBookingFields\n      }\n    }\n  }\n": typeof types.CliBookingsDocument,
    "\n  fragment CliCategoryFields on Category {\n    id\n    name\n    status\n    autoRenewal\n    tableCount\n    price\n    layout {\n      image\n      imageAlt\n    }\n    createdAt\n  }\n": typeof types.CliCategoryFieldsFragmentDoc,
    "\n  query CliCategories($limit: Int, $offset: Int, $search: String, $status: Status, $deleted: Boolean, $orderBy: [CategoryOrder!]) {\n    categories(limit: $limit, offset: $offset, search: $search, status: $status, deleted: $deleted, orderBy: $orderBy) {\n      count\n      items {\n        ...CliCategoryFields\n      }\n    }\n  }\n": typeof types.CliCategoriesDocument,
    "\n  query CliCategory($id: ID!) {\n    category(id: $id) {\n      ...CliCategoryFields\n    }\n  }\n": typeof types.CliCategoryDocument,
    "\n  query CliCategoryRecords($id: ID!, $limit: Int, $offset: Int) {\n    categoryRecords(categoryId: $id, limit: $limit, offset: $offset) {\n      count\n      items {\n        id\n        fromDate\n        toDate\n        days\n        price\n        createdAt\n      }\n    }\n  }\n": typeof types.CliCategoryRecordsDocument,
    "\n  mutation CliSetCategoryStatus($id: ID!, $status: Status!) {\n    setCategoryStatus(id: $id, status: $status) {\n      message\n      category {\n        ...CliCategoryFields\n      }\n    }\n  }\n": typeof types.CliSetCategoryStatusDocument,
    "\n  mutation CliSetCategoryAutoRenewal($id: ID!, $autoRenewal: Boolean!) {\n    setCategoryAutoRenewal(id: $id, autoRenewal: $autoRenewal) {\n      message\n      category {\n        ...CliCategoryFields\n      }\n    }\n  }\n": typeof types.CliSetCategoryAutoRenewalDocument,
    "\n  mutation CliDeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      id\n      message\n    }\n  }\n": typeof types.CliDeleteCategoryDocument,
    "\n  mutation CliRestoreCategory($id: ID!) {\n    restoreCategory(id: $id) {\n      message\n      category {\n        ...CliCategoryFields\n      }\n    }\n  }\n": typeof types.CliRestoreCategoryDocument,
    "\n  mutation CliCreateCategoryRecord($input: CreateCategoryRecordInput!) {\n    createCategoryRecord(input: $input) {\n      message\n      record {\n        id\n        fromDate\n        toDate\n        days\n        price\n      }\n    }\n  }\n": typeof types.CliCreateCategoryRecordDocument,
    "\n    mutation CliBulkSetCategoryStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetCategoryStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkSetCategoryStatusDocument,
    "\n    mutation CliBulkDeleteCategory($ids: [ID!]!) {\n      bulkDeleteCategory(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkDeleteCategoryDocument,
    "\n    mutation CliBulkRestoreCategory($ids: [ID!]!) {\n      bulkRestoreCategory(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkRestoreCategoryDocument,
    "\n    query CliEnquiries($limit: Int, $offset: Int, $search: String, $status: EnquiryStatus, $from: Date, $to: Date, $orderBy: [EnquiryOrder!]) {\n      enquiries(limit: $limit, offset: $offset, search: $search, status: $status, from: $from, to: $to, orderBy: $orderBy) {\n        count\n        items {\n          ...CliEnquiryFields\n        }\n      }\n    }\n  ": typeof types.CliEnquiriesDocument,
    "\n    mutation CliSetEnquiryStatus($id: ID!, $status: EnquiryStatus!) {\n      setEnquiryStatus(id: $id, status: $status) {\n        message\n        enquiry {\n          ...CliEnquiryFields\n        }\n      }\n    }\n  ": typeof types.CliSetEnquiryStatusDocument,
    "\n    mutation CliBulkSetEnquiryStatus($ids: [ID!]!, $status: EnquiryStatus!) {\n      bulkSetEnquiryStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkSetEnquiryStatusDocument,
    "\n  fragment CliEnquiryFields on Enquiry {\n    id\n    name\n    email\n    mobileCode\n    mobileNo\n    dob\n    specialOccasion\n    status\n    createdAt\n  }\n": typeof types.CliEnquiryFieldsFragmentDoc,
    "\n    query CliEventTickets($limit: Int, $offset: Int, $search: String, $eventId: ID, $deleted: Boolean, $blocked: Boolean, $orderBy: [EventTicketOrder!]) {\n      eventTickets(limit: $limit, offset: $offset, search: $search, eventId: $eventId, deleted: $deleted, blocked: $blocked, orderBy: $orderBy) {\n        count\n        items {\n          ...CliEventTicketFields\n        }\n      }\n    }\n  ": typeof types.CliEventTicketsDocument,
    "\n    query CliEventTicket($id: ID!) {\n      eventTicket(id: $id) {\n        ...CliEventTicketFields\n      }\n    }\n  ": typeof types.CliEventTicketDocument,
    "\n    mutation CliSetEventTicketStatus($id: ID!, $status: Status!) {\n      setEventTicketStatus(id: $id, status: $status) {\n        message\n        eventTicket {\n          ...CliEventTicketFields\n        }\n      }\n    }\n  ": typeof types.CliSetEventTicketStatusDocument,
    "\n    mutation CliDeleteEventTicket($id: ID!) {\n      deleteEventTicket(id: $id) {\n        id\n        message\n      }\n    }\n  ": typeof types.CliDeleteEventTicketDocument,
    "\n    mutation CliRestoreEventTicket($id: ID!) {\n      restoreEventTicket(id: $id) {\n        message\n        eventTicket {\n          ...CliEventTicketFields\n        }\n      }\n    }\n  ": typeof types.CliRestoreEventTicketDocument,
    "\n    mutation CliSetEventTicketBlocked($id: ID!, $blocked: Boolean!) {\n      setEventTicketBlocked(id: $id, blocked: $blocked) {\n        message\n        eventTicket {\n          ...CliEventTicketFields\n        }\n      }\n    }\n  ": typeof types.CliSetEventTicketBlockedDocument,
    "\n    mutation CliBulkSetEventTicketStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetEventTicketStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkSetEventTicketStatusDocument,
    "\n    mutation CliBulkDeleteEventTicket($ids: [ID!]!) {\n      bulkDeleteEventTicket(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkDeleteEventTicketDocument,
    "\n    mutation CliBulkRestoreEventTicket($ids: [ID!]!) {\n      bulkRestoreEventTicket(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkRestoreEventTicketDocument,
    "\n    mutation CliBulkSetEventTicketBlocked($ids: [ID!]!, $blocked: Boolean!) {\n      bulkSetEventTicketBlocked(ids: $ids, blocked: $blocked) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkSetEventTicketBlockedDocument,
    "\n  fragment CliEventTicketFields on EventTicket {\n    id\n    event {\n      id\n      name\n      date\n      image\n    }\n    status\n    isBlocked\n    categories {\n      id\n      type\n      name\n      offer\n      price\n      totalTickets\n      bookedTickets\n    }\n    createdAt\n  }\n": typeof types.CliEventTicketFieldsFragmentDoc,
    "\n    query CliEvents($limit: Int, $offset: Int, $search: String, $status: Status, $from: Date, $to: Date, $deleted: Boolean, $orderBy: [EventOrder!]) {\n      events(limit: $limit, offset: $offset, search: $search, status: $status, from: $from, to: $to, deleted: $deleted, orderBy: $orderBy) {\n        count\n        items {\n          ...CliEventFields\n        }\n      }\n    }\n  ": typeof types.CliEventsDocument,
    "\n    query CliEvent($id: ID!) {\n      event(id: $id) {\n        ...CliEventFields\n      }\n    }\n  ": typeof types.CliEventDocument,
    "\n    mutation CliSetEventStatus($id: ID!, $status: Status!) {\n      setEventStatus(id: $id, status: $status) {\n        message\n        event {\n          ...CliEventFields\n        }\n      }\n    }\n  ": typeof types.CliSetEventStatusDocument,
    "\n    mutation CliDeleteEvent($id: ID!) {\n      deleteEvent(id: $id) {\n        id\n        message\n      }\n    }\n  ": typeof types.CliDeleteEventDocument,
    "\n    mutation CliRestoreEvent($id: ID!) {\n      restoreEvent(id: $id) {\n        message\n        event {\n          ...CliEventFields\n        }\n      }\n    }\n  ": typeof types.CliRestoreEventDocument,
    "\n    mutation CliBulkSetEventStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetEventStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkSetEventStatusDocument,
    "\n    mutation CliBulkDeleteEvent($ids: [ID!]!) {\n      bulkDeleteEvent(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkDeleteEventDocument,
    "\n    mutation CliBulkRestoreEvent($ids: [ID!]!) {\n      bulkRestoreEvent(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkRestoreEventDocument,
    "\n  fragment CliEventFields on Event {\n    id\n    name\n    image\n    ip {\n      id\n      name\n    }\n    date\n    time\n    summary\n    admission\n    popularity\n    address\n    inclusions\n    howToRedeem\n    itinerary\n    importantInformation\n    categories {\n      categoryId\n      name\n      price\n    }\n    status\n    createdAt\n  }\n": typeof types.CliEventFieldsFragmentDoc,
    "\n    query CliFollows($limit: Int, $status: Status, $orderBy: [FollowOrder!]) {\n      follows(limit: $limit, status: $status, orderBy: $orderBy) {\n        count\n        items {\n          ...CliFollowFields\n        }\n      }\n    }\n  ": typeof types.CliFollowsDocument,
    "\n    mutation CliSetFollowStatus($id: ID!, $status: Status!) {\n      setFollowStatus(id: $id, status: $status) {\n        message\n        follow {\n          ...CliFollowFields\n        }\n      }\n    }\n  ": typeof types.CliSetFollowStatusDocument,
    "\n    mutation CliBulkSetFollowStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetFollowStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkSetFollowStatusDocument,
    "\n  fragment CliFollowFields on Follow {\n    id\n    position\n    image\n    status\n    updatedAt\n  }\n": typeof types.CliFollowFieldsFragmentDoc,
    "\n    query CliGalleryImages($limit: Int, $offset: Int, $status: Status, $deleted: Boolean, $orderBy: [GalleryImageOrder!]) {\n      galleryImages(limit: $limit, offset: $offset, status: $status, deleted: $deleted, orderBy: $orderBy) {\n        count\n        items {\n          ...CliGalleryImageFields\n        }\n      }\n    }\n  ": typeof types.CliGalleryImagesDocument,
    "\n    mutation CliSetGalleryImageStatus($id: ID!, $status: Status!) {\n      setGalleryImageStatus(id: $id, status: $status) {\n        message\n        galleryImage {\n          ...CliGalleryImageFields\n        }\n      }\n    }\n  ": typeof types.CliSetGalleryImageStatusDocument,
    "\n    mutation CliDeleteGalleryImage($id: ID!) {\n      deleteGalleryImage(id: $id) {\n        id\n        message\n      }\n    }\n  ": typeof types.CliDeleteGalleryImageDocument,
    "\n    mutation CliRestoreGalleryImage($id: ID!) {\n      restoreGalleryImage(id: $id) {\n        message\n        galleryImage {\n          ...CliGalleryImageFields\n        }\n      }\n    }\n  ": typeof types.CliRestoreGalleryImageDocument,
    "\n    mutation CliBulkSetGalleryImageStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetGalleryImageStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkSetGalleryImageStatusDocument,
    "\n    mutation CliBulkDeleteGalleryImage($ids: [ID!]!) {\n      bulkDeleteGalleryImage(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkDeleteGalleryImageDocument,
    "\n    mutation CliBulkRestoreGalleryImage($ids: [ID!]!) {\n      bulkRestoreGalleryImage(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkRestoreGalleryImageDocument,
    "\n  fragment CliGalleryImageFields on GalleryImage {\n    id\n    image\n    orientation\n    width\n    height\n    status\n    createdAt\n  }\n": typeof types.CliGalleryImageFieldsFragmentDoc,
    "\n  mutation CliCreateHost($input: CreateHostInput!) {\n    createHost(input: $input) {\n      message\n      host {\n        ...CliHostFields\n      }\n    }\n  }\n": typeof types.CliCreateHostDocument,
    "\n    query CliHosts($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $blocked: Boolean, $orderBy: [HostOrder!]) {\n      hosts(limit: $limit, offset: $offset, search: $search, deleted: $deleted, blocked: $blocked, orderBy: $orderBy) {\n        count\n        items {\n          ...CliHostFields\n        }\n      }\n    }\n  ": typeof types.CliHostsDocument,
    "\n    query CliHost($id: ID!) {\n      host(id: $id) {\n        ...CliHostFields\n      }\n    }\n  ": typeof types.CliHostDocument,
    "\n    mutation CliDeleteHost($id: ID!) {\n      deleteHost(id: $id) {\n        id\n        message\n      }\n    }\n  ": typeof types.CliDeleteHostDocument,
    "\n    mutation CliRestoreHost($id: ID!) {\n      restoreHost(id: $id) {\n        message\n        host {\n          ...CliHostFields\n        }\n      }\n    }\n  ": typeof types.CliRestoreHostDocument,
    "\n    mutation CliSetHostBlocked($id: ID!, $blocked: Boolean!) {\n      setHostBlocked(id: $id, blocked: $blocked) {\n        message\n        host {\n          ...CliHostFields\n        }\n      }\n    }\n  ": typeof types.CliSetHostBlockedDocument,
    "\n    mutation CliBulkDeleteHost($ids: [ID!]!) {\n      bulkDeleteHost(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkDeleteHostDocument,
    "\n    mutation CliBulkRestoreHost($ids: [ID!]!) {\n      bulkRestoreHost(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkRestoreHostDocument,
    "\n    mutation CliBulkSetHostBlocked($ids: [ID!]!, $blocked: Boolean!) {\n      bulkSetHostBlocked(ids: $ids, blocked: $blocked) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkSetHostBlockedDocument,
    "\n  fragment CliHostFields on Host {\n    id\n    name\n    firstName\n    lastName\n    email\n    isBlocked\n    passwordSet\n    createdAt\n  }\n": typeof types.CliHostFieldsFragmentDoc,
    "\n  mutation CliUpdateHost($input: UpdateHostInput!) {\n    updateHost(input: $input) {\n      message\n      host {\n        ...CliHostFields\n      }\n    }\n  }\n": typeof types.CliUpdateHostDocument,
    "\n    query CliIntellectualProperties($limit: Int, $offset: Int, $search: String, $orderBy: [IntellectualPropertyOrder!]) {\n      intellectualProperties(limit: $limit, offset: $offset, search: $search, orderBy: $orderBy) {\n        count\n        items {\n          ...CliIpFields\n        }\n      }\n    }\n  ": typeof types.CliIntellectualPropertiesDocument,
    "\n    query CliIntellectualProperty($id: ID!) {\n      intellectualProperty(id: $id) {\n        ...CliIpFields\n      }\n    }\n  ": typeof types.CliIntellectualPropertyDocument,
    "\n    mutation CliCreateIntellectualProperty($input: CreateIntellectualPropertyInput!) {\n      createIntellectualProperty(input: $input) {\n        message\n        intellectualProperty {\n          ...CliIpFields\n        }\n      }\n    }\n  ": typeof types.CliCreateIntellectualPropertyDocument,
    "\n    mutation CliUpdateIntellectualProperty($input: UpdateIntellectualPropertyInput!) {\n      updateIntellectualProperty(input: $input) {\n        message\n        intellectualProperty {\n          ...CliIpFields\n        }\n      }\n    }\n  ": typeof types.CliUpdateIntellectualPropertyDocument,
    "\n  fragment CliIpFields on IntellectualProperty {\n    id\n    name\n    fullName\n    icon\n    weekDay\n    createdAt\n  }\n": typeof types.CliIpFieldsFragmentDoc,
    "\n    query CliEventMemories($eventId: ID!, $limit: Int, $offset: Int, $status: Status, $deleted: Boolean, $orderBy: [EventMemoryOrder!]) {\n      eventMemories(eventId: $eventId, limit: $limit, offset: $offset, status: $status, deleted: $deleted, orderBy: $orderBy) {\n        count\n        items {\n          ...CliEventMemoryFields\n        }\n      }\n    }\n  ": typeof types.CliEventMemoriesDocument,
    "\n    query CliEventMemory($id: ID!) {\n      eventMemory(id: $id) {\n        ...CliEventMemoryFields\n      }\n    }\n  ": typeof types.CliEventMemoryDocument,
    "\n    mutation CliSetEventMemoryStatus($id: ID!, $status: Status!) {\n      setEventMemoryStatus(id: $id, status: $status) {\n        message\n        eventMemory {\n          ...CliEventMemoryFields\n        }\n      }\n    }\n  ": typeof types.CliSetEventMemoryStatusDocument,
    "\n    mutation CliDeleteEventMemory($id: ID!) {\n      deleteEventMemory(id: $id) {\n        id\n        message\n      }\n    }\n  ": typeof types.CliDeleteEventMemoryDocument,
    "\n    mutation CliRestoreEventMemory($id: ID!) {\n      restoreEventMemory(id: $id) {\n        message\n        eventMemory {\n          ...CliEventMemoryFields\n        }\n      }\n    }\n  ": typeof types.CliRestoreEventMemoryDocument,
    "\n    mutation CliBulkSetEventMemoryStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetEventMemoryStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkSetEventMemoryStatusDocument,
    "\n    mutation CliBulkDeleteEventMemory($ids: [ID!]!) {\n      bulkDeleteEventMemory(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkDeleteEventMemoryDocument,
    "\n    mutation CliBulkRestoreEventMemory($ids: [ID!]!) {\n      bulkRestoreEventMemory(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkRestoreEventMemoryDocument,
    "\n  fragment CliEventMemoryFields on EventMemory {\n    id\n    eventId\n    image\n    orientation\n    width\n    height\n    status\n    createdAt\n  }\n": typeof types.CliEventMemoryFieldsFragmentDoc,
    "\n    query CliMenus($search: String, $status: Status, $orderBy: [MenuOrder!]) {\n      menus(search: $search, status: $status, orderBy: $orderBy) {\n        ...CliMenuFields\n      }\n    }\n  ": typeof types.CliMenusDocument,
    "\n    query CliMenu($id: ID!) {\n      menu(id: $id) {\n        ...CliMenuFields\n      }\n    }\n  ": typeof types.CliMenuDocument,
    "\n    mutation CliSetMenuStatus($id: ID!, $status: Status!) {\n      setMenuStatus(id: $id, status: $status) {\n        message\n        menu {\n          ...CliMenuFields\n        }\n      }\n    }\n  ": typeof types.CliSetMenuStatusDocument,
    "\n    mutation CliBulkSetMenuStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetMenuStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkSetMenuStatusDocument,
    "\n  fragment CliMenuFields on Menu {\n    id\n    name\n    image\n    pdf\n    status\n    updatedAt\n  }\n": typeof types.CliMenuFieldsFragmentDoc,
    "\n  fragment CliCampaignFields on NewsletterCampaign {\n    id\n    subject\n    sentBy\n    createdAt\n    total\n    sent\n    failed\n    pending\n    sending\n  }\n": typeof types.CliCampaignFieldsFragmentDoc,
    "\n    query CliNewsletterSubscribers($limit: Int, $offset: Int, $search: String, $from: Date, $to: Date, $subscribed: Boolean, $orderBy: [NewsletterSubscriberOrder!]) {\n      newsletterSubscribers(limit: $limit, offset: $offset, search: $search, from: $from, to: $to, subscribed: $subscribed, orderBy: $orderBy) {\n        count\n        items {\n          ...CliSubscriberFields\n        }\n      }\n    }\n  ": typeof types.CliNewsletterSubscribersDocument,
    "\n    query CliNewsletterRecipients {\n      newsletterSubscribers(limit: 1, subscribed: true) {\n        count\n      }\n    }\n  ": typeof types.CliNewsletterRecipientsDocument,
    "\n    mutation CliSendNewsletter($input: SendNewsletterInput!) {\n      sendNewsletter(input: $input) {\n        message\n        campaign {\n          ...CliCampaignFields\n        }\n      }\n    }\n  ": typeof types.CliSendNewsletterDocument,
    "\n    query CliNewsletterCampaigns($limit: Int, $offset: Int) {\n      newsletterCampaigns(limit: $limit, offset: $offset) {\n        count\n        items {\n          ...CliCampaignFields\n        }\n      }\n    }\n  ": typeof types.CliNewsletterCampaignsDocument,
    "\n    query CliNewsletterCampaign($id: ID!) {\n      newsletterCampaign(id: $id) {\n        ...CliCampaignFields\n        message\n        failures {\n          email\n          attempts\n          reply\n        }\n      }\n    }\n  ": typeof types.CliNewsletterCampaignDocument,
    "\n  fragment CliSubscriberFields on NewsletterSubscriber {\n    id\n    email\n    lastSubmission\n    subscribeCount\n    isSubscribed\n  }\n": typeof types.CliSubscriberFieldsFragmentDoc,
    "\n    query CliRoles($limit: Int, $offset: Int, $search: String, $status: Status, $deleted: Boolean, $orderBy: [RoleOrder!]) {\n      roles(limit: $limit, offset: $offset, search: $search, status: $status, deleted: $deleted, orderBy: $orderBy) {\n        count\n        items {\n          ...CliRoleFields\n        }\n      }\n    }\n  ": typeof types.CliRolesDocument,
    "\n    query CliRole($id: ID!) {\n      role(id: $id) {\n        ...CliRoleFields\n      }\n    }\n  ": typeof types.CliRoleDocument,
    "\n    mutation CliSetRoleStatus($id: ID!, $status: Status!) {\n      setRoleStatus(id: $id, status: $status) {\n        message\n        role {\n          ...CliRoleFields\n        }\n      }\n    }\n  ": typeof types.CliSetRoleStatusDocument,
    "\n    mutation CliDeleteRole($id: ID!) {\n      deleteRole(id: $id) {\n        id\n        message\n      }\n    }\n  ": typeof types.CliDeleteRoleDocument,
    "\n    mutation CliRestoreRole($id: ID!) {\n      restoreRole(id: $id) {\n        message\n        role {\n          ...CliRoleFields\n        }\n      }\n    }\n  ": typeof types.CliRestoreRoleDocument,
    "\n    mutation CliBulkSetRoleStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetRoleStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkSetRoleStatusDocument,
    "\n    mutation CliBulkDeleteRole($ids: [ID!]!) {\n      bulkDeleteRole(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkDeleteRoleDocument,
    "\n    mutation CliBulkRestoreRole($ids: [ID!]!) {\n      bulkRestoreRole(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkRestoreRoleDocument,
    "\n  mutation CliCreateRole($input: CreateRoleInput!) {\n    createRole(input: $input) {\n      message\n      role {\n        ...CliRoleFields\n      }\n    }\n  }\n": typeof types.CliCreateRoleDocument,
    "\n  mutation CliUpdateRole($input: UpdateRoleInput!) {\n    updateRole(input: $input) {\n      message\n      role {\n        ...CliRoleFields\n      }\n    }\n  }\n": typeof types.CliUpdateRoleDocument,
    "\n  query CliCurrentRole($id: ID!) {\n    role(id: $id) {\n      ...CliRoleFields\n    }\n  }\n": typeof types.CliCurrentRoleDocument,
    "\n  fragment CliRoleFields on Role {\n    id\n    name\n    status\n    createdAt\n    permissions {\n      module\n      all\n      add\n      view\n      edit\n      del\n    }\n  }\n": typeof types.CliRoleFieldsFragmentDoc,
    "\n    mutation CliBulkSetSectionStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetSectionStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkSetSectionStatusDocument,
    "\n    mutation CliBulkDeleteSection($ids: [ID!]!) {\n      bulkDeleteSection(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkDeleteSectionDocument,
    "\n    mutation CliBulkRestoreSection($ids: [ID!]!) {\n      bulkRestoreSection(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkRestoreSectionDocument,
    "\n  fragment CliSectionFields on Section {\n    id\n    name\n    status\n    createdAt\n  }\n": typeof types.CliSectionFieldsFragmentDoc,
    "\n  query CliSections($limit: Int, $offset: Int, $search: String, $status: Status, $deleted: Boolean, $orderBy: [SectionOrder!]) {\n    sections(limit: $limit, offset: $offset, search: $search, status: $status, deleted: $deleted, orderBy: $orderBy) {\n      count\n      items {\n        ...CliSectionFields\n      }\n    }\n  }\n": typeof types.CliSectionsDocument,
    "\n  query CliSection($id: ID!) {\n    section(id: $id) {\n      ...CliSectionFields\n    }\n  }\n": typeof types.CliSectionDocument,
    "\n  mutation CliSetSectionStatus($id: ID!, $status: Status!) {\n    setSectionStatus(id: $id, status: $status) {\n      message\n      section {\n        ...CliSectionFields\n      }\n    }\n  }\n": typeof types.CliSetSectionStatusDocument,
    "\n  mutation CliDeleteSection($id: ID!) {\n    deleteSection(id: $id) {\n      id\n      message\n    }\n  }\n": typeof types.CliDeleteSectionDocument,
    "\n  mutation CliRestoreSection($id: ID!) {\n    restoreSection(id: $id) {\n      message\n      section {\n        ...CliSectionFields\n      }\n    }\n  }\n": typeof types.CliRestoreSectionDocument,
    "\n    query CliServices($limit: Int, $offset: Int, $search: String, $status: Status, $deleted: Boolean, $orderBy: [ServiceOrder!]) {\n      services(limit: $limit, offset: $offset, search: $search, status: $status, deleted: $deleted, orderBy: $orderBy) {\n        count\n        items {\n          ...CliServiceFields\n        }\n      }\n    }\n  ": typeof types.CliServicesDocument,
    "\n    query CliService($id: ID!) {\n      service(id: $id) {\n        ...CliServiceFields\n      }\n    }\n  ": typeof types.CliServiceDocument,
    "\n    mutation CliSetServiceStatus($id: ID!, $status: Status!) {\n      setServiceStatus(id: $id, status: $status) {\n        message\n        service {\n          ...CliServiceFields\n        }\n      }\n    }\n  ": typeof types.CliSetServiceStatusDocument,
    "\n    mutation CliDeleteService($id: ID!) {\n      deleteService(id: $id) {\n        id\n        message\n      }\n    }\n  ": typeof types.CliDeleteServiceDocument,
    "\n    mutation CliRestoreService($id: ID!) {\n      restoreService(id: $id) {\n        message\n        service {\n          ...CliServiceFields\n        }\n      }\n    }\n  ": typeof types.CliRestoreServiceDocument,
    "\n    mutation CliBulkSetServiceStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetServiceStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkSetServiceStatusDocument,
    "\n    mutation CliBulkDeleteService($ids: [ID!]!) {\n      bulkDeleteService(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkDeleteServiceDocument,
    "\n    mutation CliBulkRestoreService($ids: [ID!]!) {\n      bulkRestoreService(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkRestoreServiceDocument,
    "\n  fragment CliServiceFields on Service {\n    id\n    title\n    description\n    image\n    icon\n    status\n    createdAt\n  }\n": typeof types.CliServiceFieldsFragmentDoc,
    "\n  mutation CliLogout {\n    logout { message sessionsEnded }\n  }\n": typeof types.CliLogoutDocument,
    "\n  mutation CliLogoutEverywhere {\n    logoutEverywhere { message sessionsEnded }\n  }\n": typeof types.CliLogoutEverywhereDocument,
    "\n  mutation CliCreateSubAdmin($input: CreateSubAdminInput!) {\n    createSubAdmin(input: $input) {\n      message\n      subAdmin {\n        ...CliSubAdminFields\n      }\n    }\n  }\n": typeof types.CliCreateSubAdminDocument,
    "\n    query CliSubAdmins($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $blocked: Boolean, $orderBy: [SubAdminOrder!]) {\n      subAdmins(limit: $limit, offset: $offset, search: $search, deleted: $deleted, blocked: $blocked, orderBy: $orderBy) {\n        count\n        items {\n          ...CliSubAdminFields\n        }\n      }\n    }\n  ": typeof types.CliSubAdminsDocument,
    "\n    query CliSubAdmin($id: ID!) {\n      subAdmin(id: $id) {\n        ...CliSubAdminFields\n      }\n    }\n  ": typeof types.CliSubAdminDocument,
    "\n    mutation CliDeleteSubAdmin($id: ID!) {\n      deleteSubAdmin(id: $id) {\n        id\n        message\n      }\n    }\n  ": typeof types.CliDeleteSubAdminDocument,
    "\n    mutation CliRestoreSubAdmin($id: ID!) {\n      restoreSubAdmin(id: $id) {\n        message\n        subAdmin {\n          ...CliSubAdminFields\n        }\n      }\n    }\n  ": typeof types.CliRestoreSubAdminDocument,
    "\n    mutation CliSetSubAdminBlocked($id: ID!, $blocked: Boolean!) {\n      setSubAdminBlocked(id: $id, blocked: $blocked) {\n        message\n        subAdmin {\n          ...CliSubAdminFields\n        }\n      }\n    }\n  ": typeof types.CliSetSubAdminBlockedDocument,
    "\n    mutation CliBulkDeleteSubAdmin($ids: [ID!]!) {\n      bulkDeleteSubAdmin(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkDeleteSubAdminDocument,
    "\n    mutation CliBulkRestoreSubAdmin($ids: [ID!]!) {\n      bulkRestoreSubAdmin(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkRestoreSubAdminDocument,
    "\n    mutation CliBulkSetSubAdminBlocked($ids: [ID!]!, $blocked: Boolean!) {\n      bulkSetSubAdminBlocked(ids: $ids, blocked: $blocked) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkSetSubAdminBlockedDocument,
    "\n  fragment CliSubAdminFields on SubAdmin {\n    id\n    name\n    email\n    isBlocked\n    createdAt\n    role {\n      id\n      name\n    }\n  }\n": typeof types.CliSubAdminFieldsFragmentDoc,
    "\n  mutation CliUpdateSubAdmin($input: UpdateSubAdminInput!) {\n    updateSubAdmin(input: $input) {\n      message\n      subAdmin {\n        ...CliSubAdminFields\n      }\n    }\n  }\n": typeof types.CliUpdateSubAdminDocument,
    "\n    mutation CliBulkSetTableStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetTableStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkSetTableStatusDocument,
    "\n    mutation CliBulkDeleteTable($ids: [ID!]!) {\n      bulkDeleteTable(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkDeleteTableDocument,
    "\n    mutation CliBulkRestoreTable($ids: [ID!]!) {\n      bulkRestoreTable(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkRestoreTableDocument,
    "\n    mutation CliBulkSetTableFeatured($ids: [ID!]!, $featured: Boolean!) {\n      bulkSetTableFeatured(ids: $ids, featured: $featured) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkSetTableFeaturedDocument,
    "\n  fragment CliTableFields on Table {\n    id\n    name\n    tableNo\n    capacity\n    image\n    inclusions\n    isFeatured\n    status\n    section {\n      id\n      name\n    }\n    category {\n      id\n      name\n    }\n    date\n    price\n    bookingStatus\n    createdAt\n  }\n": typeof types.CliTableFieldsFragmentDoc,
    "\n  query CliTables($limit: Int, $offset: Int, $search: String, $date: Date, $status: Status, $deleted: Boolean, $orderBy: [TableOrder!]) {\n    tables(limit: $limit, offset: $offset, search: $search, date: $date, status: $status, deleted: $deleted, orderBy: $orderBy) {\n      count\n      items {\n        ...CliTableFields\n      }\n    }\n  }\n": typeof types.CliTablesDocument,
    "\n  query CliTable($id: ID!, $date: Date) {\n    table(id: $id, date: $date) {\n      ...CliTableFields\n    }\n  }\n": typeof types.CliTableDocument,
    "\n  mutation CliSetTableStatus($id: ID!, $status: Status!) {\n    setTableStatus(id: $id, status: $status) {\n      message\n      table {\n        ...CliTableFields\n      }\n    }\n  }\n": typeof types.CliSetTableStatusDocument,
    "\n  mutation CliDeleteTable($id: ID!) {\n    deleteTable(id: $id) {\n      id\n      message\n    }\n  }\n": typeof types.CliDeleteTableDocument,
    "\n  mutation CliRestoreTable($id: ID!) {\n    restoreTable(id: $id) {\n      message\n      table {\n        ...CliTableFields\n      }\n    }\n  }\n": typeof types.CliRestoreTableDocument,
    "\n  mutation CliSetTableFeatured($id: ID!, $featured: Boolean!) {\n    setTableFeatured(id: $id, isFeatured: $featured) {\n      message\n      table {\n        ...CliTableFields\n      }\n    }\n  }\n": typeof types.CliSetTableFeaturedDocument,
    "\n  query CliHealth {\n    health {\n      gateway\n      api\n    }\n  }\n": typeof types.CliHealthDocument,
    "\n    query CliUsers($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $orderBy: [UserOrder!]) {\n      users(limit: $limit, offset: $offset, search: $search, deleted: $deleted, orderBy: $orderBy) {\n        count\n        items {\n          ...CliUserFields\n        }\n      }\n    }\n  ": typeof types.CliUsersDocument,
    "\n    query CliUser($id: ID!) {\n      user(id: $id) {\n        ...CliUserFields\n      }\n    }\n  ": typeof types.CliUserDocument,
    "\n    mutation CliDeleteUser($id: ID!) {\n      deleteUser(id: $id) {\n        id\n        message\n      }\n    }\n  ": typeof types.CliDeleteUserDocument,
    "\n    mutation CliRestoreUser($id: ID!) {\n      restoreUser(id: $id) {\n        message\n        user {\n          ...CliUserFields\n        }\n      }\n    }\n  ": typeof types.CliRestoreUserDocument,
    "\n    mutation CliBulkDeleteUser($ids: [ID!]!) {\n      bulkDeleteUser(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkDeleteUserDocument,
    "\n    mutation CliBulkRestoreUser($ids: [ID!]!) {\n      bulkRestoreUser(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": typeof types.CliBulkRestoreUserDocument,
    "\n  mutation CliCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      message\n      user {\n        ...CliUserFields\n      }\n    }\n  }\n": typeof types.CliCreateUserDocument,
    "\n  mutation CliUpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      message\n      user {\n        ...CliUserFields\n      }\n    }\n  }\n": typeof types.CliUpdateUserDocument,
    "\n  fragment CliUserFields on User {\n    id\n    name\n    firstName\n    lastName\n    email\n    mobileCode\n    mobileNo\n    dob\n    createdAt\n  }\n": typeof types.CliUserFieldsFragmentDoc,
    "\n    query CliWeekAnthems($limit: Int, $search: String, $orderBy: [WeekAnthemOrder!]) {\n      weekAnthems(limit: $limit, search: $search, orderBy: $orderBy) {\n        count\n        items {\n          ...CliWeekAnthemFields\n        }\n      }\n    }\n  ": typeof types.CliWeekAnthemsDocument,
    "\n    query CliWeekAnthem($id: ID!) {\n      weekAnthem(id: $id) {\n        ...CliWeekAnthemFields\n      }\n    }\n  ": typeof types.CliWeekAnthemDocument,
    "\n    mutation CliUpdateWeekAnthem($input: UpdateWeekAnthemInput!) {\n      updateWeekAnthem(input: $input) {\n        message\n        weekAnthem {\n          ...CliWeekAnthemFields\n        }\n      }\n    }\n  ": typeof types.CliUpdateWeekAnthemDocument,
    "\n  fragment CliWeekAnthemFields on WeekAnthem {\n    id\n    weekDay\n    offer\n    description\n    primaryImage\n    icon\n    updatedAt\n  }\n": typeof types.CliWeekAnthemFieldsFragmentDoc,
    "\n  fragment CliBulkResult on BulkResult {\n    message\n    committed\n    done\n    failed\n    skipped\n    results {\n      id\n      outcome\n      reason\n      rolledBack\n    }\n  }\n": typeof types.CliBulkResultFragmentDoc,
    "\n  query CliMe {\n    me {\n      id\n      name\n      email\n      accountType\n      roleName\n    }\n  }\n": typeof types.CliMeDocument,
    "\n  mutation CliLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      name\n      accountType\n      message\n    }\n  }\n": typeof types.CliLoginDocument,
    "\n  query PaletteSearch($text: String!, $limit: Int) {\n    search(text: $text, limit: $limit) {\n      area\n      id\n      label\n      active\n      rank\n    }\n  }\n": typeof types.PaletteSearchDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      name\n      accountType\n      message\n      roleActive\n      permissions { module all add view edit del }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout { message }\n  }\n": typeof types.LogoutDocument,
    "\n  query Me {\n    me {\n      name\n      accountType\n      roleActive\n      permissions { module all add view edit del }\n    }\n  }\n": typeof types.MeDocument,
    "\n  query Bookings($limit: Int, $offset: Int, $search: String, $type: BookingType, $paymentStatus: PaymentStatus, $from: Date, $to: Date) {\n    bookings(limit: $limit, offset: $offset, search: $search, type: $type, paymentStatus: $paymentStatus, from: $from, to: $to) {\n      count\n      items {\n        id\n        bookingId\n        type\n        price\n        paymentStatus\n        event { id name date }\n        table { id name date }\n        user { id email }\n        host { id email }\n        createdAt\n      }\n    }\n  }\n": typeof types.BookingsDocument,
    "\n  query Categories($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $status: Status) {\n    categories(limit: $limit, offset: $offset, search: $search, deleted: $deleted, status: $status) {\n      count\n      items { id name status autoRenewal tableCount price layout { image imageAlt } createdAt }\n    }\n  }\n": typeof types.CategoriesDocument,
    "\n  query AllCategories {\n    allCategories { id name }\n  }\n": typeof types.AllCategoriesDocument,
    "\n  query Category($id: ID!, $limit: Int, $offset: Int) {\n    category(id: $id) { id name status autoRenewal tableCount price layout { image imageAlt } createdAt updatedAt }\n    categoryRecords(categoryId: $id, limit: $limit, offset: $offset) { count items { id fromDate toDate days price createdAt updatedAt } }\n  }\n": typeof types.CategoryDocument,
    "\n  mutation SetCategoryStatus($id: ID!, $status: Status!) {\n    setCategoryStatus(id: $id, status: $status) { message category { id status } }\n  }\n": typeof types.SetCategoryStatusDocument,
    "\n  mutation SetCategoryAutoRenewal($id: ID!, $autoRenewal: Boolean!) {\n    setCategoryAutoRenewal(id: $id, autoRenewal: $autoRenewal) { message category { id autoRenewal price } }\n  }\n": typeof types.SetCategoryAutoRenewalDocument,
    "\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id) { id message }\n  }\n": typeof types.DeleteCategoryDocument,
    "\n  mutation RestoreCategory($id: ID!) {\n    restoreCategory(id: $id) { message category { id } }\n  }\n": typeof types.RestoreCategoryDocument,
    "\n  mutation CreateCategory($input: CreateCategoryInput!) {\n    createCategory(input: $input) { message category { id } }\n  }\n": typeof types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($input: UpdateCategoryInput!, $expectedUpdatedAt: DateTime) {\n    updateCategory(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message category { id updatedAt } }\n  }\n": typeof types.UpdateCategoryDocument,
    "\n  mutation CreateCategoryRecord($input: CreateCategoryRecordInput!) {\n    createCategoryRecord(input: $input) { message record { id } }\n  }\n": typeof types.CreateCategoryRecordDocument,
    "\n  mutation UpdateCategoryRecord($input: UpdateCategoryRecordInput!, $expectedUpdatedAt: DateTime) {\n    updateCategoryRecord(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message record { id updatedAt } }\n  }\n": typeof types.UpdateCategoryRecordDocument,
    "\n  query Enquiries($limit: Int, $offset: Int, $search: String, $status: EnquiryStatus) {\n    enquiries(limit: $limit, offset: $offset, search: $search, status: $status) {\n      count\n      items { id name email mobileCode mobileNo dob specialOccasion status createdAt }\n    }\n  }\n": typeof types.EnquiriesDocument,
    "\n  mutation SetEnquiryStatus($id: ID!, $status: EnquiryStatus!) {\n    setEnquiryStatus(id: $id, status: $status) { message enquiry { id status } }\n  }\n": typeof types.SetEnquiryStatusDocument,
    "\n  query Dashboard {\n    dashboard {\n      eventsTonight { id name time }\n      tablesToday { booked held }\n      bookings { today { count revenue } week { count revenue } }\n      pendingEnquiries\n      newsletter { id subject total sent failed pending }\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  fragment EventTicketFields on EventTicket {\n    id\n    event { id name date image }\n    status\n    isBlocked\n    categories { id type name offer price totalTickets bookedTickets }\n    createdAt\n  }\n": typeof types.EventTicketFieldsFragmentDoc,
    "\n  query EventTickets($limit: Int, $offset: Int, $search: String, $eventId: ID, $deleted: Boolean, $blocked: Boolean) {\n    eventTickets(limit: $limit, offset: $offset, search: $search, eventId: $eventId, deleted: $deleted, blocked: $blocked) {\n      count\n      items { ...EventTicketFields }\n    }\n  }\n": typeof types.EventTicketsDocument,
    "\n  query EventTicket($id: ID!) {\n    eventTicket(id: $id) { ...EventTicketFields updatedAt }\n  }\n": typeof types.EventTicketDocument,
    "\n  query TicketEvents {\n    allEvents(ticketable: true) { id name date }\n  }\n": typeof types.TicketEventsDocument,
    "\n  mutation CreateEventTicket($input: CreateEventTicketInput!) {\n    createEventTicket(input: $input) { message eventTicket { id } }\n  }\n": typeof types.CreateEventTicketDocument,
    "\n  mutation UpdateEventTicket($input: UpdateEventTicketInput!, $expectedUpdatedAt: DateTime) {\n    updateEventTicket(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message eventTicket { id updatedAt } }\n  }\n": typeof types.UpdateEventTicketDocument,
    "\n  mutation SetEventTicketStatus($id: ID!, $status: Status!) {\n    setEventTicketStatus(id: $id, status: $status) { message eventTicket { id status } }\n  }\n": typeof types.SetEventTicketStatusDocument,
    "\n  mutation SetEventTicketBlocked($id: ID!, $blocked: Boolean!) {\n    setEventTicketBlocked(id: $id, blocked: $blocked) { message eventTicket { id isBlocked } }\n  }\n": typeof types.SetEventTicketBlockedDocument,
    "\n  mutation DeleteEventTicket($id: ID!) {\n    deleteEventTicket(id: $id) { id message }\n  }\n": typeof types.DeleteEventTicketDocument,
    "\n  mutation RestoreEventTicket($id: ID!) {\n    restoreEventTicket(id: $id) { message eventTicket { id } }\n  }\n": typeof types.RestoreEventTicketDocument,
    "\n  query Events($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $status: Status, $from: Date, $to: Date) {\n    events(limit: $limit, offset: $offset, search: $search, deleted: $deleted, status: $status, from: $from, to: $to) {\n      count\n      items { id name image ip { id name } date time status createdAt }\n    }\n  }\n": typeof types.EventsDocument,
    "\n  query Event($id: ID!) {\n    event(id: $id) {\n      id name image ip { id name } date time summary admission popularity address\n      inclusions howToRedeem itinerary importantInformation categories { categoryId name price } status createdAt updatedAt\n    }\n  }\n": typeof types.EventDocument,
    "\n  query EventDefaults {\n    eventDefaults { admission address }\n  }\n": typeof types.EventDefaultsDocument,
    "\n  query EventFormIps {\n    allIntellectualProperties { id name }\n  }\n": typeof types.EventFormIpsDocument,
    "\n  mutation CreateEvent($input: CreateEventInput!) {\n    createEvent(input: $input) { message event { id } }\n  }\n": typeof types.CreateEventDocument,
    "\n  mutation UpdateEvent($input: UpdateEventInput!, $expectedUpdatedAt: DateTime) {\n    updateEvent(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message event { id updatedAt } }\n  }\n": typeof types.UpdateEventDocument,
    "\n  mutation SetEventStatus($id: ID!, $status: Status!) {\n    setEventStatus(id: $id, status: $status) { message event { id status } }\n  }\n": typeof types.SetEventStatusDocument,
    "\n  mutation DeleteEvent($id: ID!) {\n    deleteEvent(id: $id) { id message }\n  }\n": typeof types.DeleteEventDocument,
    "\n  mutation RestoreEvent($id: ID!) {\n    restoreEvent(id: $id) { message event { id } }\n  }\n": typeof types.RestoreEventDocument,
    "\n  query Follows($limit: Int, $offset: Int, $status: Status) {\n    follows(limit: $limit, offset: $offset, status: $status) { count items { id position image status updatedAt } }\n  }\n": typeof types.FollowsDocument,
    "\n  mutation SetFollowImage($id: ID!, $image: String!, $expectedUpdatedAt: DateTime) {\n    setFollowImage(id: $id, image: $image, expectedUpdatedAt: $expectedUpdatedAt) { message follow { id image updatedAt } }\n  }\n": typeof types.SetFollowImageDocument,
    "\n  mutation SetFollowStatus($id: ID!, $status: Status!) {\n    setFollowStatus(id: $id, status: $status) { message follow { id status updatedAt } }\n  }\n": typeof types.SetFollowStatusDocument,
    "\n  query GalleryImages($limit: Int, $offset: Int, $deleted: Boolean, $status: Status) {\n    galleryImages(limit: $limit, offset: $offset, deleted: $deleted, status: $status) {\n      count\n      items { id image orientation status createdAt updatedAt }\n    }\n  }\n": typeof types.GalleryImagesDocument,
    "\n  mutation CreateGalleryImage($input: GalleryImageInput!) {\n    createGalleryImage(input: $input) { message galleryImage { id } }\n  }\n": typeof types.CreateGalleryImageDocument,
    "\n  mutation UpdateGalleryImage($id: ID!, $input: GalleryImageInput!, $expectedUpdatedAt: DateTime) {\n    updateGalleryImage(id: $id, input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message galleryImage { id updatedAt } }\n  }\n": typeof types.UpdateGalleryImageDocument,
    "\n  mutation SetGalleryImageStatus($id: ID!, $status: Status!) {\n    setGalleryImageStatus(id: $id, status: $status) { message galleryImage { id status updatedAt } }\n  }\n": typeof types.SetGalleryImageStatusDocument,
    "\n  mutation DeleteGalleryImage($id: ID!) {\n    deleteGalleryImage(id: $id) { id message }\n  }\n": typeof types.DeleteGalleryImageDocument,
    "\n  mutation RestoreGalleryImage($id: ID!) {\n    restoreGalleryImage(id: $id) { message galleryImage { id } }\n  }\n": typeof types.RestoreGalleryImageDocument,
    "\n  query Hosts($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $blocked: Boolean) {\n    hosts(limit: $limit, offset: $offset, search: $search, deleted: $deleted, blocked: $blocked) {\n      count\n      items { id name email isBlocked createdAt }\n    }\n  }\n": typeof types.HostsDocument,
    "\n  query Host($id: ID!) {\n    host(id: $id) { id name firstName lastName email isBlocked passwordSet createdAt updatedAt }\n  }\n": typeof types.HostDocument,
    "\n  mutation CreateHost($input: CreateHostInput!) {\n    createHost(input: $input) { message host { id } }\n  }\n": typeof types.CreateHostDocument,
    "\n  mutation UpdateHost($input: UpdateHostInput!, $expectedUpdatedAt: DateTime) {\n    updateHost(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message host { id updatedAt } }\n  }\n": typeof types.UpdateHostDocument,
    "\n  mutation SetHostBlocked($id: ID!, $blocked: Boolean!) {\n    setHostBlocked(id: $id, blocked: $blocked) { message host { id isBlocked } }\n  }\n": typeof types.SetHostBlockedDocument,
    "\n  mutation DeleteHost($id: ID!) {\n    deleteHost(id: $id) { id message }\n  }\n": typeof types.DeleteHostDocument,
    "\n  mutation RestoreHost($id: ID!) {\n    restoreHost(id: $id) { message host { id } }\n  }\n": typeof types.RestoreHostDocument,
    "\n  query IntellectualProperties($limit: Int, $offset: Int, $search: String) {\n    intellectualProperties(limit: $limit, offset: $offset, search: $search) {\n      count\n      items { id name fullName icon weekDay createdAt }\n    }\n  }\n": typeof types.IntellectualPropertiesDocument,
    "\n  query IntellectualProperty($id: ID!) {\n    intellectualProperty(id: $id) { id name fullName icon weekDay createdAt updatedAt }\n  }\n": typeof types.IntellectualPropertyDocument,
    "\n  mutation CreateIntellectualProperty($input: CreateIntellectualPropertyInput!) {\n    createIntellectualProperty(input: $input) { message intellectualProperty { id } }\n  }\n": typeof types.CreateIntellectualPropertyDocument,
    "\n  mutation UpdateIntellectualProperty($input: UpdateIntellectualPropertyInput!, $expectedUpdatedAt: DateTime) {\n    updateIntellectualProperty(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message intellectualProperty { id updatedAt } }\n  }\n": typeof types.UpdateIntellectualPropertyDocument,
    "\n  query EventMemories($eventId: ID!, $limit: Int, $offset: Int, $deleted: Boolean, $status: Status) {\n    eventMemories(eventId: $eventId, limit: $limit, offset: $offset, deleted: $deleted, status: $status) {\n      count\n      items { id eventId image orientation status createdAt updatedAt }\n    }\n  }\n": typeof types.EventMemoriesDocument,
    "\n  query EventMemory($id: ID!) {\n    eventMemory(id: $id) { id eventId image orientation status createdAt updatedAt }\n  }\n": typeof types.EventMemoryDocument,
    "\n  query MemoryEventChoices($search: String, $status: Status) {\n    allEvents(search: $search, status: $status) { id name date image }\n  }\n": typeof types.MemoryEventChoicesDocument,
    "\n  mutation CreateEventMemory($input: CreateEventMemoryInput!) {\n    createEventMemory(input: $input) { message eventMemory { id } }\n  }\n": typeof types.CreateEventMemoryDocument,
    "\n  mutation UpdateEventMemory($id: ID!, $input: EventMemoryInput!, $expectedUpdatedAt: DateTime) {\n    updateEventMemory(id: $id, input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message eventMemory { id updatedAt } }\n  }\n": typeof types.UpdateEventMemoryDocument,
    "\n  mutation SetEventMemoryStatus($id: ID!, $status: Status!) {\n    setEventMemoryStatus(id: $id, status: $status) { message eventMemory { id status updatedAt } }\n  }\n": typeof types.SetEventMemoryStatusDocument,
    "\n  mutation DeleteEventMemory($id: ID!) {\n    deleteEventMemory(id: $id) { id message }\n  }\n": typeof types.DeleteEventMemoryDocument,
    "\n  mutation RestoreEventMemory($id: ID!) {\n    restoreEventMemory(id: $id) { message eventMemory { id } }\n  }\n": typeof types.RestoreEventMemoryDocument,
    "\n  query Menus($search: String, $status: Status) {\n    menus(search: $search, status: $status) { id name image pdf status }\n  }\n": typeof types.MenusDocument,
    "\n  query Menu($id: ID!) {\n    menu(id: $id) { id name image pdf status updatedAt }\n  }\n": typeof types.MenuDocument,
    "\n  mutation UpdateMenu($input: UpdateMenuInput!, $expectedUpdatedAt: DateTime) {\n    updateMenu(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message menu { id updatedAt } }\n  }\n": typeof types.UpdateMenuDocument,
    "\n  mutation SetMenuStatus($id: ID!, $status: Status!) {\n    setMenuStatus(id: $id, status: $status) { message menu { id status } }\n  }\n": typeof types.SetMenuStatusDocument,
    "\n  query NewsletterSubscribers($limit: Int, $offset: Int, $search: String, $subscribed: Boolean) {\n    newsletterSubscribers(limit: $limit, offset: $offset, search: $search, subscribed: $subscribed) {\n      count\n      items { id email lastSubmission subscribeCount isSubscribed }\n    }\n  }\n": typeof types.NewsletterSubscribersDocument,
    "\n  query NewsletterCampaigns($limit: Int, $offset: Int, $search: String) {\n    newsletterCampaigns(limit: $limit, offset: $offset, search: $search) {\n      count\n      items { id subject sentBy createdAt total sent failed pending sending }\n    }\n  }\n": typeof types.NewsletterCampaignsDocument,
    "\n  query NewsletterCampaignFailures($id: ID!) {\n    newsletterCampaign(id: $id) { id failures { email attempts reply } }\n  }\n": typeof types.NewsletterCampaignFailuresDocument,
    "\n  mutation SendNewsletter($input: SendNewsletterInput!) {\n    sendNewsletter(input: $input) { message campaign { id } }\n  }\n": typeof types.SendNewsletterDocument,
    "\n  query Roles($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $status: Status) {\n    roles(limit: $limit, offset: $offset, search: $search, deleted: $deleted, status: $status) {\n      count\n      items { id name status createdAt }\n    }\n  }\n": typeof types.RolesDocument,
    "\n  query Role($id: ID!) {\n    role(id: $id) {\n      id\n      name\n      status\n      createdAt\n      updatedAt\n      permissions { module all add view edit del }\n    }\n  }\n": typeof types.RoleDocument,
    "\n  mutation CreateRole($input: CreateRoleInput!) {\n    createRole(input: $input) { message role { id } }\n  }\n": typeof types.CreateRoleDocument,
    "\n  mutation UpdateRole($input: UpdateRoleInput!, $expectedUpdatedAt: DateTime) {\n    updateRole(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message role { id updatedAt } }\n  }\n": typeof types.UpdateRoleDocument,
    "\n  mutation SetRoleStatus($id: ID!, $status: Status!) {\n    setRoleStatus(id: $id, status: $status) { message role { id status } }\n  }\n": typeof types.SetRoleStatusDocument,
    "\n  mutation DeleteRole($id: ID!) {\n    deleteRole(id: $id) { id message }\n  }\n": typeof types.DeleteRoleDocument,
    "\n  mutation RestoreRole($id: ID!) {\n    restoreRole(id: $id) { message role { id } }\n  }\n": typeof types.RestoreRoleDocument,
    "\n  query Sections($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $status: Status) {\n    sections(limit: $limit, offset: $offset, search: $search, deleted: $deleted, status: $status) {\n      count\n      items { id name status createdAt }\n    }\n  }\n": typeof types.SectionsDocument,
    "\n  query Section($id: ID!) {\n    section(id: $id) { id name status createdAt updatedAt }\n  }\n": typeof types.SectionDocument,
    "\n  mutation CreateSection($name: String!) {\n    createSection(name: $name) { message section { id } }\n  }\n": typeof types.CreateSectionDocument,
    "\n  mutation UpdateSection($id: ID!, $name: String!, $expectedUpdatedAt: DateTime) {\n    updateSection(id: $id, name: $name, expectedUpdatedAt: $expectedUpdatedAt) { message section { id updatedAt } }\n  }\n": typeof types.UpdateSectionDocument,
    "\n  mutation SetSectionStatus($id: ID!, $status: Status!) {\n    setSectionStatus(id: $id, status: $status) { message section { id status } }\n  }\n": typeof types.SetSectionStatusDocument,
    "\n  mutation DeleteSection($id: ID!) {\n    deleteSection(id: $id) { id message }\n  }\n": typeof types.DeleteSectionDocument,
    "\n  mutation RestoreSection($id: ID!) {\n    restoreSection(id: $id) { message section { id } }\n  }\n": typeof types.RestoreSectionDocument,
    "\n  query Services($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $status: Status) {\n    services(limit: $limit, offset: $offset, search: $search, deleted: $deleted, status: $status) {\n      count\n      items { id title description image status createdAt }\n    }\n  }\n": typeof types.ServicesDocument,
    "\n  query Service($id: ID!) {\n    service(id: $id) { id title description image icon status createdAt updatedAt }\n  }\n": typeof types.ServiceDocument,
    "\n  mutation CreateService($input: CreateServiceInput!) {\n    createService(input: $input) { message service { id } }\n  }\n": typeof types.CreateServiceDocument,
    "\n  mutation UpdateService($input: UpdateServiceInput!, $expectedUpdatedAt: DateTime) {\n    updateService(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message service { id updatedAt } }\n  }\n": typeof types.UpdateServiceDocument,
    "\n  mutation SetServiceStatus($id: ID!, $status: Status!) {\n    setServiceStatus(id: $id, status: $status) { message service { id status } }\n  }\n": typeof types.SetServiceStatusDocument,
    "\n  mutation DeleteService($id: ID!) {\n    deleteService(id: $id) { id message }\n  }\n": typeof types.DeleteServiceDocument,
    "\n  mutation RestoreService($id: ID!) {\n    restoreService(id: $id) { message service { id } }\n  }\n": typeof types.RestoreServiceDocument,
    "\n  query SubAdmins($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $blocked: Boolean) {\n    subAdmins(limit: $limit, offset: $offset, search: $search, deleted: $deleted, blocked: $blocked) {\n      count\n      items { id name email isBlocked createdAt role { id name } }\n    }\n  }\n": typeof types.SubAdminsDocument,
    "\n  query SubAdmin($id: ID!) {\n    subAdmin(id: $id) { id name email isBlocked passwordSet createdAt updatedAt role { id name } }\n  }\n": typeof types.SubAdminDocument,
    "\n  mutation CreateSubAdmin($input: CreateSubAdminInput!) {\n    createSubAdmin(input: $input) { message subAdmin { id } }\n  }\n": typeof types.CreateSubAdminDocument,
    "\n  mutation UpdateSubAdmin($input: UpdateSubAdminInput!, $expectedUpdatedAt: DateTime) {\n    updateSubAdmin(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message subAdmin { id updatedAt } }\n  }\n": typeof types.UpdateSubAdminDocument,
    "\n  mutation SetSubAdminBlocked($id: ID!, $blocked: Boolean!) {\n    setSubAdminBlocked(id: $id, blocked: $blocked) { message subAdmin { id isBlocked } }\n  }\n": typeof types.SetSubAdminBlockedDocument,
    "\n  mutation DeleteSubAdmin($id: ID!) {\n    deleteSubAdmin(id: $id) { id message }\n  }\n": typeof types.DeleteSubAdminDocument,
    "\n  mutation RestoreSubAdmin($id: ID!) {\n    restoreSubAdmin(id: $id) { message subAdmin { id } }\n  }\n": typeof types.RestoreSubAdminDocument,
    "\n  query SubAdminRoleChoices {\n    allRoles { id name }\n  }\n": typeof types.SubAdminRoleChoicesDocument,
    "\n  query AllSections {\n    allSections { id name }\n  }\n": typeof types.AllSectionsDocument,
    "\n  mutation CreateTable($input: CreateTableInput!) {\n    createTable(input: $input) { message table { id } }\n  }\n": typeof types.CreateTableDocument,
    "\n  mutation UpdateTable($input: UpdateTableInput!, $expectedUpdatedAt: DateTime) {\n    updateTable(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message table { id updatedAt } }\n  }\n": typeof types.UpdateTableDocument,
    "\n  query Tables($date: Date, $limit: Int, $offset: Int, $search: String, $deleted: Boolean, $status: Status) {\n    tables(date: $date, limit: $limit, offset: $offset, search: $search, deleted: $deleted, status: $status) {\n      count\n      items { id name tableNo capacity image isFeatured status section { id name } category { id name } date price bookingStatus createdAt }\n    }\n  }\n": typeof types.TablesDocument,
    "\n  query Table($id: ID!, $date: Date) {\n    table(id: $id, date: $date) { id name tableNo capacity image inclusions isFeatured status section { id name } category { id name } date price bookingStatus createdAt updatedAt }\n  }\n": typeof types.TableDocument,
    "\n  mutation SetTableStatus($id: ID!, $status: Status!) {\n    setTableStatus(id: $id, status: $status) { message table { id status } }\n  }\n": typeof types.SetTableStatusDocument,
    "\n  mutation SetTableFeatured($id: ID!, $isFeatured: Boolean!) {\n    setTableFeatured(id: $id, isFeatured: $isFeatured) { message table { id isFeatured } }\n  }\n": typeof types.SetTableFeaturedDocument,
    "\n  mutation DeleteTable($id: ID!) {\n    deleteTable(id: $id) { id message }\n  }\n": typeof types.DeleteTableDocument,
    "\n  mutation RestoreTable($id: ID!) {\n    restoreTable(id: $id) { message table { id } }\n  }\n": typeof types.RestoreTableDocument,
    "\n  query Users($limit: Int, $offset: Int, $search: String, $deleted: Boolean) {\n    users(limit: $limit, offset: $offset, search: $search, deleted: $deleted) {\n      count\n      items { id name email mobileCode mobileNo dob createdAt }\n    }\n  }\n": typeof types.UsersDocument,
    "\n  query User($id: ID!) {\n    user(id: $id) { id name firstName lastName email mobileCode mobileNo dob createdAt updatedAt }\n  }\n": typeof types.UserDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) { message user { id } }\n  }\n": typeof types.CreateUserDocument,
    "\n  mutation UpdateUser($input: UpdateUserInput!, $expectedUpdatedAt: DateTime) {\n    updateUser(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message user { id updatedAt } }\n  }\n": typeof types.UpdateUserDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) { id message }\n  }\n": typeof types.DeleteUserDocument,
    "\n  mutation RestoreUser($id: ID!) {\n    restoreUser(id: $id) { message user { id } }\n  }\n": typeof types.RestoreUserDocument,
    "\n  query WeekAnthems($limit: Int, $offset: Int, $search: String) {\n    weekAnthems(limit: $limit, offset: $offset, search: $search) {\n      count\n      items { id weekDay primaryImage offer description }\n    }\n  }\n": typeof types.WeekAnthemsDocument,
    "\n  query WeekAnthem($id: ID!) {\n    weekAnthem(id: $id) { id weekDay primaryImage offer description icon updatedAt }\n  }\n": typeof types.WeekAnthemDocument,
    "\n  mutation UpdateWeekAnthem($input: UpdateWeekAnthemInput!, $expectedUpdatedAt: DateTime) {\n    updateWeekAnthem(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message weekAnthem { id updatedAt } }\n  }\n": typeof types.UpdateWeekAnthemDocument,
};
const documents: Documents = {
    "\n  fragment CliBookingFields on Booking {\n    id\n    bookingId\n    type\n    price\n    paymentStatus\n    event {\n      id\n      name\n      date\n    }\n    table {\n      id\n      name\n      date\n    }\n    user {\n      id\n      email\n    }\n    host {\n      id\n      email\n    }\n    ticketCategory\n    tickets\n    createdAt\n  }\n": types.CliBookingFieldsFragmentDoc,
    "\n  query CliBookings($limit: Int, $offset: Int, $search: String, $type: BookingType, $paymentStatus: PaymentStatus, $from: Date, $to: Date, $orderBy: [BookingOrder!]) {\n    bookings(limit: $limit, offset: $offset, search: $search, type: $type, paymentStatus: $paymentStatus, from: $from, to: $to, orderBy: $orderBy) {\n      count\n      items {\n        ...CliBookingFields\n      }\n    }\n  }\n": types.CliBookingsDocument,
    "\n  fragment CliCategoryFields on Category {\n    id\n    name\n    status\n    autoRenewal\n    tableCount\n    price\n    layout {\n      image\n      imageAlt\n    }\n    createdAt\n  }\n": types.CliCategoryFieldsFragmentDoc,
    "\n  query CliCategories($limit: Int, $offset: Int, $search: String, $status: Status, $deleted: Boolean, $orderBy: [CategoryOrder!]) {\n    categories(limit: $limit, offset: $offset, search: $search, status: $status, deleted: $deleted, orderBy: $orderBy) {\n      count\n      items {\n        ...CliCategoryFields\n      }\n    }\n  }\n": types.CliCategoriesDocument,
    "\n  query CliCategory($id: ID!) {\n    category(id: $id) {\n      ...CliCategoryFields\n    }\n  }\n": types.CliCategoryDocument,
    "\n  query CliCategoryRecords($id: ID!, $limit: Int, $offset: Int) {\n    categoryRecords(categoryId: $id, limit: $limit, offset: $offset) {\n      count\n      items {\n        id\n        fromDate\n        toDate\n        days\n        price\n        createdAt\n      }\n    }\n  }\n": types.CliCategoryRecordsDocument,
    "\n  mutation CliSetCategoryStatus($id: ID!, $status: Status!) {\n    setCategoryStatus(id: $id, status: $status) {\n      message\n      category {\n        ...CliCategoryFields\n      }\n    }\n  }\n": types.CliSetCategoryStatusDocument,
    "\n  mutation CliSetCategoryAutoRenewal($id: ID!, $autoRenewal: Boolean!) {\n    setCategoryAutoRenewal(id: $id, autoRenewal: $autoRenewal) {\n      message\n      category {\n        ...CliCategoryFields\n      }\n    }\n  }\n": types.CliSetCategoryAutoRenewalDocument,
    "\n  mutation CliDeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      id\n      message\n    }\n  }\n": types.CliDeleteCategoryDocument,
    "\n  mutation CliRestoreCategory($id: ID!) {\n    restoreCategory(id: $id) {\n      message\n      category {\n        ...CliCategoryFields\n      }\n    }\n  }\n": types.CliRestoreCategoryDocument,
    "\n  mutation CliCreateCategoryRecord($input: CreateCategoryRecordInput!) {\n    createCategoryRecord(input: $input) {\n      message\n      record {\n        id\n        fromDate\n        toDate\n        days\n        price\n      }\n    }\n  }\n": types.CliCreateCategoryRecordDocument,
    "\n    mutation CliBulkSetCategoryStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetCategoryStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkSetCategoryStatusDocument,
    "\n    mutation CliBulkDeleteCategory($ids: [ID!]!) {\n      bulkDeleteCategory(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkDeleteCategoryDocument,
    "\n    mutation CliBulkRestoreCategory($ids: [ID!]!) {\n      bulkRestoreCategory(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkRestoreCategoryDocument,
    "\n    query CliEnquiries($limit: Int, $offset: Int, $search: String, $status: EnquiryStatus, $from: Date, $to: Date, $orderBy: [EnquiryOrder!]) {\n      enquiries(limit: $limit, offset: $offset, search: $search, status: $status, from: $from, to: $to, orderBy: $orderBy) {\n        count\n        items {\n          ...CliEnquiryFields\n        }\n      }\n    }\n  ": types.CliEnquiriesDocument,
    "\n    mutation CliSetEnquiryStatus($id: ID!, $status: EnquiryStatus!) {\n      setEnquiryStatus(id: $id, status: $status) {\n        message\n        enquiry {\n          ...CliEnquiryFields\n        }\n      }\n    }\n  ": types.CliSetEnquiryStatusDocument,
    "\n    mutation CliBulkSetEnquiryStatus($ids: [ID!]!, $status: EnquiryStatus!) {\n      bulkSetEnquiryStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkSetEnquiryStatusDocument,
    "\n  fragment CliEnquiryFields on Enquiry {\n    id\n    name\n    email\n    mobileCode\n    mobileNo\n    dob\n    specialOccasion\n    status\n    createdAt\n  }\n": types.CliEnquiryFieldsFragmentDoc,
    "\n    query CliEventTickets($limit: Int, $offset: Int, $search: String, $eventId: ID, $deleted: Boolean, $blocked: Boolean, $orderBy: [EventTicketOrder!]) {\n      eventTickets(limit: $limit, offset: $offset, search: $search, eventId: $eventId, deleted: $deleted, blocked: $blocked, orderBy: $orderBy) {\n        count\n        items {\n          ...CliEventTicketFields\n        }\n      }\n    }\n  ": types.CliEventTicketsDocument,
    "\n    query CliEventTicket($id: ID!) {\n      eventTicket(id: $id) {\n        ...CliEventTicketFields\n      }\n    }\n  ": types.CliEventTicketDocument,
    "\n    mutation CliSetEventTicketStatus($id: ID!, $status: Status!) {\n      setEventTicketStatus(id: $id, status: $status) {\n        message\n        eventTicket {\n          ...CliEventTicketFields\n        }\n      }\n    }\n  ": types.CliSetEventTicketStatusDocument,
    "\n    mutation CliDeleteEventTicket($id: ID!) {\n      deleteEventTicket(id: $id) {\n        id\n        message\n      }\n    }\n  ": types.CliDeleteEventTicketDocument,
    "\n    mutation CliRestoreEventTicket($id: ID!) {\n      restoreEventTicket(id: $id) {\n        message\n        eventTicket {\n          ...CliEventTicketFields\n        }\n      }\n    }\n  ": types.CliRestoreEventTicketDocument,
    "\n    mutation CliSetEventTicketBlocked($id: ID!, $blocked: Boolean!) {\n      setEventTicketBlocked(id: $id, blocked: $blocked) {\n        message\n        eventTicket {\n          ...CliEventTicketFields\n        }\n      }\n    }\n  ": types.CliSetEventTicketBlockedDocument,
    "\n    mutation CliBulkSetEventTicketStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetEventTicketStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkSetEventTicketStatusDocument,
    "\n    mutation CliBulkDeleteEventTicket($ids: [ID!]!) {\n      bulkDeleteEventTicket(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkDeleteEventTicketDocument,
    "\n    mutation CliBulkRestoreEventTicket($ids: [ID!]!) {\n      bulkRestoreEventTicket(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkRestoreEventTicketDocument,
    "\n    mutation CliBulkSetEventTicketBlocked($ids: [ID!]!, $blocked: Boolean!) {\n      bulkSetEventTicketBlocked(ids: $ids, blocked: $blocked) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkSetEventTicketBlockedDocument,
    "\n  fragment CliEventTicketFields on EventTicket {\n    id\n    event {\n      id\n      name\n      date\n      image\n    }\n    status\n    isBlocked\n    categories {\n      id\n      type\n      name\n      offer\n      price\n      totalTickets\n      bookedTickets\n    }\n    createdAt\n  }\n": types.CliEventTicketFieldsFragmentDoc,
    "\n    query CliEvents($limit: Int, $offset: Int, $search: String, $status: Status, $from: Date, $to: Date, $deleted: Boolean, $orderBy: [EventOrder!]) {\n      events(limit: $limit, offset: $offset, search: $search, status: $status, from: $from, to: $to, deleted: $deleted, orderBy: $orderBy) {\n        count\n        items {\n          ...CliEventFields\n        }\n      }\n    }\n  ": types.CliEventsDocument,
    "\n    query CliEvent($id: ID!) {\n      event(id: $id) {\n        ...CliEventFields\n      }\n    }\n  ": types.CliEventDocument,
    "\n    mutation CliSetEventStatus($id: ID!, $status: Status!) {\n      setEventStatus(id: $id, status: $status) {\n        message\n        event {\n          ...CliEventFields\n        }\n      }\n    }\n  ": types.CliSetEventStatusDocument,
    "\n    mutation CliDeleteEvent($id: ID!) {\n      deleteEvent(id: $id) {\n        id\n        message\n      }\n    }\n  ": types.CliDeleteEventDocument,
    "\n    mutation CliRestoreEvent($id: ID!) {\n      restoreEvent(id: $id) {\n        message\n        event {\n          ...CliEventFields\n        }\n      }\n    }\n  ": types.CliRestoreEventDocument,
    "\n    mutation CliBulkSetEventStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetEventStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkSetEventStatusDocument,
    "\n    mutation CliBulkDeleteEvent($ids: [ID!]!) {\n      bulkDeleteEvent(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkDeleteEventDocument,
    "\n    mutation CliBulkRestoreEvent($ids: [ID!]!) {\n      bulkRestoreEvent(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkRestoreEventDocument,
    "\n  fragment CliEventFields on Event {\n    id\n    name\n    image\n    ip {\n      id\n      name\n    }\n    date\n    time\n    summary\n    admission\n    popularity\n    address\n    inclusions\n    howToRedeem\n    itinerary\n    importantInformation\n    categories {\n      categoryId\n      name\n      price\n    }\n    status\n    createdAt\n  }\n": types.CliEventFieldsFragmentDoc,
    "\n    query CliFollows($limit: Int, $status: Status, $orderBy: [FollowOrder!]) {\n      follows(limit: $limit, status: $status, orderBy: $orderBy) {\n        count\n        items {\n          ...CliFollowFields\n        }\n      }\n    }\n  ": types.CliFollowsDocument,
    "\n    mutation CliSetFollowStatus($id: ID!, $status: Status!) {\n      setFollowStatus(id: $id, status: $status) {\n        message\n        follow {\n          ...CliFollowFields\n        }\n      }\n    }\n  ": types.CliSetFollowStatusDocument,
    "\n    mutation CliBulkSetFollowStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetFollowStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkSetFollowStatusDocument,
    "\n  fragment CliFollowFields on Follow {\n    id\n    position\n    image\n    status\n    updatedAt\n  }\n": types.CliFollowFieldsFragmentDoc,
    "\n    query CliGalleryImages($limit: Int, $offset: Int, $status: Status, $deleted: Boolean, $orderBy: [GalleryImageOrder!]) {\n      galleryImages(limit: $limit, offset: $offset, status: $status, deleted: $deleted, orderBy: $orderBy) {\n        count\n        items {\n          ...CliGalleryImageFields\n        }\n      }\n    }\n  ": types.CliGalleryImagesDocument,
    "\n    mutation CliSetGalleryImageStatus($id: ID!, $status: Status!) {\n      setGalleryImageStatus(id: $id, status: $status) {\n        message\n        galleryImage {\n          ...CliGalleryImageFields\n        }\n      }\n    }\n  ": types.CliSetGalleryImageStatusDocument,
    "\n    mutation CliDeleteGalleryImage($id: ID!) {\n      deleteGalleryImage(id: $id) {\n        id\n        message\n      }\n    }\n  ": types.CliDeleteGalleryImageDocument,
    "\n    mutation CliRestoreGalleryImage($id: ID!) {\n      restoreGalleryImage(id: $id) {\n        message\n        galleryImage {\n          ...CliGalleryImageFields\n        }\n      }\n    }\n  ": types.CliRestoreGalleryImageDocument,
    "\n    mutation CliBulkSetGalleryImageStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetGalleryImageStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkSetGalleryImageStatusDocument,
    "\n    mutation CliBulkDeleteGalleryImage($ids: [ID!]!) {\n      bulkDeleteGalleryImage(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkDeleteGalleryImageDocument,
    "\n    mutation CliBulkRestoreGalleryImage($ids: [ID!]!) {\n      bulkRestoreGalleryImage(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkRestoreGalleryImageDocument,
    "\n  fragment CliGalleryImageFields on GalleryImage {\n    id\n    image\n    orientation\n    width\n    height\n    status\n    createdAt\n  }\n": types.CliGalleryImageFieldsFragmentDoc,
    "\n  mutation CliCreateHost($input: CreateHostInput!) {\n    createHost(input: $input) {\n      message\n      host {\n        ...CliHostFields\n      }\n    }\n  }\n": types.CliCreateHostDocument,
    "\n    query CliHosts($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $blocked: Boolean, $orderBy: [HostOrder!]) {\n      hosts(limit: $limit, offset: $offset, search: $search, deleted: $deleted, blocked: $blocked, orderBy: $orderBy) {\n        count\n        items {\n          ...CliHostFields\n        }\n      }\n    }\n  ": types.CliHostsDocument,
    "\n    query CliHost($id: ID!) {\n      host(id: $id) {\n        ...CliHostFields\n      }\n    }\n  ": types.CliHostDocument,
    "\n    mutation CliDeleteHost($id: ID!) {\n      deleteHost(id: $id) {\n        id\n        message\n      }\n    }\n  ": types.CliDeleteHostDocument,
    "\n    mutation CliRestoreHost($id: ID!) {\n      restoreHost(id: $id) {\n        message\n        host {\n          ...CliHostFields\n        }\n      }\n    }\n  ": types.CliRestoreHostDocument,
    "\n    mutation CliSetHostBlocked($id: ID!, $blocked: Boolean!) {\n      setHostBlocked(id: $id, blocked: $blocked) {\n        message\n        host {\n          ...CliHostFields\n        }\n      }\n    }\n  ": types.CliSetHostBlockedDocument,
    "\n    mutation CliBulkDeleteHost($ids: [ID!]!) {\n      bulkDeleteHost(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkDeleteHostDocument,
    "\n    mutation CliBulkRestoreHost($ids: [ID!]!) {\n      bulkRestoreHost(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkRestoreHostDocument,
    "\n    mutation CliBulkSetHostBlocked($ids: [ID!]!, $blocked: Boolean!) {\n      bulkSetHostBlocked(ids: $ids, blocked: $blocked) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkSetHostBlockedDocument,
    "\n  fragment CliHostFields on Host {\n    id\n    name\n    firstName\n    lastName\n    email\n    isBlocked\n    passwordSet\n    createdAt\n  }\n": types.CliHostFieldsFragmentDoc,
    "\n  mutation CliUpdateHost($input: UpdateHostInput!) {\n    updateHost(input: $input) {\n      message\n      host {\n        ...CliHostFields\n      }\n    }\n  }\n": types.CliUpdateHostDocument,
    "\n    query CliIntellectualProperties($limit: Int, $offset: Int, $search: String, $orderBy: [IntellectualPropertyOrder!]) {\n      intellectualProperties(limit: $limit, offset: $offset, search: $search, orderBy: $orderBy) {\n        count\n        items {\n          ...CliIpFields\n        }\n      }\n    }\n  ": types.CliIntellectualPropertiesDocument,
    "\n    query CliIntellectualProperty($id: ID!) {\n      intellectualProperty(id: $id) {\n        ...CliIpFields\n      }\n    }\n  ": types.CliIntellectualPropertyDocument,
    "\n    mutation CliCreateIntellectualProperty($input: CreateIntellectualPropertyInput!) {\n      createIntellectualProperty(input: $input) {\n        message\n        intellectualProperty {\n          ...CliIpFields\n        }\n      }\n    }\n  ": types.CliCreateIntellectualPropertyDocument,
    "\n    mutation CliUpdateIntellectualProperty($input: UpdateIntellectualPropertyInput!) {\n      updateIntellectualProperty(input: $input) {\n        message\n        intellectualProperty {\n          ...CliIpFields\n        }\n      }\n    }\n  ": types.CliUpdateIntellectualPropertyDocument,
    "\n  fragment CliIpFields on IntellectualProperty {\n    id\n    name\n    fullName\n    icon\n    weekDay\n    createdAt\n  }\n": types.CliIpFieldsFragmentDoc,
    "\n    query CliEventMemories($eventId: ID!, $limit: Int, $offset: Int, $status: Status, $deleted: Boolean, $orderBy: [EventMemoryOrder!]) {\n      eventMemories(eventId: $eventId, limit: $limit, offset: $offset, status: $status, deleted: $deleted, orderBy: $orderBy) {\n        count\n        items {\n          ...CliEventMemoryFields\n        }\n      }\n    }\n  ": types.CliEventMemoriesDocument,
    "\n    query CliEventMemory($id: ID!) {\n      eventMemory(id: $id) {\n        ...CliEventMemoryFields\n      }\n    }\n  ": types.CliEventMemoryDocument,
    "\n    mutation CliSetEventMemoryStatus($id: ID!, $status: Status!) {\n      setEventMemoryStatus(id: $id, status: $status) {\n        message\n        eventMemory {\n          ...CliEventMemoryFields\n        }\n      }\n    }\n  ": types.CliSetEventMemoryStatusDocument,
    "\n    mutation CliDeleteEventMemory($id: ID!) {\n      deleteEventMemory(id: $id) {\n        id\n        message\n      }\n    }\n  ": types.CliDeleteEventMemoryDocument,
    "\n    mutation CliRestoreEventMemory($id: ID!) {\n      restoreEventMemory(id: $id) {\n        message\n        eventMemory {\n          ...CliEventMemoryFields\n        }\n      }\n    }\n  ": types.CliRestoreEventMemoryDocument,
    "\n    mutation CliBulkSetEventMemoryStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetEventMemoryStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkSetEventMemoryStatusDocument,
    "\n    mutation CliBulkDeleteEventMemory($ids: [ID!]!) {\n      bulkDeleteEventMemory(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkDeleteEventMemoryDocument,
    "\n    mutation CliBulkRestoreEventMemory($ids: [ID!]!) {\n      bulkRestoreEventMemory(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkRestoreEventMemoryDocument,
    "\n  fragment CliEventMemoryFields on EventMemory {\n    id\n    eventId\n    image\n    orientation\n    width\n    height\n    status\n    createdAt\n  }\n": types.CliEventMemoryFieldsFragmentDoc,
    "\n    query CliMenus($search: String, $status: Status, $orderBy: [MenuOrder!]) {\n      menus(search: $search, status: $status, orderBy: $orderBy) {\n        ...CliMenuFields\n      }\n    }\n  ": types.CliMenusDocument,
    "\n    query CliMenu($id: ID!) {\n      menu(id: $id) {\n        ...CliMenuFields\n      }\n    }\n  ": types.CliMenuDocument,
    "\n    mutation CliSetMenuStatus($id: ID!, $status: Status!) {\n      setMenuStatus(id: $id, status: $status) {\n        message\n        menu {\n          ...CliMenuFields\n        }\n      }\n    }\n  ": types.CliSetMenuStatusDocument,
    "\n    mutation CliBulkSetMenuStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetMenuStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkSetMenuStatusDocument,
    "\n  fragment CliMenuFields on Menu {\n    id\n    name\n    image\n    pdf\n    status\n    updatedAt\n  }\n": types.CliMenuFieldsFragmentDoc,
    "\n  fragment CliCampaignFields on NewsletterCampaign {\n    id\n    subject\n    sentBy\n    createdAt\n    total\n    sent\n    failed\n    pending\n    sending\n  }\n": types.CliCampaignFieldsFragmentDoc,
    "\n    query CliNewsletterSubscribers($limit: Int, $offset: Int, $search: String, $from: Date, $to: Date, $subscribed: Boolean, $orderBy: [NewsletterSubscriberOrder!]) {\n      newsletterSubscribers(limit: $limit, offset: $offset, search: $search, from: $from, to: $to, subscribed: $subscribed, orderBy: $orderBy) {\n        count\n        items {\n          ...CliSubscriberFields\n        }\n      }\n    }\n  ": types.CliNewsletterSubscribersDocument,
    "\n    query CliNewsletterRecipients {\n      newsletterSubscribers(limit: 1, subscribed: true) {\n        count\n      }\n    }\n  ": types.CliNewsletterRecipientsDocument,
    "\n    mutation CliSendNewsletter($input: SendNewsletterInput!) {\n      sendNewsletter(input: $input) {\n        message\n        campaign {\n          ...CliCampaignFields\n        }\n      }\n    }\n  ": types.CliSendNewsletterDocument,
    "\n    query CliNewsletterCampaigns($limit: Int, $offset: Int) {\n      newsletterCampaigns(limit: $limit, offset: $offset) {\n        count\n        items {\n          ...CliCampaignFields\n        }\n      }\n    }\n  ": types.CliNewsletterCampaignsDocument,
    "\n    query CliNewsletterCampaign($id: ID!) {\n      newsletterCampaign(id: $id) {\n        ...CliCampaignFields\n        message\n        failures {\n          email\n          attempts\n          reply\n        }\n      }\n    }\n  ": types.CliNewsletterCampaignDocument,
    "\n  fragment CliSubscriberFields on NewsletterSubscriber {\n    id\n    email\n    lastSubmission\n    subscribeCount\n    isSubscribed\n  }\n": types.CliSubscriberFieldsFragmentDoc,
    "\n    query CliRoles($limit: Int, $offset: Int, $search: String, $status: Status, $deleted: Boolean, $orderBy: [RoleOrder!]) {\n      roles(limit: $limit, offset: $offset, search: $search, status: $status, deleted: $deleted, orderBy: $orderBy) {\n        count\n        items {\n          ...CliRoleFields\n        }\n      }\n    }\n  ": types.CliRolesDocument,
    "\n    query CliRole($id: ID!) {\n      role(id: $id) {\n        ...CliRoleFields\n      }\n    }\n  ": types.CliRoleDocument,
    "\n    mutation CliSetRoleStatus($id: ID!, $status: Status!) {\n      setRoleStatus(id: $id, status: $status) {\n        message\n        role {\n          ...CliRoleFields\n        }\n      }\n    }\n  ": types.CliSetRoleStatusDocument,
    "\n    mutation CliDeleteRole($id: ID!) {\n      deleteRole(id: $id) {\n        id\n        message\n      }\n    }\n  ": types.CliDeleteRoleDocument,
    "\n    mutation CliRestoreRole($id: ID!) {\n      restoreRole(id: $id) {\n        message\n        role {\n          ...CliRoleFields\n        }\n      }\n    }\n  ": types.CliRestoreRoleDocument,
    "\n    mutation CliBulkSetRoleStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetRoleStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkSetRoleStatusDocument,
    "\n    mutation CliBulkDeleteRole($ids: [ID!]!) {\n      bulkDeleteRole(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkDeleteRoleDocument,
    "\n    mutation CliBulkRestoreRole($ids: [ID!]!) {\n      bulkRestoreRole(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkRestoreRoleDocument,
    "\n  mutation CliCreateRole($input: CreateRoleInput!) {\n    createRole(input: $input) {\n      message\n      role {\n        ...CliRoleFields\n      }\n    }\n  }\n": types.CliCreateRoleDocument,
    "\n  mutation CliUpdateRole($input: UpdateRoleInput!) {\n    updateRole(input: $input) {\n      message\n      role {\n        ...CliRoleFields\n      }\n    }\n  }\n": types.CliUpdateRoleDocument,
    "\n  query CliCurrentRole($id: ID!) {\n    role(id: $id) {\n      ...CliRoleFields\n    }\n  }\n": types.CliCurrentRoleDocument,
    "\n  fragment CliRoleFields on Role {\n    id\n    name\n    status\n    createdAt\n    permissions {\n      module\n      all\n      add\n      view\n      edit\n      del\n    }\n  }\n": types.CliRoleFieldsFragmentDoc,
    "\n    mutation CliBulkSetSectionStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetSectionStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkSetSectionStatusDocument,
    "\n    mutation CliBulkDeleteSection($ids: [ID!]!) {\n      bulkDeleteSection(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkDeleteSectionDocument,
    "\n    mutation CliBulkRestoreSection($ids: [ID!]!) {\n      bulkRestoreSection(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkRestoreSectionDocument,
    "\n  fragment CliSectionFields on Section {\n    id\n    name\n    status\n    createdAt\n  }\n": types.CliSectionFieldsFragmentDoc,
    "\n  query CliSections($limit: Int, $offset: Int, $search: String, $status: Status, $deleted: Boolean, $orderBy: [SectionOrder!]) {\n    sections(limit: $limit, offset: $offset, search: $search, status: $status, deleted: $deleted, orderBy: $orderBy) {\n      count\n      items {\n        ...CliSectionFields\n      }\n    }\n  }\n": types.CliSectionsDocument,
    "\n  query CliSection($id: ID!) {\n    section(id: $id) {\n      ...CliSectionFields\n    }\n  }\n": types.CliSectionDocument,
    "\n  mutation CliSetSectionStatus($id: ID!, $status: Status!) {\n    setSectionStatus(id: $id, status: $status) {\n      message\n      section {\n        ...CliSectionFields\n      }\n    }\n  }\n": types.CliSetSectionStatusDocument,
    "\n  mutation CliDeleteSection($id: ID!) {\n    deleteSection(id: $id) {\n      id\n      message\n    }\n  }\n": types.CliDeleteSectionDocument,
    "\n  mutation CliRestoreSection($id: ID!) {\n    restoreSection(id: $id) {\n      message\n      section {\n        ...CliSectionFields\n      }\n    }\n  }\n": types.CliRestoreSectionDocument,
    "\n    query CliServices($limit: Int, $offset: Int, $search: String, $status: Status, $deleted: Boolean, $orderBy: [ServiceOrder!]) {\n      services(limit: $limit, offset: $offset, search: $search, status: $status, deleted: $deleted, orderBy: $orderBy) {\n        count\n        items {\n          ...CliServiceFields\n        }\n      }\n    }\n  ": types.CliServicesDocument,
    "\n    query CliService($id: ID!) {\n      service(id: $id) {\n        ...CliServiceFields\n      }\n    }\n  ": types.CliServiceDocument,
    "\n    mutation CliSetServiceStatus($id: ID!, $status: Status!) {\n      setServiceStatus(id: $id, status: $status) {\n        message\n        service {\n          ...CliServiceFields\n        }\n      }\n    }\n  ": types.CliSetServiceStatusDocument,
    "\n    mutation CliDeleteService($id: ID!) {\n      deleteService(id: $id) {\n        id\n        message\n      }\n    }\n  ": types.CliDeleteServiceDocument,
    "\n    mutation CliRestoreService($id: ID!) {\n      restoreService(id: $id) {\n        message\n        service {\n          ...CliServiceFields\n        }\n      }\n    }\n  ": types.CliRestoreServiceDocument,
    "\n    mutation CliBulkSetServiceStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetServiceStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkSetServiceStatusDocument,
    "\n    mutation CliBulkDeleteService($ids: [ID!]!) {\n      bulkDeleteService(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkDeleteServiceDocument,
    "\n    mutation CliBulkRestoreService($ids: [ID!]!) {\n      bulkRestoreService(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkRestoreServiceDocument,
    "\n  fragment CliServiceFields on Service {\n    id\n    title\n    description\n    image\n    icon\n    status\n    createdAt\n  }\n": types.CliServiceFieldsFragmentDoc,
    "\n  mutation CliLogout {\n    logout { message sessionsEnded }\n  }\n": types.CliLogoutDocument,
    "\n  mutation CliLogoutEverywhere {\n    logoutEverywhere { message sessionsEnded }\n  }\n": types.CliLogoutEverywhereDocument,
    "\n  mutation CliCreateSubAdmin($input: CreateSubAdminInput!) {\n    createSubAdmin(input: $input) {\n      message\n      subAdmin {\n        ...CliSubAdminFields\n      }\n    }\n  }\n": types.CliCreateSubAdminDocument,
    "\n    query CliSubAdmins($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $blocked: Boolean, $orderBy: [SubAdminOrder!]) {\n      subAdmins(limit: $limit, offset: $offset, search: $search, deleted: $deleted, blocked: $blocked, orderBy: $orderBy) {\n        count\n        items {\n          ...CliSubAdminFields\n        }\n      }\n    }\n  ": types.CliSubAdminsDocument,
    "\n    query CliSubAdmin($id: ID!) {\n      subAdmin(id: $id) {\n        ...CliSubAdminFields\n      }\n    }\n  ": types.CliSubAdminDocument,
    "\n    mutation CliDeleteSubAdmin($id: ID!) {\n      deleteSubAdmin(id: $id) {\n        id\n        message\n      }\n    }\n  ": types.CliDeleteSubAdminDocument,
    "\n    mutation CliRestoreSubAdmin($id: ID!) {\n      restoreSubAdmin(id: $id) {\n        message\n        subAdmin {\n          ...CliSubAdminFields\n        }\n      }\n    }\n  ": types.CliRestoreSubAdminDocument,
    "\n    mutation CliSetSubAdminBlocked($id: ID!, $blocked: Boolean!) {\n      setSubAdminBlocked(id: $id, blocked: $blocked) {\n        message\n        subAdmin {\n          ...CliSubAdminFields\n        }\n      }\n    }\n  ": types.CliSetSubAdminBlockedDocument,
    "\n    mutation CliBulkDeleteSubAdmin($ids: [ID!]!) {\n      bulkDeleteSubAdmin(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkDeleteSubAdminDocument,
    "\n    mutation CliBulkRestoreSubAdmin($ids: [ID!]!) {\n      bulkRestoreSubAdmin(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkRestoreSubAdminDocument,
    "\n    mutation CliBulkSetSubAdminBlocked($ids: [ID!]!, $blocked: Boolean!) {\n      bulkSetSubAdminBlocked(ids: $ids, blocked: $blocked) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkSetSubAdminBlockedDocument,
    "\n  fragment CliSubAdminFields on SubAdmin {\n    id\n    name\n    email\n    isBlocked\n    createdAt\n    role {\n      id\n      name\n    }\n  }\n": types.CliSubAdminFieldsFragmentDoc,
    "\n  mutation CliUpdateSubAdmin($input: UpdateSubAdminInput!) {\n    updateSubAdmin(input: $input) {\n      message\n      subAdmin {\n        ...CliSubAdminFields\n      }\n    }\n  }\n": types.CliUpdateSubAdminDocument,
    "\n    mutation CliBulkSetTableStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetTableStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkSetTableStatusDocument,
    "\n    mutation CliBulkDeleteTable($ids: [ID!]!) {\n      bulkDeleteTable(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkDeleteTableDocument,
    "\n    mutation CliBulkRestoreTable($ids: [ID!]!) {\n      bulkRestoreTable(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkRestoreTableDocument,
    "\n    mutation CliBulkSetTableFeatured($ids: [ID!]!, $featured: Boolean!) {\n      bulkSetTableFeatured(ids: $ids, featured: $featured) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkSetTableFeaturedDocument,
    "\n  fragment CliTableFields on Table {\n    id\n    name\n    tableNo\n    capacity\n    image\n    inclusions\n    isFeatured\n    status\n    section {\n      id\n      name\n    }\n    category {\n      id\n      name\n    }\n    date\n    price\n    bookingStatus\n    createdAt\n  }\n": types.CliTableFieldsFragmentDoc,
    "\n  query CliTables($limit: Int, $offset: Int, $search: String, $date: Date, $status: Status, $deleted: Boolean, $orderBy: [TableOrder!]) {\n    tables(limit: $limit, offset: $offset, search: $search, date: $date, status: $status, deleted: $deleted, orderBy: $orderBy) {\n      count\n      items {\n        ...CliTableFields\n      }\n    }\n  }\n": types.CliTablesDocument,
    "\n  query CliTable($id: ID!, $date: Date) {\n    table(id: $id, date: $date) {\n      ...CliTableFields\n    }\n  }\n": types.CliTableDocument,
    "\n  mutation CliSetTableStatus($id: ID!, $status: Status!) {\n    setTableStatus(id: $id, status: $status) {\n      message\n      table {\n        ...CliTableFields\n      }\n    }\n  }\n": types.CliSetTableStatusDocument,
    "\n  mutation CliDeleteTable($id: ID!) {\n    deleteTable(id: $id) {\n      id\n      message\n    }\n  }\n": types.CliDeleteTableDocument,
    "\n  mutation CliRestoreTable($id: ID!) {\n    restoreTable(id: $id) {\n      message\n      table {\n        ...CliTableFields\n      }\n    }\n  }\n": types.CliRestoreTableDocument,
    "\n  mutation CliSetTableFeatured($id: ID!, $featured: Boolean!) {\n    setTableFeatured(id: $id, isFeatured: $featured) {\n      message\n      table {\n        ...CliTableFields\n      }\n    }\n  }\n": types.CliSetTableFeaturedDocument,
    "\n  query CliHealth {\n    health {\n      gateway\n      api\n    }\n  }\n": types.CliHealthDocument,
    "\n    query CliUsers($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $orderBy: [UserOrder!]) {\n      users(limit: $limit, offset: $offset, search: $search, deleted: $deleted, orderBy: $orderBy) {\n        count\n        items {\n          ...CliUserFields\n        }\n      }\n    }\n  ": types.CliUsersDocument,
    "\n    query CliUser($id: ID!) {\n      user(id: $id) {\n        ...CliUserFields\n      }\n    }\n  ": types.CliUserDocument,
    "\n    mutation CliDeleteUser($id: ID!) {\n      deleteUser(id: $id) {\n        id\n        message\n      }\n    }\n  ": types.CliDeleteUserDocument,
    "\n    mutation CliRestoreUser($id: ID!) {\n      restoreUser(id: $id) {\n        message\n        user {\n          ...CliUserFields\n        }\n      }\n    }\n  ": types.CliRestoreUserDocument,
    "\n    mutation CliBulkDeleteUser($ids: [ID!]!) {\n      bulkDeleteUser(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkDeleteUserDocument,
    "\n    mutation CliBulkRestoreUser($ids: [ID!]!) {\n      bulkRestoreUser(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  ": types.CliBulkRestoreUserDocument,
    "\n  mutation CliCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      message\n      user {\n        ...CliUserFields\n      }\n    }\n  }\n": types.CliCreateUserDocument,
    "\n  mutation CliUpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      message\n      user {\n        ...CliUserFields\n      }\n    }\n  }\n": types.CliUpdateUserDocument,
    "\n  fragment CliUserFields on User {\n    id\n    name\n    firstName\n    lastName\n    email\n    mobileCode\n    mobileNo\n    dob\n    createdAt\n  }\n": types.CliUserFieldsFragmentDoc,
    "\n    query CliWeekAnthems($limit: Int, $search: String, $orderBy: [WeekAnthemOrder!]) {\n      weekAnthems(limit: $limit, search: $search, orderBy: $orderBy) {\n        count\n        items {\n          ...CliWeekAnthemFields\n        }\n      }\n    }\n  ": types.CliWeekAnthemsDocument,
    "\n    query CliWeekAnthem($id: ID!) {\n      weekAnthem(id: $id) {\n        ...CliWeekAnthemFields\n      }\n    }\n  ": types.CliWeekAnthemDocument,
    "\n    mutation CliUpdateWeekAnthem($input: UpdateWeekAnthemInput!) {\n      updateWeekAnthem(input: $input) {\n        message\n        weekAnthem {\n          ...CliWeekAnthemFields\n        }\n      }\n    }\n  ": types.CliUpdateWeekAnthemDocument,
    "\n  fragment CliWeekAnthemFields on WeekAnthem {\n    id\n    weekDay\n    offer\n    description\n    primaryImage\n    icon\n    updatedAt\n  }\n": types.CliWeekAnthemFieldsFragmentDoc,
    "\n  fragment CliBulkResult on BulkResult {\n    message\n    committed\n    done\n    failed\n    skipped\n    results {\n      id\n      outcome\n      reason\n      rolledBack\n    }\n  }\n": types.CliBulkResultFragmentDoc,
    "\n  query CliMe {\n    me {\n      id\n      name\n      email\n      accountType\n      roleName\n    }\n  }\n": types.CliMeDocument,
    "\n  mutation CliLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      name\n      accountType\n      message\n    }\n  }\n": types.CliLoginDocument,
    "\n  query PaletteSearch($text: String!, $limit: Int) {\n    search(text: $text, limit: $limit) {\n      area\n      id\n      label\n      active\n      rank\n    }\n  }\n": types.PaletteSearchDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      name\n      accountType\n      message\n      roleActive\n      permissions { module all add view edit del }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout { message }\n  }\n": types.LogoutDocument,
    "\n  query Me {\n    me {\n      name\n      accountType\n      roleActive\n      permissions { module all add view edit del }\n    }\n  }\n": types.MeDocument,
    "\n  query Bookings($limit: Int, $offset: Int, $search: String, $type: BookingType, $paymentStatus: PaymentStatus, $from: Date, $to: Date) {\n    bookings(limit: $limit, offset: $offset, search: $search, type: $type, paymentStatus: $paymentStatus, from: $from, to: $to) {\n      count\n      items {\n        id\n        bookingId\n        type\n        price\n        paymentStatus\n        event { id name date }\n        table { id name date }\n        user { id email }\n        host { id email }\n        createdAt\n      }\n    }\n  }\n": types.BookingsDocument,
    "\n  query Categories($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $status: Status) {\n    categories(limit: $limit, offset: $offset, search: $search, deleted: $deleted, status: $status) {\n      count\n      items { id name status autoRenewal tableCount price layout { image imageAlt } createdAt }\n    }\n  }\n": types.CategoriesDocument,
    "\n  query AllCategories {\n    allCategories { id name }\n  }\n": types.AllCategoriesDocument,
    "\n  query Category($id: ID!, $limit: Int, $offset: Int) {\n    category(id: $id) { id name status autoRenewal tableCount price layout { image imageAlt } createdAt updatedAt }\n    categoryRecords(categoryId: $id, limit: $limit, offset: $offset) { count items { id fromDate toDate days price createdAt updatedAt } }\n  }\n": types.CategoryDocument,
    "\n  mutation SetCategoryStatus($id: ID!, $status: Status!) {\n    setCategoryStatus(id: $id, status: $status) { message category { id status } }\n  }\n": types.SetCategoryStatusDocument,
    "\n  mutation SetCategoryAutoRenewal($id: ID!, $autoRenewal: Boolean!) {\n    setCategoryAutoRenewal(id: $id, autoRenewal: $autoRenewal) { message category { id autoRenewal price } }\n  }\n": types.SetCategoryAutoRenewalDocument,
    "\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id) { id message }\n  }\n": types.DeleteCategoryDocument,
    "\n  mutation RestoreCategory($id: ID!) {\n    restoreCategory(id: $id) { message category { id } }\n  }\n": types.RestoreCategoryDocument,
    "\n  mutation CreateCategory($input: CreateCategoryInput!) {\n    createCategory(input: $input) { message category { id } }\n  }\n": types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($input: UpdateCategoryInput!, $expectedUpdatedAt: DateTime) {\n    updateCategory(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message category { id updatedAt } }\n  }\n": types.UpdateCategoryDocument,
    "\n  mutation CreateCategoryRecord($input: CreateCategoryRecordInput!) {\n    createCategoryRecord(input: $input) { message record { id } }\n  }\n": types.CreateCategoryRecordDocument,
    "\n  mutation UpdateCategoryRecord($input: UpdateCategoryRecordInput!, $expectedUpdatedAt: DateTime) {\n    updateCategoryRecord(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message record { id updatedAt } }\n  }\n": types.UpdateCategoryRecordDocument,
    "\n  query Enquiries($limit: Int, $offset: Int, $search: String, $status: EnquiryStatus) {\n    enquiries(limit: $limit, offset: $offset, search: $search, status: $status) {\n      count\n      items { id name email mobileCode mobileNo dob specialOccasion status createdAt }\n    }\n  }\n": types.EnquiriesDocument,
    "\n  mutation SetEnquiryStatus($id: ID!, $status: EnquiryStatus!) {\n    setEnquiryStatus(id: $id, status: $status) { message enquiry { id status } }\n  }\n": types.SetEnquiryStatusDocument,
    "\n  query Dashboard {\n    dashboard {\n      eventsTonight { id name time }\n      tablesToday { booked held }\n      bookings { today { count revenue } week { count revenue } }\n      pendingEnquiries\n      newsletter { id subject total sent failed pending }\n    }\n  }\n": types.DashboardDocument,
    "\n  fragment EventTicketFields on EventTicket {\n    id\n    event { id name date image }\n    status\n    isBlocked\n    categories { id type name offer price totalTickets bookedTickets }\n    createdAt\n  }\n": types.EventTicketFieldsFragmentDoc,
    "\n  query EventTickets($limit: Int, $offset: Int, $search: String, $eventId: ID, $deleted: Boolean, $blocked: Boolean) {\n    eventTickets(limit: $limit, offset: $offset, search: $search, eventId: $eventId, deleted: $deleted, blocked: $blocked) {\n      count\n      items { ...EventTicketFields }\n    }\n  }\n": types.EventTicketsDocument,
    "\n  query EventTicket($id: ID!) {\n    eventTicket(id: $id) { ...EventTicketFields updatedAt }\n  }\n": types.EventTicketDocument,
    "\n  query TicketEvents {\n    allEvents(ticketable: true) { id name date }\n  }\n": types.TicketEventsDocument,
    "\n  mutation CreateEventTicket($input: CreateEventTicketInput!) {\n    createEventTicket(input: $input) { message eventTicket { id } }\n  }\n": types.CreateEventTicketDocument,
    "\n  mutation UpdateEventTicket($input: UpdateEventTicketInput!, $expectedUpdatedAt: DateTime) {\n    updateEventTicket(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message eventTicket { id updatedAt } }\n  }\n": types.UpdateEventTicketDocument,
    "\n  mutation SetEventTicketStatus($id: ID!, $status: Status!) {\n    setEventTicketStatus(id: $id, status: $status) { message eventTicket { id status } }\n  }\n": types.SetEventTicketStatusDocument,
    "\n  mutation SetEventTicketBlocked($id: ID!, $blocked: Boolean!) {\n    setEventTicketBlocked(id: $id, blocked: $blocked) { message eventTicket { id isBlocked } }\n  }\n": types.SetEventTicketBlockedDocument,
    "\n  mutation DeleteEventTicket($id: ID!) {\n    deleteEventTicket(id: $id) { id message }\n  }\n": types.DeleteEventTicketDocument,
    "\n  mutation RestoreEventTicket($id: ID!) {\n    restoreEventTicket(id: $id) { message eventTicket { id } }\n  }\n": types.RestoreEventTicketDocument,
    "\n  query Events($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $status: Status, $from: Date, $to: Date) {\n    events(limit: $limit, offset: $offset, search: $search, deleted: $deleted, status: $status, from: $from, to: $to) {\n      count\n      items { id name image ip { id name } date time status createdAt }\n    }\n  }\n": types.EventsDocument,
    "\n  query Event($id: ID!) {\n    event(id: $id) {\n      id name image ip { id name } date time summary admission popularity address\n      inclusions howToRedeem itinerary importantInformation categories { categoryId name price } status createdAt updatedAt\n    }\n  }\n": types.EventDocument,
    "\n  query EventDefaults {\n    eventDefaults { admission address }\n  }\n": types.EventDefaultsDocument,
    "\n  query EventFormIps {\n    allIntellectualProperties { id name }\n  }\n": types.EventFormIpsDocument,
    "\n  mutation CreateEvent($input: CreateEventInput!) {\n    createEvent(input: $input) { message event { id } }\n  }\n": types.CreateEventDocument,
    "\n  mutation UpdateEvent($input: UpdateEventInput!, $expectedUpdatedAt: DateTime) {\n    updateEvent(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message event { id updatedAt } }\n  }\n": types.UpdateEventDocument,
    "\n  mutation SetEventStatus($id: ID!, $status: Status!) {\n    setEventStatus(id: $id, status: $status) { message event { id status } }\n  }\n": types.SetEventStatusDocument,
    "\n  mutation DeleteEvent($id: ID!) {\n    deleteEvent(id: $id) { id message }\n  }\n": types.DeleteEventDocument,
    "\n  mutation RestoreEvent($id: ID!) {\n    restoreEvent(id: $id) { message event { id } }\n  }\n": types.RestoreEventDocument,
    "\n  query Follows($limit: Int, $offset: Int, $status: Status) {\n    follows(limit: $limit, offset: $offset, status: $status) { count items { id position image status updatedAt } }\n  }\n": types.FollowsDocument,
    "\n  mutation SetFollowImage($id: ID!, $image: String!, $expectedUpdatedAt: DateTime) {\n    setFollowImage(id: $id, image: $image, expectedUpdatedAt: $expectedUpdatedAt) { message follow { id image updatedAt } }\n  }\n": types.SetFollowImageDocument,
    "\n  mutation SetFollowStatus($id: ID!, $status: Status!) {\n    setFollowStatus(id: $id, status: $status) { message follow { id status updatedAt } }\n  }\n": types.SetFollowStatusDocument,
    "\n  query GalleryImages($limit: Int, $offset: Int, $deleted: Boolean, $status: Status) {\n    galleryImages(limit: $limit, offset: $offset, deleted: $deleted, status: $status) {\n      count\n      items { id image orientation status createdAt updatedAt }\n    }\n  }\n": types.GalleryImagesDocument,
    "\n  mutation CreateGalleryImage($input: GalleryImageInput!) {\n    createGalleryImage(input: $input) { message galleryImage { id } }\n  }\n": types.CreateGalleryImageDocument,
    "\n  mutation UpdateGalleryImage($id: ID!, $input: GalleryImageInput!, $expectedUpdatedAt: DateTime) {\n    updateGalleryImage(id: $id, input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message galleryImage { id updatedAt } }\n  }\n": types.UpdateGalleryImageDocument,
    "\n  mutation SetGalleryImageStatus($id: ID!, $status: Status!) {\n    setGalleryImageStatus(id: $id, status: $status) { message galleryImage { id status updatedAt } }\n  }\n": types.SetGalleryImageStatusDocument,
    "\n  mutation DeleteGalleryImage($id: ID!) {\n    deleteGalleryImage(id: $id) { id message }\n  }\n": types.DeleteGalleryImageDocument,
    "\n  mutation RestoreGalleryImage($id: ID!) {\n    restoreGalleryImage(id: $id) { message galleryImage { id } }\n  }\n": types.RestoreGalleryImageDocument,
    "\n  query Hosts($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $blocked: Boolean) {\n    hosts(limit: $limit, offset: $offset, search: $search, deleted: $deleted, blocked: $blocked) {\n      count\n      items { id name email isBlocked createdAt }\n    }\n  }\n": types.HostsDocument,
    "\n  query Host($id: ID!) {\n    host(id: $id) { id name firstName lastName email isBlocked passwordSet createdAt updatedAt }\n  }\n": types.HostDocument,
    "\n  mutation CreateHost($input: CreateHostInput!) {\n    createHost(input: $input) { message host { id } }\n  }\n": types.CreateHostDocument,
    "\n  mutation UpdateHost($input: UpdateHostInput!, $expectedUpdatedAt: DateTime) {\n    updateHost(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message host { id updatedAt } }\n  }\n": types.UpdateHostDocument,
    "\n  mutation SetHostBlocked($id: ID!, $blocked: Boolean!) {\n    setHostBlocked(id: $id, blocked: $blocked) { message host { id isBlocked } }\n  }\n": types.SetHostBlockedDocument,
    "\n  mutation DeleteHost($id: ID!) {\n    deleteHost(id: $id) { id message }\n  }\n": types.DeleteHostDocument,
    "\n  mutation RestoreHost($id: ID!) {\n    restoreHost(id: $id) { message host { id } }\n  }\n": types.RestoreHostDocument,
    "\n  query IntellectualProperties($limit: Int, $offset: Int, $search: String) {\n    intellectualProperties(limit: $limit, offset: $offset, search: $search) {\n      count\n      items { id name fullName icon weekDay createdAt }\n    }\n  }\n": types.IntellectualPropertiesDocument,
    "\n  query IntellectualProperty($id: ID!) {\n    intellectualProperty(id: $id) { id name fullName icon weekDay createdAt updatedAt }\n  }\n": types.IntellectualPropertyDocument,
    "\n  mutation CreateIntellectualProperty($input: CreateIntellectualPropertyInput!) {\n    createIntellectualProperty(input: $input) { message intellectualProperty { id } }\n  }\n": types.CreateIntellectualPropertyDocument,
    "\n  mutation UpdateIntellectualProperty($input: UpdateIntellectualPropertyInput!, $expectedUpdatedAt: DateTime) {\n    updateIntellectualProperty(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message intellectualProperty { id updatedAt } }\n  }\n": types.UpdateIntellectualPropertyDocument,
    "\n  query EventMemories($eventId: ID!, $limit: Int, $offset: Int, $deleted: Boolean, $status: Status) {\n    eventMemories(eventId: $eventId, limit: $limit, offset: $offset, deleted: $deleted, status: $status) {\n      count\n      items { id eventId image orientation status createdAt updatedAt }\n    }\n  }\n": types.EventMemoriesDocument,
    "\n  query EventMemory($id: ID!) {\n    eventMemory(id: $id) { id eventId image orientation status createdAt updatedAt }\n  }\n": types.EventMemoryDocument,
    "\n  query MemoryEventChoices($search: String, $status: Status) {\n    allEvents(search: $search, status: $status) { id name date image }\n  }\n": types.MemoryEventChoicesDocument,
    "\n  mutation CreateEventMemory($input: CreateEventMemoryInput!) {\n    createEventMemory(input: $input) { message eventMemory { id } }\n  }\n": types.CreateEventMemoryDocument,
    "\n  mutation UpdateEventMemory($id: ID!, $input: EventMemoryInput!, $expectedUpdatedAt: DateTime) {\n    updateEventMemory(id: $id, input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message eventMemory { id updatedAt } }\n  }\n": types.UpdateEventMemoryDocument,
    "\n  mutation SetEventMemoryStatus($id: ID!, $status: Status!) {\n    setEventMemoryStatus(id: $id, status: $status) { message eventMemory { id status updatedAt } }\n  }\n": types.SetEventMemoryStatusDocument,
    "\n  mutation DeleteEventMemory($id: ID!) {\n    deleteEventMemory(id: $id) { id message }\n  }\n": types.DeleteEventMemoryDocument,
    "\n  mutation RestoreEventMemory($id: ID!) {\n    restoreEventMemory(id: $id) { message eventMemory { id } }\n  }\n": types.RestoreEventMemoryDocument,
    "\n  query Menus($search: String, $status: Status) {\n    menus(search: $search, status: $status) { id name image pdf status }\n  }\n": types.MenusDocument,
    "\n  query Menu($id: ID!) {\n    menu(id: $id) { id name image pdf status updatedAt }\n  }\n": types.MenuDocument,
    "\n  mutation UpdateMenu($input: UpdateMenuInput!, $expectedUpdatedAt: DateTime) {\n    updateMenu(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message menu { id updatedAt } }\n  }\n": types.UpdateMenuDocument,
    "\n  mutation SetMenuStatus($id: ID!, $status: Status!) {\n    setMenuStatus(id: $id, status: $status) { message menu { id status } }\n  }\n": types.SetMenuStatusDocument,
    "\n  query NewsletterSubscribers($limit: Int, $offset: Int, $search: String, $subscribed: Boolean) {\n    newsletterSubscribers(limit: $limit, offset: $offset, search: $search, subscribed: $subscribed) {\n      count\n      items { id email lastSubmission subscribeCount isSubscribed }\n    }\n  }\n": types.NewsletterSubscribersDocument,
    "\n  query NewsletterCampaigns($limit: Int, $offset: Int, $search: String) {\n    newsletterCampaigns(limit: $limit, offset: $offset, search: $search) {\n      count\n      items { id subject sentBy createdAt total sent failed pending sending }\n    }\n  }\n": types.NewsletterCampaignsDocument,
    "\n  query NewsletterCampaignFailures($id: ID!) {\n    newsletterCampaign(id: $id) { id failures { email attempts reply } }\n  }\n": types.NewsletterCampaignFailuresDocument,
    "\n  mutation SendNewsletter($input: SendNewsletterInput!) {\n    sendNewsletter(input: $input) { message campaign { id } }\n  }\n": types.SendNewsletterDocument,
    "\n  query Roles($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $status: Status) {\n    roles(limit: $limit, offset: $offset, search: $search, deleted: $deleted, status: $status) {\n      count\n      items { id name status createdAt }\n    }\n  }\n": types.RolesDocument,
    "\n  query Role($id: ID!) {\n    role(id: $id) {\n      id\n      name\n      status\n      createdAt\n      updatedAt\n      permissions { module all add view edit del }\n    }\n  }\n": types.RoleDocument,
    "\n  mutation CreateRole($input: CreateRoleInput!) {\n    createRole(input: $input) { message role { id } }\n  }\n": types.CreateRoleDocument,
    "\n  mutation UpdateRole($input: UpdateRoleInput!, $expectedUpdatedAt: DateTime) {\n    updateRole(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message role { id updatedAt } }\n  }\n": types.UpdateRoleDocument,
    "\n  mutation SetRoleStatus($id: ID!, $status: Status!) {\n    setRoleStatus(id: $id, status: $status) { message role { id status } }\n  }\n": types.SetRoleStatusDocument,
    "\n  mutation DeleteRole($id: ID!) {\n    deleteRole(id: $id) { id message }\n  }\n": types.DeleteRoleDocument,
    "\n  mutation RestoreRole($id: ID!) {\n    restoreRole(id: $id) { message role { id } }\n  }\n": types.RestoreRoleDocument,
    "\n  query Sections($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $status: Status) {\n    sections(limit: $limit, offset: $offset, search: $search, deleted: $deleted, status: $status) {\n      count\n      items { id name status createdAt }\n    }\n  }\n": types.SectionsDocument,
    "\n  query Section($id: ID!) {\n    section(id: $id) { id name status createdAt updatedAt }\n  }\n": types.SectionDocument,
    "\n  mutation CreateSection($name: String!) {\n    createSection(name: $name) { message section { id } }\n  }\n": types.CreateSectionDocument,
    "\n  mutation UpdateSection($id: ID!, $name: String!, $expectedUpdatedAt: DateTime) {\n    updateSection(id: $id, name: $name, expectedUpdatedAt: $expectedUpdatedAt) { message section { id updatedAt } }\n  }\n": types.UpdateSectionDocument,
    "\n  mutation SetSectionStatus($id: ID!, $status: Status!) {\n    setSectionStatus(id: $id, status: $status) { message section { id status } }\n  }\n": types.SetSectionStatusDocument,
    "\n  mutation DeleteSection($id: ID!) {\n    deleteSection(id: $id) { id message }\n  }\n": types.DeleteSectionDocument,
    "\n  mutation RestoreSection($id: ID!) {\n    restoreSection(id: $id) { message section { id } }\n  }\n": types.RestoreSectionDocument,
    "\n  query Services($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $status: Status) {\n    services(limit: $limit, offset: $offset, search: $search, deleted: $deleted, status: $status) {\n      count\n      items { id title description image status createdAt }\n    }\n  }\n": types.ServicesDocument,
    "\n  query Service($id: ID!) {\n    service(id: $id) { id title description image icon status createdAt updatedAt }\n  }\n": types.ServiceDocument,
    "\n  mutation CreateService($input: CreateServiceInput!) {\n    createService(input: $input) { message service { id } }\n  }\n": types.CreateServiceDocument,
    "\n  mutation UpdateService($input: UpdateServiceInput!, $expectedUpdatedAt: DateTime) {\n    updateService(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message service { id updatedAt } }\n  }\n": types.UpdateServiceDocument,
    "\n  mutation SetServiceStatus($id: ID!, $status: Status!) {\n    setServiceStatus(id: $id, status: $status) { message service { id status } }\n  }\n": types.SetServiceStatusDocument,
    "\n  mutation DeleteService($id: ID!) {\n    deleteService(id: $id) { id message }\n  }\n": types.DeleteServiceDocument,
    "\n  mutation RestoreService($id: ID!) {\n    restoreService(id: $id) { message service { id } }\n  }\n": types.RestoreServiceDocument,
    "\n  query SubAdmins($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $blocked: Boolean) {\n    subAdmins(limit: $limit, offset: $offset, search: $search, deleted: $deleted, blocked: $blocked) {\n      count\n      items { id name email isBlocked createdAt role { id name } }\n    }\n  }\n": types.SubAdminsDocument,
    "\n  query SubAdmin($id: ID!) {\n    subAdmin(id: $id) { id name email isBlocked passwordSet createdAt updatedAt role { id name } }\n  }\n": types.SubAdminDocument,
    "\n  mutation CreateSubAdmin($input: CreateSubAdminInput!) {\n    createSubAdmin(input: $input) { message subAdmin { id } }\n  }\n": types.CreateSubAdminDocument,
    "\n  mutation UpdateSubAdmin($input: UpdateSubAdminInput!, $expectedUpdatedAt: DateTime) {\n    updateSubAdmin(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message subAdmin { id updatedAt } }\n  }\n": types.UpdateSubAdminDocument,
    "\n  mutation SetSubAdminBlocked($id: ID!, $blocked: Boolean!) {\n    setSubAdminBlocked(id: $id, blocked: $blocked) { message subAdmin { id isBlocked } }\n  }\n": types.SetSubAdminBlockedDocument,
    "\n  mutation DeleteSubAdmin($id: ID!) {\n    deleteSubAdmin(id: $id) { id message }\n  }\n": types.DeleteSubAdminDocument,
    "\n  mutation RestoreSubAdmin($id: ID!) {\n    restoreSubAdmin(id: $id) { message subAdmin { id } }\n  }\n": types.RestoreSubAdminDocument,
    "\n  query SubAdminRoleChoices {\n    allRoles { id name }\n  }\n": types.SubAdminRoleChoicesDocument,
    "\n  query AllSections {\n    allSections { id name }\n  }\n": types.AllSectionsDocument,
    "\n  mutation CreateTable($input: CreateTableInput!) {\n    createTable(input: $input) { message table { id } }\n  }\n": types.CreateTableDocument,
    "\n  mutation UpdateTable($input: UpdateTableInput!, $expectedUpdatedAt: DateTime) {\n    updateTable(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message table { id updatedAt } }\n  }\n": types.UpdateTableDocument,
    "\n  query Tables($date: Date, $limit: Int, $offset: Int, $search: String, $deleted: Boolean, $status: Status) {\n    tables(date: $date, limit: $limit, offset: $offset, search: $search, deleted: $deleted, status: $status) {\n      count\n      items { id name tableNo capacity image isFeatured status section { id name } category { id name } date price bookingStatus createdAt }\n    }\n  }\n": types.TablesDocument,
    "\n  query Table($id: ID!, $date: Date) {\n    table(id: $id, date: $date) { id name tableNo capacity image inclusions isFeatured status section { id name } category { id name } date price bookingStatus createdAt updatedAt }\n  }\n": types.TableDocument,
    "\n  mutation SetTableStatus($id: ID!, $status: Status!) {\n    setTableStatus(id: $id, status: $status) { message table { id status } }\n  }\n": types.SetTableStatusDocument,
    "\n  mutation SetTableFeatured($id: ID!, $isFeatured: Boolean!) {\n    setTableFeatured(id: $id, isFeatured: $isFeatured) { message table { id isFeatured } }\n  }\n": types.SetTableFeaturedDocument,
    "\n  mutation DeleteTable($id: ID!) {\n    deleteTable(id: $id) { id message }\n  }\n": types.DeleteTableDocument,
    "\n  mutation RestoreTable($id: ID!) {\n    restoreTable(id: $id) { message table { id } }\n  }\n": types.RestoreTableDocument,
    "\n  query Users($limit: Int, $offset: Int, $search: String, $deleted: Boolean) {\n    users(limit: $limit, offset: $offset, search: $search, deleted: $deleted) {\n      count\n      items { id name email mobileCode mobileNo dob createdAt }\n    }\n  }\n": types.UsersDocument,
    "\n  query User($id: ID!) {\n    user(id: $id) { id name firstName lastName email mobileCode mobileNo dob createdAt updatedAt }\n  }\n": types.UserDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) { message user { id } }\n  }\n": types.CreateUserDocument,
    "\n  mutation UpdateUser($input: UpdateUserInput!, $expectedUpdatedAt: DateTime) {\n    updateUser(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message user { id updatedAt } }\n  }\n": types.UpdateUserDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) { id message }\n  }\n": types.DeleteUserDocument,
    "\n  mutation RestoreUser($id: ID!) {\n    restoreUser(id: $id) { message user { id } }\n  }\n": types.RestoreUserDocument,
    "\n  query WeekAnthems($limit: Int, $offset: Int, $search: String) {\n    weekAnthems(limit: $limit, offset: $offset, search: $search) {\n      count\n      items { id weekDay primaryImage offer description }\n    }\n  }\n": types.WeekAnthemsDocument,
    "\n  query WeekAnthem($id: ID!) {\n    weekAnthem(id: $id) { id weekDay primaryImage offer description icon updatedAt }\n  }\n": types.WeekAnthemDocument,
    "\n  mutation UpdateWeekAnthem($input: UpdateWeekAnthemInput!, $expectedUpdatedAt: DateTime) {\n    updateWeekAnthem(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message weekAnthem { id updatedAt } }\n  }\n": types.UpdateWeekAnthemDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CliBookingFields on Booking {\n    id\n    bookingId\n    type\n    price\n    paymentStatus\n    event {\n      id\n      name\n      date\n    }\n    table {\n      id\n      name\n      date\n    }\n    user {\n      id\n      email\n    }\n    host {\n      id\n      email\n    }\n    ticketCategory\n    tickets\n    createdAt\n  }\n"): (typeof documents)["\n  fragment CliBookingFields on Booking {\n    id\n    bookingId\n    type\n    price\n    paymentStatus\n    event {\n      id\n      name\n      date\n    }\n    table {\n      id\n      name\n      date\n    }\n    user {\n      id\n      email\n    }\n    host {\n      id\n      email\n    }\n    ticketCategory\n    tickets\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliBookings($limit: Int, $offset: Int, $search: String, $type: BookingType, $paymentStatus: PaymentStatus, $from: Date, $to: Date, $orderBy: [BookingOrder!]) {\n    bookings(limit: $limit, offset: $offset, search: $search, type: $type, paymentStatus: $paymentStatus, from: $from, to: $to, orderBy: $orderBy) {\n      count\n      items {\n        ...CliBookingFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CliBookings($limit: Int, $offset: Int, $search: String, $type: BookingType, $paymentStatus: PaymentStatus, $from: Date, $to: Date, $orderBy: [BookingOrder!]) {\n    bookings(limit: $limit, offset: $offset, search: $search, type: $type, paymentStatus: $paymentStatus, from: $from, to: $to, orderBy: $orderBy) {\n      count\n      items {\n        ...CliBookingFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CliCategoryFields on Category {\n    id\n    name\n    status\n    autoRenewal\n    tableCount\n    price\n    layout {\n      image\n      imageAlt\n    }\n    createdAt\n  }\n"): (typeof documents)["\n  fragment CliCategoryFields on Category {\n    id\n    name\n    status\n    autoRenewal\n    tableCount\n    price\n    layout {\n      image\n      imageAlt\n    }\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliCategories($limit: Int, $offset: Int, $search: String, $status: Status, $deleted: Boolean, $orderBy: [CategoryOrder!]) {\n    categories(limit: $limit, offset: $offset, search: $search, status: $status, deleted: $deleted, orderBy: $orderBy) {\n      count\n      items {\n        ...CliCategoryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CliCategories($limit: Int, $offset: Int, $search: String, $status: Status, $deleted: Boolean, $orderBy: [CategoryOrder!]) {\n    categories(limit: $limit, offset: $offset, search: $search, status: $status, deleted: $deleted, orderBy: $orderBy) {\n      count\n      items {\n        ...CliCategoryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliCategory($id: ID!) {\n    category(id: $id) {\n      ...CliCategoryFields\n    }\n  }\n"): (typeof documents)["\n  query CliCategory($id: ID!) {\n    category(id: $id) {\n      ...CliCategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliCategoryRecords($id: ID!, $limit: Int, $offset: Int) {\n    categoryRecords(categoryId: $id, limit: $limit, offset: $offset) {\n      count\n      items {\n        id\n        fromDate\n        toDate\n        days\n        price\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query CliCategoryRecords($id: ID!, $limit: Int, $offset: Int) {\n    categoryRecords(categoryId: $id, limit: $limit, offset: $offset) {\n      count\n      items {\n        id\n        fromDate\n        toDate\n        days\n        price\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliSetCategoryStatus($id: ID!, $status: Status!) {\n    setCategoryStatus(id: $id, status: $status) {\n      message\n      category {\n        ...CliCategoryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CliSetCategoryStatus($id: ID!, $status: Status!) {\n    setCategoryStatus(id: $id, status: $status) {\n      message\n      category {\n        ...CliCategoryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliSetCategoryAutoRenewal($id: ID!, $autoRenewal: Boolean!) {\n    setCategoryAutoRenewal(id: $id, autoRenewal: $autoRenewal) {\n      message\n      category {\n        ...CliCategoryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CliSetCategoryAutoRenewal($id: ID!, $autoRenewal: Boolean!) {\n    setCategoryAutoRenewal(id: $id, autoRenewal: $autoRenewal) {\n      message\n      category {\n        ...CliCategoryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliDeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CliDeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliRestoreCategory($id: ID!) {\n    restoreCategory(id: $id) {\n      message\n      category {\n        ...CliCategoryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CliRestoreCategory($id: ID!) {\n    restoreCategory(id: $id) {\n      message\n      category {\n        ...CliCategoryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliCreateCategoryRecord($input: CreateCategoryRecordInput!) {\n    createCategoryRecord(input: $input) {\n      message\n      record {\n        id\n        fromDate\n        toDate\n        days\n        price\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CliCreateCategoryRecord($input: CreateCategoryRecordInput!) {\n    createCategoryRecord(input: $input) {\n      message\n      record {\n        id\n        fromDate\n        toDate\n        days\n        price\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkSetCategoryStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetCategoryStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkSetCategoryStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetCategoryStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkDeleteCategory($ids: [ID!]!) {\n      bulkDeleteCategory(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkDeleteCategory($ids: [ID!]!) {\n      bulkDeleteCategory(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkRestoreCategory($ids: [ID!]!) {\n      bulkRestoreCategory(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkRestoreCategory($ids: [ID!]!) {\n      bulkRestoreCategory(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CliEnquiries($limit: Int, $offset: Int, $search: String, $status: EnquiryStatus, $from: Date, $to: Date, $orderBy: [EnquiryOrder!]) {\n      enquiries(limit: $limit, offset: $offset, search: $search, status: $status, from: $from, to: $to, orderBy: $orderBy) {\n        count\n        items {\n          ...CliEnquiryFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    query CliEnquiries($limit: Int, $offset: Int, $search: String, $status: EnquiryStatus, $from: Date, $to: Date, $orderBy: [EnquiryOrder!]) {\n      enquiries(limit: $limit, offset: $offset, search: $search, status: $status, from: $from, to: $to, orderBy: $orderBy) {\n        count\n        items {\n          ...CliEnquiryFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliSetEnquiryStatus($id: ID!, $status: EnquiryStatus!) {\n      setEnquiryStatus(id: $id, status: $status) {\n        message\n        enquiry {\n          ...CliEnquiryFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation CliSetEnquiryStatus($id: ID!, $status: EnquiryStatus!) {\n      setEnquiryStatus(id: $id, status: $status) {\n        message\n        enquiry {\n          ...CliEnquiryFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkSetEnquiryStatus($ids: [ID!]!, $status: EnquiryStatus!) {\n      bulkSetEnquiryStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkSetEnquiryStatus($ids: [ID!]!, $status: EnquiryStatus!) {\n      bulkSetEnquiryStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CliEnquiryFields on Enquiry {\n    id\n    name\n    email\n    mobileCode\n    mobileNo\n    dob\n    specialOccasion\n    status\n    createdAt\n  }\n"): (typeof documents)["\n  fragment CliEnquiryFields on Enquiry {\n    id\n    name\n    email\n    mobileCode\n    mobileNo\n    dob\n    specialOccasion\n    status\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CliEventTickets($limit: Int, $offset: Int, $search: String, $eventId: ID, $deleted: Boolean, $blocked: Boolean, $orderBy: [EventTicketOrder!]) {\n      eventTickets(limit: $limit, offset: $offset, search: $search, eventId: $eventId, deleted: $deleted, blocked: $blocked, orderBy: $orderBy) {\n        count\n        items {\n          ...CliEventTicketFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    query CliEventTickets($limit: Int, $offset: Int, $search: String, $eventId: ID, $deleted: Boolean, $blocked: Boolean, $orderBy: [EventTicketOrder!]) {\n      eventTickets(limit: $limit, offset: $offset, search: $search, eventId: $eventId, deleted: $deleted, blocked: $blocked, orderBy: $orderBy) {\n        count\n        items {\n          ...CliEventTicketFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CliEventTicket($id: ID!) {\n      eventTicket(id: $id) {\n        ...CliEventTicketFields\n      }\n    }\n  "): (typeof documents)["\n    query CliEventTicket($id: ID!) {\n      eventTicket(id: $id) {\n        ...CliEventTicketFields\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliSetEventTicketStatus($id: ID!, $status: Status!) {\n      setEventTicketStatus(id: $id, status: $status) {\n        message\n        eventTicket {\n          ...CliEventTicketFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation CliSetEventTicketStatus($id: ID!, $status: Status!) {\n      setEventTicketStatus(id: $id, status: $status) {\n        message\n        eventTicket {\n          ...CliEventTicketFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliDeleteEventTicket($id: ID!) {\n      deleteEventTicket(id: $id) {\n        id\n        message\n      }\n    }\n  "): (typeof documents)["\n    mutation CliDeleteEventTicket($id: ID!) {\n      deleteEventTicket(id: $id) {\n        id\n        message\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliRestoreEventTicket($id: ID!) {\n      restoreEventTicket(id: $id) {\n        message\n        eventTicket {\n          ...CliEventTicketFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation CliRestoreEventTicket($id: ID!) {\n      restoreEventTicket(id: $id) {\n        message\n        eventTicket {\n          ...CliEventTicketFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliSetEventTicketBlocked($id: ID!, $blocked: Boolean!) {\n      setEventTicketBlocked(id: $id, blocked: $blocked) {\n        message\n        eventTicket {\n          ...CliEventTicketFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation CliSetEventTicketBlocked($id: ID!, $blocked: Boolean!) {\n      setEventTicketBlocked(id: $id, blocked: $blocked) {\n        message\n        eventTicket {\n          ...CliEventTicketFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkSetEventTicketStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetEventTicketStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkSetEventTicketStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetEventTicketStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkDeleteEventTicket($ids: [ID!]!) {\n      bulkDeleteEventTicket(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkDeleteEventTicket($ids: [ID!]!) {\n      bulkDeleteEventTicket(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkRestoreEventTicket($ids: [ID!]!) {\n      bulkRestoreEventTicket(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkRestoreEventTicket($ids: [ID!]!) {\n      bulkRestoreEventTicket(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkSetEventTicketBlocked($ids: [ID!]!, $blocked: Boolean!) {\n      bulkSetEventTicketBlocked(ids: $ids, blocked: $blocked) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkSetEventTicketBlocked($ids: [ID!]!, $blocked: Boolean!) {\n      bulkSetEventTicketBlocked(ids: $ids, blocked: $blocked) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CliEventTicketFields on EventTicket {\n    id\n    event {\n      id\n      name\n      date\n      image\n    }\n    status\n    isBlocked\n    categories {\n      id\n      type\n      name\n      offer\n      price\n      totalTickets\n      bookedTickets\n    }\n    createdAt\n  }\n"): (typeof documents)["\n  fragment CliEventTicketFields on EventTicket {\n    id\n    event {\n      id\n      name\n      date\n      image\n    }\n    status\n    isBlocked\n    categories {\n      id\n      type\n      name\n      offer\n      price\n      totalTickets\n      bookedTickets\n    }\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CliEvents($limit: Int, $offset: Int, $search: String, $status: Status, $from: Date, $to: Date, $deleted: Boolean, $orderBy: [EventOrder!]) {\n      events(limit: $limit, offset: $offset, search: $search, status: $status, from: $from, to: $to, deleted: $deleted, orderBy: $orderBy) {\n        count\n        items {\n          ...CliEventFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    query CliEvents($limit: Int, $offset: Int, $search: String, $status: Status, $from: Date, $to: Date, $deleted: Boolean, $orderBy: [EventOrder!]) {\n      events(limit: $limit, offset: $offset, search: $search, status: $status, from: $from, to: $to, deleted: $deleted, orderBy: $orderBy) {\n        count\n        items {\n          ...CliEventFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CliEvent($id: ID!) {\n      event(id: $id) {\n        ...CliEventFields\n      }\n    }\n  "): (typeof documents)["\n    query CliEvent($id: ID!) {\n      event(id: $id) {\n        ...CliEventFields\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliSetEventStatus($id: ID!, $status: Status!) {\n      setEventStatus(id: $id, status: $status) {\n        message\n        event {\n          ...CliEventFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation CliSetEventStatus($id: ID!, $status: Status!) {\n      setEventStatus(id: $id, status: $status) {\n        message\n        event {\n          ...CliEventFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliDeleteEvent($id: ID!) {\n      deleteEvent(id: $id) {\n        id\n        message\n      }\n    }\n  "): (typeof documents)["\n    mutation CliDeleteEvent($id: ID!) {\n      deleteEvent(id: $id) {\n        id\n        message\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliRestoreEvent($id: ID!) {\n      restoreEvent(id: $id) {\n        message\n        event {\n          ...CliEventFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation CliRestoreEvent($id: ID!) {\n      restoreEvent(id: $id) {\n        message\n        event {\n          ...CliEventFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkSetEventStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetEventStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkSetEventStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetEventStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkDeleteEvent($ids: [ID!]!) {\n      bulkDeleteEvent(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkDeleteEvent($ids: [ID!]!) {\n      bulkDeleteEvent(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkRestoreEvent($ids: [ID!]!) {\n      bulkRestoreEvent(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkRestoreEvent($ids: [ID!]!) {\n      bulkRestoreEvent(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CliEventFields on Event {\n    id\n    name\n    image\n    ip {\n      id\n      name\n    }\n    date\n    time\n    summary\n    admission\n    popularity\n    address\n    inclusions\n    howToRedeem\n    itinerary\n    importantInformation\n    categories {\n      categoryId\n      name\n      price\n    }\n    status\n    createdAt\n  }\n"): (typeof documents)["\n  fragment CliEventFields on Event {\n    id\n    name\n    image\n    ip {\n      id\n      name\n    }\n    date\n    time\n    summary\n    admission\n    popularity\n    address\n    inclusions\n    howToRedeem\n    itinerary\n    importantInformation\n    categories {\n      categoryId\n      name\n      price\n    }\n    status\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CliFollows($limit: Int, $status: Status, $orderBy: [FollowOrder!]) {\n      follows(limit: $limit, status: $status, orderBy: $orderBy) {\n        count\n        items {\n          ...CliFollowFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    query CliFollows($limit: Int, $status: Status, $orderBy: [FollowOrder!]) {\n      follows(limit: $limit, status: $status, orderBy: $orderBy) {\n        count\n        items {\n          ...CliFollowFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliSetFollowStatus($id: ID!, $status: Status!) {\n      setFollowStatus(id: $id, status: $status) {\n        message\n        follow {\n          ...CliFollowFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation CliSetFollowStatus($id: ID!, $status: Status!) {\n      setFollowStatus(id: $id, status: $status) {\n        message\n        follow {\n          ...CliFollowFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkSetFollowStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetFollowStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkSetFollowStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetFollowStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CliFollowFields on Follow {\n    id\n    position\n    image\n    status\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment CliFollowFields on Follow {\n    id\n    position\n    image\n    status\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CliGalleryImages($limit: Int, $offset: Int, $status: Status, $deleted: Boolean, $orderBy: [GalleryImageOrder!]) {\n      galleryImages(limit: $limit, offset: $offset, status: $status, deleted: $deleted, orderBy: $orderBy) {\n        count\n        items {\n          ...CliGalleryImageFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    query CliGalleryImages($limit: Int, $offset: Int, $status: Status, $deleted: Boolean, $orderBy: [GalleryImageOrder!]) {\n      galleryImages(limit: $limit, offset: $offset, status: $status, deleted: $deleted, orderBy: $orderBy) {\n        count\n        items {\n          ...CliGalleryImageFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliSetGalleryImageStatus($id: ID!, $status: Status!) {\n      setGalleryImageStatus(id: $id, status: $status) {\n        message\n        galleryImage {\n          ...CliGalleryImageFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation CliSetGalleryImageStatus($id: ID!, $status: Status!) {\n      setGalleryImageStatus(id: $id, status: $status) {\n        message\n        galleryImage {\n          ...CliGalleryImageFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliDeleteGalleryImage($id: ID!) {\n      deleteGalleryImage(id: $id) {\n        id\n        message\n      }\n    }\n  "): (typeof documents)["\n    mutation CliDeleteGalleryImage($id: ID!) {\n      deleteGalleryImage(id: $id) {\n        id\n        message\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliRestoreGalleryImage($id: ID!) {\n      restoreGalleryImage(id: $id) {\n        message\n        galleryImage {\n          ...CliGalleryImageFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation CliRestoreGalleryImage($id: ID!) {\n      restoreGalleryImage(id: $id) {\n        message\n        galleryImage {\n          ...CliGalleryImageFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkSetGalleryImageStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetGalleryImageStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkSetGalleryImageStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetGalleryImageStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkDeleteGalleryImage($ids: [ID!]!) {\n      bulkDeleteGalleryImage(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkDeleteGalleryImage($ids: [ID!]!) {\n      bulkDeleteGalleryImage(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkRestoreGalleryImage($ids: [ID!]!) {\n      bulkRestoreGalleryImage(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkRestoreGalleryImage($ids: [ID!]!) {\n      bulkRestoreGalleryImage(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CliGalleryImageFields on GalleryImage {\n    id\n    image\n    orientation\n    width\n    height\n    status\n    createdAt\n  }\n"): (typeof documents)["\n  fragment CliGalleryImageFields on GalleryImage {\n    id\n    image\n    orientation\n    width\n    height\n    status\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliCreateHost($input: CreateHostInput!) {\n    createHost(input: $input) {\n      message\n      host {\n        ...CliHostFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CliCreateHost($input: CreateHostInput!) {\n    createHost(input: $input) {\n      message\n      host {\n        ...CliHostFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CliHosts($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $blocked: Boolean, $orderBy: [HostOrder!]) {\n      hosts(limit: $limit, offset: $offset, search: $search, deleted: $deleted, blocked: $blocked, orderBy: $orderBy) {\n        count\n        items {\n          ...CliHostFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    query CliHosts($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $blocked: Boolean, $orderBy: [HostOrder!]) {\n      hosts(limit: $limit, offset: $offset, search: $search, deleted: $deleted, blocked: $blocked, orderBy: $orderBy) {\n        count\n        items {\n          ...CliHostFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CliHost($id: ID!) {\n      host(id: $id) {\n        ...CliHostFields\n      }\n    }\n  "): (typeof documents)["\n    query CliHost($id: ID!) {\n      host(id: $id) {\n        ...CliHostFields\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliDeleteHost($id: ID!) {\n      deleteHost(id: $id) {\n        id\n        message\n      }\n    }\n  "): (typeof documents)["\n    mutation CliDeleteHost($id: ID!) {\n      deleteHost(id: $id) {\n        id\n        message\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliRestoreHost($id: ID!) {\n      restoreHost(id: $id) {\n        message\n        host {\n          ...CliHostFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation CliRestoreHost($id: ID!) {\n      restoreHost(id: $id) {\n        message\n        host {\n          ...CliHostFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliSetHostBlocked($id: ID!, $blocked: Boolean!) {\n      setHostBlocked(id: $id, blocked: $blocked) {\n        message\n        host {\n          ...CliHostFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation CliSetHostBlocked($id: ID!, $blocked: Boolean!) {\n      setHostBlocked(id: $id, blocked: $blocked) {\n        message\n        host {\n          ...CliHostFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkDeleteHost($ids: [ID!]!) {\n      bulkDeleteHost(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkDeleteHost($ids: [ID!]!) {\n      bulkDeleteHost(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkRestoreHost($ids: [ID!]!) {\n      bulkRestoreHost(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkRestoreHost($ids: [ID!]!) {\n      bulkRestoreHost(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkSetHostBlocked($ids: [ID!]!, $blocked: Boolean!) {\n      bulkSetHostBlocked(ids: $ids, blocked: $blocked) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkSetHostBlocked($ids: [ID!]!, $blocked: Boolean!) {\n      bulkSetHostBlocked(ids: $ids, blocked: $blocked) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CliHostFields on Host {\n    id\n    name\n    firstName\n    lastName\n    email\n    isBlocked\n    passwordSet\n    createdAt\n  }\n"): (typeof documents)["\n  fragment CliHostFields on Host {\n    id\n    name\n    firstName\n    lastName\n    email\n    isBlocked\n    passwordSet\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliUpdateHost($input: UpdateHostInput!) {\n    updateHost(input: $input) {\n      message\n      host {\n        ...CliHostFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CliUpdateHost($input: UpdateHostInput!) {\n    updateHost(input: $input) {\n      message\n      host {\n        ...CliHostFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CliIntellectualProperties($limit: Int, $offset: Int, $search: String, $orderBy: [IntellectualPropertyOrder!]) {\n      intellectualProperties(limit: $limit, offset: $offset, search: $search, orderBy: $orderBy) {\n        count\n        items {\n          ...CliIpFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    query CliIntellectualProperties($limit: Int, $offset: Int, $search: String, $orderBy: [IntellectualPropertyOrder!]) {\n      intellectualProperties(limit: $limit, offset: $offset, search: $search, orderBy: $orderBy) {\n        count\n        items {\n          ...CliIpFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CliIntellectualProperty($id: ID!) {\n      intellectualProperty(id: $id) {\n        ...CliIpFields\n      }\n    }\n  "): (typeof documents)["\n    query CliIntellectualProperty($id: ID!) {\n      intellectualProperty(id: $id) {\n        ...CliIpFields\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliCreateIntellectualProperty($input: CreateIntellectualPropertyInput!) {\n      createIntellectualProperty(input: $input) {\n        message\n        intellectualProperty {\n          ...CliIpFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation CliCreateIntellectualProperty($input: CreateIntellectualPropertyInput!) {\n      createIntellectualProperty(input: $input) {\n        message\n        intellectualProperty {\n          ...CliIpFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliUpdateIntellectualProperty($input: UpdateIntellectualPropertyInput!) {\n      updateIntellectualProperty(input: $input) {\n        message\n        intellectualProperty {\n          ...CliIpFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation CliUpdateIntellectualProperty($input: UpdateIntellectualPropertyInput!) {\n      updateIntellectualProperty(input: $input) {\n        message\n        intellectualProperty {\n          ...CliIpFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CliIpFields on IntellectualProperty {\n    id\n    name\n    fullName\n    icon\n    weekDay\n    createdAt\n  }\n"): (typeof documents)["\n  fragment CliIpFields on IntellectualProperty {\n    id\n    name\n    fullName\n    icon\n    weekDay\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CliEventMemories($eventId: ID!, $limit: Int, $offset: Int, $status: Status, $deleted: Boolean, $orderBy: [EventMemoryOrder!]) {\n      eventMemories(eventId: $eventId, limit: $limit, offset: $offset, status: $status, deleted: $deleted, orderBy: $orderBy) {\n        count\n        items {\n          ...CliEventMemoryFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    query CliEventMemories($eventId: ID!, $limit: Int, $offset: Int, $status: Status, $deleted: Boolean, $orderBy: [EventMemoryOrder!]) {\n      eventMemories(eventId: $eventId, limit: $limit, offset: $offset, status: $status, deleted: $deleted, orderBy: $orderBy) {\n        count\n        items {\n          ...CliEventMemoryFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CliEventMemory($id: ID!) {\n      eventMemory(id: $id) {\n        ...CliEventMemoryFields\n      }\n    }\n  "): (typeof documents)["\n    query CliEventMemory($id: ID!) {\n      eventMemory(id: $id) {\n        ...CliEventMemoryFields\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliSetEventMemoryStatus($id: ID!, $status: Status!) {\n      setEventMemoryStatus(id: $id, status: $status) {\n        message\n        eventMemory {\n          ...CliEventMemoryFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation CliSetEventMemoryStatus($id: ID!, $status: Status!) {\n      setEventMemoryStatus(id: $id, status: $status) {\n        message\n        eventMemory {\n          ...CliEventMemoryFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliDeleteEventMemory($id: ID!) {\n      deleteEventMemory(id: $id) {\n        id\n        message\n      }\n    }\n  "): (typeof documents)["\n    mutation CliDeleteEventMemory($id: ID!) {\n      deleteEventMemory(id: $id) {\n        id\n        message\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliRestoreEventMemory($id: ID!) {\n      restoreEventMemory(id: $id) {\n        message\n        eventMemory {\n          ...CliEventMemoryFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation CliRestoreEventMemory($id: ID!) {\n      restoreEventMemory(id: $id) {\n        message\n        eventMemory {\n          ...CliEventMemoryFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkSetEventMemoryStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetEventMemoryStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkSetEventMemoryStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetEventMemoryStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkDeleteEventMemory($ids: [ID!]!) {\n      bulkDeleteEventMemory(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkDeleteEventMemory($ids: [ID!]!) {\n      bulkDeleteEventMemory(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkRestoreEventMemory($ids: [ID!]!) {\n      bulkRestoreEventMemory(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkRestoreEventMemory($ids: [ID!]!) {\n      bulkRestoreEventMemory(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CliEventMemoryFields on EventMemory {\n    id\n    eventId\n    image\n    orientation\n    width\n    height\n    status\n    createdAt\n  }\n"): (typeof documents)["\n  fragment CliEventMemoryFields on EventMemory {\n    id\n    eventId\n    image\n    orientation\n    width\n    height\n    status\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CliMenus($search: String, $status: Status, $orderBy: [MenuOrder!]) {\n      menus(search: $search, status: $status, orderBy: $orderBy) {\n        ...CliMenuFields\n      }\n    }\n  "): (typeof documents)["\n    query CliMenus($search: String, $status: Status, $orderBy: [MenuOrder!]) {\n      menus(search: $search, status: $status, orderBy: $orderBy) {\n        ...CliMenuFields\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CliMenu($id: ID!) {\n      menu(id: $id) {\n        ...CliMenuFields\n      }\n    }\n  "): (typeof documents)["\n    query CliMenu($id: ID!) {\n      menu(id: $id) {\n        ...CliMenuFields\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliSetMenuStatus($id: ID!, $status: Status!) {\n      setMenuStatus(id: $id, status: $status) {\n        message\n        menu {\n          ...CliMenuFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation CliSetMenuStatus($id: ID!, $status: Status!) {\n      setMenuStatus(id: $id, status: $status) {\n        message\n        menu {\n          ...CliMenuFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkSetMenuStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetMenuStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkSetMenuStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetMenuStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CliMenuFields on Menu {\n    id\n    name\n    image\n    pdf\n    status\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment CliMenuFields on Menu {\n    id\n    name\n    image\n    pdf\n    status\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CliCampaignFields on NewsletterCampaign {\n    id\n    subject\n    sentBy\n    createdAt\n    total\n    sent\n    failed\n    pending\n    sending\n  }\n"): (typeof documents)["\n  fragment CliCampaignFields on NewsletterCampaign {\n    id\n    subject\n    sentBy\n    createdAt\n    total\n    sent\n    failed\n    pending\n    sending\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CliNewsletterSubscribers($limit: Int, $offset: Int, $search: String, $from: Date, $to: Date, $subscribed: Boolean, $orderBy: [NewsletterSubscriberOrder!]) {\n      newsletterSubscribers(limit: $limit, offset: $offset, search: $search, from: $from, to: $to, subscribed: $subscribed, orderBy: $orderBy) {\n        count\n        items {\n          ...CliSubscriberFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    query CliNewsletterSubscribers($limit: Int, $offset: Int, $search: String, $from: Date, $to: Date, $subscribed: Boolean, $orderBy: [NewsletterSubscriberOrder!]) {\n      newsletterSubscribers(limit: $limit, offset: $offset, search: $search, from: $from, to: $to, subscribed: $subscribed, orderBy: $orderBy) {\n        count\n        items {\n          ...CliSubscriberFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CliNewsletterRecipients {\n      newsletterSubscribers(limit: 1, subscribed: true) {\n        count\n      }\n    }\n  "): (typeof documents)["\n    query CliNewsletterRecipients {\n      newsletterSubscribers(limit: 1, subscribed: true) {\n        count\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliSendNewsletter($input: SendNewsletterInput!) {\n      sendNewsletter(input: $input) {\n        message\n        campaign {\n          ...CliCampaignFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation CliSendNewsletter($input: SendNewsletterInput!) {\n      sendNewsletter(input: $input) {\n        message\n        campaign {\n          ...CliCampaignFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CliNewsletterCampaigns($limit: Int, $offset: Int) {\n      newsletterCampaigns(limit: $limit, offset: $offset) {\n        count\n        items {\n          ...CliCampaignFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    query CliNewsletterCampaigns($limit: Int, $offset: Int) {\n      newsletterCampaigns(limit: $limit, offset: $offset) {\n        count\n        items {\n          ...CliCampaignFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CliNewsletterCampaign($id: ID!) {\n      newsletterCampaign(id: $id) {\n        ...CliCampaignFields\n        message\n        failures {\n          email\n          attempts\n          reply\n        }\n      }\n    }\n  "): (typeof documents)["\n    query CliNewsletterCampaign($id: ID!) {\n      newsletterCampaign(id: $id) {\n        ...CliCampaignFields\n        message\n        failures {\n          email\n          attempts\n          reply\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CliSubscriberFields on NewsletterSubscriber {\n    id\n    email\n    lastSubmission\n    subscribeCount\n    isSubscribed\n  }\n"): (typeof documents)["\n  fragment CliSubscriberFields on NewsletterSubscriber {\n    id\n    email\n    lastSubmission\n    subscribeCount\n    isSubscribed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CliRoles($limit: Int, $offset: Int, $search: String, $status: Status, $deleted: Boolean, $orderBy: [RoleOrder!]) {\n      roles(limit: $limit, offset: $offset, search: $search, status: $status, deleted: $deleted, orderBy: $orderBy) {\n        count\n        items {\n          ...CliRoleFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    query CliRoles($limit: Int, $offset: Int, $search: String, $status: Status, $deleted: Boolean, $orderBy: [RoleOrder!]) {\n      roles(limit: $limit, offset: $offset, search: $search, status: $status, deleted: $deleted, orderBy: $orderBy) {\n        count\n        items {\n          ...CliRoleFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CliRole($id: ID!) {\n      role(id: $id) {\n        ...CliRoleFields\n      }\n    }\n  "): (typeof documents)["\n    query CliRole($id: ID!) {\n      role(id: $id) {\n        ...CliRoleFields\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliSetRoleStatus($id: ID!, $status: Status!) {\n      setRoleStatus(id: $id, status: $status) {\n        message\n        role {\n          ...CliRoleFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation CliSetRoleStatus($id: ID!, $status: Status!) {\n      setRoleStatus(id: $id, status: $status) {\n        message\n        role {\n          ...CliRoleFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliDeleteRole($id: ID!) {\n      deleteRole(id: $id) {\n        id\n        message\n      }\n    }\n  "): (typeof documents)["\n    mutation CliDeleteRole($id: ID!) {\n      deleteRole(id: $id) {\n        id\n        message\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliRestoreRole($id: ID!) {\n      restoreRole(id: $id) {\n        message\n        role {\n          ...CliRoleFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation CliRestoreRole($id: ID!) {\n      restoreRole(id: $id) {\n        message\n        role {\n          ...CliRoleFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkSetRoleStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetRoleStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkSetRoleStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetRoleStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkDeleteRole($ids: [ID!]!) {\n      bulkDeleteRole(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkDeleteRole($ids: [ID!]!) {\n      bulkDeleteRole(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkRestoreRole($ids: [ID!]!) {\n      bulkRestoreRole(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkRestoreRole($ids: [ID!]!) {\n      bulkRestoreRole(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliCreateRole($input: CreateRoleInput!) {\n    createRole(input: $input) {\n      message\n      role {\n        ...CliRoleFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CliCreateRole($input: CreateRoleInput!) {\n    createRole(input: $input) {\n      message\n      role {\n        ...CliRoleFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliUpdateRole($input: UpdateRoleInput!) {\n    updateRole(input: $input) {\n      message\n      role {\n        ...CliRoleFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CliUpdateRole($input: UpdateRoleInput!) {\n    updateRole(input: $input) {\n      message\n      role {\n        ...CliRoleFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliCurrentRole($id: ID!) {\n    role(id: $id) {\n      ...CliRoleFields\n    }\n  }\n"): (typeof documents)["\n  query CliCurrentRole($id: ID!) {\n    role(id: $id) {\n      ...CliRoleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CliRoleFields on Role {\n    id\n    name\n    status\n    createdAt\n    permissions {\n      module\n      all\n      add\n      view\n      edit\n      del\n    }\n  }\n"): (typeof documents)["\n  fragment CliRoleFields on Role {\n    id\n    name\n    status\n    createdAt\n    permissions {\n      module\n      all\n      add\n      view\n      edit\n      del\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkSetSectionStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetSectionStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkSetSectionStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetSectionStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkDeleteSection($ids: [ID!]!) {\n      bulkDeleteSection(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkDeleteSection($ids: [ID!]!) {\n      bulkDeleteSection(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkRestoreSection($ids: [ID!]!) {\n      bulkRestoreSection(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkRestoreSection($ids: [ID!]!) {\n      bulkRestoreSection(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CliSectionFields on Section {\n    id\n    name\n    status\n    createdAt\n  }\n"): (typeof documents)["\n  fragment CliSectionFields on Section {\n    id\n    name\n    status\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliSections($limit: Int, $offset: Int, $search: String, $status: Status, $deleted: Boolean, $orderBy: [SectionOrder!]) {\n    sections(limit: $limit, offset: $offset, search: $search, status: $status, deleted: $deleted, orderBy: $orderBy) {\n      count\n      items {\n        ...CliSectionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CliSections($limit: Int, $offset: Int, $search: String, $status: Status, $deleted: Boolean, $orderBy: [SectionOrder!]) {\n    sections(limit: $limit, offset: $offset, search: $search, status: $status, deleted: $deleted, orderBy: $orderBy) {\n      count\n      items {\n        ...CliSectionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliSection($id: ID!) {\n    section(id: $id) {\n      ...CliSectionFields\n    }\n  }\n"): (typeof documents)["\n  query CliSection($id: ID!) {\n    section(id: $id) {\n      ...CliSectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliSetSectionStatus($id: ID!, $status: Status!) {\n    setSectionStatus(id: $id, status: $status) {\n      message\n      section {\n        ...CliSectionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CliSetSectionStatus($id: ID!, $status: Status!) {\n    setSectionStatus(id: $id, status: $status) {\n      message\n      section {\n        ...CliSectionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliDeleteSection($id: ID!) {\n    deleteSection(id: $id) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CliDeleteSection($id: ID!) {\n    deleteSection(id: $id) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliRestoreSection($id: ID!) {\n    restoreSection(id: $id) {\n      message\n      section {\n        ...CliSectionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CliRestoreSection($id: ID!) {\n    restoreSection(id: $id) {\n      message\n      section {\n        ...CliSectionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CliServices($limit: Int, $offset: Int, $search: String, $status: Status, $deleted: Boolean, $orderBy: [ServiceOrder!]) {\n      services(limit: $limit, offset: $offset, search: $search, status: $status, deleted: $deleted, orderBy: $orderBy) {\n        count\n        items {\n          ...CliServiceFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    query CliServices($limit: Int, $offset: Int, $search: String, $status: Status, $deleted: Boolean, $orderBy: [ServiceOrder!]) {\n      services(limit: $limit, offset: $offset, search: $search, status: $status, deleted: $deleted, orderBy: $orderBy) {\n        count\n        items {\n          ...CliServiceFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CliService($id: ID!) {\n      service(id: $id) {\n        ...CliServiceFields\n      }\n    }\n  "): (typeof documents)["\n    query CliService($id: ID!) {\n      service(id: $id) {\n        ...CliServiceFields\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliSetServiceStatus($id: ID!, $status: Status!) {\n      setServiceStatus(id: $id, status: $status) {\n        message\n        service {\n          ...CliServiceFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation CliSetServiceStatus($id: ID!, $status: Status!) {\n      setServiceStatus(id: $id, status: $status) {\n        message\n        service {\n          ...CliServiceFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliDeleteService($id: ID!) {\n      deleteService(id: $id) {\n        id\n        message\n      }\n    }\n  "): (typeof documents)["\n    mutation CliDeleteService($id: ID!) {\n      deleteService(id: $id) {\n        id\n        message\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliRestoreService($id: ID!) {\n      restoreService(id: $id) {\n        message\n        service {\n          ...CliServiceFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation CliRestoreService($id: ID!) {\n      restoreService(id: $id) {\n        message\n        service {\n          ...CliServiceFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkSetServiceStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetServiceStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkSetServiceStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetServiceStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkDeleteService($ids: [ID!]!) {\n      bulkDeleteService(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkDeleteService($ids: [ID!]!) {\n      bulkDeleteService(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkRestoreService($ids: [ID!]!) {\n      bulkRestoreService(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkRestoreService($ids: [ID!]!) {\n      bulkRestoreService(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CliServiceFields on Service {\n    id\n    title\n    description\n    image\n    icon\n    status\n    createdAt\n  }\n"): (typeof documents)["\n  fragment CliServiceFields on Service {\n    id\n    title\n    description\n    image\n    icon\n    status\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliLogout {\n    logout { message sessionsEnded }\n  }\n"): (typeof documents)["\n  mutation CliLogout {\n    logout { message sessionsEnded }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliLogoutEverywhere {\n    logoutEverywhere { message sessionsEnded }\n  }\n"): (typeof documents)["\n  mutation CliLogoutEverywhere {\n    logoutEverywhere { message sessionsEnded }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliCreateSubAdmin($input: CreateSubAdminInput!) {\n    createSubAdmin(input: $input) {\n      message\n      subAdmin {\n        ...CliSubAdminFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CliCreateSubAdmin($input: CreateSubAdminInput!) {\n    createSubAdmin(input: $input) {\n      message\n      subAdmin {\n        ...CliSubAdminFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CliSubAdmins($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $blocked: Boolean, $orderBy: [SubAdminOrder!]) {\n      subAdmins(limit: $limit, offset: $offset, search: $search, deleted: $deleted, blocked: $blocked, orderBy: $orderBy) {\n        count\n        items {\n          ...CliSubAdminFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    query CliSubAdmins($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $blocked: Boolean, $orderBy: [SubAdminOrder!]) {\n      subAdmins(limit: $limit, offset: $offset, search: $search, deleted: $deleted, blocked: $blocked, orderBy: $orderBy) {\n        count\n        items {\n          ...CliSubAdminFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CliSubAdmin($id: ID!) {\n      subAdmin(id: $id) {\n        ...CliSubAdminFields\n      }\n    }\n  "): (typeof documents)["\n    query CliSubAdmin($id: ID!) {\n      subAdmin(id: $id) {\n        ...CliSubAdminFields\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliDeleteSubAdmin($id: ID!) {\n      deleteSubAdmin(id: $id) {\n        id\n        message\n      }\n    }\n  "): (typeof documents)["\n    mutation CliDeleteSubAdmin($id: ID!) {\n      deleteSubAdmin(id: $id) {\n        id\n        message\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliRestoreSubAdmin($id: ID!) {\n      restoreSubAdmin(id: $id) {\n        message\n        subAdmin {\n          ...CliSubAdminFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation CliRestoreSubAdmin($id: ID!) {\n      restoreSubAdmin(id: $id) {\n        message\n        subAdmin {\n          ...CliSubAdminFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliSetSubAdminBlocked($id: ID!, $blocked: Boolean!) {\n      setSubAdminBlocked(id: $id, blocked: $blocked) {\n        message\n        subAdmin {\n          ...CliSubAdminFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation CliSetSubAdminBlocked($id: ID!, $blocked: Boolean!) {\n      setSubAdminBlocked(id: $id, blocked: $blocked) {\n        message\n        subAdmin {\n          ...CliSubAdminFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkDeleteSubAdmin($ids: [ID!]!) {\n      bulkDeleteSubAdmin(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkDeleteSubAdmin($ids: [ID!]!) {\n      bulkDeleteSubAdmin(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkRestoreSubAdmin($ids: [ID!]!) {\n      bulkRestoreSubAdmin(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkRestoreSubAdmin($ids: [ID!]!) {\n      bulkRestoreSubAdmin(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkSetSubAdminBlocked($ids: [ID!]!, $blocked: Boolean!) {\n      bulkSetSubAdminBlocked(ids: $ids, blocked: $blocked) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkSetSubAdminBlocked($ids: [ID!]!, $blocked: Boolean!) {\n      bulkSetSubAdminBlocked(ids: $ids, blocked: $blocked) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CliSubAdminFields on SubAdmin {\n    id\n    name\n    email\n    isBlocked\n    createdAt\n    role {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment CliSubAdminFields on SubAdmin {\n    id\n    name\n    email\n    isBlocked\n    createdAt\n    role {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliUpdateSubAdmin($input: UpdateSubAdminInput!) {\n    updateSubAdmin(input: $input) {\n      message\n      subAdmin {\n        ...CliSubAdminFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CliUpdateSubAdmin($input: UpdateSubAdminInput!) {\n    updateSubAdmin(input: $input) {\n      message\n      subAdmin {\n        ...CliSubAdminFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkSetTableStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetTableStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkSetTableStatus($ids: [ID!]!, $status: Status!) {\n      bulkSetTableStatus(ids: $ids, status: $status) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkDeleteTable($ids: [ID!]!) {\n      bulkDeleteTable(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkDeleteTable($ids: [ID!]!) {\n      bulkDeleteTable(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkRestoreTable($ids: [ID!]!) {\n      bulkRestoreTable(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkRestoreTable($ids: [ID!]!) {\n      bulkRestoreTable(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkSetTableFeatured($ids: [ID!]!, $featured: Boolean!) {\n      bulkSetTableFeatured(ids: $ids, featured: $featured) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkSetTableFeatured($ids: [ID!]!, $featured: Boolean!) {\n      bulkSetTableFeatured(ids: $ids, featured: $featured) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CliTableFields on Table {\n    id\n    name\n    tableNo\n    capacity\n    image\n    inclusions\n    isFeatured\n    status\n    section {\n      id\n      name\n    }\n    category {\n      id\n      name\n    }\n    date\n    price\n    bookingStatus\n    createdAt\n  }\n"): (typeof documents)["\n  fragment CliTableFields on Table {\n    id\n    name\n    tableNo\n    capacity\n    image\n    inclusions\n    isFeatured\n    status\n    section {\n      id\n      name\n    }\n    category {\n      id\n      name\n    }\n    date\n    price\n    bookingStatus\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliTables($limit: Int, $offset: Int, $search: String, $date: Date, $status: Status, $deleted: Boolean, $orderBy: [TableOrder!]) {\n    tables(limit: $limit, offset: $offset, search: $search, date: $date, status: $status, deleted: $deleted, orderBy: $orderBy) {\n      count\n      items {\n        ...CliTableFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CliTables($limit: Int, $offset: Int, $search: String, $date: Date, $status: Status, $deleted: Boolean, $orderBy: [TableOrder!]) {\n    tables(limit: $limit, offset: $offset, search: $search, date: $date, status: $status, deleted: $deleted, orderBy: $orderBy) {\n      count\n      items {\n        ...CliTableFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliTable($id: ID!, $date: Date) {\n    table(id: $id, date: $date) {\n      ...CliTableFields\n    }\n  }\n"): (typeof documents)["\n  query CliTable($id: ID!, $date: Date) {\n    table(id: $id, date: $date) {\n      ...CliTableFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliSetTableStatus($id: ID!, $status: Status!) {\n    setTableStatus(id: $id, status: $status) {\n      message\n      table {\n        ...CliTableFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CliSetTableStatus($id: ID!, $status: Status!) {\n    setTableStatus(id: $id, status: $status) {\n      message\n      table {\n        ...CliTableFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliDeleteTable($id: ID!) {\n    deleteTable(id: $id) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CliDeleteTable($id: ID!) {\n    deleteTable(id: $id) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliRestoreTable($id: ID!) {\n    restoreTable(id: $id) {\n      message\n      table {\n        ...CliTableFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CliRestoreTable($id: ID!) {\n    restoreTable(id: $id) {\n      message\n      table {\n        ...CliTableFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliSetTableFeatured($id: ID!, $featured: Boolean!) {\n    setTableFeatured(id: $id, isFeatured: $featured) {\n      message\n      table {\n        ...CliTableFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CliSetTableFeatured($id: ID!, $featured: Boolean!) {\n    setTableFeatured(id: $id, isFeatured: $featured) {\n      message\n      table {\n        ...CliTableFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliHealth {\n    health {\n      gateway\n      api\n    }\n  }\n"): (typeof documents)["\n  query CliHealth {\n    health {\n      gateway\n      api\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CliUsers($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $orderBy: [UserOrder!]) {\n      users(limit: $limit, offset: $offset, search: $search, deleted: $deleted, orderBy: $orderBy) {\n        count\n        items {\n          ...CliUserFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    query CliUsers($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $orderBy: [UserOrder!]) {\n      users(limit: $limit, offset: $offset, search: $search, deleted: $deleted, orderBy: $orderBy) {\n        count\n        items {\n          ...CliUserFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CliUser($id: ID!) {\n      user(id: $id) {\n        ...CliUserFields\n      }\n    }\n  "): (typeof documents)["\n    query CliUser($id: ID!) {\n      user(id: $id) {\n        ...CliUserFields\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliDeleteUser($id: ID!) {\n      deleteUser(id: $id) {\n        id\n        message\n      }\n    }\n  "): (typeof documents)["\n    mutation CliDeleteUser($id: ID!) {\n      deleteUser(id: $id) {\n        id\n        message\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliRestoreUser($id: ID!) {\n      restoreUser(id: $id) {\n        message\n        user {\n          ...CliUserFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation CliRestoreUser($id: ID!) {\n      restoreUser(id: $id) {\n        message\n        user {\n          ...CliUserFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkDeleteUser($ids: [ID!]!) {\n      bulkDeleteUser(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkDeleteUser($ids: [ID!]!) {\n      bulkDeleteUser(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliBulkRestoreUser($ids: [ID!]!) {\n      bulkRestoreUser(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "): (typeof documents)["\n    mutation CliBulkRestoreUser($ids: [ID!]!) {\n      bulkRestoreUser(ids: $ids) {\n        ...CliBulkResult\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      message\n      user {\n        ...CliUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CliCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      message\n      user {\n        ...CliUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliUpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      message\n      user {\n        ...CliUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CliUpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      message\n      user {\n        ...CliUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CliUserFields on User {\n    id\n    name\n    firstName\n    lastName\n    email\n    mobileCode\n    mobileNo\n    dob\n    createdAt\n  }\n"): (typeof documents)["\n  fragment CliUserFields on User {\n    id\n    name\n    firstName\n    lastName\n    email\n    mobileCode\n    mobileNo\n    dob\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CliWeekAnthems($limit: Int, $search: String, $orderBy: [WeekAnthemOrder!]) {\n      weekAnthems(limit: $limit, search: $search, orderBy: $orderBy) {\n        count\n        items {\n          ...CliWeekAnthemFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    query CliWeekAnthems($limit: Int, $search: String, $orderBy: [WeekAnthemOrder!]) {\n      weekAnthems(limit: $limit, search: $search, orderBy: $orderBy) {\n        count\n        items {\n          ...CliWeekAnthemFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CliWeekAnthem($id: ID!) {\n      weekAnthem(id: $id) {\n        ...CliWeekAnthemFields\n      }\n    }\n  "): (typeof documents)["\n    query CliWeekAnthem($id: ID!) {\n      weekAnthem(id: $id) {\n        ...CliWeekAnthemFields\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CliUpdateWeekAnthem($input: UpdateWeekAnthemInput!) {\n      updateWeekAnthem(input: $input) {\n        message\n        weekAnthem {\n          ...CliWeekAnthemFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation CliUpdateWeekAnthem($input: UpdateWeekAnthemInput!) {\n      updateWeekAnthem(input: $input) {\n        message\n        weekAnthem {\n          ...CliWeekAnthemFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CliWeekAnthemFields on WeekAnthem {\n    id\n    weekDay\n    offer\n    description\n    primaryImage\n    icon\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment CliWeekAnthemFields on WeekAnthem {\n    id\n    weekDay\n    offer\n    description\n    primaryImage\n    icon\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CliBulkResult on BulkResult {\n    message\n    committed\n    done\n    failed\n    skipped\n    results {\n      id\n      outcome\n      reason\n      rolledBack\n    }\n  }\n"): (typeof documents)["\n  fragment CliBulkResult on BulkResult {\n    message\n    committed\n    done\n    failed\n    skipped\n    results {\n      id\n      outcome\n      reason\n      rolledBack\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliMe {\n    me {\n      id\n      name\n      email\n      accountType\n      roleName\n    }\n  }\n"): (typeof documents)["\n  query CliMe {\n    me {\n      id\n      name\n      email\n      accountType\n      roleName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CliLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      name\n      accountType\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CliLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      name\n      accountType\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaletteSearch($text: String!, $limit: Int) {\n    search(text: $text, limit: $limit) {\n      area\n      id\n      label\n      active\n      rank\n    }\n  }\n"): (typeof documents)["\n  query PaletteSearch($text: String!, $limit: Int) {\n    search(text: $text, limit: $limit) {\n      area\n      id\n      label\n      active\n      rank\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      name\n      accountType\n      message\n      roleActive\n      permissions { module all add view edit del }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      name\n      accountType\n      message\n      roleActive\n      permissions { module all add view edit del }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout { message }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout { message }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      name\n      accountType\n      roleActive\n      permissions { module all add view edit del }\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      name\n      accountType\n      roleActive\n      permissions { module all add view edit del }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Bookings($limit: Int, $offset: Int, $search: String, $type: BookingType, $paymentStatus: PaymentStatus, $from: Date, $to: Date) {\n    bookings(limit: $limit, offset: $offset, search: $search, type: $type, paymentStatus: $paymentStatus, from: $from, to: $to) {\n      count\n      items {\n        id\n        bookingId\n        type\n        price\n        paymentStatus\n        event { id name date }\n        table { id name date }\n        user { id email }\n        host { id email }\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query Bookings($limit: Int, $offset: Int, $search: String, $type: BookingType, $paymentStatus: PaymentStatus, $from: Date, $to: Date) {\n    bookings(limit: $limit, offset: $offset, search: $search, type: $type, paymentStatus: $paymentStatus, from: $from, to: $to) {\n      count\n      items {\n        id\n        bookingId\n        type\n        price\n        paymentStatus\n        event { id name date }\n        table { id name date }\n        user { id email }\n        host { id email }\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Categories($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $status: Status) {\n    categories(limit: $limit, offset: $offset, search: $search, deleted: $deleted, status: $status) {\n      count\n      items { id name status autoRenewal tableCount price layout { image imageAlt } createdAt }\n    }\n  }\n"): (typeof documents)["\n  query Categories($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $status: Status) {\n    categories(limit: $limit, offset: $offset, search: $search, deleted: $deleted, status: $status) {\n      count\n      items { id name status autoRenewal tableCount price layout { image imageAlt } createdAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllCategories {\n    allCategories { id name }\n  }\n"): (typeof documents)["\n  query AllCategories {\n    allCategories { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Category($id: ID!, $limit: Int, $offset: Int) {\n    category(id: $id) { id name status autoRenewal tableCount price layout { image imageAlt } createdAt updatedAt }\n    categoryRecords(categoryId: $id, limit: $limit, offset: $offset) { count items { id fromDate toDate days price createdAt updatedAt } }\n  }\n"): (typeof documents)["\n  query Category($id: ID!, $limit: Int, $offset: Int) {\n    category(id: $id) { id name status autoRenewal tableCount price layout { image imageAlt } createdAt updatedAt }\n    categoryRecords(categoryId: $id, limit: $limit, offset: $offset) { count items { id fromDate toDate days price createdAt updatedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCategoryStatus($id: ID!, $status: Status!) {\n    setCategoryStatus(id: $id, status: $status) { message category { id status } }\n  }\n"): (typeof documents)["\n  mutation SetCategoryStatus($id: ID!, $status: Status!) {\n    setCategoryStatus(id: $id, status: $status) { message category { id status } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCategoryAutoRenewal($id: ID!, $autoRenewal: Boolean!) {\n    setCategoryAutoRenewal(id: $id, autoRenewal: $autoRenewal) { message category { id autoRenewal price } }\n  }\n"): (typeof documents)["\n  mutation SetCategoryAutoRenewal($id: ID!, $autoRenewal: Boolean!) {\n    setCategoryAutoRenewal(id: $id, autoRenewal: $autoRenewal) { message category { id autoRenewal price } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id) { id message }\n  }\n"): (typeof documents)["\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id) { id message }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreCategory($id: ID!) {\n    restoreCategory(id: $id) { message category { id } }\n  }\n"): (typeof documents)["\n  mutation RestoreCategory($id: ID!) {\n    restoreCategory(id: $id) { message category { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCategory($input: CreateCategoryInput!) {\n    createCategory(input: $input) { message category { id } }\n  }\n"): (typeof documents)["\n  mutation CreateCategory($input: CreateCategoryInput!) {\n    createCategory(input: $input) { message category { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCategory($input: UpdateCategoryInput!, $expectedUpdatedAt: DateTime) {\n    updateCategory(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message category { id updatedAt } }\n  }\n"): (typeof documents)["\n  mutation UpdateCategory($input: UpdateCategoryInput!, $expectedUpdatedAt: DateTime) {\n    updateCategory(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message category { id updatedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCategoryRecord($input: CreateCategoryRecordInput!) {\n    createCategoryRecord(input: $input) { message record { id } }\n  }\n"): (typeof documents)["\n  mutation CreateCategoryRecord($input: CreateCategoryRecordInput!) {\n    createCategoryRecord(input: $input) { message record { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCategoryRecord($input: UpdateCategoryRecordInput!, $expectedUpdatedAt: DateTime) {\n    updateCategoryRecord(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message record { id updatedAt } }\n  }\n"): (typeof documents)["\n  mutation UpdateCategoryRecord($input: UpdateCategoryRecordInput!, $expectedUpdatedAt: DateTime) {\n    updateCategoryRecord(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message record { id updatedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Enquiries($limit: Int, $offset: Int, $search: String, $status: EnquiryStatus) {\n    enquiries(limit: $limit, offset: $offset, search: $search, status: $status) {\n      count\n      items { id name email mobileCode mobileNo dob specialOccasion status createdAt }\n    }\n  }\n"): (typeof documents)["\n  query Enquiries($limit: Int, $offset: Int, $search: String, $status: EnquiryStatus) {\n    enquiries(limit: $limit, offset: $offset, search: $search, status: $status) {\n      count\n      items { id name email mobileCode mobileNo dob specialOccasion status createdAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetEnquiryStatus($id: ID!, $status: EnquiryStatus!) {\n    setEnquiryStatus(id: $id, status: $status) { message enquiry { id status } }\n  }\n"): (typeof documents)["\n  mutation SetEnquiryStatus($id: ID!, $status: EnquiryStatus!) {\n    setEnquiryStatus(id: $id, status: $status) { message enquiry { id status } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard {\n    dashboard {\n      eventsTonight { id name time }\n      tablesToday { booked held }\n      bookings { today { count revenue } week { count revenue } }\n      pendingEnquiries\n      newsletter { id subject total sent failed pending }\n    }\n  }\n"): (typeof documents)["\n  query Dashboard {\n    dashboard {\n      eventsTonight { id name time }\n      tablesToday { booked held }\n      bookings { today { count revenue } week { count revenue } }\n      pendingEnquiries\n      newsletter { id subject total sent failed pending }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventTicketFields on EventTicket {\n    id\n    event { id name date image }\n    status\n    isBlocked\n    categories { id type name offer price totalTickets bookedTickets }\n    createdAt\n  }\n"): (typeof documents)["\n  fragment EventTicketFields on EventTicket {\n    id\n    event { id name date image }\n    status\n    isBlocked\n    categories { id type name offer price totalTickets bookedTickets }\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventTickets($limit: Int, $offset: Int, $search: String, $eventId: ID, $deleted: Boolean, $blocked: Boolean) {\n    eventTickets(limit: $limit, offset: $offset, search: $search, eventId: $eventId, deleted: $deleted, blocked: $blocked) {\n      count\n      items { ...EventTicketFields }\n    }\n  }\n"): (typeof documents)["\n  query EventTickets($limit: Int, $offset: Int, $search: String, $eventId: ID, $deleted: Boolean, $blocked: Boolean) {\n    eventTickets(limit: $limit, offset: $offset, search: $search, eventId: $eventId, deleted: $deleted, blocked: $blocked) {\n      count\n      items { ...EventTicketFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventTicket($id: ID!) {\n    eventTicket(id: $id) { ...EventTicketFields updatedAt }\n  }\n"): (typeof documents)["\n  query EventTicket($id: ID!) {\n    eventTicket(id: $id) { ...EventTicketFields updatedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TicketEvents {\n    allEvents(ticketable: true) { id name date }\n  }\n"): (typeof documents)["\n  query TicketEvents {\n    allEvents(ticketable: true) { id name date }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEventTicket($input: CreateEventTicketInput!) {\n    createEventTicket(input: $input) { message eventTicket { id } }\n  }\n"): (typeof documents)["\n  mutation CreateEventTicket($input: CreateEventTicketInput!) {\n    createEventTicket(input: $input) { message eventTicket { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEventTicket($input: UpdateEventTicketInput!, $expectedUpdatedAt: DateTime) {\n    updateEventTicket(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message eventTicket { id updatedAt } }\n  }\n"): (typeof documents)["\n  mutation UpdateEventTicket($input: UpdateEventTicketInput!, $expectedUpdatedAt: DateTime) {\n    updateEventTicket(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message eventTicket { id updatedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetEventTicketStatus($id: ID!, $status: Status!) {\n    setEventTicketStatus(id: $id, status: $status) { message eventTicket { id status } }\n  }\n"): (typeof documents)["\n  mutation SetEventTicketStatus($id: ID!, $status: Status!) {\n    setEventTicketStatus(id: $id, status: $status) { message eventTicket { id status } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetEventTicketBlocked($id: ID!, $blocked: Boolean!) {\n    setEventTicketBlocked(id: $id, blocked: $blocked) { message eventTicket { id isBlocked } }\n  }\n"): (typeof documents)["\n  mutation SetEventTicketBlocked($id: ID!, $blocked: Boolean!) {\n    setEventTicketBlocked(id: $id, blocked: $blocked) { message eventTicket { id isBlocked } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEventTicket($id: ID!) {\n    deleteEventTicket(id: $id) { id message }\n  }\n"): (typeof documents)["\n  mutation DeleteEventTicket($id: ID!) {\n    deleteEventTicket(id: $id) { id message }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreEventTicket($id: ID!) {\n    restoreEventTicket(id: $id) { message eventTicket { id } }\n  }\n"): (typeof documents)["\n  mutation RestoreEventTicket($id: ID!) {\n    restoreEventTicket(id: $id) { message eventTicket { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Events($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $status: Status, $from: Date, $to: Date) {\n    events(limit: $limit, offset: $offset, search: $search, deleted: $deleted, status: $status, from: $from, to: $to) {\n      count\n      items { id name image ip { id name } date time status createdAt }\n    }\n  }\n"): (typeof documents)["\n  query Events($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $status: Status, $from: Date, $to: Date) {\n    events(limit: $limit, offset: $offset, search: $search, deleted: $deleted, status: $status, from: $from, to: $to) {\n      count\n      items { id name image ip { id name } date time status createdAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Event($id: ID!) {\n    event(id: $id) {\n      id name image ip { id name } date time summary admission popularity address\n      inclusions howToRedeem itinerary importantInformation categories { categoryId name price } status createdAt updatedAt\n    }\n  }\n"): (typeof documents)["\n  query Event($id: ID!) {\n    event(id: $id) {\n      id name image ip { id name } date time summary admission popularity address\n      inclusions howToRedeem itinerary importantInformation categories { categoryId name price } status createdAt updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventDefaults {\n    eventDefaults { admission address }\n  }\n"): (typeof documents)["\n  query EventDefaults {\n    eventDefaults { admission address }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventFormIps {\n    allIntellectualProperties { id name }\n  }\n"): (typeof documents)["\n  query EventFormIps {\n    allIntellectualProperties { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEvent($input: CreateEventInput!) {\n    createEvent(input: $input) { message event { id } }\n  }\n"): (typeof documents)["\n  mutation CreateEvent($input: CreateEventInput!) {\n    createEvent(input: $input) { message event { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEvent($input: UpdateEventInput!, $expectedUpdatedAt: DateTime) {\n    updateEvent(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message event { id updatedAt } }\n  }\n"): (typeof documents)["\n  mutation UpdateEvent($input: UpdateEventInput!, $expectedUpdatedAt: DateTime) {\n    updateEvent(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message event { id updatedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetEventStatus($id: ID!, $status: Status!) {\n    setEventStatus(id: $id, status: $status) { message event { id status } }\n  }\n"): (typeof documents)["\n  mutation SetEventStatus($id: ID!, $status: Status!) {\n    setEventStatus(id: $id, status: $status) { message event { id status } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEvent($id: ID!) {\n    deleteEvent(id: $id) { id message }\n  }\n"): (typeof documents)["\n  mutation DeleteEvent($id: ID!) {\n    deleteEvent(id: $id) { id message }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreEvent($id: ID!) {\n    restoreEvent(id: $id) { message event { id } }\n  }\n"): (typeof documents)["\n  mutation RestoreEvent($id: ID!) {\n    restoreEvent(id: $id) { message event { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Follows($limit: Int, $offset: Int, $status: Status) {\n    follows(limit: $limit, offset: $offset, status: $status) { count items { id position image status updatedAt } }\n  }\n"): (typeof documents)["\n  query Follows($limit: Int, $offset: Int, $status: Status) {\n    follows(limit: $limit, offset: $offset, status: $status) { count items { id position image status updatedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetFollowImage($id: ID!, $image: String!, $expectedUpdatedAt: DateTime) {\n    setFollowImage(id: $id, image: $image, expectedUpdatedAt: $expectedUpdatedAt) { message follow { id image updatedAt } }\n  }\n"): (typeof documents)["\n  mutation SetFollowImage($id: ID!, $image: String!, $expectedUpdatedAt: DateTime) {\n    setFollowImage(id: $id, image: $image, expectedUpdatedAt: $expectedUpdatedAt) { message follow { id image updatedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetFollowStatus($id: ID!, $status: Status!) {\n    setFollowStatus(id: $id, status: $status) { message follow { id status updatedAt } }\n  }\n"): (typeof documents)["\n  mutation SetFollowStatus($id: ID!, $status: Status!) {\n    setFollowStatus(id: $id, status: $status) { message follow { id status updatedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GalleryImages($limit: Int, $offset: Int, $deleted: Boolean, $status: Status) {\n    galleryImages(limit: $limit, offset: $offset, deleted: $deleted, status: $status) {\n      count\n      items { id image orientation status createdAt updatedAt }\n    }\n  }\n"): (typeof documents)["\n  query GalleryImages($limit: Int, $offset: Int, $deleted: Boolean, $status: Status) {\n    galleryImages(limit: $limit, offset: $offset, deleted: $deleted, status: $status) {\n      count\n      items { id image orientation status createdAt updatedAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateGalleryImage($input: GalleryImageInput!) {\n    createGalleryImage(input: $input) { message galleryImage { id } }\n  }\n"): (typeof documents)["\n  mutation CreateGalleryImage($input: GalleryImageInput!) {\n    createGalleryImage(input: $input) { message galleryImage { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGalleryImage($id: ID!, $input: GalleryImageInput!, $expectedUpdatedAt: DateTime) {\n    updateGalleryImage(id: $id, input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message galleryImage { id updatedAt } }\n  }\n"): (typeof documents)["\n  mutation UpdateGalleryImage($id: ID!, $input: GalleryImageInput!, $expectedUpdatedAt: DateTime) {\n    updateGalleryImage(id: $id, input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message galleryImage { id updatedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetGalleryImageStatus($id: ID!, $status: Status!) {\n    setGalleryImageStatus(id: $id, status: $status) { message galleryImage { id status updatedAt } }\n  }\n"): (typeof documents)["\n  mutation SetGalleryImageStatus($id: ID!, $status: Status!) {\n    setGalleryImageStatus(id: $id, status: $status) { message galleryImage { id status updatedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteGalleryImage($id: ID!) {\n    deleteGalleryImage(id: $id) { id message }\n  }\n"): (typeof documents)["\n  mutation DeleteGalleryImage($id: ID!) {\n    deleteGalleryImage(id: $id) { id message }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreGalleryImage($id: ID!) {\n    restoreGalleryImage(id: $id) { message galleryImage { id } }\n  }\n"): (typeof documents)["\n  mutation RestoreGalleryImage($id: ID!) {\n    restoreGalleryImage(id: $id) { message galleryImage { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Hosts($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $blocked: Boolean) {\n    hosts(limit: $limit, offset: $offset, search: $search, deleted: $deleted, blocked: $blocked) {\n      count\n      items { id name email isBlocked createdAt }\n    }\n  }\n"): (typeof documents)["\n  query Hosts($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $blocked: Boolean) {\n    hosts(limit: $limit, offset: $offset, search: $search, deleted: $deleted, blocked: $blocked) {\n      count\n      items { id name email isBlocked createdAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Host($id: ID!) {\n    host(id: $id) { id name firstName lastName email isBlocked passwordSet createdAt updatedAt }\n  }\n"): (typeof documents)["\n  query Host($id: ID!) {\n    host(id: $id) { id name firstName lastName email isBlocked passwordSet createdAt updatedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHost($input: CreateHostInput!) {\n    createHost(input: $input) { message host { id } }\n  }\n"): (typeof documents)["\n  mutation CreateHost($input: CreateHostInput!) {\n    createHost(input: $input) { message host { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHost($input: UpdateHostInput!, $expectedUpdatedAt: DateTime) {\n    updateHost(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message host { id updatedAt } }\n  }\n"): (typeof documents)["\n  mutation UpdateHost($input: UpdateHostInput!, $expectedUpdatedAt: DateTime) {\n    updateHost(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message host { id updatedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetHostBlocked($id: ID!, $blocked: Boolean!) {\n    setHostBlocked(id: $id, blocked: $blocked) { message host { id isBlocked } }\n  }\n"): (typeof documents)["\n  mutation SetHostBlocked($id: ID!, $blocked: Boolean!) {\n    setHostBlocked(id: $id, blocked: $blocked) { message host { id isBlocked } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteHost($id: ID!) {\n    deleteHost(id: $id) { id message }\n  }\n"): (typeof documents)["\n  mutation DeleteHost($id: ID!) {\n    deleteHost(id: $id) { id message }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreHost($id: ID!) {\n    restoreHost(id: $id) { message host { id } }\n  }\n"): (typeof documents)["\n  mutation RestoreHost($id: ID!) {\n    restoreHost(id: $id) { message host { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IntellectualProperties($limit: Int, $offset: Int, $search: String) {\n    intellectualProperties(limit: $limit, offset: $offset, search: $search) {\n      count\n      items { id name fullName icon weekDay createdAt }\n    }\n  }\n"): (typeof documents)["\n  query IntellectualProperties($limit: Int, $offset: Int, $search: String) {\n    intellectualProperties(limit: $limit, offset: $offset, search: $search) {\n      count\n      items { id name fullName icon weekDay createdAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IntellectualProperty($id: ID!) {\n    intellectualProperty(id: $id) { id name fullName icon weekDay createdAt updatedAt }\n  }\n"): (typeof documents)["\n  query IntellectualProperty($id: ID!) {\n    intellectualProperty(id: $id) { id name fullName icon weekDay createdAt updatedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateIntellectualProperty($input: CreateIntellectualPropertyInput!) {\n    createIntellectualProperty(input: $input) { message intellectualProperty { id } }\n  }\n"): (typeof documents)["\n  mutation CreateIntellectualProperty($input: CreateIntellectualPropertyInput!) {\n    createIntellectualProperty(input: $input) { message intellectualProperty { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateIntellectualProperty($input: UpdateIntellectualPropertyInput!, $expectedUpdatedAt: DateTime) {\n    updateIntellectualProperty(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message intellectualProperty { id updatedAt } }\n  }\n"): (typeof documents)["\n  mutation UpdateIntellectualProperty($input: UpdateIntellectualPropertyInput!, $expectedUpdatedAt: DateTime) {\n    updateIntellectualProperty(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message intellectualProperty { id updatedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventMemories($eventId: ID!, $limit: Int, $offset: Int, $deleted: Boolean, $status: Status) {\n    eventMemories(eventId: $eventId, limit: $limit, offset: $offset, deleted: $deleted, status: $status) {\n      count\n      items { id eventId image orientation status createdAt updatedAt }\n    }\n  }\n"): (typeof documents)["\n  query EventMemories($eventId: ID!, $limit: Int, $offset: Int, $deleted: Boolean, $status: Status) {\n    eventMemories(eventId: $eventId, limit: $limit, offset: $offset, deleted: $deleted, status: $status) {\n      count\n      items { id eventId image orientation status createdAt updatedAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventMemory($id: ID!) {\n    eventMemory(id: $id) { id eventId image orientation status createdAt updatedAt }\n  }\n"): (typeof documents)["\n  query EventMemory($id: ID!) {\n    eventMemory(id: $id) { id eventId image orientation status createdAt updatedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemoryEventChoices($search: String, $status: Status) {\n    allEvents(search: $search, status: $status) { id name date image }\n  }\n"): (typeof documents)["\n  query MemoryEventChoices($search: String, $status: Status) {\n    allEvents(search: $search, status: $status) { id name date image }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEventMemory($input: CreateEventMemoryInput!) {\n    createEventMemory(input: $input) { message eventMemory { id } }\n  }\n"): (typeof documents)["\n  mutation CreateEventMemory($input: CreateEventMemoryInput!) {\n    createEventMemory(input: $input) { message eventMemory { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEventMemory($id: ID!, $input: EventMemoryInput!, $expectedUpdatedAt: DateTime) {\n    updateEventMemory(id: $id, input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message eventMemory { id updatedAt } }\n  }\n"): (typeof documents)["\n  mutation UpdateEventMemory($id: ID!, $input: EventMemoryInput!, $expectedUpdatedAt: DateTime) {\n    updateEventMemory(id: $id, input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message eventMemory { id updatedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetEventMemoryStatus($id: ID!, $status: Status!) {\n    setEventMemoryStatus(id: $id, status: $status) { message eventMemory { id status updatedAt } }\n  }\n"): (typeof documents)["\n  mutation SetEventMemoryStatus($id: ID!, $status: Status!) {\n    setEventMemoryStatus(id: $id, status: $status) { message eventMemory { id status updatedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEventMemory($id: ID!) {\n    deleteEventMemory(id: $id) { id message }\n  }\n"): (typeof documents)["\n  mutation DeleteEventMemory($id: ID!) {\n    deleteEventMemory(id: $id) { id message }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreEventMemory($id: ID!) {\n    restoreEventMemory(id: $id) { message eventMemory { id } }\n  }\n"): (typeof documents)["\n  mutation RestoreEventMemory($id: ID!) {\n    restoreEventMemory(id: $id) { message eventMemory { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Menus($search: String, $status: Status) {\n    menus(search: $search, status: $status) { id name image pdf status }\n  }\n"): (typeof documents)["\n  query Menus($search: String, $status: Status) {\n    menus(search: $search, status: $status) { id name image pdf status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Menu($id: ID!) {\n    menu(id: $id) { id name image pdf status updatedAt }\n  }\n"): (typeof documents)["\n  query Menu($id: ID!) {\n    menu(id: $id) { id name image pdf status updatedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMenu($input: UpdateMenuInput!, $expectedUpdatedAt: DateTime) {\n    updateMenu(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message menu { id updatedAt } }\n  }\n"): (typeof documents)["\n  mutation UpdateMenu($input: UpdateMenuInput!, $expectedUpdatedAt: DateTime) {\n    updateMenu(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message menu { id updatedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMenuStatus($id: ID!, $status: Status!) {\n    setMenuStatus(id: $id, status: $status) { message menu { id status } }\n  }\n"): (typeof documents)["\n  mutation SetMenuStatus($id: ID!, $status: Status!) {\n    setMenuStatus(id: $id, status: $status) { message menu { id status } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterSubscribers($limit: Int, $offset: Int, $search: String, $subscribed: Boolean) {\n    newsletterSubscribers(limit: $limit, offset: $offset, search: $search, subscribed: $subscribed) {\n      count\n      items { id email lastSubmission subscribeCount isSubscribed }\n    }\n  }\n"): (typeof documents)["\n  query NewsletterSubscribers($limit: Int, $offset: Int, $search: String, $subscribed: Boolean) {\n    newsletterSubscribers(limit: $limit, offset: $offset, search: $search, subscribed: $subscribed) {\n      count\n      items { id email lastSubmission subscribeCount isSubscribed }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterCampaigns($limit: Int, $offset: Int, $search: String) {\n    newsletterCampaigns(limit: $limit, offset: $offset, search: $search) {\n      count\n      items { id subject sentBy createdAt total sent failed pending sending }\n    }\n  }\n"): (typeof documents)["\n  query NewsletterCampaigns($limit: Int, $offset: Int, $search: String) {\n    newsletterCampaigns(limit: $limit, offset: $offset, search: $search) {\n      count\n      items { id subject sentBy createdAt total sent failed pending sending }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterCampaignFailures($id: ID!) {\n    newsletterCampaign(id: $id) { id failures { email attempts reply } }\n  }\n"): (typeof documents)["\n  query NewsletterCampaignFailures($id: ID!) {\n    newsletterCampaign(id: $id) { id failures { email attempts reply } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendNewsletter($input: SendNewsletterInput!) {\n    sendNewsletter(input: $input) { message campaign { id } }\n  }\n"): (typeof documents)["\n  mutation SendNewsletter($input: SendNewsletterInput!) {\n    sendNewsletter(input: $input) { message campaign { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Roles($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $status: Status) {\n    roles(limit: $limit, offset: $offset, search: $search, deleted: $deleted, status: $status) {\n      count\n      items { id name status createdAt }\n    }\n  }\n"): (typeof documents)["\n  query Roles($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $status: Status) {\n    roles(limit: $limit, offset: $offset, search: $search, deleted: $deleted, status: $status) {\n      count\n      items { id name status createdAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Role($id: ID!) {\n    role(id: $id) {\n      id\n      name\n      status\n      createdAt\n      updatedAt\n      permissions { module all add view edit del }\n    }\n  }\n"): (typeof documents)["\n  query Role($id: ID!) {\n    role(id: $id) {\n      id\n      name\n      status\n      createdAt\n      updatedAt\n      permissions { module all add view edit del }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRole($input: CreateRoleInput!) {\n    createRole(input: $input) { message role { id } }\n  }\n"): (typeof documents)["\n  mutation CreateRole($input: CreateRoleInput!) {\n    createRole(input: $input) { message role { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRole($input: UpdateRoleInput!, $expectedUpdatedAt: DateTime) {\n    updateRole(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message role { id updatedAt } }\n  }\n"): (typeof documents)["\n  mutation UpdateRole($input: UpdateRoleInput!, $expectedUpdatedAt: DateTime) {\n    updateRole(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message role { id updatedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRoleStatus($id: ID!, $status: Status!) {\n    setRoleStatus(id: $id, status: $status) { message role { id status } }\n  }\n"): (typeof documents)["\n  mutation SetRoleStatus($id: ID!, $status: Status!) {\n    setRoleStatus(id: $id, status: $status) { message role { id status } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRole($id: ID!) {\n    deleteRole(id: $id) { id message }\n  }\n"): (typeof documents)["\n  mutation DeleteRole($id: ID!) {\n    deleteRole(id: $id) { id message }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreRole($id: ID!) {\n    restoreRole(id: $id) { message role { id } }\n  }\n"): (typeof documents)["\n  mutation RestoreRole($id: ID!) {\n    restoreRole(id: $id) { message role { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Sections($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $status: Status) {\n    sections(limit: $limit, offset: $offset, search: $search, deleted: $deleted, status: $status) {\n      count\n      items { id name status createdAt }\n    }\n  }\n"): (typeof documents)["\n  query Sections($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $status: Status) {\n    sections(limit: $limit, offset: $offset, search: $search, deleted: $deleted, status: $status) {\n      count\n      items { id name status createdAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Section($id: ID!) {\n    section(id: $id) { id name status createdAt updatedAt }\n  }\n"): (typeof documents)["\n  query Section($id: ID!) {\n    section(id: $id) { id name status createdAt updatedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSection($name: String!) {\n    createSection(name: $name) { message section { id } }\n  }\n"): (typeof documents)["\n  mutation CreateSection($name: String!) {\n    createSection(name: $name) { message section { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSection($id: ID!, $name: String!, $expectedUpdatedAt: DateTime) {\n    updateSection(id: $id, name: $name, expectedUpdatedAt: $expectedUpdatedAt) { message section { id updatedAt } }\n  }\n"): (typeof documents)["\n  mutation UpdateSection($id: ID!, $name: String!, $expectedUpdatedAt: DateTime) {\n    updateSection(id: $id, name: $name, expectedUpdatedAt: $expectedUpdatedAt) { message section { id updatedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSectionStatus($id: ID!, $status: Status!) {\n    setSectionStatus(id: $id, status: $status) { message section { id status } }\n  }\n"): (typeof documents)["\n  mutation SetSectionStatus($id: ID!, $status: Status!) {\n    setSectionStatus(id: $id, status: $status) { message section { id status } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSection($id: ID!) {\n    deleteSection(id: $id) { id message }\n  }\n"): (typeof documents)["\n  mutation DeleteSection($id: ID!) {\n    deleteSection(id: $id) { id message }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreSection($id: ID!) {\n    restoreSection(id: $id) { message section { id } }\n  }\n"): (typeof documents)["\n  mutation RestoreSection($id: ID!) {\n    restoreSection(id: $id) { message section { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Services($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $status: Status) {\n    services(limit: $limit, offset: $offset, search: $search, deleted: $deleted, status: $status) {\n      count\n      items { id title description image status createdAt }\n    }\n  }\n"): (typeof documents)["\n  query Services($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $status: Status) {\n    services(limit: $limit, offset: $offset, search: $search, deleted: $deleted, status: $status) {\n      count\n      items { id title description image status createdAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Service($id: ID!) {\n    service(id: $id) { id title description image icon status createdAt updatedAt }\n  }\n"): (typeof documents)["\n  query Service($id: ID!) {\n    service(id: $id) { id title description image icon status createdAt updatedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateService($input: CreateServiceInput!) {\n    createService(input: $input) { message service { id } }\n  }\n"): (typeof documents)["\n  mutation CreateService($input: CreateServiceInput!) {\n    createService(input: $input) { message service { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateService($input: UpdateServiceInput!, $expectedUpdatedAt: DateTime) {\n    updateService(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message service { id updatedAt } }\n  }\n"): (typeof documents)["\n  mutation UpdateService($input: UpdateServiceInput!, $expectedUpdatedAt: DateTime) {\n    updateService(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message service { id updatedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetServiceStatus($id: ID!, $status: Status!) {\n    setServiceStatus(id: $id, status: $status) { message service { id status } }\n  }\n"): (typeof documents)["\n  mutation SetServiceStatus($id: ID!, $status: Status!) {\n    setServiceStatus(id: $id, status: $status) { message service { id status } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteService($id: ID!) {\n    deleteService(id: $id) { id message }\n  }\n"): (typeof documents)["\n  mutation DeleteService($id: ID!) {\n    deleteService(id: $id) { id message }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreService($id: ID!) {\n    restoreService(id: $id) { message service { id } }\n  }\n"): (typeof documents)["\n  mutation RestoreService($id: ID!) {\n    restoreService(id: $id) { message service { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubAdmins($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $blocked: Boolean) {\n    subAdmins(limit: $limit, offset: $offset, search: $search, deleted: $deleted, blocked: $blocked) {\n      count\n      items { id name email isBlocked createdAt role { id name } }\n    }\n  }\n"): (typeof documents)["\n  query SubAdmins($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $blocked: Boolean) {\n    subAdmins(limit: $limit, offset: $offset, search: $search, deleted: $deleted, blocked: $blocked) {\n      count\n      items { id name email isBlocked createdAt role { id name } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubAdmin($id: ID!) {\n    subAdmin(id: $id) { id name email isBlocked passwordSet createdAt updatedAt role { id name } }\n  }\n"): (typeof documents)["\n  query SubAdmin($id: ID!) {\n    subAdmin(id: $id) { id name email isBlocked passwordSet createdAt updatedAt role { id name } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSubAdmin($input: CreateSubAdminInput!) {\n    createSubAdmin(input: $input) { message subAdmin { id } }\n  }\n"): (typeof documents)["\n  mutation CreateSubAdmin($input: CreateSubAdminInput!) {\n    createSubAdmin(input: $input) { message subAdmin { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSubAdmin($input: UpdateSubAdminInput!, $expectedUpdatedAt: DateTime) {\n    updateSubAdmin(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message subAdmin { id updatedAt } }\n  }\n"): (typeof documents)["\n  mutation UpdateSubAdmin($input: UpdateSubAdminInput!, $expectedUpdatedAt: DateTime) {\n    updateSubAdmin(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message subAdmin { id updatedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSubAdminBlocked($id: ID!, $blocked: Boolean!) {\n    setSubAdminBlocked(id: $id, blocked: $blocked) { message subAdmin { id isBlocked } }\n  }\n"): (typeof documents)["\n  mutation SetSubAdminBlocked($id: ID!, $blocked: Boolean!) {\n    setSubAdminBlocked(id: $id, blocked: $blocked) { message subAdmin { id isBlocked } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSubAdmin($id: ID!) {\n    deleteSubAdmin(id: $id) { id message }\n  }\n"): (typeof documents)["\n  mutation DeleteSubAdmin($id: ID!) {\n    deleteSubAdmin(id: $id) { id message }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreSubAdmin($id: ID!) {\n    restoreSubAdmin(id: $id) { message subAdmin { id } }\n  }\n"): (typeof documents)["\n  mutation RestoreSubAdmin($id: ID!) {\n    restoreSubAdmin(id: $id) { message subAdmin { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubAdminRoleChoices {\n    allRoles { id name }\n  }\n"): (typeof documents)["\n  query SubAdminRoleChoices {\n    allRoles { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllSections {\n    allSections { id name }\n  }\n"): (typeof documents)["\n  query AllSections {\n    allSections { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTable($input: CreateTableInput!) {\n    createTable(input: $input) { message table { id } }\n  }\n"): (typeof documents)["\n  mutation CreateTable($input: CreateTableInput!) {\n    createTable(input: $input) { message table { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTable($input: UpdateTableInput!, $expectedUpdatedAt: DateTime) {\n    updateTable(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message table { id updatedAt } }\n  }\n"): (typeof documents)["\n  mutation UpdateTable($input: UpdateTableInput!, $expectedUpdatedAt: DateTime) {\n    updateTable(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message table { id updatedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tables($date: Date, $limit: Int, $offset: Int, $search: String, $deleted: Boolean, $status: Status) {\n    tables(date: $date, limit: $limit, offset: $offset, search: $search, deleted: $deleted, status: $status) {\n      count\n      items { id name tableNo capacity image isFeatured status section { id name } category { id name } date price bookingStatus createdAt }\n    }\n  }\n"): (typeof documents)["\n  query Tables($date: Date, $limit: Int, $offset: Int, $search: String, $deleted: Boolean, $status: Status) {\n    tables(date: $date, limit: $limit, offset: $offset, search: $search, deleted: $deleted, status: $status) {\n      count\n      items { id name tableNo capacity image isFeatured status section { id name } category { id name } date price bookingStatus createdAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Table($id: ID!, $date: Date) {\n    table(id: $id, date: $date) { id name tableNo capacity image inclusions isFeatured status section { id name } category { id name } date price bookingStatus createdAt updatedAt }\n  }\n"): (typeof documents)["\n  query Table($id: ID!, $date: Date) {\n    table(id: $id, date: $date) { id name tableNo capacity image inclusions isFeatured status section { id name } category { id name } date price bookingStatus createdAt updatedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTableStatus($id: ID!, $status: Status!) {\n    setTableStatus(id: $id, status: $status) { message table { id status } }\n  }\n"): (typeof documents)["\n  mutation SetTableStatus($id: ID!, $status: Status!) {\n    setTableStatus(id: $id, status: $status) { message table { id status } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTableFeatured($id: ID!, $isFeatured: Boolean!) {\n    setTableFeatured(id: $id, isFeatured: $isFeatured) { message table { id isFeatured } }\n  }\n"): (typeof documents)["\n  mutation SetTableFeatured($id: ID!, $isFeatured: Boolean!) {\n    setTableFeatured(id: $id, isFeatured: $isFeatured) { message table { id isFeatured } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTable($id: ID!) {\n    deleteTable(id: $id) { id message }\n  }\n"): (typeof documents)["\n  mutation DeleteTable($id: ID!) {\n    deleteTable(id: $id) { id message }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreTable($id: ID!) {\n    restoreTable(id: $id) { message table { id } }\n  }\n"): (typeof documents)["\n  mutation RestoreTable($id: ID!) {\n    restoreTable(id: $id) { message table { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Users($limit: Int, $offset: Int, $search: String, $deleted: Boolean) {\n    users(limit: $limit, offset: $offset, search: $search, deleted: $deleted) {\n      count\n      items { id name email mobileCode mobileNo dob createdAt }\n    }\n  }\n"): (typeof documents)["\n  query Users($limit: Int, $offset: Int, $search: String, $deleted: Boolean) {\n    users(limit: $limit, offset: $offset, search: $search, deleted: $deleted) {\n      count\n      items { id name email mobileCode mobileNo dob createdAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query User($id: ID!) {\n    user(id: $id) { id name firstName lastName email mobileCode mobileNo dob createdAt updatedAt }\n  }\n"): (typeof documents)["\n  query User($id: ID!) {\n    user(id: $id) { id name firstName lastName email mobileCode mobileNo dob createdAt updatedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) { message user { id } }\n  }\n"): (typeof documents)["\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) { message user { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($input: UpdateUserInput!, $expectedUpdatedAt: DateTime) {\n    updateUser(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message user { id updatedAt } }\n  }\n"): (typeof documents)["\n  mutation UpdateUser($input: UpdateUserInput!, $expectedUpdatedAt: DateTime) {\n    updateUser(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message user { id updatedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) { id message }\n  }\n"): (typeof documents)["\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) { id message }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreUser($id: ID!) {\n    restoreUser(id: $id) { message user { id } }\n  }\n"): (typeof documents)["\n  mutation RestoreUser($id: ID!) {\n    restoreUser(id: $id) { message user { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WeekAnthems($limit: Int, $offset: Int, $search: String) {\n    weekAnthems(limit: $limit, offset: $offset, search: $search) {\n      count\n      items { id weekDay primaryImage offer description }\n    }\n  }\n"): (typeof documents)["\n  query WeekAnthems($limit: Int, $offset: Int, $search: String) {\n    weekAnthems(limit: $limit, offset: $offset, search: $search) {\n      count\n      items { id weekDay primaryImage offer description }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WeekAnthem($id: ID!) {\n    weekAnthem(id: $id) { id weekDay primaryImage offer description icon updatedAt }\n  }\n"): (typeof documents)["\n  query WeekAnthem($id: ID!) {\n    weekAnthem(id: $id) { id weekDay primaryImage offer description icon updatedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWeekAnthem($input: UpdateWeekAnthemInput!, $expectedUpdatedAt: DateTime) {\n    updateWeekAnthem(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message weekAnthem { id updatedAt } }\n  }\n"): (typeof documents)["\n  mutation UpdateWeekAnthem($input: UpdateWeekAnthemInput!, $expectedUpdatedAt: DateTime) {\n    updateWeekAnthem(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message weekAnthem { id updatedAt } }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;