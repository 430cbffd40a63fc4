/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Who an account is: the Admin passes every check, a sub-admin has its role's rights. */
export type AccountType =
  | 'ADMIN'
  | 'SUB_ADMIN';

/** A table's booking status on a date. */
export type BookingStatus =
  | 'AVAILABLE'
  | 'BOOKED'
  | 'HOLD';

/** What a booking is for: a TABLE on a venue day ("Table", REST 1) or event tickets ("Ticket", REST 2). */
export type BookingType =
  | 'TABLE'
  | 'TICKET';

/** A category's layout picture. */
export type CategoryLayoutInput = {
  /** The Key of an uploaded PNG (section `category`). */
  image: string;
  /** The picture's alternative text; left out: the category's name. */
  imageAlt?: string | null | undefined;
};

/** A category type of §3, shared with the venue's categories: Silver 1, Gold 2, Premium 3 in the REST API. */
export type CategoryType =
  | 'GOLD'
  | 'PREMIUM'
  | 'SILVER';

/** A new category. */
export type CreateCategoryInput = {
  /** The seating layout picture. */
  layout: CategoryLayoutInput;
  /** Required, unique among live categories. */
  name: string;
};

/** A new price record of a category. */
export type CreateCategoryRecordInput = {
  /** The category the record prices. */
  categoryId: string | number;
  /** The first day, "YYYY-MM-DD". */
  fromDate: string;
  /** AED, 1 to 10,000,000, at most 2 decimals (more is refused: "Price may have at most 2 decimals"). */
  price: number;
  /** The last day, "YYYY-MM-DD": 1 to 15 days after fromDate. */
  toDate: string;
};

/** A new event. */
export type CreateEventInput = {
  /** Left out: the venue's default address (VENUE_ADDRESS). */
  address?: string | null | undefined;
  /** Minimum age, 18 to 100; left out: 21. */
  admission?: number | null | undefined;
  /** 0 to 20 rows naming live categories, each at most once. */
  categories: Array<EventCategoryInput>;
  /** YYYY-MM-DD, not before today in the venue. */
  date: string;
  /** 1 to 30 non-empty texts. */
  howToRedeem: Array<string>;
  /** The Key of an uploaded 0.75:1 picture (section `events`). */
  image: string;
  /** 1 to 30 non-empty texts. */
  importantInformation: Array<string>;
  /** 1 to 30 non-empty texts. */
  inclusions: Array<string>;
  /** An IP's id; left out: none. */
  ipId?: string | number | null | undefined;
  /** 1 to 30 non-empty texts. */
  itinerary: Array<string>;
  /** Required. */
  name: string;
  /** A whole number of at least 1. */
  popularity: number;
  /** Required. */
  summary: string;
  /** 24-hour HH:MM. */
  time: string;
};

/** A new event picture. */
export type CreateEventMemoryInput = {
  /** A live event's id. */
  eventId: string | number;
  /** The Key of an uploaded image (section `eventMemories`). */
  image: string;
  /** Must match how the stored image is turned. */
  orientation: GalleryOrientation;
};

/** A new ticket set. */
export type CreateEventTicketInput = {
  /** At least one row, each type at most once. */
  categories: Array<EventTicketCategoryInput>;
  /** A live event with no ticket set yet. */
  eventId: string | number;
};

/** A new host. */
export type CreateHostInput = {
  /** A valid email, unique across staff accounts. */
  email: string;
  /** Required, up to 100 characters. */
  firstName: string;
  /** Required, up to 100 characters. */
  lastName: string;
  /** At least 8 characters. */
  password: string;
};

/** A new IP. */
export type CreateIntellectualPropertyInput = {
  /** Required, up to 200 characters. */
  fullName: string;
  /** The Key of an uploaded 16:9 picture (section `intellectualProperties`). */
  icon: string;
  /** Required, up to 100 characters. */
  name: string;
  /** The night the brand runs; left out: none. */
  weekDay?: WeekDay | null | undefined;
};

/** A new role. */
export type CreateRoleInput = {
  /** Required, unique among live roles. */
  name: string;
  /** The role's rights per module; modules left out have none. */
  permissions: Array<PermissionInput>;
};

/** A new service. */
export type CreateServiceInput = {
  /** Required. */
  description: string;
  /** The Key of an uploaded square icon (section `icons`); left out: none. */
  icon?: string | null | undefined;
  /** The Key of an uploaded 16:9 picture (section `services`). */
  image: string;
  /** Required, up to 100 characters. */
  title: string;
};

/** A new sub-admin. */
export type CreateSubAdminInput = {
  /** A valid email, unique across staff accounts. */
  email: string;
  /** Required. */
  name: string;
  /** At least 8 characters. */
  password: string;
  /** An active role's id (see `allRoles`). */
  roleId: string | number;
};

/** A new table. */
export type CreateTableInput = {
  /** Guests it seats, 1 to 15 (§9). */
  capacity: number;
  /** A live category's id. */
  categoryId: string | number;
  /** The Key of an uploaded 1.66:1 picture (section `tables`). */
  image: string;
  /** 1 to 30 non-empty texts. */
  inclusions: Array<string>;
  /** Required. */
  name: string;
  /** A live section's id. */
  sectionId: string | number;
  /** Optional number shown on the floor. */
  tableNo?: string | null | undefined;
};

/** A new user. */
export type CreateUserInput = {
  /** Date of birth, "YYYY-MM-DD", not in the future. */
  dob: string;
  /** A valid email, unique among live users. */
  email: string;
  /** Required, up to 100 characters. */
  firstName: string;
  /** Required, up to 100 characters. */
  lastName: string;
  /** Country code like "+971". */
  mobileCode: string;
  /** 4 to 15 digits. */
  mobileNo: string;
};

/** Where an enquiry stands: filed as PENDING, MARKED once staff dealt with it (REST 1, 2). */
export type EnquiryStatus =
  | 'MARKED'
  | 'PENDING';

/** A category row of an event form. */
export type EventCategoryInput = {
  /** A live venue category's id, at most once per event ("Each category may appear once"). */
  categoryId: string | number;
  /** Ignored: the row is named as its category is (the event shows the category's own name). */
  name?: string | null | undefined;
  /** AED, 1 to 10,000,000, at most 2 decimals (more is refused: "Price may have at most 2 decimals"). */
  price: number;
};

/** An event picture's new image and orientation. */
export type EventMemoryInput = {
  /** The Key of an uploaded image (section `eventMemories`). */
  image: string;
  /** Must match how the stored image is turned. */
  orientation: GalleryOrientation;
};

/** A category row of a ticket set form. */
export type EventTicketCategoryInput = {
  /** On update: the saved category this row changes; left out for a new row (create takes none). */
  id?: string | number | null | undefined;
  /** Up to 100 characters. */
  name: string;
  /** Up to 200 characters. */
  offer: string;
  /** AED, 0 to 10,000,000, at most 2 decimals (more is refused: "Price may have at most 2 decimals"). */
  price: number;
  /** 100 to 500; on update never below the tickets already booked. */
  totalTickets: number;
  /** Silver, Gold or Premium; each at most once per set. */
  type: CategoryType;
};

/** A gallery picture's image and orientation. */
export type GalleryImageInput = {
  /** The Key of an uploaded image (section `gallery`). */
  image: string;
  /** Must match how the stored image is turned. */
  orientation: GalleryOrientation;
};

/** Portrait pictures are stored with metaData 2000x3000, landscape ones with 3000x2000. */
export type GalleryOrientation =
  | 'LANDSCAPE'
  | 'PORTRAIT';

/** Where a booking's payment stands (REST 1 to 4); the list shows it as a dot: PENDING yellow and pulsing, IN_PROGRESS blue, SUCCESSFUL green, FAILED red. */
export type PaymentStatus =
  | 'FAILED'
  | 'IN_PROGRESS'
  | 'PENDING'
  | 'SUCCESSFUL';

/** One row of a role's permission matrix, as sent when saving the role. */
export type PermissionInput = {
  /** May create records. */
  add: boolean;
  /** Every action below. */
  all: boolean;
  /** May delete records. */
  del: boolean;
  /** May change records, their status and switches, and restore them. */
  edit: boolean;
  /** The module this row is for. */
  module: PermissionModule;
  /** May read the module's lists and records. */
  view: boolean;
};

/**
 * The 17 permission modules of §3. The values are the module keys the REST API, the web and the CLI
 * use (`eventTickets`, `followUs`), so a permission row reads the same everywhere.
 */
export type PermissionModule =
  | 'bookings'
  | 'categories'
  | 'contactUs'
  | 'eventTickets'
  | 'events'
  | 'followUs'
  | 'galleries'
  | 'hosts'
  | 'intellectualProperties'
  | 'memoryEvents'
  | 'menu'
  | 'newsletters'
  | 'sections'
  | 'services'
  | 'tables'
  | 'users'
  | 'weekAnthems';

/** How a search hit matched its text: the whole of it, its start, or somewhere inside. */
export type SearchRank =
  | 'CONTAINS'
  | 'EXACT'
  | 'PREFIX';

/** A newsletter to send to every subscribed address. */
export type SendNewsletterInput = {
  /**
   * One per submission (a form's, a script's run): the same key again returns the same campaign and
   * sends nothing twice. Left out, every call is a newsletter of its own.
   */
  idempotencyKey?: string | null | undefined;
  /** 100 to 1000 characters once trimmed. */
  message: string;
  /** 10 to 200 characters once trimmed. */
  subject: string;
};

/** The occasion an enquiry is about (REST 1, 2, 3). */
export type SpecialOccasion =
  | 'BIRTHDAY'
  | 'MARRIAGE_ANNIVERSARY'
  | 'NONE';

/** Record status: 1 active, 2 inactive in the REST API. */
export type Status =
  | 'ACTIVE'
  | 'INACTIVE';

/** A category's new values. */
export type UpdateCategoryInput = {
  /** The category to change. */
  id: string | number;
  /** Left out: keep the current layout. */
  layout?: CategoryLayoutInput | null | undefined;
  /** Required, unique among live categories. */
  name: string;
};

/** A price record's new price (its days never change). */
export type UpdateCategoryRecordInput = {
  /** The category the record belongs to. */
  categoryId: string | number;
  /** The record to change. */
  id: string | number;
  /** AED, 1 to 10,000,000, at most 2 decimals (more is refused: "Price may have at most 2 decimals"). */
  price: number;
};

/** An event's new values. */
export type UpdateEventInput = {
  /** Left out: keep the event's address; an empty one is refused ("Address is required"). */
  address?: string | null | undefined;
  /** 18 to 100; left out: keep the event's admission. */
  admission?: number | null | undefined;
  /** 0 to 20 rows naming live categories, each at most once. */
  categories: Array<EventCategoryInput>;
  /** Left out: keep the date (the edit screen does not change it). */
  date?: string | null | undefined;
  /** 1 to 30 non-empty texts. */
  howToRedeem: Array<string>;
  /** The event to change. */
  id: string | number;
  /** The Key of an uploaded 0.75:1 picture (section `events`). */
  image: string;
  /** 1 to 30 non-empty texts. */
  importantInformation: Array<string>;
  /** 1 to 30 non-empty texts. */
  inclusions: Array<string>;
  /** An IP's id; null: none; left out: keep the event's IP. */
  ipId?: string | number | null | undefined;
  /** 1 to 30 non-empty texts. */
  itinerary: Array<string>;
  /** Required. */
  name: string;
  /** A whole number of at least 1. */
  popularity: number;
  /** Required. */
  summary: string;
  /** 24-hour HH:MM. */
  time: string;
};

/** A ticket set's new rows. */
export type UpdateEventTicketInput = {
  /** The set's rows as they should be: saved rows named by id change, new rows are added, rows left out are removed (refused while booked). */
  categories: Array<EventTicketCategoryInput>;
  /** The set to change. */
  id: string | number;
};

/** A host's new values. */
export type UpdateHostInput = {
  /** A valid email, unique across staff accounts. */
  email: string;
  /** Required, up to 100 characters. */
  firstName: string;
  /** The host to change. */
  id: string | number;
  /** Required, up to 100 characters. */
  lastName: string;
  /** Left out or empty: keep the current password. */
  password?: string | null | undefined;
};

/** An IP's new values. */
export type UpdateIntellectualPropertyInput = {
  /** Required, up to 200 characters. */
  fullName: string;
  /** The Key of an uploaded 16:9 picture (section `intellectualProperties`). */
  icon: string;
  /** The IP to change. */
  id: string | number;
  /** Required, up to 100 characters. */
  name: string;
  /** Left out: keep the current day; null: the brand has none. */
  weekDay?: WeekDay | null | undefined;
};

/** Omitting image or pdf keeps the current file; a key must come from an upload of the right kind. */
export type UpdateMenuInput = {
  /** The slot to change. */
  id: string | number;
  /** The Key of an uploaded picture (section `menu`). */
  image?: string | null | undefined;
  /** Required. */
  name: string;
  /** The Key of an uploaded PDF (section `menu`); left out or null: keep the slot's. A slot without a PDF must be given one ("Please select a PDF file."). */
  pdf?: string | null | undefined;
};

/** A role's new name and rights. */
export type UpdateRoleInput = {
  /** The role to change. */
  id: string | number;
  /** Required, unique among live roles. */
  name: string;
  /** The role's rights per module; modules left out have none. */
  permissions: Array<PermissionInput>;
};

/** A service's new values. */
export type UpdateServiceInput = {
  /** Required. */
  description: string;
  /** Left out: keep the current icon; null: remove it. */
  icon?: string | null | undefined;
  /** The service to change. */
  id: string | number;
  /** The Key of an uploaded 16:9 picture (section `services`). */
  image: string;
  /** Required, up to 100 characters. */
  title: string;
};

/** A sub-admin's new values. */
export type UpdateSubAdminInput = {
  /** A valid email, unique across staff accounts. */
  email: string;
  /** The sub-admin to change. */
  id: string | number;
  /** Required. */
  name: string;
  /** Left out or empty: keep the current password (a new one ends the sub-admin's sessions). */
  password?: string | null | undefined;
  /** An active role's id (see `allRoles`). */
  roleId: string | number;
};

/** A table's new values. */
export type UpdateTableInput = {
  /** Guests it seats, 1 to 15 (§9). */
  capacity: number;
  /** A live category's id. */
  categoryId: string | number;
  /** The table to change. */
  id: string | number;
  /** Left out: keep the current image. */
  image?: string | null | undefined;
  /** 1 to 30 non-empty texts. */
  inclusions: Array<string>;
  /** Required. */
  name: string;
  /** A live section's id. */
  sectionId: string | number;
  /** Optional number shown on the floor; null or "": none; left out: keep the table's number. */
  tableNo?: string | null | undefined;
};

/** A user's new values. */
export type UpdateUserInput = {
  /** Date of birth, "YYYY-MM-DD", not in the future. */
  dob: string;
  /** A valid email, unique among live users. */
  email: string;
  /** Required, up to 100 characters. */
  firstName: string;
  /** The user to change. */
  id: string | number;
  /** Required, up to 100 characters. */
  lastName: string;
  /** Country code like "+971". */
  mobileCode: string;
  /** 4 to 15 digits. */
  mobileNo: string;
};

/** A week anthem's new values (the day never changes). */
export type UpdateWeekAnthemInput = {
  /** Required. */
  description: string;
  /** Left out: keep the current icon; null: remove it. */
  icon?: string | null | undefined;
  /** The anthem to change. */
  id: string | number;
  /** Required. */
  offer: string;
  /** Left out or null: keep the current picture. */
  primaryImage?: string | null | undefined;
};

/** A day of the week as the venue numbers it in REST (1 Monday … 7 Sunday). */
export type WeekDay =
  | 'FRIDAY'
  | 'MONDAY'
  | 'SATURDAY'
  | 'SUNDAY'
  | 'THURSDAY'
  | 'TUESDAY'
  | 'WEDNESDAY';

export type PaletteSearchQueryVariables = Exact<{
  text: string;
  limit?: number | null | undefined;
}>;


export type PaletteSearchQuery = { search: Array<{ area: string, id: string, label: string, active: boolean, rank: SearchRank }> };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoginMutation = { login: { token: string, name: string, accountType: AccountType, message: string, roleActive: boolean, permissions: Array<{ module: PermissionModule, all: boolean, add: boolean, view: boolean, edit: boolean, del: boolean }> } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { message: string } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { name: string, accountType: AccountType, roleActive: boolean, permissions: Array<{ module: PermissionModule, all: boolean, add: boolean, view: boolean, edit: boolean, del: boolean }> } };

export type BookingsQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  search?: string | null | undefined;
  type?: BookingType | null | undefined;
  paymentStatus?: PaymentStatus | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type BookingsQuery = { bookings: { count: number, items: Array<{ id: string, bookingId: string, type: BookingType, price: number, paymentStatus: PaymentStatus, createdAt: string, event: { id: string, name: string, date: string } | null, table: { id: string, name: string, date: string } | null, user: { id: string, email: string }, host: { id: string, email: string } | null }> } };

export type CategoriesQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  search?: string | null | undefined;
  deleted?: boolean | null | undefined;
  status?: Status | null | undefined;
}>;


export type CategoriesQuery = { categories: { count: number, items: Array<{ id: string, name: string, status: Status, autoRenewal: boolean, tableCount: number, price: number | null, createdAt: string, layout: { image: string, imageAlt: string } }> } };

export type AllCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type AllCategoriesQuery = { allCategories: Array<{ id: string, name: string }> };

export type CategoryQueryVariables = Exact<{
  id: string | number;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type CategoryQuery = { category: { id: string, name: string, status: Status, autoRenewal: boolean, tableCount: number, price: number | null, createdAt: string, updatedAt: string, layout: { image: string, imageAlt: string } } | null, categoryRecords: { count: number, items: Array<{ id: string, fromDate: string, toDate: string, days: number, price: number, createdAt: string, updatedAt: string }> } };

export type SetCategoryStatusMutationVariables = Exact<{
  id: string | number;
  status: Status;
}>;


export type SetCategoryStatusMutation = { setCategoryStatus: { message: string, category: { id: string, status: Status } } };

export type SetCategoryAutoRenewalMutationVariables = Exact<{
  id: string | number;
  autoRenewal: boolean;
}>;


export type SetCategoryAutoRenewalMutation = { setCategoryAutoRenewal: { message: string, category: { id: string, autoRenewal: boolean, price: number | null } } };

export type DeleteCategoryMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCategoryMutation = { deleteCategory: { id: string, message: string } };

export type RestoreCategoryMutationVariables = Exact<{
  id: string | number;
}>;


export type RestoreCategoryMutation = { restoreCategory: { message: string, category: { id: string } } };

export type CreateCategoryMutationVariables = Exact<{
  input: CreateCategoryInput;
}>;


export type CreateCategoryMutation = { createCategory: { message: string, category: { id: string } } };

export type UpdateCategoryMutationVariables = Exact<{
  input: UpdateCategoryInput;
  expectedUpdatedAt?: string | null | undefined;
}>;


export type UpdateCategoryMutation = { updateCategory: { message: string, category: { id: string, updatedAt: string } } };

export type CreateCategoryRecordMutationVariables = Exact<{
  input: CreateCategoryRecordInput;
}>;


export type CreateCategoryRecordMutation = { createCategoryRecord: { message: string, record: { id: string } } };

export type UpdateCategoryRecordMutationVariables = Exact<{
  input: UpdateCategoryRecordInput;
  expectedUpdatedAt?: string | null | undefined;
}>;


export type UpdateCategoryRecordMutation = { updateCategoryRecord: { message: string, record: { id: string, updatedAt: string } } };

export type EnquiriesQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  search?: string | null | undefined;
  status?: EnquiryStatus | null | undefined;
}>;


export type EnquiriesQuery = { enquiries: { count: number, items: Array<{ id: string, name: string, email: string, mobileCode: string, mobileNo: string, dob: string, specialOccasion: SpecialOccasion, status: EnquiryStatus, createdAt: string }> } };

export type SetEnquiryStatusMutationVariables = Exact<{
  id: string | number;
  status: EnquiryStatus;
}>;


export type SetEnquiryStatusMutation = { setEnquiryStatus: { message: string, enquiry: { id: string, status: EnquiryStatus } } };

export type DashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardQuery = { dashboard: { pendingEnquiries: number | null, eventsTonight: Array<{ id: string, name: string, time: string }> | null, tablesToday: { booked: number, held: number } | null, bookings: { today: { count: number, revenue: number }, week: { count: number, revenue: number } } | null, newsletter: { id: string, subject: string, total: number, sent: number, failed: number, pending: number } | null } };

export type EventTicketFieldsFragment = { id: string, status: Status, isBlocked: boolean, createdAt: string, event: { id: string, name: string, date: string, image: string }, categories: Array<{ id: string, type: CategoryType, name: string, offer: string, price: number, totalTickets: number, bookedTickets: number }> };

export type EventTicketsQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  search?: string | null | undefined;
  eventId?: string | number | null | undefined;
  deleted?: boolean | null | undefined;
  blocked?: boolean | null | undefined;
}>;


export type EventTicketsQuery = { eventTickets: { count: number, items: Array<{ id: string, status: Status, isBlocked: boolean, createdAt: string, event: { id: string, name: string, date: string, image: string }, categories: Array<{ id: string, type: CategoryType, name: string, offer: string, price: number, totalTickets: number, bookedTickets: number }> }> } };

export type EventTicketQueryVariables = Exact<{
  id: string | number;
}>;


export type EventTicketQuery = { eventTicket: { updatedAt: string, id: string, status: Status, isBlocked: boolean, createdAt: string, event: { id: string, name: string, date: string, image: string }, categories: Array<{ id: string, type: CategoryType, name: string, offer: string, price: number, totalTickets: number, bookedTickets: number }> } | null };

export type TicketEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type TicketEventsQuery = { allEvents: Array<{ id: string, name: string, date: string }> };

export type CreateEventTicketMutationVariables = Exact<{
  input: CreateEventTicketInput;
}>;


export type CreateEventTicketMutation = { createEventTicket: { message: string, eventTicket: { id: string } } };

export type UpdateEventTicketMutationVariables = Exact<{
  input: UpdateEventTicketInput;
  expectedUpdatedAt?: string | null | undefined;
}>;


export type UpdateEventTicketMutation = { updateEventTicket: { message: string, eventTicket: { id: string, updatedAt: string } } };

export type SetEventTicketStatusMutationVariables = Exact<{
  id: string | number;
  status: Status;
}>;


export type SetEventTicketStatusMutation = { setEventTicketStatus: { message: string, eventTicket: { id: string, status: Status } } };

export type SetEventTicketBlockedMutationVariables = Exact<{
  id: string | number;
  blocked: boolean;
}>;


export type SetEventTicketBlockedMutation = { setEventTicketBlocked: { message: string, eventTicket: { id: string, isBlocked: boolean } } };

export type DeleteEventTicketMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteEventTicketMutation = { deleteEventTicket: { id: string, message: string } };

export type RestoreEventTicketMutationVariables = Exact<{
  id: string | number;
}>;


export type RestoreEventTicketMutation = { restoreEventTicket: { message: string, eventTicket: { id: string } } };

export type EventsQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  search?: string | null | undefined;
  deleted?: boolean | null | undefined;
  status?: Status | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type EventsQuery = { events: { count: number, items: Array<{ id: string, name: string, image: string, date: string, time: string, status: Status, createdAt: string, ip: { id: string, name: string } | null }> } };

export type EventQueryVariables = Exact<{
  id: string | number;
}>;


export type EventQuery = { event: { id: string, name: string, image: string, date: string, time: string, summary: string, admission: number, popularity: number, address: string, inclusions: Array<string>, howToRedeem: Array<string>, itinerary: Array<string>, importantInformation: Array<string>, status: Status, createdAt: string, updatedAt: string, ip: { id: string, name: string } | null, categories: Array<{ categoryId: string, name: string, price: number }> } | null };

export type EventDefaultsQueryVariables = Exact<{ [key: string]: never; }>;


export type EventDefaultsQuery = { eventDefaults: { admission: number, address: string } };

export type EventFormIpsQueryVariables = Exact<{ [key: string]: never; }>;


export type EventFormIpsQuery = { allIntellectualProperties: Array<{ id: string, name: string }> };

export type CreateEventMutationVariables = Exact<{
  input: CreateEventInput;
}>;


export type CreateEventMutation = { createEvent: { message: string, event: { id: string } } };

export type UpdateEventMutationVariables = Exact<{
  input: UpdateEventInput;
  expectedUpdatedAt?: string | null | undefined;
}>;


export type UpdateEventMutation = { updateEvent: { message: string, event: { id: string, updatedAt: string } } };

export type SetEventStatusMutationVariables = Exact<{
  id: string | number;
  status: Status;
}>;


export type SetEventStatusMutation = { setEventStatus: { message: string, event: { id: string, status: Status } } };

export type DeleteEventMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteEventMutation = { deleteEvent: { id: string, message: string } };

export type RestoreEventMutationVariables = Exact<{
  id: string | number;
}>;


export type RestoreEventMutation = { restoreEvent: { message: string, event: { id: string } } };

export type FollowsQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  status?: Status | null | undefined;
}>;


export type FollowsQuery = { follows: { count: number, items: Array<{ id: string, position: number, image: string | null, status: Status, updatedAt: string }> } };

export type SetFollowImageMutationVariables = Exact<{
  id: string | number;
  image: string;
  expectedUpdatedAt?: string | null | undefined;
}>;


export type SetFollowImageMutation = { setFollowImage: { message: string, follow: { id: string, image: string | null, updatedAt: string } } };

export type SetFollowStatusMutationVariables = Exact<{
  id: string | number;
  status: Status;
}>;


export type SetFollowStatusMutation = { setFollowStatus: { message: string, follow: { id: string, status: Status, updatedAt: string } } };

export type GalleryImagesQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  deleted?: boolean | null | undefined;
  status?: Status | null | undefined;
}>;


export type GalleryImagesQuery = { galleryImages: { count: number, items: Array<{ id: string, image: string, orientation: GalleryOrientation, status: Status, createdAt: string, updatedAt: string }> } };

export type CreateGalleryImageMutationVariables = Exact<{
  input: GalleryImageInput;
}>;


export type CreateGalleryImageMutation = { createGalleryImage: { message: string, galleryImage: { id: string } } };

export type UpdateGalleryImageMutationVariables = Exact<{
  id: string | number;
  input: GalleryImageInput;
  expectedUpdatedAt?: string | null | undefined;
}>;


export type UpdateGalleryImageMutation = { updateGalleryImage: { message: string, galleryImage: { id: string, updatedAt: string } } };

export type SetGalleryImageStatusMutationVariables = Exact<{
  id: string | number;
  status: Status;
}>;


export type SetGalleryImageStatusMutation = { setGalleryImageStatus: { message: string, galleryImage: { id: string, status: Status, updatedAt: string } } };

export type DeleteGalleryImageMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteGalleryImageMutation = { deleteGalleryImage: { id: string, message: string } };

export type RestoreGalleryImageMutationVariables = Exact<{
  id: string | number;
}>;


export type RestoreGalleryImageMutation = { restoreGalleryImage: { message: string, galleryImage: { id: string } } };

export type HostsQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  search?: string | null | undefined;
  deleted?: boolean | null | undefined;
  blocked?: boolean | null | undefined;
}>;


export type HostsQuery = { hosts: { count: number, items: Array<{ id: string, name: string, email: string, isBlocked: boolean, createdAt: string }> } };

export type HostQueryVariables = Exact<{
  id: string | number;
}>;


export type HostQuery = { host: { id: string, name: string, firstName: string, lastName: string, email: string, isBlocked: boolean, passwordSet: boolean, createdAt: string, updatedAt: string } | null };

export type CreateHostMutationVariables = Exact<{
  input: CreateHostInput;
}>;


export type CreateHostMutation = { createHost: { message: string, host: { id: string } } };

export type UpdateHostMutationVariables = Exact<{
  input: UpdateHostInput;
  expectedUpdatedAt?: string | null | undefined;
}>;


export type UpdateHostMutation = { updateHost: { message: string, host: { id: string, updatedAt: string } } };

export type SetHostBlockedMutationVariables = Exact<{
  id: string | number;
  blocked: boolean;
}>;


export type SetHostBlockedMutation = { setHostBlocked: { message: string, host: { id: string, isBlocked: boolean } } };

export type DeleteHostMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteHostMutation = { deleteHost: { id: string, message: string } };

export type RestoreHostMutationVariables = Exact<{
  id: string | number;
}>;


export type RestoreHostMutation = { restoreHost: { message: string, host: { id: string } } };

export type IntellectualPropertiesQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  search?: string | null | undefined;
}>;


export type IntellectualPropertiesQuery = { intellectualProperties: { count: number, items: Array<{ id: string, name: string, fullName: string, icon: string, weekDay: WeekDay | null, createdAt: string }> } };

export type IntellectualPropertyQueryVariables = Exact<{
  id: string | number;
}>;


export type IntellectualPropertyQuery = { intellectualProperty: { id: string, name: string, fullName: string, icon: string, weekDay: WeekDay | null, createdAt: string, updatedAt: string } | null };

export type CreateIntellectualPropertyMutationVariables = Exact<{
  input: CreateIntellectualPropertyInput;
}>;


export type CreateIntellectualPropertyMutation = { createIntellectualProperty: { message: string, intellectualProperty: { id: string } } };

export type UpdateIntellectualPropertyMutationVariables = Exact<{
  input: UpdateIntellectualPropertyInput;
  expectedUpdatedAt?: string | null | undefined;
}>;


export type UpdateIntellectualPropertyMutation = { updateIntellectualProperty: { message: string, intellectualProperty: { id: string, updatedAt: string } } };

export type EventMemoriesQueryVariables = Exact<{
  eventId: string | number;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  deleted?: boolean | null | undefined;
  status?: Status | null | undefined;
}>;


export type EventMemoriesQuery = { eventMemories: { count: number, items: Array<{ id: string, eventId: string, image: string, orientation: GalleryOrientation, status: Status, createdAt: string, updatedAt: string }> } };

export type EventMemoryQueryVariables = Exact<{
  id: string | number;
}>;


export type EventMemoryQuery = { eventMemory: { id: string, eventId: string, image: string, orientation: GalleryOrientation, status: Status, createdAt: string, updatedAt: string } | null };

export type MemoryEventChoicesQueryVariables = Exact<{
  search?: string | null | undefined;
  status?: Status | null | undefined;
}>;


export type MemoryEventChoicesQuery = { allEvents: Array<{ id: string, name: string, date: string, image: string }> };

export type CreateEventMemoryMutationVariables = Exact<{
  input: CreateEventMemoryInput;
}>;


export type CreateEventMemoryMutation = { createEventMemory: { message: string, eventMemory: { id: string } } };

export type UpdateEventMemoryMutationVariables = Exact<{
  id: string | number;
  input: EventMemoryInput;
  expectedUpdatedAt?: string | null | undefined;
}>;


export type UpdateEventMemoryMutation = { updateEventMemory: { message: string, eventMemory: { id: string, updatedAt: string } } };

export type SetEventMemoryStatusMutationVariables = Exact<{
  id: string | number;
  status: Status;
}>;


export type SetEventMemoryStatusMutation = { setEventMemoryStatus: { message: string, eventMemory: { id: string, status: Status, updatedAt: string } } };

export type DeleteEventMemoryMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteEventMemoryMutation = { deleteEventMemory: { id: string, message: string } };

export type RestoreEventMemoryMutationVariables = Exact<{
  id: string | number;
}>;


export type RestoreEventMemoryMutation = { restoreEventMemory: { message: string, eventMemory: { id: string } } };

export type MenusQueryVariables = Exact<{
  search?: string | null | undefined;
  status?: Status | null | undefined;
}>;


export type MenusQuery = { menus: Array<{ id: string, name: string, image: string | null, pdf: string | null, status: Status }> };

export type MenuQueryVariables = Exact<{
  id: string | number;
}>;


export type MenuQuery = { menu: { id: string, name: string, image: string | null, pdf: string | null, status: Status, updatedAt: string } | null };

export type UpdateMenuMutationVariables = Exact<{
  input: UpdateMenuInput;
  expectedUpdatedAt?: string | null | undefined;
}>;


export type UpdateMenuMutation = { updateMenu: { message: string, menu: { id: string, updatedAt: string } } };

export type SetMenuStatusMutationVariables = Exact<{
  id: string | number;
  status: Status;
}>;


export type SetMenuStatusMutation = { setMenuStatus: { message: string, menu: { id: string, status: Status } } };

export type NewsletterSubscribersQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  search?: string | null | undefined;
  subscribed?: boolean | null | undefined;
}>;


export type NewsletterSubscribersQuery = { newsletterSubscribers: { count: number, items: Array<{ id: string, email: string, lastSubmission: string, subscribeCount: number, isSubscribed: boolean }> } };

export type NewsletterCampaignsQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  search?: string | null | undefined;
}>;


export type NewsletterCampaignsQuery = { newsletterCampaigns: { count: number, items: Array<{ id: string, subject: string, sentBy: string, createdAt: string, total: number, sent: number, failed: number, pending: number, sending: boolean }> } };

export type NewsletterCampaignFailuresQueryVariables = Exact<{
  id: string | number;
}>;


export type NewsletterCampaignFailuresQuery = { newsletterCampaign: { id: string, failures: Array<{ email: string, attempts: number, reply: string | null }> } | null };

export type SendNewsletterMutationVariables = Exact<{
  input: SendNewsletterInput;
}>;


export type SendNewsletterMutation = { sendNewsletter: { message: string, campaign: { id: string } } };

export type RolesQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  search?: string | null | undefined;
  deleted?: boolean | null | undefined;
  status?: Status | null | undefined;
}>;


export type RolesQuery = { roles: { count: number, items: Array<{ id: string, name: string, status: Status, createdAt: string }> } };

export type RoleQueryVariables = Exact<{
  id: string | number;
}>;


export type RoleQuery = { role: { id: string, name: string, status: Status, createdAt: string, updatedAt: string, permissions: Array<{ module: PermissionModule, all: boolean, add: boolean, view: boolean, edit: boolean, del: boolean }> } | null };

export type CreateRoleMutationVariables = Exact<{
  input: CreateRoleInput;
}>;


export type CreateRoleMutation = { createRole: { message: string, role: { id: string } } };

export type UpdateRoleMutationVariables = Exact<{
  input: UpdateRoleInput;
  expectedUpdatedAt?: string | null | undefined;
}>;


export type UpdateRoleMutation = { updateRole: { message: string, role: { id: string, updatedAt: string } } };

export type SetRoleStatusMutationVariables = Exact<{
  id: string | number;
  status: Status;
}>;


export type SetRoleStatusMutation = { setRoleStatus: { message: string, role: { id: string, status: Status } } };

export type DeleteRoleMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteRoleMutation = { deleteRole: { id: string, message: string } };

export type RestoreRoleMutationVariables = Exact<{
  id: string | number;
}>;


export type RestoreRoleMutation = { restoreRole: { message: string, role: { id: string } } };

export type SectionsQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  search?: string | null | undefined;
  deleted?: boolean | null | undefined;
  status?: Status | null | undefined;
}>;


export type SectionsQuery = { sections: { count: number, items: Array<{ id: string, name: string, status: Status, createdAt: string }> } };

export type SectionQueryVariables = Exact<{
  id: string | number;
}>;


export type SectionQuery = { section: { id: string, name: string, status: Status, createdAt: string, updatedAt: string } | null };

export type CreateSectionMutationVariables = Exact<{
  name: string;
}>;


export type CreateSectionMutation = { createSection: { message: string, section: { id: string } } };

export type UpdateSectionMutationVariables = Exact<{
  id: string | number;
  name: string;
  expectedUpdatedAt?: string | null | undefined;
}>;


export type UpdateSectionMutation = { updateSection: { message: string, section: { id: string, updatedAt: string } } };

export type SetSectionStatusMutationVariables = Exact<{
  id: string | number;
  status: Status;
}>;


export type SetSectionStatusMutation = { setSectionStatus: { message: string, section: { id: string, status: Status } } };

export type DeleteSectionMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSectionMutation = { deleteSection: { id: string, message: string } };

export type RestoreSectionMutationVariables = Exact<{
  id: string | number;
}>;


export type RestoreSectionMutation = { restoreSection: { message: string, section: { id: string } } };

export type ServicesQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  search?: string | null | undefined;
  deleted?: boolean | null | undefined;
  status?: Status | null | undefined;
}>;


export type ServicesQuery = { services: { count: number, items: Array<{ id: string, title: string, description: string, image: string | null, status: Status, createdAt: string }> } };

export type ServiceQueryVariables = Exact<{
  id: string | number;
}>;


export type ServiceQuery = { service: { id: string, title: string, description: string, image: string | null, icon: string | null, status: Status, createdAt: string, updatedAt: string } | null };

export type CreateServiceMutationVariables = Exact<{
  input: CreateServiceInput;
}>;


export type CreateServiceMutation = { createService: { message: string, service: { id: string } } };

export type UpdateServiceMutationVariables = Exact<{
  input: UpdateServiceInput;
  expectedUpdatedAt?: string | null | undefined;
}>;


export type UpdateServiceMutation = { updateService: { message: string, service: { id: string, updatedAt: string } } };

export type SetServiceStatusMutationVariables = Exact<{
  id: string | number;
  status: Status;
}>;


export type SetServiceStatusMutation = { setServiceStatus: { message: string, service: { id: string, status: Status } } };

export type DeleteServiceMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteServiceMutation = { deleteService: { id: string, message: string } };

export type RestoreServiceMutationVariables = Exact<{
  id: string | number;
}>;


export type RestoreServiceMutation = { restoreService: { message: string, service: { id: string } } };

export type SubAdminsQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  search?: string | null | undefined;
  deleted?: boolean | null | undefined;
  blocked?: boolean | null | undefined;
}>;


export type SubAdminsQuery = { subAdmins: { count: number, items: Array<{ id: string, name: string, email: string, isBlocked: boolean, createdAt: string, role: { id: string, name: string } | null }> } };

export type SubAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type SubAdminQuery = { subAdmin: { id: string, name: string, email: string, isBlocked: boolean, passwordSet: boolean, createdAt: string, updatedAt: string, role: { id: string, name: string } | null } | null };

export type CreateSubAdminMutationVariables = Exact<{
  input: CreateSubAdminInput;
}>;


export type CreateSubAdminMutation = { createSubAdmin: { message: string, subAdmin: { id: string } } };

export type UpdateSubAdminMutationVariables = Exact<{
  input: UpdateSubAdminInput;
  expectedUpdatedAt?: string | null | undefined;
}>;


export type UpdateSubAdminMutation = { updateSubAdmin: { message: string, subAdmin: { id: string, updatedAt: string } } };

export type SetSubAdminBlockedMutationVariables = Exact<{
  id: string | number;
  blocked: boolean;
}>;


export type SetSubAdminBlockedMutation = { setSubAdminBlocked: { message: string, subAdmin: { id: string, isBlocked: boolean } } };

export type DeleteSubAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSubAdminMutation = { deleteSubAdmin: { id: string, message: string } };

export type RestoreSubAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type RestoreSubAdminMutation = { restoreSubAdmin: { message: string, subAdmin: { id: string } } };

export type SubAdminRoleChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type SubAdminRoleChoicesQuery = { allRoles: Array<{ id: string, name: string }> };

export type AllSectionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AllSectionsQuery = { allSections: Array<{ id: string, name: string }> };

export type CreateTableMutationVariables = Exact<{
  input: CreateTableInput;
}>;


export type CreateTableMutation = { createTable: { message: string, table: { id: string } } };

export type UpdateTableMutationVariables = Exact<{
  input: UpdateTableInput;
  expectedUpdatedAt?: string | null | undefined;
}>;


export type UpdateTableMutation = { updateTable: { message: string, table: { id: string, updatedAt: string } } };

export type TablesQueryVariables = Exact<{
  date?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  search?: string | null | undefined;
  deleted?: boolean | null | undefined;
  status?: Status | null | undefined;
}>;


export type TablesQuery = { tables: { count: number, items: Array<{ id: string, name: string, tableNo: string | null, capacity: number, image: string, isFeatured: boolean, status: Status, date: string, price: number | null, bookingStatus: BookingStatus, createdAt: string, section: { id: string, name: string }, category: { id: string, name: string } }> } };

export type TableQueryVariables = Exact<{
  id: string | number;
  date?: string | null | undefined;
}>;


export type TableQuery = { table: { id: string, name: string, tableNo: string | null, capacity: number, image: string, inclusions: Array<string>, isFeatured: boolean, status: Status, date: string, price: number | null, bookingStatus: BookingStatus, createdAt: string, updatedAt: string, section: { id: string, name: string }, category: { id: string, name: string } } | null };

export type SetTableStatusMutationVariables = Exact<{
  id: string | number;
  status: Status;
}>;


export type SetTableStatusMutation = { setTableStatus: { message: string, table: { id: string, status: Status } } };

export type SetTableFeaturedMutationVariables = Exact<{
  id: string | number;
  isFeatured: boolean;
}>;


export type SetTableFeaturedMutation = { setTableFeatured: { message: string, table: { id: string, isFeatured: boolean } } };

export type DeleteTableMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteTableMutation = { deleteTable: { id: string, message: string } };

export type RestoreTableMutationVariables = Exact<{
  id: string | number;
}>;


export type RestoreTableMutation = { restoreTable: { message: string, table: { id: string } } };

export type UsersQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  search?: string | null | undefined;
  deleted?: boolean | null | undefined;
}>;


export type UsersQuery = { users: { count: number, items: Array<{ id: string, name: string, email: string, mobileCode: string, mobileNo: string, dob: string | null, createdAt: string }> } };

export type UserQueryVariables = Exact<{
  id: string | number;
}>;


export type UserQuery = { user: { id: string, name: string, firstName: string, lastName: string, email: string, mobileCode: string, mobileNo: string, dob: string | null, createdAt: string, updatedAt: string } | null };

export type CreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type CreateUserMutation = { createUser: { message: string, user: { id: string } } };

export type UpdateUserMutationVariables = Exact<{
  input: UpdateUserInput;
  expectedUpdatedAt?: string | null | undefined;
}>;


export type UpdateUserMutation = { updateUser: { message: string, user: { id: string, updatedAt: string } } };

export type DeleteUserMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteUserMutation = { deleteUser: { id: string, message: string } };

export type RestoreUserMutationVariables = Exact<{
  id: string | number;
}>;


export type RestoreUserMutation = { restoreUser: { message: string, user: { id: string } } };

export type WeekAnthemsQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  search?: string | null | undefined;
}>;


export type WeekAnthemsQuery = { weekAnthems: { count: number, items: Array<{ id: string, weekDay: WeekDay, primaryImage: string | null, offer: string, description: string }> } };

export type WeekAnthemQueryVariables = Exact<{
  id: string | number;
}>;


export type WeekAnthemQuery = { weekAnthem: { id: string, weekDay: WeekDay, primaryImage: string | null, offer: string, description: string, icon: string | null, updatedAt: string } | null };

export type UpdateWeekAnthemMutationVariables = Exact<{
  input: UpdateWeekAnthemInput;
  expectedUpdatedAt?: string | null | undefined;
}>;


export type UpdateWeekAnthemMutation = { updateWeekAnthem: { message: string, weekAnthem: { id: string, updatedAt: string } } };

export const EventTicketFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventTicketFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventTicket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isBlocked"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"offer"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"totalTickets"}},{"kind":"Field","name":{"kind":"Name","value":"bookedTickets"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<EventTicketFieldsFragment, unknown>;
export const PaletteSearchDocument = {"__meta__":{"hash":"sha256:6092508dfd9ab7f5b3d802251a52739186ea7e237cff448decaae8ea95fc86df"}} as unknown as DocumentNode<PaletteSearchQuery, PaletteSearchQueryVariables>;
export const LoginDocument = {"__meta__":{"hash":"sha256:32e77506f425209412edb02516b259e956c8b636cb45eede13aaed8d7a4f38e9"}} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"__meta__":{"hash":"sha256:d3f653b702bd56131686206f566fdb60aecef15a21aca62d7ff44b231bc42d9f"}} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const MeDocument = {"__meta__":{"hash":"sha256:6ea4fb7f0379a1ba67b499d8c255cda50bfb386b396f7bae532da7a3a1f9052d"}} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const BookingsDocument = {"__meta__":{"hash":"sha256:a43b2906329966cf0ba2723427171d6fd5ac9eeae505c7920ee0012f2c323fee"}} as unknown as DocumentNode<BookingsQuery, BookingsQueryVariables>;
export const CategoriesDocument = {"__meta__":{"hash":"sha256:a0f75cbbbc7fa6093479d8584e0b4e90a8d5734d39f2c83695742296816ecb32"}} as unknown as DocumentNode<CategoriesQuery, CategoriesQueryVariables>;
export const AllCategoriesDocument = {"__meta__":{"hash":"sha256:73080e6e02857cc18b4e7778bcde736219753bd957c33fcd2a2b6e669beff9ba"}} as unknown as DocumentNode<AllCategoriesQuery, AllCategoriesQueryVariables>;
export const CategoryDocument = {"__meta__":{"hash":"sha256:f4930e0557862992470432cdffbc79a4a9570ff4847f72e9777303db3c88cd05"}} as unknown as DocumentNode<CategoryQuery, CategoryQueryVariables>;
export const SetCategoryStatusDocument = {"__meta__":{"hash":"sha256:649dcb4f6c9f3b9e96f206ecad3eb280c4dfb346077f92c22e4bfa562880decc"}} as unknown as DocumentNode<SetCategoryStatusMutation, SetCategoryStatusMutationVariables>;
export const SetCategoryAutoRenewalDocument = {"__meta__":{"hash":"sha256:5b155c03acd8c9032fe8512b9df0ca328d755977074ac7c7d62128e318a2e1c2"}} as unknown as DocumentNode<SetCategoryAutoRenewalMutation, SetCategoryAutoRenewalMutationVariables>;
export const DeleteCategoryDocument = {"__meta__":{"hash":"sha256:5cfdf0f93b6b7159ee7c6cb2b4231188c5a042c18ad301ebe54511680579691a"}} as unknown as DocumentNode<DeleteCategoryMutation, DeleteCategoryMutationVariables>;
export const RestoreCategoryDocument = {"__meta__":{"hash":"sha256:89961836b05e39d26302675b21fd6330d918de3232dc2d123954da3d29dac918"}} as unknown as DocumentNode<RestoreCategoryMutation, RestoreCategoryMutationVariables>;
export const CreateCategoryDocument = {"__meta__":{"hash":"sha256:018523264e06c7d4ef3134ba192705a87035852abd06b7e86f706d5d9699e31f"}} as unknown as DocumentNode<CreateCategoryMutation, CreateCategoryMutationVariables>;
export const UpdateCategoryDocument = {"__meta__":{"hash":"sha256:aaa1288b418765826b08889dc23220d9b2646fb0a9636fbb81037480bb0af9f9"}} as unknown as DocumentNode<UpdateCategoryMutation, UpdateCategoryMutationVariables>;
export const CreateCategoryRecordDocument = {"__meta__":{"hash":"sha256:abbb47509cca5eb01fdb577dcc724d743e750a805873fe7bd6f4b13d2fefa012"}} as unknown as DocumentNode<CreateCategoryRecordMutation, CreateCategoryRecordMutationVariables>;
export const UpdateCategoryRecordDocument = {"__meta__":{"hash":"sha256:87d27231b49b660b082fa6030066019275589278b086abd211d90c2cc4168959"}} as unknown as DocumentNode<UpdateCategoryRecordMutation, UpdateCategoryRecordMutationVariables>;
export const EnquiriesDocument = {"__meta__":{"hash":"sha256:c30bdcb2b5aca6d01ea9c81d3829a47e56a398e508afe5d1bac2327f362118cc"}} as unknown as DocumentNode<EnquiriesQuery, EnquiriesQueryVariables>;
export const SetEnquiryStatusDocument = {"__meta__":{"hash":"sha256:2a15adf7d05cb335093bbc50787417f6540f5ad148eb4fedeb48f73fe28f8b01"}} as unknown as DocumentNode<SetEnquiryStatusMutation, SetEnquiryStatusMutationVariables>;
export const DashboardDocument = {"__meta__":{"hash":"sha256:55248036950e6640a1ea30d6a46f69542b09f499859463236ea5992f1df0af93"}} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const EventTicketsDocument = {"__meta__":{"hash":"sha256:6d9d5ef4f9e1b498017a02642bd12cbeeb867d4912c5426a5d0831d59d1f1c2a"}} as unknown as DocumentNode<EventTicketsQuery, EventTicketsQueryVariables>;
export const EventTicketDocument = {"__meta__":{"hash":"sha256:839d4124d902036adc6327e9cce64244e86c19d4fef4d857eb9837657434fa09"}} as unknown as DocumentNode<EventTicketQuery, EventTicketQueryVariables>;
export const TicketEventsDocument = {"__meta__":{"hash":"sha256:c7098fa7e9dda3d6b3bc2d192e9151799fd307d59f7a85da1d510696bd3f6f89"}} as unknown as DocumentNode<TicketEventsQuery, TicketEventsQueryVariables>;
export const CreateEventTicketDocument = {"__meta__":{"hash":"sha256:a6ea1d3dbe52e155c8a746795cc12639fa3aee8c292eb6401ab5ba4643608305"}} as unknown as DocumentNode<CreateEventTicketMutation, CreateEventTicketMutationVariables>;
export const UpdateEventTicketDocument = {"__meta__":{"hash":"sha256:6e3ec865e5111f61199fa4c85818778f7489b50501a29ddeef0bab5ade4d214b"}} as unknown as DocumentNode<UpdateEventTicketMutation, UpdateEventTicketMutationVariables>;
export const SetEventTicketStatusDocument = {"__meta__":{"hash":"sha256:24fd85c5a35df1a144a7ee9ae2accaac6600cecd17e381a6cdbe08d126744868"}} as unknown as DocumentNode<SetEventTicketStatusMutation, SetEventTicketStatusMutationVariables>;
export const SetEventTicketBlockedDocument = {"__meta__":{"hash":"sha256:46a0d67c7a99ebe53ba181582be4bd603b63259f25570a3e9d84abda5181fc6d"}} as unknown as DocumentNode<SetEventTicketBlockedMutation, SetEventTicketBlockedMutationVariables>;
export const DeleteEventTicketDocument = {"__meta__":{"hash":"sha256:08257a59a283a738c76410b2a6cc2d1f243a9e9f472d27f56b222bf35987a150"}} as unknown as DocumentNode<DeleteEventTicketMutation, DeleteEventTicketMutationVariables>;
export const RestoreEventTicketDocument = {"__meta__":{"hash":"sha256:d1c582edd9a6dc3665a8ea22b028f2e61e99476ae2ecee3d8fcb403fd545cac0"}} as unknown as DocumentNode<RestoreEventTicketMutation, RestoreEventTicketMutationVariables>;
export const EventsDocument = {"__meta__":{"hash":"sha256:b5f6699ad002feb79eee5911e58053ef830f1f72305e6f0346786ea9a7af020a"}} as unknown as DocumentNode<EventsQuery, EventsQueryVariables>;
export const EventDocument = {"__meta__":{"hash":"sha256:a7eab39520c340a857ad9043072d4e4a7f0edb47e11846f44b0eaed2a7d80bbb"}} as unknown as DocumentNode<EventQuery, EventQueryVariables>;
export const EventDefaultsDocument = {"__meta__":{"hash":"sha256:7807a16adeb19b8eb515a7ea88480e1807bbe96740c7f763851ab753134f9370"}} as unknown as DocumentNode<EventDefaultsQuery, EventDefaultsQueryVariables>;
export const EventFormIpsDocument = {"__meta__":{"hash":"sha256:34c45bfef5986ed13729c87b051e646213a9bd22f262a61f142df7feac6600d5"}} as unknown as DocumentNode<EventFormIpsQuery, EventFormIpsQueryVariables>;
export const CreateEventDocument = {"__meta__":{"hash":"sha256:ebe226c6552a9d5639f73c550bf5d41e83591a21f5e7c6852ab23d9713de9012"}} as unknown as DocumentNode<CreateEventMutation, CreateEventMutationVariables>;
export const UpdateEventDocument = {"__meta__":{"hash":"sha256:3893e2034206cec3a3bd20d2b1e5e9389d6577a48b9e4e64ef65088a8025b06b"}} as unknown as DocumentNode<UpdateEventMutation, UpdateEventMutationVariables>;
export const SetEventStatusDocument = {"__meta__":{"hash":"sha256:107cc4954ad0ccd5441269a8f865a6aabb9e4856a1a556d8d02177ae63da2de6"}} as unknown as DocumentNode<SetEventStatusMutation, SetEventStatusMutationVariables>;
export const DeleteEventDocument = {"__meta__":{"hash":"sha256:0a1e7fa214ed630d24568b4af57ef9475288971501fba91e3cfb2d233d22ebdf"}} as unknown as DocumentNode<DeleteEventMutation, DeleteEventMutationVariables>;
export const RestoreEventDocument = {"__meta__":{"hash":"sha256:036dd5059ebbbf7f1e74584c371a4d11ac8acd93511eb1ef6ac35ed307e37473"}} as unknown as DocumentNode<RestoreEventMutation, RestoreEventMutationVariables>;
export const FollowsDocument = {"__meta__":{"hash":"sha256:e633e345ea13c136f7b903a25c66e19c0a667b3db30958852f0c1113f892b52a"}} as unknown as DocumentNode<FollowsQuery, FollowsQueryVariables>;
export const SetFollowImageDocument = {"__meta__":{"hash":"sha256:b42a8d7f909687ed4322cd8ad976f287f8d53029dfac06cafe1664dd36ba5adc"}} as unknown as DocumentNode<SetFollowImageMutation, SetFollowImageMutationVariables>;
export const SetFollowStatusDocument = {"__meta__":{"hash":"sha256:5b8c96482d64a0ae4127ca6bd47e77fd16cc53b789d11bef5cc9a55a3cec8ce0"}} as unknown as DocumentNode<SetFollowStatusMutation, SetFollowStatusMutationVariables>;
export const GalleryImagesDocument = {"__meta__":{"hash":"sha256:5c7c88df446e4d45349beb1cbc10260688aa49c83f8b123c6ed3f2b11421d917"}} as unknown as DocumentNode<GalleryImagesQuery, GalleryImagesQueryVariables>;
export const CreateGalleryImageDocument = {"__meta__":{"hash":"sha256:bebeb6a0ee474583cfef5e67d6896f2a1bb91a997b1bf2186ed7a02b5f9be59b"}} as unknown as DocumentNode<CreateGalleryImageMutation, CreateGalleryImageMutationVariables>;
export const UpdateGalleryImageDocument = {"__meta__":{"hash":"sha256:5dc53cef4de5cbfec6424a7df533d43aaf61bd1e997592e49979be357b726872"}} as unknown as DocumentNode<UpdateGalleryImageMutation, UpdateGalleryImageMutationVariables>;
export const SetGalleryImageStatusDocument = {"__meta__":{"hash":"sha256:5f0ab4c14486a7d49b8abe351818f22d7bfbee42e89950cc98df8fd2a36ce8a7"}} as unknown as DocumentNode<SetGalleryImageStatusMutation, SetGalleryImageStatusMutationVariables>;
export const DeleteGalleryImageDocument = {"__meta__":{"hash":"sha256:f7e31d3591550bed8d43e010d55f9a593946cef70074ce71c4df5ef51acd701e"}} as unknown as DocumentNode<DeleteGalleryImageMutation, DeleteGalleryImageMutationVariables>;
export const RestoreGalleryImageDocument = {"__meta__":{"hash":"sha256:54515198e3776895dba2b6b8a401fe69a7907419fff61c73a617f5018165ee87"}} as unknown as DocumentNode<RestoreGalleryImageMutation, RestoreGalleryImageMutationVariables>;
export const HostsDocument = {"__meta__":{"hash":"sha256:892e3a5c4ed7affadc9cac6774daf940c9ae65c2c0980a032b387c44825fbdee"}} as unknown as DocumentNode<HostsQuery, HostsQueryVariables>;
export const HostDocument = {"__meta__":{"hash":"sha256:e365b8fa56028956448d3b7d45eddc9ba90c2c66c4586e5884dc923cd9f422e5"}} as unknown as DocumentNode<HostQuery, HostQueryVariables>;
export const CreateHostDocument = {"__meta__":{"hash":"sha256:1e2e84b891e03da2752c772ef6981194e67a1cdefa9b2d56ed9b0afb12f176c1"}} as unknown as DocumentNode<CreateHostMutation, CreateHostMutationVariables>;
export const UpdateHostDocument = {"__meta__":{"hash":"sha256:cdbe204298217a86f1260ee82678e2825f1f75c43e869ff8959cd2810d39d3f8"}} as unknown as DocumentNode<UpdateHostMutation, UpdateHostMutationVariables>;
export const SetHostBlockedDocument = {"__meta__":{"hash":"sha256:b5cb3750d4206aabd1302306bffb3c57b0b7387642f4e16775fa26d05294812f"}} as unknown as DocumentNode<SetHostBlockedMutation, SetHostBlockedMutationVariables>;
export const DeleteHostDocument = {"__meta__":{"hash":"sha256:a67a7f279c3959942cad280cf1f0347aad9b2dd4537606d872435aca64e034e9"}} as unknown as DocumentNode<DeleteHostMutation, DeleteHostMutationVariables>;
export const RestoreHostDocument = {"__meta__":{"hash":"sha256:70aba50cf1c2fa4ee0b03efd4ae58ae0a97ceb7a796f3b661fde5074dc249b08"}} as unknown as DocumentNode<RestoreHostMutation, RestoreHostMutationVariables>;
export const IntellectualPropertiesDocument = {"__meta__":{"hash":"sha256:bd1cb42985343b5dc4ffd44d8a2da8f7436034f21f74a0c037bb0ad04c58f4bd"}} as unknown as DocumentNode<IntellectualPropertiesQuery, IntellectualPropertiesQueryVariables>;
export const IntellectualPropertyDocument = {"__meta__":{"hash":"sha256:c10c8ad63b3e509e79417709b2a609b6ee992e41bb5d88e1f3b8b0f29a7154ce"}} as unknown as DocumentNode<IntellectualPropertyQuery, IntellectualPropertyQueryVariables>;
export const CreateIntellectualPropertyDocument = {"__meta__":{"hash":"sha256:17b5f5ecfae87b5599a9af9557bf5ad828ae3272f0b1542cc545fc74f8289106"}} as unknown as DocumentNode<CreateIntellectualPropertyMutation, CreateIntellectualPropertyMutationVariables>;
export const UpdateIntellectualPropertyDocument = {"__meta__":{"hash":"sha256:12044e4f7a0fc7bcaadb5f7cfef82e1c74bcd94e45c0c3adc3d82c3016eda648"}} as unknown as DocumentNode<UpdateIntellectualPropertyMutation, UpdateIntellectualPropertyMutationVariables>;
export const EventMemoriesDocument = {"__meta__":{"hash":"sha256:ba65735a552904945fb29d7da031460e07e8452b82d8a5745394d2ea754c9bec"}} as unknown as DocumentNode<EventMemoriesQuery, EventMemoriesQueryVariables>;
export const EventMemoryDocument = {"__meta__":{"hash":"sha256:675818b7b50f94babf50c55d70493cd6b4b56eda54327bed045506765308c8d6"}} as unknown as DocumentNode<EventMemoryQuery, EventMemoryQueryVariables>;
export const MemoryEventChoicesDocument = {"__meta__":{"hash":"sha256:afa186dbde5452113b8903d84e20e6790343a2739498c703e4e1cbb7dce12c6e"}} as unknown as DocumentNode<MemoryEventChoicesQuery, MemoryEventChoicesQueryVariables>;
export const CreateEventMemoryDocument = {"__meta__":{"hash":"sha256:f4f2f05c77e0023bad679bf0c43b328511d4157e3db7f7e7788a63c936776564"}} as unknown as DocumentNode<CreateEventMemoryMutation, CreateEventMemoryMutationVariables>;
export const UpdateEventMemoryDocument = {"__meta__":{"hash":"sha256:071c3f1bbe8b2d263832a9d167f8619057e65bce425862a63252c279cf751702"}} as unknown as DocumentNode<UpdateEventMemoryMutation, UpdateEventMemoryMutationVariables>;
export const SetEventMemoryStatusDocument = {"__meta__":{"hash":"sha256:4dafc81a9a9481ff66405da43f5d8a512999565eff8fd8f9bd2190de32e9af04"}} as unknown as DocumentNode<SetEventMemoryStatusMutation, SetEventMemoryStatusMutationVariables>;
export const DeleteEventMemoryDocument = {"__meta__":{"hash":"sha256:1e74cd6b0703aa1ff13ba6d3dc54d4e1483bdee5511acadfd9df4087c1ea4ffa"}} as unknown as DocumentNode<DeleteEventMemoryMutation, DeleteEventMemoryMutationVariables>;
export const RestoreEventMemoryDocument = {"__meta__":{"hash":"sha256:4f1dd23c15ae4fb69ee36feb08cc20b5d5a1acad1559994e03b20297b2a5e780"}} as unknown as DocumentNode<RestoreEventMemoryMutation, RestoreEventMemoryMutationVariables>;
export const MenusDocument = {"__meta__":{"hash":"sha256:b7d67b4cfac1aa53c3ca7d078499e5a89b5f7e227a8c4fbc4105518d0f3e2d7c"}} as unknown as DocumentNode<MenusQuery, MenusQueryVariables>;
export const MenuDocument = {"__meta__":{"hash":"sha256:4cfaa2b27b6c495aff951b9f27e5f32a7d1165f65459a8845681fbe408ee4929"}} as unknown as DocumentNode<MenuQuery, MenuQueryVariables>;
export const UpdateMenuDocument = {"__meta__":{"hash":"sha256:fcf13c2544b09f5a16831ca46a38afb3d314569833dd07bc92eb3b9d37c82b03"}} as unknown as DocumentNode<UpdateMenuMutation, UpdateMenuMutationVariables>;
export const SetMenuStatusDocument = {"__meta__":{"hash":"sha256:9e5e6a1f583e4b162519d71698a02d59bb07d13509be35482888e9a2d2bf44a4"}} as unknown as DocumentNode<SetMenuStatusMutation, SetMenuStatusMutationVariables>;
export const NewsletterSubscribersDocument = {"__meta__":{"hash":"sha256:cb6f6853142c42e9fb8c0fcaea46b71a073ea77b3f14e52017098f0b784298be"}} as unknown as DocumentNode<NewsletterSubscribersQuery, NewsletterSubscribersQueryVariables>;
export const NewsletterCampaignsDocument = {"__meta__":{"hash":"sha256:bc3c324450f4fbf228c0786bea6bbb91bd69eca7df084d5ba6d262fa1e3829ae"}} as unknown as DocumentNode<NewsletterCampaignsQuery, NewsletterCampaignsQueryVariables>;
export const NewsletterCampaignFailuresDocument = {"__meta__":{"hash":"sha256:c1512a6c57e9f4c51017f8ef90095e29882426ef76d872dd934a5045cadcb573"}} as unknown as DocumentNode<NewsletterCampaignFailuresQuery, NewsletterCampaignFailuresQueryVariables>;
export const SendNewsletterDocument = {"__meta__":{"hash":"sha256:1b881b81031b0aaa2e20fe3a8058ebaabef4978d7b9dd1dc4da754dcc26c4a89"}} as unknown as DocumentNode<SendNewsletterMutation, SendNewsletterMutationVariables>;
export const RolesDocument = {"__meta__":{"hash":"sha256:344aa66a067b8d7a420f2fed2ecfffdf9defc785c874c6627c231a3dc30b1928"}} as unknown as DocumentNode<RolesQuery, RolesQueryVariables>;
export const RoleDocument = {"__meta__":{"hash":"sha256:475dc2476be181f59e6e9520f6e8eeda50736799f5572d88a03a45c0b9ba2105"}} as unknown as DocumentNode<RoleQuery, RoleQueryVariables>;
export const CreateRoleDocument = {"__meta__":{"hash":"sha256:a16276e81596ca69200245a30544c1b6330dd5bbacbc2c50a96d1fccf03f8f02"}} as unknown as DocumentNode<CreateRoleMutation, CreateRoleMutationVariables>;
export const UpdateRoleDocument = {"__meta__":{"hash":"sha256:e6e6335293ef1b33d5eca4d0f58cf3187d68ced5e9f42842e797cd278b0a8870"}} as unknown as DocumentNode<UpdateRoleMutation, UpdateRoleMutationVariables>;
export const SetRoleStatusDocument = {"__meta__":{"hash":"sha256:623739f062d32b2e16211d55dbc5674d8115c51d08fcfa9887d2af38b046b294"}} as unknown as DocumentNode<SetRoleStatusMutation, SetRoleStatusMutationVariables>;
export const DeleteRoleDocument = {"__meta__":{"hash":"sha256:73f9a8ff58a310cc633f5d6028f9fc922aa726c0821afa069727f4ee9d39ccfd"}} as unknown as DocumentNode<DeleteRoleMutation, DeleteRoleMutationVariables>;
export const RestoreRoleDocument = {"__meta__":{"hash":"sha256:28b615b0ebd75bb1b4174e26d47d4f37ce9f365012bfef5ef6fcdfd285ec7119"}} as unknown as DocumentNode<RestoreRoleMutation, RestoreRoleMutationVariables>;
export const SectionsDocument = {"__meta__":{"hash":"sha256:80d0af0ccc2f1dc1a45d84525ae36bda005ff2253da14cf1ee83e9d642f577cc"}} as unknown as DocumentNode<SectionsQuery, SectionsQueryVariables>;
export const SectionDocument = {"__meta__":{"hash":"sha256:d2f5f72403f677d0726f7f1d288da49ff966bf7afede6aad77b233de80530f38"}} as unknown as DocumentNode<SectionQuery, SectionQueryVariables>;
export const CreateSectionDocument = {"__meta__":{"hash":"sha256:2c2005149b30972d7f94f3ed691d3727c8f97370e30e9747b137a5abc4153648"}} as unknown as DocumentNode<CreateSectionMutation, CreateSectionMutationVariables>;
export const UpdateSectionDocument = {"__meta__":{"hash":"sha256:1828aea1d868da1e595a52c433b3c33b885d624d9727a5a3d7765441064f16a1"}} as unknown as DocumentNode<UpdateSectionMutation, UpdateSectionMutationVariables>;
export const SetSectionStatusDocument = {"__meta__":{"hash":"sha256:de7e2af93161c0ddd54a43a0d7f5eed47a465427d0c8e1dbee364aec69847bf5"}} as unknown as DocumentNode<SetSectionStatusMutation, SetSectionStatusMutationVariables>;
export const DeleteSectionDocument = {"__meta__":{"hash":"sha256:e306b71614fa143fb30cfa15591df35ee51ae43e60bab755f6f03cddc5e54668"}} as unknown as DocumentNode<DeleteSectionMutation, DeleteSectionMutationVariables>;
export const RestoreSectionDocument = {"__meta__":{"hash":"sha256:6f1329a99e0929b800546b0dcd127d368f1321fbbf8de2ddca112fe6b8f3f3f9"}} as unknown as DocumentNode<RestoreSectionMutation, RestoreSectionMutationVariables>;
export const ServicesDocument = {"__meta__":{"hash":"sha256:3cba5463d1a32d2680798782bda128aea5f295b2f1d282d6f5981441d0b44efe"}} as unknown as DocumentNode<ServicesQuery, ServicesQueryVariables>;
export const ServiceDocument = {"__meta__":{"hash":"sha256:4b146559e41e4c78103838f4fcb919f71900c0d4f784d75ad7f526a0adc51a76"}} as unknown as DocumentNode<ServiceQuery, ServiceQueryVariables>;
export const CreateServiceDocument = {"__meta__":{"hash":"sha256:069c2cb3606dca477fcfa531a317cae8806a7072a064d8c0e7b65cb1aedec48d"}} as unknown as DocumentNode<CreateServiceMutation, CreateServiceMutationVariables>;
export const UpdateServiceDocument = {"__meta__":{"hash":"sha256:bc5eeeddcabd0882b4e387a08686535908e6135b76153e7ca9cdfbd927c7e0b7"}} as unknown as DocumentNode<UpdateServiceMutation, UpdateServiceMutationVariables>;
export const SetServiceStatusDocument = {"__meta__":{"hash":"sha256:b3c73089ad6b115bcb2abde7f19e087f57de8ace63fe350ac8d169188b8f0bd1"}} as unknown as DocumentNode<SetServiceStatusMutation, SetServiceStatusMutationVariables>;
export const DeleteServiceDocument = {"__meta__":{"hash":"sha256:31a767a2d444527702cbebea5d34349c93cbf8f17e4f13c3aa512b612580e2ee"}} as unknown as DocumentNode<DeleteServiceMutation, DeleteServiceMutationVariables>;
export const RestoreServiceDocument = {"__meta__":{"hash":"sha256:14f4dc473f3887adb003c2c17b492c415dd1970efa37fe5d9e0b7523339b4b29"}} as unknown as DocumentNode<RestoreServiceMutation, RestoreServiceMutationVariables>;
export const SubAdminsDocument = {"__meta__":{"hash":"sha256:0ed40fa21e26a3112ce236eafda9e4b5f4d6ca944d8a68ef27108a589ad5ce26"}} as unknown as DocumentNode<SubAdminsQuery, SubAdminsQueryVariables>;
export const SubAdminDocument = {"__meta__":{"hash":"sha256:c833f83f8ab9c2ac32e1e0524815016505c83b0765dbac729a86c85ebd3a56b0"}} as unknown as DocumentNode<SubAdminQuery, SubAdminQueryVariables>;
export const CreateSubAdminDocument = {"__meta__":{"hash":"sha256:9ef6765b31311766f1d227ebd0c5ba6d921e5641d43c185c82bb8e1dad7a4bec"}} as unknown as DocumentNode<CreateSubAdminMutation, CreateSubAdminMutationVariables>;
export const UpdateSubAdminDocument = {"__meta__":{"hash":"sha256:fc1b87f6dce151213fba074b62329141ad4d96a207b8d79d4fd0b4029d1bc529"}} as unknown as DocumentNode<UpdateSubAdminMutation, UpdateSubAdminMutationVariables>;
export const SetSubAdminBlockedDocument = {"__meta__":{"hash":"sha256:0bce8b85341c0b158d7709cf1b2483a5f2f4e845936d1735564a8ce62feb1d8c"}} as unknown as DocumentNode<SetSubAdminBlockedMutation, SetSubAdminBlockedMutationVariables>;
export const DeleteSubAdminDocument = {"__meta__":{"hash":"sha256:32731bfe87a4c3fe10b8b5c5c98190538985a03f9e90346c297cfa8fec50a73c"}} as unknown as DocumentNode<DeleteSubAdminMutation, DeleteSubAdminMutationVariables>;
export const RestoreSubAdminDocument = {"__meta__":{"hash":"sha256:11164092a0113255aa1708ea9db91181e93c2ea29ddd791c9cea9bea5e053d2e"}} as unknown as DocumentNode<RestoreSubAdminMutation, RestoreSubAdminMutationVariables>;
export const SubAdminRoleChoicesDocument = {"__meta__":{"hash":"sha256:cf44561eaa6727a96e5446527e32c3bdd5d4878c4980045dcdf5d3c2099e88f2"}} as unknown as DocumentNode<SubAdminRoleChoicesQuery, SubAdminRoleChoicesQueryVariables>;
export const AllSectionsDocument = {"__meta__":{"hash":"sha256:c463ad89218b75bb012a91f383cf3297e6636a3cf7dd79b189606926f31370db"}} as unknown as DocumentNode<AllSectionsQuery, AllSectionsQueryVariables>;
export const CreateTableDocument = {"__meta__":{"hash":"sha256:04fbf2717a08073aaf08b5b1f25c5734d5ad719169e25d497ff73b40e83ecad8"}} as unknown as DocumentNode<CreateTableMutation, CreateTableMutationVariables>;
export const UpdateTableDocument = {"__meta__":{"hash":"sha256:01608f079eee31c17d7bb3fece3239592d031d5b1179bd2347ba4e90dd56ed94"}} as unknown as DocumentNode<UpdateTableMutation, UpdateTableMutationVariables>;
export const TablesDocument = {"__meta__":{"hash":"sha256:25ddd6846e4e19a3fb0389bb4f91702e15498a9f975e5644f2c77470d3c144c3"}} as unknown as DocumentNode<TablesQuery, TablesQueryVariables>;
export const TableDocument = {"__meta__":{"hash":"sha256:2ffe2a4cb9c384c42232f23d9ecbdd4382ed92b5e2c1b788bc45a83d508072ab"}} as unknown as DocumentNode<TableQuery, TableQueryVariables>;
export const SetTableStatusDocument = {"__meta__":{"hash":"sha256:40a59b9c86b0e80a998d25d863edc5f832c6b8c082f7d6bd2997ce9cf2a1e561"}} as unknown as DocumentNode<SetTableStatusMutation, SetTableStatusMutationVariables>;
export const SetTableFeaturedDocument = {"__meta__":{"hash":"sha256:a9d2f3b681a2d0e717813e5c57b8b674c19de940f60c36700f475aaf55c7c92c"}} as unknown as DocumentNode<SetTableFeaturedMutation, SetTableFeaturedMutationVariables>;
export const DeleteTableDocument = {"__meta__":{"hash":"sha256:0cf9a194f7c74fcb9bbe0494d49dc4ac9027dcaa357357224038b6f0abe46dba"}} as unknown as DocumentNode<DeleteTableMutation, DeleteTableMutationVariables>;
export const RestoreTableDocument = {"__meta__":{"hash":"sha256:f342f173b940251dbb6d3bf8c660c280c4b63debaba50001b3fefa65ca0f54ca"}} as unknown as DocumentNode<RestoreTableMutation, RestoreTableMutationVariables>;
export const UsersDocument = {"__meta__":{"hash":"sha256:602dfb78b648cb9476133d9739bbce02a6fd7e4e12ecce47031f65ccf8cbaec6"}} as unknown as DocumentNode<UsersQuery, UsersQueryVariables>;
export const UserDocument = {"__meta__":{"hash":"sha256:afecc76f31755668ca85132cbef3fa86004a8737893e5b380a2169281a4a8c26"}} as unknown as DocumentNode<UserQuery, UserQueryVariables>;
export const CreateUserDocument = {"__meta__":{"hash":"sha256:69785e5c87396f435a3e577688dde14f8961ea49d4c0f6c406f2099a5573dfd5"}} as unknown as DocumentNode<CreateUserMutation, CreateUserMutationVariables>;
export const UpdateUserDocument = {"__meta__":{"hash":"sha256:f6cdbe8a126f2cb138c7f2e557423924ec6325394b0b466b1212fbf02d8777fd"}} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const DeleteUserDocument = {"__meta__":{"hash":"sha256:dfa2f3c7e6ac349cd27504c9712cf44e552a97525e73288b2201ff8e5e445cee"}} as unknown as DocumentNode<DeleteUserMutation, DeleteUserMutationVariables>;
export const RestoreUserDocument = {"__meta__":{"hash":"sha256:269cc65287b31cd63a67b019525f613cf66ec9c5ef818782c50d26da72905358"}} as unknown as DocumentNode<RestoreUserMutation, RestoreUserMutationVariables>;
export const WeekAnthemsDocument = {"__meta__":{"hash":"sha256:d82429eaf59da8ffc6f2bb75887890d7c1f14a9ff546eb1fe6d67a244f811bf6"}} as unknown as DocumentNode<WeekAnthemsQuery, WeekAnthemsQueryVariables>;
export const WeekAnthemDocument = {"__meta__":{"hash":"sha256:5dba7f6f25446fde26d4764ed8883f29ccf3373dd0e932273e17b5ab3daa3fe2"}} as unknown as DocumentNode<WeekAnthemQuery, WeekAnthemQueryVariables>;
export const UpdateWeekAnthemDocument = {"__meta__":{"hash":"sha256:aa5fb80e9e0b8fb7eb8ef06704b6f72b910e6a66c3427120551e91fb477a6ab5"}} as unknown as DocumentNode<UpdateWeekAnthemMutation, UpdateWeekAnthemMutationVariables>;