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