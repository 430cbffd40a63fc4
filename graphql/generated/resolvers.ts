import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GatewayContext } from '../../gateway/context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A venue day, written "YYYY-MM-DD" (the day in VENUE_TIMEZONE, with no time of day). */
  Date: { input: string; output: string; }
  /** An instant, written as an ISO 8601 timestamp in UTC, e.g. "2027-03-02T18:30:00.000Z". */
  DateTime: { input: string; output: string; }
  /** An amount in AED (UAE dirhams), a number with at most 2 decimals. */
  Money: { input: number; output: number; }
};

/** Who an account is: the Admin passes every check, a sub-admin has its role's rights. */
export type AccountType =
  | 'ADMIN'
  | 'SUB_ADMIN';

/** Result of a delete, restore or other change that returns no record. */
export type ActionResult = {
  __typename?: 'ActionResult';
  /** The record the change was made to. */
  id: Scalars['ID']['output'];
  /** The API's reply, e.g. "Role deleted successfully". */
  message: Scalars['String']['output'];
};

/** The table a table booking holds, and the venue day it holds it on. */
export type BookedTable = {
  __typename?: 'BookedTable';
  /** The venue day the table is held on. */
  date: Scalars['Date']['output'];
  /** The table's id. */
  id: Scalars['ID']['output'];
  /** The table's name. */
  name: Scalars['String']['output'];
};

/** A booking the venue's booking site made; read-only here. */
export type Booking = {
  __typename?: 'Booking';
  /** The booking id people read and search, e.g. "BK-000123". */
  bookingId: Scalars['String']['output'];
  /** When the booking was made. */
  createdAt: Scalars['DateTime']['output'];
  /** The event of a ticket booking, or the event night a table is booked for. */
  event?: Maybe<BookingEvent>;
  /** The host who brought the user; null when none did. */
  host?: Maybe<BookingPerson>;
  /** The booking's id. */
  id: Scalars['ID']['output'];
  /** Where the payment stands. */
  paymentStatus: PaymentStatus;
  /** What the booking costs. */
  price: Scalars['Money']['output'];
  /** The table and day of a table booking. */
  table?: Maybe<BookedTable>;
  /** The ticket category of a ticket booking (its name), when the ticket set still has it. */
  ticketCategory?: Maybe<Scalars['String']['output']>;
  /** How many tickets a ticket booking holds. */
  tickets?: Maybe<Scalars['Int']['output']>;
  /** Table or tickets. */
  type: BookingType;
  /** The user who booked. */
  user: BookingPerson;
};

/** The event a booking is for, as the list shows it. */
export type BookingEvent = {
  __typename?: 'BookingEvent';
  /** The event's venue day. */
  date: Scalars['Date']['output'];
  /** The event's id. */
  id: Scalars['ID']['output'];
  /** The event's name. */
  name: Scalars['String']['output'];
};

/** One sort key of the bookings list. */
export type BookingOrder = {
  /** Ascending or descending. */
  direction: OrderDirection;
  /** The field to order by. */
  field: BookingOrderField;
};

/** What the bookings list can be ordered by. */
export type BookingOrderField =
  /** By created at (REST `createdAt`). */
  | 'CREATED_AT'
  /** By price (REST `price`). */
  | 'PRICE';

/** A page of bookings. */
export type BookingPage = {
  __typename?: 'BookingPage';
  /** All matching bookings; a search counts at most 10,000. */
  count: Scalars['Int']['output'];
  /** The bookings of this page. */
  items: Array<Booking>;
  /** The offset and limit applied, and whether more bookings follow. */
  pageInfo: PageInfo;
};

/** A person a booking names by email: its user, or the host who brought them. */
export type BookingPerson = {
  __typename?: 'BookingPerson';
  /** The person's email. */
  email: Scalars['String']['output'];
  /** The person's id. */
  id: Scalars['ID']['output'];
};

/** A table's booking status on a date. */
export type BookingStatus =
  | 'AVAILABLE'
  | 'BOOKED'
  | 'HOLD';

/** What a booking is for: a TABLE on a venue day ("Table", REST 1) or event tickets ("Ticket", REST 2). */
export type BookingType =
  | 'TABLE'
  | 'TICKET';

/** One id of a bulk mutation and what happened to it. */
export type BulkItemResult = {
  __typename?: 'BulkItemResult';
  /** The id as given. */
  id: Scalars['ID']['output'];
  /** Done, failed or skipped. */
  outcome: BulkOutcome;
  /** Why the id failed or was skipped; null when done. */
  reason?: Maybe<Scalars['String']['output']>;
  /** True when the id would have been done but the call was rolled back because another id failed. */
  rolledBack: Scalars['Boolean']['output'];
};

/** What a bulk mutation did to one id. */
export type BulkOutcome =
  /** Changed, with its audit row. */
  | 'DONE'
  /** Refused (the reason says why), or undone because another id of the same call failed (`rolledBack`). */
  | 'FAILED'
  /** Left as it was: not found, already deleted, or already in the asked state (the reason says which). */
  | 'SKIPPED';

/**
 * The reply of a bulk mutation (`bulkSet<Type>Status`, `bulkDelete<Type>`, `bulkRestore<Type>`,
 * `bulkSet<Type><Switch>`): every id in one audited transaction, all or nothing. `committed` is false
 * when one id failed, and then nothing was changed.
 */
export type BulkResult = {
  __typename?: 'BulkResult';
  /** Whether the changes were kept: false when an id failed and the whole call was rolled back. */
  committed: Scalars['Boolean']['output'];
  /** How many ids were changed (0 when not committed). */
  done: Scalars['Int']['output'];
  /** How many ids failed. */
  failed: Scalars['Int']['output'];
  /** The API's summary, e.g. "3 roles status updated, 1 skipped". */
  message: Scalars['String']['output'];
  /** One entry per distinct id, in the order given. */
  results: Array<BulkItemResult>;
  /** How many ids were left as they were. */
  skipped: Scalars['Int']['output'];
};

/** A seating category, priced by dated records. */
export type Category = {
  __typename?: 'Category';
  /** When on, a new record of the same length and price follows the latest one when it ends. */
  autoRenewal: Scalars['Boolean']['output'];
  /** When the category was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The category's id. */
  id: Scalars['ID']['output'];
  /** The seating layout picture. */
  layout: CategoryLayout;
  /** Unique among live categories. */
  name: Scalars['String']['output'];
  /** Price of the record covering today in the venue's timezone; null when none does. */
  price?: Maybe<Scalars['Money']['output']>;
  /** Inactive categories are not offered for new tables. */
  status: Status;
  /** Live tables of the category. */
  tableCount: Scalars['Int']['output'];
  /** When it last changed: send it as `expectedUpdatedAt` with an update to refuse the update if someone changed the record since. */
  updatedAt: Scalars['DateTime']['output'];
};

/** The category's layout picture: an upload Key (PNG), shown from /media/<key>. */
export type CategoryLayout = {
  __typename?: 'CategoryLayout';
  /** The Key of the uploaded PNG (section `category`). */
  image: Scalars['String']['output'];
  /** The picture's alternative text. */
  imageAlt: Scalars['String']['output'];
};

/** A category's layout picture. */
export type CategoryLayoutInput = {
  /** The Key of an uploaded PNG (section `category`). */
  image: Scalars['String']['input'];
  /** The picture's alternative text; left out: the category's name. */
  imageAlt?: InputMaybe<Scalars['String']['input']>;
};

/** One sort key of the categories list. */
export type CategoryOrder = {
  /** Ascending or descending. */
  direction: OrderDirection;
  /** The field to order by. */
  field: CategoryOrderField;
};

/** What the categories list can be ordered by. */
export type CategoryOrderField =
  /** By created at (REST `createdAt`). */
  | 'CREATED_AT'
  /** By name (REST `name`). */
  | 'NAME';

/** A page of categories. */
export type CategoryPage = {
  __typename?: 'CategoryPage';
  /** All categories matching the filters. */
  count: Scalars['Int']['output'];
  /** The categories of this page. */
  items: Array<Category>;
  /** The offset and limit applied, and whether more categories follow. */
  pageInfo: PageInfo;
};

/** A category's price for the days fromDate to toDate, both included. */
export type CategoryRecord = {
  __typename?: 'CategoryRecord';
  /** When the record was added. */
  createdAt: Scalars['DateTime']['output'];
  /** toDate minus fromDate. */
  days: Scalars['Int']['output'];
  /** The first day the price applies. */
  fromDate: Scalars['Date']['output'];
  /** The record's id. */
  id: Scalars['ID']['output'];
  /** The price for each of those days. */
  price: Scalars['Money']['output'];
  /** The last day the price applies. */
  toDate: Scalars['Date']['output'];
  /** When it last changed: send it as `expectedUpdatedAt` with an update to refuse the update if someone changed the record since. */
  updatedAt: Scalars['DateTime']['output'];
};

/** One sort key of the category records list. */
export type CategoryRecordOrder = {
  /** Ascending or descending. */
  direction: OrderDirection;
  /** The field to order by. */
  field: CategoryRecordOrderField;
};

/** What the category records list can be ordered by. */
export type CategoryRecordOrderField =
  /** By from date (REST `fromDate`). */
  | 'FROM_DATE'
  /** By price (REST `price`). */
  | 'PRICE';

/** A page of one category's price records. */
export type CategoryRecordPage = {
  __typename?: 'CategoryRecordPage';
  /** All records of the category. */
  count: Scalars['Int']['output'];
  /** The records of this page. */
  items: Array<CategoryRecord>;
  /** The offset and limit applied, and whether more records follow. */
  pageInfo: PageInfo;
};

/** A price record after a change, with the API's reply. */
export type CategoryRecordResult = {
  __typename?: 'CategoryRecordResult';
  /** The API's reply. */
  message: Scalars['String']['output'];
  /** The record as saved. */
  record: CategoryRecord;
};

/** A category after a change, with the API's reply. */
export type CategoryResult = {
  __typename?: 'CategoryResult';
  /** The category as saved. */
  category: Category;
  /** The API's reply, e.g. "Category created successfully". */
  message: Scalars['String']['output'];
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
  name: Scalars['String']['input'];
};

/** A new price record of a category. */
export type CreateCategoryRecordInput = {
  /** The category the record prices. */
  categoryId: Scalars['ID']['input'];
  /** The first day, "YYYY-MM-DD". */
  fromDate: Scalars['String']['input'];
  /** AED, 1 to 10,000,000, at most 2 decimals (more is refused: "Price may have at most 2 decimals"). */
  price: Scalars['Money']['input'];
  /** The last day, "YYYY-MM-DD": 1 to 15 days after fromDate. */
  toDate: Scalars['String']['input'];
};

/** A new event. */
export type CreateEventInput = {
  /** Left out: the venue's default address (VENUE_ADDRESS). */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Minimum age, 18 to 100; left out: 21. */
  admission?: InputMaybe<Scalars['Int']['input']>;
  /** 0 to 20 rows naming live categories, each at most once. */
  categories: Array<EventCategoryInput>;
  /** YYYY-MM-DD, not before today in the venue. */
  date: Scalars['String']['input'];
  /** 1 to 30 non-empty texts. */
  howToRedeem: Array<Scalars['String']['input']>;
  /** The Key of an uploaded 0.75:1 picture (section `events`). */
  image: Scalars['String']['input'];
  /** 1 to 30 non-empty texts. */
  importantInformation: Array<Scalars['String']['input']>;
  /** 1 to 30 non-empty texts. */
  inclusions: Array<Scalars['String']['input']>;
  /** An IP's id; left out: none. */
  ipId?: InputMaybe<Scalars['ID']['input']>;
  /** 1 to 30 non-empty texts. */
  itinerary: Array<Scalars['String']['input']>;
  /** Required. */
  name: Scalars['String']['input'];
  /** A whole number of at least 1. */
  popularity: Scalars['Int']['input'];
  /** Required. */
  summary: Scalars['String']['input'];
  /** 24-hour HH:MM. */
  time: Scalars['String']['input'];
};

/** A new event picture. */
export type CreateEventMemoryInput = {
  /** A live event's id. */
  eventId: Scalars['ID']['input'];
  /** The Key of an uploaded image (section `eventMemories`). */
  image: Scalars['String']['input'];
  /** Must match how the stored image is turned. */
  orientation: GalleryOrientation;
};

/** A new ticket set. */
export type CreateEventTicketInput = {
  /** At least one row, each type at most once. */
  categories: Array<EventTicketCategoryInput>;
  /** A live event with no ticket set yet. */
  eventId: Scalars['ID']['input'];
};

/** A new host. */
export type CreateHostInput = {
  /** A valid email, unique across staff accounts. */
  email: Scalars['String']['input'];
  /** Required, up to 100 characters. */
  firstName: Scalars['String']['input'];
  /** Required, up to 100 characters. */
  lastName: Scalars['String']['input'];
  /** At least 8 characters. */
  password: Scalars['String']['input'];
};

/** A new IP. */
export type CreateIntellectualPropertyInput = {
  /** Required, up to 200 characters. */
  fullName: Scalars['String']['input'];
  /** The Key of an uploaded 16:9 picture (section `intellectualProperties`). */
  icon: Scalars['String']['input'];
  /** Required, up to 100 characters. */
  name: Scalars['String']['input'];
  /** The night the brand runs; left out: none. */
  weekDay?: InputMaybe<WeekDay>;
};

/** A new role. */
export type CreateRoleInput = {
  /** Required, unique among live roles. */
  name: Scalars['String']['input'];
  /** The role's rights per module; modules left out have none. */
  permissions: Array<PermissionInput>;
};

/** A new service. */
export type CreateServiceInput = {
  /** Required. */
  description: Scalars['String']['input'];
  /** The Key of an uploaded square icon (section `icons`); left out: none. */
  icon?: InputMaybe<Scalars['String']['input']>;
  /** The Key of an uploaded 16:9 picture (section `services`). */
  image: Scalars['String']['input'];
  /** Required, up to 100 characters. */
  title: Scalars['String']['input'];
};

/** A new sub-admin. */
export type CreateSubAdminInput = {
  /** A valid email, unique across staff accounts. */
  email: Scalars['String']['input'];
  /** Required. */
  name: Scalars['String']['input'];
  /** At least 8 characters. */
  password: Scalars['String']['input'];
  /** An active role's id (see `allRoles`). */
  roleId: Scalars['ID']['input'];
};

/** A new table. */
export type CreateTableInput = {
  /** Guests it seats, 1 to 15 (§9). */
  capacity: Scalars['Int']['input'];
  /** A live category's id. */
  categoryId: Scalars['ID']['input'];
  /** The Key of an uploaded 1.66:1 picture (section `tables`). */
  image: Scalars['String']['input'];
  /** 1 to 30 non-empty texts. */
  inclusions: Array<Scalars['String']['input']>;
  /** Required. */
  name: Scalars['String']['input'];
  /** A live section's id. */
  sectionId: Scalars['ID']['input'];
  /** Optional number shown on the floor. */
  tableNo?: InputMaybe<Scalars['String']['input']>;
};

/** A new user. */
export type CreateUserInput = {
  /** Date of birth, "YYYY-MM-DD", not in the future. */
  dob: Scalars['String']['input'];
  /** A valid email, unique among live users. */
  email: Scalars['String']['input'];
  /** Required, up to 100 characters. */
  firstName: Scalars['String']['input'];
  /** Required, up to 100 characters. */
  lastName: Scalars['String']['input'];
  /** Country code like "+971". */
  mobileCode: Scalars['String']['input'];
  /** 4 to 15 digits. */
  mobileNo: Scalars['String']['input'];
};

/**
 * What a venue manager opens the back-office for. Each figure is null for an account that may not
 * read its area (no flag on it, §6), as its list is refused; `newsletter` is also null when no campaign is being sent.
 */
export type Dashboard = {
  __typename?: 'Dashboard';
  /** Bookings and revenue today and this week (bookings permission). */
  bookings?: Maybe<DashboardBookings>;
  /** Events of tonight: the venue day whose night is on, until 06:00 the next morning (events permission). */
  eventsTonight?: Maybe<Array<DashboardEvent>>;
  /** The newsletter being sent (newsletters permission). */
  newsletter?: Maybe<DashboardNewsletter>;
  /** Enquiries still pending (contact us permission). */
  pendingEnquiries?: Maybe<Scalars['Int']['output']>;
  /** Tables booked and held for tonight, as the events (tables permission). */
  tablesToday?: Maybe<DashboardTables>;
};

/** Bookings made in a period and the revenue (AED) of the successful ones. */
export type DashboardBookingFigures = {
  __typename?: 'DashboardBookingFigures';
  /** How many bookings were made. */
  count: Scalars['Int']['output'];
  /** Revenue of the successful ones, in AED. */
  revenue: Scalars['Money']['output'];
};

/** Bookings and revenue today and this week. */
export type DashboardBookings = {
  __typename?: 'DashboardBookings';
  /** Today, venue time. */
  today: DashboardBookingFigures;
  /** From Monday of this week, venue time. */
  week: DashboardBookingFigures;
};

/** An event on today's venue day. */
export type DashboardEvent = {
  __typename?: 'DashboardEvent';
  /** The event's id. */
  id: Scalars['ID']['output'];
  /** The event's name. */
  name: Scalars['String']['output'];
  /** 24-hour "HH:MM". */
  time: Scalars['String']['output'];
};

/** The newest newsletter still being sent. */
export type DashboardNewsletter = {
  __typename?: 'DashboardNewsletter';
  /** Messages that failed. */
  failed: Scalars['Int']['output'];
  /** The campaign's id. */
  id: Scalars['ID']['output'];
  /** Messages still to send. */
  pending: Scalars['Int']['output'];
  /** Messages sent. */
  sent: Scalars['Int']['output'];
  /** The newsletter's subject. */
  subject: Scalars['String']['output'];
  /** Recipients in all. */
  total: Scalars['Int']['output'];
};

/** Tables of today's venue day. */
export type DashboardTables = {
  __typename?: 'DashboardTables';
  /** Tables with a successful booking today. */
  booked: Scalars['Int']['output'];
  /** Tables held (booking under way) today. */
  held: Scalars['Int']['output'];
};

/** An enquiry the venue's site filed through the public contact-us call. */
export type Enquiry = {
  __typename?: 'Enquiry';
  /** When the enquiry was filed. */
  createdAt: Scalars['DateTime']['output'];
  /** The guest's date of birth. */
  dob: Scalars['Date']['output'];
  /** The guest's email. */
  email: Scalars['String']['output'];
  /** The guest's first name. */
  firstName: Scalars['String']['output'];
  /** The enquiry's id. */
  id: Scalars['ID']['output'];
  /** The guest's last name. */
  lastName: Scalars['String']['output'];
  /** Country code, e.g. "+971". */
  mobileCode: Scalars['String']['output'];
  /** 4 to 15 digits. */
  mobileNo: Scalars['String']['output'];
  /** First and last name, as the list shows it. */
  name: Scalars['String']['output'];
  /** What the enquiry is about. */
  specialOccasion: SpecialOccasion;
  /** Pending or marked. */
  status: EnquiryStatus;
};

/** One sort key of the enquiries list. */
export type EnquiryOrder = {
  /** Ascending or descending. */
  direction: OrderDirection;
  /** The field to order by. */
  field: EnquiryOrderField;
};

/** What the enquiries list can be ordered by. */
export type EnquiryOrderField =
  /** By created at (REST `createdAt`). */
  | 'CREATED_AT'
  /** By email (REST `email`). */
  | 'EMAIL'
  /** By first name (REST `firstName`). */
  | 'FIRST_NAME'
  /** By last name (REST `lastName`). */
  | 'LAST_NAME';

/** A page of enquiries. */
export type EnquiryPage = {
  __typename?: 'EnquiryPage';
  /** All enquiries matching the filters. */
  count: Scalars['Int']['output'];
  /** The enquiries of this page. */
  items: Array<Enquiry>;
  /** The offset and limit applied, and whether more enquiries follow. */
  pageInfo: PageInfo;
};

/** An enquiry after a change, with the API's reply. */
export type EnquiryResult = {
  __typename?: 'EnquiryResult';
  /** The enquiry as saved. */
  enquiry: Enquiry;
  /** The API's reply. */
  message: Scalars['String']['output'];
};

/** Where an enquiry stands: filed as PENDING, MARKED once staff dealt with it (REST 1, 2). */
export type EnquiryStatus =
  | 'MARKED'
  | 'PENDING';

/** An event of the venue, on a venue day at a time, optionally under an intellectual property. */
export type Event = {
  __typename?: 'Event';
  /** Where the event takes place. */
  address: Scalars['String']['output'];
  /** Minimum age. */
  admission: Scalars['Int']['output'];
  /** The venue categories offered and their prices. */
  categories: Array<EventCategory>;
  /** When the event was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The venue day of the event. */
  date: Scalars['Date']['output'];
  /** How guests redeem their tickets. */
  howToRedeem: Array<Scalars['String']['output']>;
  /** The event's id. */
  id: Scalars['ID']['output'];
  /** 0.75:1 picture: an upload Key, shown from /media/<key>. */
  image: Scalars['String']['output'];
  /** What guests must know. */
  importantInformation: Array<Scalars['String']['output']>;
  /** What a ticket includes. */
  inclusions: Array<Scalars['String']['output']>;
  /** The event's IP (id and name), populated by the API; null when it has none. */
  ip?: Maybe<NamedRef>;
  /** The night's programme. */
  itinerary: Array<Scalars['String']['output']>;
  /** The event's name. */
  name: Scalars['String']['output'];
  /** A whole number of at least 1; higher shows first on the venue's site. */
  popularity: Scalars['Int']['output'];
  /**
   * Accepted on create for §7's sake and never stored: always null.
   * @deprecated Never stored (records point only at their own uploads); always null. Use `image`.
   */
  posterImage?: Maybe<Scalars['String']['output']>;
  /** Inactive events are hidden from the venue's site. */
  status: Status;
  /** A short text about the event. */
  summary: Scalars['String']['output'];
  /** 24-hour HH:MM (shown in 12-hour form with AM/PM). */
  time: Scalars['String']['output'];
  /** When it last changed: send it as `expectedUpdatedAt` with an update to refuse the update if someone changed the record since. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A category row of an event: a venue category, the name shown for it and its price. */
export type EventCategory = {
  __typename?: 'EventCategory';
  /** The venue category's id. */
  categoryId: Scalars['ID']['output'];
  /** The category's own name, as the event was last saved. */
  name: Scalars['String']['output'];
  /** The event's price for it. */
  price: Scalars['Money']['output'];
};

/** A category row of an event form. */
export type EventCategoryInput = {
  /** A live venue category's id, at most once per event ("Each category may appear once"). */
  categoryId: Scalars['ID']['input'];
  /** Ignored: the row is named as its category is (the event shows the category's own name). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** AED, 1 to 10,000,000, at most 2 decimals (more is refused: "Price may have at most 2 decimals"). */
  price: Scalars['Money']['input'];
};

/** What the add form starts with (§2.9): admission 21 and the venue's address (the API's VENUE_ADDRESS). */
export type EventDefaults = {
  __typename?: 'EventDefaults';
  /** The venue's address. */
  address: Scalars['String']['output'];
  /** The default minimum age, 21. */
  admission: Scalars['Int']['output'];
};

/** A picture of an event (§7's eventGallery); like a gallery picture, portrait is stored with metaData 2000x3000, landscape with 3000x2000. */
export type EventMemory = {
  __typename?: 'EventMemory';
  /** When the picture was added. */
  createdAt: Scalars['DateTime']['output'];
  /** The event it belongs to. */
  eventId: Scalars['ID']['output'];
  /** Height of the stored metaData, in pixels. */
  height: Scalars['Int']['output'];
  /** The picture's id. */
  id: Scalars['ID']['output'];
  /** An upload Key, shown from /media/<key>. */
  image: Scalars['String']['output'];
  /** Portrait or landscape; must match the stored image. */
  orientation: GalleryOrientation;
  /** Inactive pictures are hidden from the venue's site. */
  status: Status;
  /** When it last changed: send it as `expectedUpdatedAt` with an update to refuse the update if someone changed the record since. */
  updatedAt: Scalars['DateTime']['output'];
  /** Width of the stored metaData, in pixels. */
  width: Scalars['Int']['output'];
};

/** An event picture's new image and orientation. */
export type EventMemoryInput = {
  /** The Key of an uploaded image (section `eventMemories`). */
  image: Scalars['String']['input'];
  /** Must match how the stored image is turned. */
  orientation: GalleryOrientation;
};

/** One sort key of the memories list. */
export type EventMemoryOrder = {
  /** Ascending or descending. */
  direction: OrderDirection;
  /** The field to order by. */
  field: EventMemoryOrderField;
};

/** What the memories list can be ordered by. */
export type EventMemoryOrderField =
  /** By created at (REST `createdAt`). */
  | 'CREATED_AT';

/** A page of an event's pictures. */
export type EventMemoryPage = {
  __typename?: 'EventMemoryPage';
  /** All pictures matching the filters. */
  count: Scalars['Int']['output'];
  /** The pictures of this page. */
  items: Array<EventMemory>;
  /** The offset and limit applied, and whether more pictures follow. */
  pageInfo: PageInfo;
};

/** An event picture after a change, with the API's reply. */
export type EventMemoryResult = {
  __typename?: 'EventMemoryResult';
  /** The picture as saved. */
  eventMemory: EventMemory;
  /** The API's reply. */
  message: Scalars['String']['output'];
};

/** An event as a select or a grid shows it. */
export type EventOption = {
  __typename?: 'EventOption';
  /** The venue day of the event. */
  date: Scalars['Date']['output'];
  /** The event's id. */
  id: Scalars['ID']['output'];
  /** The event's picture Key. */
  image: Scalars['String']['output'];
  /** The event's name. */
  name: Scalars['String']['output'];
};

/** One sort key of the events list. */
export type EventOrder = {
  /** Ascending or descending. */
  direction: OrderDirection;
  /** The field to order by. */
  field: EventOrderField;
};

/** What the events list can be ordered by. */
export type EventOrderField =
  /** By created at (REST `createdAt`). */
  | 'CREATED_AT'
  /** By date (REST `date`). */
  | 'DATE'
  /** By name (REST `name`). */
  | 'NAME'
  /** By popularity (REST `popularity`). */
  | 'POPULARITY';

/** A page of events. */
export type EventPage = {
  __typename?: 'EventPage';
  /** All events matching the filters. */
  count: Scalars['Int']['output'];
  /** The events of this page. */
  items: Array<Event>;
  /** The offset and limit applied, and whether more events follow. */
  pageInfo: PageInfo;
};

/** An event after a change, with the API's reply. */
export type EventResult = {
  __typename?: 'EventResult';
  /** The event as saved. */
  event: Event;
  /** The API's reply, e.g. "Event created successfully". */
  message: Scalars['String']['output'];
};

/** An event's ticket set: one live set per event. */
export type EventTicket = {
  __typename?: 'EventTicket';
  /** 1 to 3 categories. */
  categories: Array<EventTicketCategory>;
  /** When the set was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The event (id, name, date, image), populated by the API (no call per row). */
  event: EventOption;
  /** The set's id. */
  id: Scalars['ID']['output'];
  /** Blocked tickets are off sale; the list's switch. */
  isBlocked: Scalars['Boolean']['output'];
  /** Inactive sets are off sale. */
  status: Status;
  /** When it last changed: send it as `expectedUpdatedAt` with an update to refuse the update if someone changed the record since. */
  updatedAt: Scalars['DateTime']['output'];
};

/** One category of a ticket set: its offer, price and ticket counts. */
export type EventTicketCategory = {
  __typename?: 'EventTicketCategory';
  /** Tickets of bookings whose payment has not failed. */
  bookedTickets: Scalars['Int']['output'];
  /** The row's id. */
  id: Scalars['ID']['output'];
  /** The category's name. */
  name: Scalars['String']['output'];
  /** The offer shown with it. */
  offer: Scalars['String']['output'];
  /** The price of one ticket. */
  price: Scalars['Money']['output'];
  /** 100 to 500. */
  totalTickets: Scalars['Int']['output'];
  /** Silver, Gold or Premium; each at most once per set. */
  type: CategoryType;
};

/** A category row of a ticket set form. */
export type EventTicketCategoryInput = {
  /** On update: the saved category this row changes; left out for a new row (create takes none). */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Up to 100 characters. */
  name: Scalars['String']['input'];
  /** Up to 200 characters. */
  offer: Scalars['String']['input'];
  /** AED, 0 to 10,000,000, at most 2 decimals (more is refused: "Price may have at most 2 decimals"). */
  price: Scalars['Money']['input'];
  /** 100 to 500; on update never below the tickets already booked. */
  totalTickets: Scalars['Int']['input'];
  /** Silver, Gold or Premium; each at most once per set. */
  type: CategoryType;
};

/** One sort key of the event tickets list. */
export type EventTicketOrder = {
  /** Ascending or descending. */
  direction: OrderDirection;
  /** The field to order by. */
  field: EventTicketOrderField;
};

/** What the event tickets list can be ordered by. */
export type EventTicketOrderField =
  /** By created at (REST `createdAt`). */
  | 'CREATED_AT'
  /** By status (REST `status`). */
  | 'STATUS';

/** A page of ticket sets. */
export type EventTicketPage = {
  __typename?: 'EventTicketPage';
  /** All sets matching the filters. */
  count: Scalars['Int']['output'];
  /** The sets of this page. */
  items: Array<EventTicket>;
  /** The offset and limit applied, and whether more sets follow. */
  pageInfo: PageInfo;
};

/** A ticket set after a change, with the API's reply. */
export type EventTicketResult = {
  __typename?: 'EventTicketResult';
  /** The set as saved. */
  eventTicket: EventTicket;
  /** The API's reply. */
  message: Scalars['String']['output'];
};

/** One of the venue's fixed "Follow Us" pictures (§2.14): never added or deleted, only replaced and switched. */
export type Follow = {
  __typename?: 'Follow';
  /** When the slot was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The slot's id. */
  id: Scalars['ID']['output'];
  /** Storage key of the picture, shown from /media/<key>; null until one is uploaded. */
  image?: Maybe<Scalars['String']['output']>;
  /** 1-based place of the slot in the grid. */
  position: Scalars['Int']['output'];
  /** Inactive pictures are hidden from the venue's site. */
  status: Status;
  /** When the slot was last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** One sort key of the follow-us pictures list. */
export type FollowOrder = {
  /** Ascending or descending. */
  direction: OrderDirection;
  /** The field to order by. */
  field: FollowOrderField;
};

/** What the follow-us pictures list can be ordered by. */
export type FollowOrderField =
  /** By position (REST `position`). */
  | 'POSITION';

/** A page of Follow Us slots. */
export type FollowPage = {
  __typename?: 'FollowPage';
  /** All slots matching the filters. */
  count: Scalars['Int']['output'];
  /** The slots of this page. */
  items: Array<Follow>;
  /** The offset and limit applied, and whether more slots follow. */
  pageInfo: PageInfo;
};

/** A Follow Us slot after a change, with the API's reply. */
export type FollowResult = {
  __typename?: 'FollowResult';
  /** The slot as saved. */
  follow: Follow;
  /** The API's reply. */
  message: Scalars['String']['output'];
};

/** A picture of the gallery; image is an upload Key, shown from /media/<key>. */
export type GalleryImage = {
  __typename?: 'GalleryImage';
  /** When the picture was added. */
  createdAt: Scalars['DateTime']['output'];
  /** Height of the stored metaData, in pixels. */
  height: Scalars['Int']['output'];
  /** The picture's id. */
  id: Scalars['ID']['output'];
  /** The Key of the uploaded image (section `gallery`). */
  image: Scalars['String']['output'];
  /** Portrait or landscape; must match the stored image. */
  orientation: GalleryOrientation;
  /** Inactive pictures are hidden from the venue's site. */
  status: Status;
  /** When it last changed: send it as `expectedUpdatedAt` with an update to refuse the update if someone changed the record since. */
  updatedAt: Scalars['DateTime']['output'];
  /** Width of the stored metaData, in pixels. */
  width: Scalars['Int']['output'];
};

/** A gallery picture's image and orientation. */
export type GalleryImageInput = {
  /** The Key of an uploaded image (section `gallery`). */
  image: Scalars['String']['input'];
  /** Must match how the stored image is turned. */
  orientation: GalleryOrientation;
};

/** One sort key of the gallery pictures list. */
export type GalleryImageOrder = {
  /** Ascending or descending. */
  direction: OrderDirection;
  /** The field to order by. */
  field: GalleryImageOrderField;
};

/** What the gallery pictures list can be ordered by. */
export type GalleryImageOrderField =
  /** By created at (REST `createdAt`). */
  | 'CREATED_AT';

/** A page of gallery pictures. */
export type GalleryImagePage = {
  __typename?: 'GalleryImagePage';
  /** All pictures matching the filters. */
  count: Scalars['Int']['output'];
  /** The pictures of this page. */
  items: Array<GalleryImage>;
  /** The offset and limit applied, and whether more pictures follow. */
  pageInfo: PageInfo;
};

/** A gallery picture after a change, with the API's reply. */
export type GalleryImageResult = {
  __typename?: 'GalleryImageResult';
  /** The picture as saved. */
  galleryImage: GalleryImage;
  /** The API's reply. */
  message: Scalars['String']['output'];
};

/** Portrait pictures are stored with metaData 2000x3000, landscape ones with 3000x2000. */
export type GalleryOrientation =
  | 'LANDSCAPE'
  | 'PORTRAIT';

/** Whether the gateway and the API behind it answer. */
export type Health = {
  __typename?: 'Health';
  /** True when the API's GET /health answered. */
  api: Scalars['Boolean']['output'];
  /** Always true: the gateway answered this query. */
  gateway: Scalars['Boolean']['output'];
};

/** A host who brings guests; the password is never readable, only whether one is set. */
export type Host = {
  __typename?: 'Host';
  /** When the host was added. */
  createdAt: Scalars['DateTime']['output'];
  /** Unique across all staff accounts. */
  email: Scalars['String']['output'];
  /** Up to 100 characters. */
  firstName: Scalars['String']['output'];
  /** The host's id. */
  id: Scalars['ID']['output'];
  /** Blocked hosts cannot sign in to the booking site. */
  isBlocked: Scalars['Boolean']['output'];
  /** Up to 100 characters. */
  lastName: Scalars['String']['output'];
  /** First and last name, as the list shows it. */
  name: Scalars['String']['output'];
  /** Whether the host has a password. */
  passwordSet: Scalars['Boolean']['output'];
  /** When it last changed: send it as `expectedUpdatedAt` with an update to refuse the update if someone changed the record since. */
  updatedAt: Scalars['DateTime']['output'];
};

/** One sort key of the hosts list. */
export type HostOrder = {
  /** Ascending or descending. */
  direction: OrderDirection;
  /** The field to order by. */
  field: HostOrderField;
};

/** What the hosts list can be ordered by. */
export type HostOrderField =
  /** By created at (REST `createdAt`). */
  | 'CREATED_AT'
  /** By email (REST `email`). */
  | 'EMAIL'
  /** By first name (REST `firstName`). */
  | 'FIRST_NAME'
  /** By last name (REST `lastName`). */
  | 'LAST_NAME';

/** A page of hosts. */
export type HostPage = {
  __typename?: 'HostPage';
  /** All hosts matching the filters. */
  count: Scalars['Int']['output'];
  /** The hosts of this page. */
  items: Array<Host>;
  /** The offset and limit applied, and whether more hosts follow. */
  pageInfo: PageInfo;
};

/** A host after a change, with the API's reply. */
export type HostResult = {
  __typename?: 'HostResult';
  /** The host as saved. */
  host: Host;
  /** The API's reply, e.g. "Host created successfully". */
  message: Scalars['String']['output'];
};

/** An intellectual property: an event brand (a weekly themed night) events run under. */
export type IntellectualProperty = {
  __typename?: 'IntellectualProperty';
  /** When the IP was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The brand's full name. */
  fullName: Scalars['String']['output'];
  /** 16:9 picture: an upload Key, shown from /media/<key>. */
  icon: Scalars['String']['output'];
  /** The IP's id. */
  id: Scalars['ID']['output'];
  /** Short name, shown in the events list's IP column. */
  name: Scalars['String']['output'];
  /** When it last changed: send it as `expectedUpdatedAt` with an update to refuse the update if someone changed the record since. */
  updatedAt: Scalars['DateTime']['output'];
  /** The night the brand runs; null when it has none. */
  weekDay?: Maybe<WeekDay>;
};

/** One sort key of the intellectual properties list. */
export type IntellectualPropertyOrder = {
  /** Ascending or descending. */
  direction: OrderDirection;
  /** The field to order by. */
  field: IntellectualPropertyOrderField;
};

/** What the intellectual properties list can be ordered by. */
export type IntellectualPropertyOrderField =
  /** By created at (REST `createdAt`). */
  | 'CREATED_AT'
  /** By full name (REST `fullName`). */
  | 'FULL_NAME'
  /** By name (REST `name`). */
  | 'NAME'
  /** By week day (REST `weekDay`). */
  | 'WEEK_DAY';

/** A page of IPs. */
export type IntellectualPropertyPage = {
  __typename?: 'IntellectualPropertyPage';
  /** All IPs matching the filters. */
  count: Scalars['Int']['output'];
  /** The IPs of this page. */
  items: Array<IntellectualProperty>;
  /** The offset and limit applied, and whether more IPs follow. */
  pageInfo: PageInfo;
};

/** An IP after a change, with the API's reply. */
export type IntellectualPropertyResult = {
  __typename?: 'IntellectualPropertyResult';
  /** The IP as saved. */
  intellectualProperty: IntellectualProperty;
  /** The API's reply. */
  message: Scalars['String']['output'];
};

/** The signed-in account, read afresh from the API on every request. */
export type Me = {
  __typename?: 'Me';
  /** Admin or sub-admin. */
  accountType: AccountType;
  /** The account's email. */
  email: Scalars['String']['output'];
  /** The account's id. */
  id: Scalars['ID']['output'];
  /** The account's name. */
  name: Scalars['String']['output'];
  /** The role's rights; empty for the Admin, who passes every check. */
  permissions: Array<Permission>;
  /** False when the sub-admin's role is inactive or deleted, so it grants nothing; always true for the Admin. */
  roleActive: Scalars['Boolean']['output'];
  /** The sub-admin's role; null for the Admin. */
  roleName?: Maybe<Scalars['String']['output']>;
};

/** One of the venue's fixed menu slots (§2.8): a name, a picture and a PDF. */
export type Menu = {
  __typename?: 'Menu';
  /** When the slot was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The slot's id. */
  id: Scalars['ID']['output'];
  /** Storage key of the picture, shown from /media/<key>; null until one is uploaded. */
  image?: Maybe<Scalars['String']['output']>;
  /** The slot's name ("Food", "Drinks", "Shisha" at first). */
  name: Scalars['String']['output'];
  /** Storage key of the PDF, served from /media/<key>; null until one is uploaded. */
  pdf?: Maybe<Scalars['String']['output']>;
  /** Inactive menus are hidden from the venue's site. */
  status: Status;
  /** When the slot was last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** One sort key of the menus list. */
export type MenuOrder = {
  /** Ascending or descending. */
  direction: OrderDirection;
  /** The field to order by. */
  field: MenuOrderField;
};

/** What the menus list can be ordered by. */
export type MenuOrderField =
  /** By name (REST `name`). */
  | 'NAME'
  /** By updated at (REST `updatedAt`). */
  | 'UPDATED_AT';

/** A menu slot after a change, with the API's reply. */
export type MenuResult = {
  __typename?: 'MenuResult';
  /** The slot as saved. */
  menu: Menu;
  /** The API's reply. */
  message: Scalars['String']['output'];
};

/** The write side: each mutation is one REST call and answers with the API's message. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Deletes many categories (soft delete) in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkDeleteCategory: BulkResult;
  /** Deletes many events (soft delete) in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkDeleteEvent: BulkResult;
  /** Deletes many memories (soft delete) in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkDeleteEventMemory: BulkResult;
  /** Deletes many event tickets (soft delete) in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkDeleteEventTicket: BulkResult;
  /** Deletes many gallery pictures (soft delete) in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkDeleteGalleryImage: BulkResult;
  /** Deletes many hosts (soft delete) in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkDeleteHost: BulkResult;
  /** Deletes many roles (soft delete) in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkDeleteRole: BulkResult;
  /** Deletes many sections (soft delete) in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkDeleteSection: BulkResult;
  /** Deletes many services (soft delete) in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkDeleteService: BulkResult;
  /** Deletes many sub-admins (soft delete) in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkDeleteSubAdmin: BulkResult;
  /** Deletes many tables (soft delete) in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkDeleteTable: BulkResult;
  /** Deletes many users (soft delete) in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkDeleteUser: BulkResult;
  /** Restores many deleted categories in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkRestoreCategory: BulkResult;
  /** Restores many deleted events in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkRestoreEvent: BulkResult;
  /** Restores many deleted memories in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkRestoreEventMemory: BulkResult;
  /** Restores many deleted event tickets in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkRestoreEventTicket: BulkResult;
  /** Restores many deleted gallery pictures in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkRestoreGalleryImage: BulkResult;
  /** Restores many deleted hosts in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkRestoreHost: BulkResult;
  /** Restores many deleted roles in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkRestoreRole: BulkResult;
  /** Restores many deleted sections in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkRestoreSection: BulkResult;
  /** Restores many deleted services in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkRestoreService: BulkResult;
  /** Restores many deleted sub-admins in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkRestoreSubAdmin: BulkResult;
  /** Restores many deleted tables in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkRestoreTable: BulkResult;
  /** Restores many deleted users in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkRestoreUser: BulkResult;
  /** Sets the status of many categories in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkSetCategoryStatus: BulkResult;
  /** Sets the status of many enquiries in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkSetEnquiryStatus: BulkResult;
  /** Sets the status of many memories in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkSetEventMemoryStatus: BulkResult;
  /** Sets the status of many events in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkSetEventStatus: BulkResult;
  /** Sets `blocked` on many event tickets in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkSetEventTicketBlocked: BulkResult;
  /** Sets the status of many event tickets in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkSetEventTicketStatus: BulkResult;
  /** Sets the status of many follow-us pictures in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkSetFollowStatus: BulkResult;
  /** Sets the status of many gallery pictures in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkSetGalleryImageStatus: BulkResult;
  /** Sets `blocked` on many hosts in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkSetHostBlocked: BulkResult;
  /** Sets the status of many menus in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkSetMenuStatus: BulkResult;
  /** Sets the status of many roles in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkSetRoleStatus: BulkResult;
  /** Sets the status of many sections in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkSetSectionStatus: BulkResult;
  /** Sets the status of many services in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkSetServiceStatus: BulkResult;
  /** Sets `blocked` on many sub-admins in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkSetSubAdminBlocked: BulkResult;
  /** Sets `featured` on many tables in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkSetTableFeatured: BulkResult;
  /** Sets the status of many tables in one audited transaction per call (at most 1000 ids): all or nothing, and each id's result. */
  bulkSetTableStatus: BulkResult;
  /** Creates a category (POST /create/category). */
  createCategory: CategoryResult;
  /** Adds a price record; refused (CONFLICT) when its days overlap another record of the category. */
  createCategoryRecord: CategoryRecordResult;
  /** Creates an event (POST /create/event). */
  createEvent: EventResult;
  /** Adds a picture to an event. */
  createEventMemory: EventMemoryResult;
  /** Creates an event's ticket set (POST /create/eventTicket): the event must be live, dated today (venue day) or later, and without a live set. */
  createEventTicket: EventTicketResult;
  /** Adds a picture to the gallery. */
  createGalleryImage: GalleryImageResult;
  /** Creates a host (POST /create/host). */
  createHost: HostResult;
  /** Creates an IP (POST /create/intellectualProperty). */
  createIntellectualProperty: IntellectualPropertyResult;
  /** Creates a role (POST /create/role). */
  createRole: RoleResult;
  /** Creates a section (POST /create/section). */
  createSection: SectionResult;
  /** Creates a service with sort 1 (POST /create/service). */
  createService: ServiceResult;
  /** Creates a sub-admin (POST /create/subAdmin). */
  createSubAdmin: SubAdminResult;
  /** Creates a table (POST /create/table); the image is required. */
  createTable: TableResult;
  /** Creates a user (POST /create/user). */
  createUser: UserResult;
  /** Soft-deletes a category; refused (CONFLICT) while live tables use it or live events price it. */
  deleteCategory: ActionResult;
  /** Soft-deletes an event; refused (CONFLICT) while it has a live ticket set. */
  deleteEvent: ActionResult;
  /** Soft-deletes a picture; `restoreEventMemory` brings it back. */
  deleteEventMemory: ActionResult;
  /** Soft-deletes a set; `restoreEventTicket` brings it back. */
  deleteEventTicket: ActionResult;
  /** Soft-deletes a picture; `restoreGalleryImage` brings it back. */
  deleteGalleryImage: ActionResult;
  /** Soft-deletes a host; `restoreHost` brings it back. */
  deleteHost: ActionResult;
  /** Soft-deletes a role; `restoreRole` brings it back. */
  deleteRole: ActionResult;
  /** Soft-deletes a section; refused (CONFLICT) while live tables stand in it. */
  deleteSection: ActionResult;
  /** Soft-deletes a service; `restoreService` brings it back. */
  deleteService: ActionResult;
  /** Soft-deletes a sub-admin; `restoreSubAdmin` brings them back. */
  deleteSubAdmin: ActionResult;
  /** Soft-deletes a table; refused (CONFLICT) while it is booked or held on today (venue day) or later. `restoreTable` brings it back. */
  deleteTable: ActionResult;
  /** Soft-deletes a user; `restoreUser` brings them back. */
  deleteUser: ActionResult;
  /** Signs in; refused with UNAUTHENTICATED for a wrong password, RATE_LIMITED after too many tries. */
  login: Session;
  /** Ends the session of the token this request carries. */
  logout: SignOut;
  /** Ends every session of the signed-in account, on every device. */
  logoutEverywhere: SignOut;
  /** Brings a deleted category back. */
  restoreCategory: CategoryResult;
  /** Brings a deleted event back; refused (CONFLICT) while a category it prices is deleted. */
  restoreEvent: EventResult;
  /** Brings a deleted picture back. */
  restoreEventMemory: EventMemoryResult;
  /** Brings a deleted set back (refused while its event has another set or is deleted). */
  restoreEventTicket: EventTicketResult;
  /** Brings a deleted picture back. */
  restoreGalleryImage: GalleryImageResult;
  /** Brings a deleted host back (CONFLICT when the email was taken meanwhile). */
  restoreHost: HostResult;
  /** Brings a deleted role back (CONFLICT when its name was taken meanwhile). */
  restoreRole: RoleResult;
  /** Brings a deleted section back. */
  restoreSection: SectionResult;
  /** Brings a deleted service back. */
  restoreService: ServiceResult;
  /** Brings a deleted sub-admin back (CONFLICT when the email was taken meanwhile). */
  restoreSubAdmin: SubAdminResult;
  /** Brings a deleted table back. */
  restoreTable: TableResult;
  /** Brings a deleted user back (CONFLICT when the email was taken meanwhile). */
  restoreUser: UserResult;
  /** Records the campaign for every subscribed address and returns at once; a worker delivers it. */
  sendNewsletter: SendNewsletterResult;
  /** Turns auto-renewal on or off; turned on, it renews at once when the latest record ends today or has ended. */
  setCategoryAutoRenewal: CategoryResult;
  /** Activates or deactivates a category. */
  setCategoryStatus: CategoryResult;
  /** Marks an enquiry, or sets it back to PENDING; saved at once. */
  setEnquiryStatus: EnquiryResult;
  /** Activates or deactivates a picture. */
  setEventMemoryStatus: EventMemoryResult;
  /** Activates or deactivates an event. */
  setEventStatus: EventResult;
  /** Blocks (off sale) or unblocks the set: PATCH /update/eventTicket with { isBlocked, eventTicketId }. */
  setEventTicketBlocked: EventTicketResult;
  /** Activates or deactivates a set. */
  setEventTicketStatus: EventTicketResult;
  /** Replaces a slot's picture with an uploaded image (the Key from /upload). */
  setFollowImage: FollowResult;
  /** Activates or deactivates a slot. */
  setFollowStatus: FollowResult;
  /** Activates or deactivates a picture. */
  setGalleryImageStatus: GalleryImageResult;
  /** Blocks or unblocks a host. */
  setHostBlocked: HostResult;
  /** Activates or deactivates a slot. */
  setMenuStatus: MenuResult;
  /** Activates or deactivates a role; its sub-admins lose its rights while it is inactive. */
  setRoleStatus: RoleResult;
  /** Activates or deactivates a section. */
  setSectionStatus: SectionResult;
  /** Activates or deactivates a service. */
  setServiceStatus: ServiceResult;
  /** Blocks or unblocks a sub-admin. */
  setSubAdminBlocked: SubAdminResult;
  /** Features or unfeatures a table. */
  setTableFeatured: TableResult;
  /** Activates or deactivates a table. */
  setTableStatus: TableResult;
  /** Changes a category (PATCH /update/category). */
  updateCategory: CategoryResult;
  /** Changes a price record's price. */
  updateCategoryRecord: CategoryRecordResult;
  /** Changes an event (PATCH /update/event). */
  updateEvent: EventResult;
  /** Replaces a picture or its orientation. */
  updateEventMemory: EventMemoryResult;
  /** Changes a set's rows (PATCH /update/eventTicket). */
  updateEventTicket: EventTicketResult;
  /** Replaces a picture or its orientation. */
  updateGalleryImage: GalleryImageResult;
  /** Changes a host (PATCH /update/host). */
  updateHost: HostResult;
  /** Changes an IP (PATCH /update/intellectualProperty). */
  updateIntellectualProperty: IntellectualPropertyResult;
  /** Renames a slot or replaces its files (PATCH /update/menu). */
  updateMenu: MenuResult;
  /** Renames a role and replaces its rights (PATCH /update/role). */
  updateRole: RoleResult;
  /** Renames a section. */
  updateSection: SectionResult;
  /** Changes a service (PATCH /update/service). */
  updateService: ServiceResult;
  /** Changes a sub-admin (PATCH /update/subAdmin). */
  updateSubAdmin: SubAdminResult;
  /** Changes a table (PATCH /update/table). */
  updateTable: TableResult;
  /** Changes a user (PATCH /update/user). */
  updateUser: UserResult;
  /** Changes an anthem (PATCH /update/weekAnthem). */
  updateWeekAnthem: WeekAnthemResult;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkDeleteCategoryArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkDeleteEventArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkDeleteEventMemoryArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkDeleteEventTicketArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkDeleteGalleryImageArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkDeleteHostArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkDeleteRoleArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkDeleteSectionArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkDeleteServiceArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkDeleteSubAdminArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkDeleteTableArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkDeleteUserArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkRestoreCategoryArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkRestoreEventArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkRestoreEventMemoryArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkRestoreEventTicketArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkRestoreGalleryImageArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkRestoreHostArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkRestoreRoleArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkRestoreSectionArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkRestoreServiceArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkRestoreSubAdminArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkRestoreTableArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkRestoreUserArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkSetCategoryStatusArgs = {
  ids: Array<Scalars['ID']['input']>;
  status: Status;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkSetEnquiryStatusArgs = {
  ids: Array<Scalars['ID']['input']>;
  status: EnquiryStatus;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkSetEventMemoryStatusArgs = {
  ids: Array<Scalars['ID']['input']>;
  status: Status;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkSetEventStatusArgs = {
  ids: Array<Scalars['ID']['input']>;
  status: Status;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkSetEventTicketBlockedArgs = {
  blocked: Scalars['Boolean']['input'];
  ids: Array<Scalars['ID']['input']>;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkSetEventTicketStatusArgs = {
  ids: Array<Scalars['ID']['input']>;
  status: Status;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkSetFollowStatusArgs = {
  ids: Array<Scalars['ID']['input']>;
  status: Status;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkSetGalleryImageStatusArgs = {
  ids: Array<Scalars['ID']['input']>;
  status: Status;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkSetHostBlockedArgs = {
  blocked: Scalars['Boolean']['input'];
  ids: Array<Scalars['ID']['input']>;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkSetMenuStatusArgs = {
  ids: Array<Scalars['ID']['input']>;
  status: Status;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkSetRoleStatusArgs = {
  ids: Array<Scalars['ID']['input']>;
  status: Status;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkSetSectionStatusArgs = {
  ids: Array<Scalars['ID']['input']>;
  status: Status;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkSetServiceStatusArgs = {
  ids: Array<Scalars['ID']['input']>;
  status: Status;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkSetSubAdminBlockedArgs = {
  blocked: Scalars['Boolean']['input'];
  ids: Array<Scalars['ID']['input']>;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkSetTableFeaturedArgs = {
  featured: Scalars['Boolean']['input'];
  ids: Array<Scalars['ID']['input']>;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationBulkSetTableStatusArgs = {
  ids: Array<Scalars['ID']['input']>;
  status: Status;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationCreateCategoryArgs = {
  input: CreateCategoryInput;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationCreateCategoryRecordArgs = {
  input: CreateCategoryRecordInput;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationCreateEventArgs = {
  input: CreateEventInput;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationCreateEventMemoryArgs = {
  input: CreateEventMemoryInput;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationCreateEventTicketArgs = {
  input: CreateEventTicketInput;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationCreateGalleryImageArgs = {
  input: GalleryImageInput;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationCreateHostArgs = {
  input: CreateHostInput;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationCreateIntellectualPropertyArgs = {
  input: CreateIntellectualPropertyInput;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationCreateRoleArgs = {
  input: CreateRoleInput;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationCreateSectionArgs = {
  name: Scalars['String']['input'];
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationCreateServiceArgs = {
  input: CreateServiceInput;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationCreateSubAdminArgs = {
  input: CreateSubAdminInput;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationCreateTableArgs = {
  input: CreateTableInput;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationDeleteCategoryArgs = {
  id: Scalars['ID']['input'];
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationDeleteEventArgs = {
  id: Scalars['ID']['input'];
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationDeleteEventMemoryArgs = {
  id: Scalars['ID']['input'];
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationDeleteEventTicketArgs = {
  id: Scalars['ID']['input'];
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationDeleteGalleryImageArgs = {
  id: Scalars['ID']['input'];
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationDeleteHostArgs = {
  id: Scalars['ID']['input'];
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationDeleteRoleArgs = {
  id: Scalars['ID']['input'];
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationDeleteSectionArgs = {
  id: Scalars['ID']['input'];
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationDeleteServiceArgs = {
  id: Scalars['ID']['input'];
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationDeleteSubAdminArgs = {
  id: Scalars['ID']['input'];
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationDeleteTableArgs = {
  id: Scalars['ID']['input'];
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationRestoreCategoryArgs = {
  id: Scalars['ID']['input'];
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationRestoreEventArgs = {
  id: Scalars['ID']['input'];
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationRestoreEventMemoryArgs = {
  id: Scalars['ID']['input'];
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationRestoreEventTicketArgs = {
  id: Scalars['ID']['input'];
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationRestoreGalleryImageArgs = {
  id: Scalars['ID']['input'];
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationRestoreHostArgs = {
  id: Scalars['ID']['input'];
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationRestoreRoleArgs = {
  id: Scalars['ID']['input'];
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationRestoreSectionArgs = {
  id: Scalars['ID']['input'];
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationRestoreServiceArgs = {
  id: Scalars['ID']['input'];
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationRestoreSubAdminArgs = {
  id: Scalars['ID']['input'];
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationRestoreTableArgs = {
  id: Scalars['ID']['input'];
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationRestoreUserArgs = {
  id: Scalars['ID']['input'];
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationSendNewsletterArgs = {
  input: SendNewsletterInput;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationSetCategoryAutoRenewalArgs = {
  autoRenewal: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationSetCategoryStatusArgs = {
  id: Scalars['ID']['input'];
  status: Status;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationSetEnquiryStatusArgs = {
  id: Scalars['ID']['input'];
  status: EnquiryStatus;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationSetEventMemoryStatusArgs = {
  id: Scalars['ID']['input'];
  status: Status;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationSetEventStatusArgs = {
  id: Scalars['ID']['input'];
  status: Status;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationSetEventTicketBlockedArgs = {
  blocked: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationSetEventTicketStatusArgs = {
  id: Scalars['ID']['input'];
  status: Status;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationSetFollowImageArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['ID']['input'];
  image: Scalars['String']['input'];
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationSetFollowStatusArgs = {
  id: Scalars['ID']['input'];
  status: Status;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationSetGalleryImageStatusArgs = {
  id: Scalars['ID']['input'];
  status: Status;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationSetHostBlockedArgs = {
  blocked: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationSetMenuStatusArgs = {
  id: Scalars['ID']['input'];
  status: Status;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationSetRoleStatusArgs = {
  id: Scalars['ID']['input'];
  status: Status;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationSetSectionStatusArgs = {
  id: Scalars['ID']['input'];
  status: Status;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationSetServiceStatusArgs = {
  id: Scalars['ID']['input'];
  status: Status;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationSetSubAdminBlockedArgs = {
  blocked: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationSetTableFeaturedArgs = {
  id: Scalars['ID']['input'];
  isFeatured: Scalars['Boolean']['input'];
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationSetTableStatusArgs = {
  id: Scalars['ID']['input'];
  status: Status;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationUpdateCategoryArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  input: UpdateCategoryInput;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationUpdateCategoryRecordArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  input: UpdateCategoryRecordInput;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationUpdateEventArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  input: UpdateEventInput;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationUpdateEventMemoryArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['ID']['input'];
  input: EventMemoryInput;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationUpdateEventTicketArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  input: UpdateEventTicketInput;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationUpdateGalleryImageArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['ID']['input'];
  input: GalleryImageInput;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationUpdateHostArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  input: UpdateHostInput;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationUpdateIntellectualPropertyArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  input: UpdateIntellectualPropertyInput;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationUpdateMenuArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  input: UpdateMenuInput;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationUpdateRoleArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  input: UpdateRoleInput;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationUpdateSectionArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationUpdateServiceArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  input: UpdateServiceInput;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationUpdateSubAdminArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  input: UpdateSubAdminInput;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationUpdateTableArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  input: UpdateTableInput;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationUpdateUserArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  input: UpdateUserInput;
};


/** The write side: each mutation is one REST call and answers with the API's message. */
export type MutationUpdateWeekAnthemArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  input: UpdateWeekAnthemInput;
};

/** A referenced record's id and name, populated by the API (no call per row). */
export type NamedRef = {
  __typename?: 'NamedRef';
  /** The record's id. */
  id: Scalars['ID']['output'];
  /** The record's name. */
  name: Scalars['String']['output'];
};

/** A newsletter sent once: its recipients are the subscribed addresses when it was sent. */
export type NewsletterCampaign = {
  __typename?: 'NewsletterCampaign';
  /** When it was sent. */
  createdAt: Scalars['DateTime']['output'];
  /** Recipients whose message failed for good (see failures). */
  failed: Scalars['Int']['output'];
  /** Up to 100 failed recipients, with the server's reply. */
  failures: Array<NewsletterFailure>;
  /** The campaign's id. */
  id: Scalars['ID']['output'];
  /** The mail's text. */
  message: Scalars['String']['output'];
  /** Messages still to be sent, or to be tried again. */
  pending: Scalars['Int']['output'];
  /** True while messages are pending. */
  sending: Scalars['Boolean']['output'];
  /** Recipients whose message the mail server accepted. */
  sent: Scalars['Int']['output'];
  /** Name of the account that sent it. */
  sentBy: Scalars['String']['output'];
  /** The mail's subject. */
  subject: Scalars['String']['output'];
  /** Recipients. */
  total: Scalars['Int']['output'];
};

/** One sort key of the newsletter campaigns list. */
export type NewsletterCampaignOrder = {
  /** Ascending or descending. */
  direction: OrderDirection;
  /** The field to order by. */
  field: NewsletterCampaignOrderField;
};

/** What the newsletter campaigns list can be ordered by. */
export type NewsletterCampaignOrderField =
  /** By created at (REST `createdAt`). */
  | 'CREATED_AT'
  /** By subject (REST `subject`). */
  | 'SUBJECT';

/** A page of campaigns. */
export type NewsletterCampaignPage = {
  __typename?: 'NewsletterCampaignPage';
  /** All campaigns. */
  count: Scalars['Int']['output'];
  /** The campaigns of this page. */
  items: Array<NewsletterCampaign>;
  /** The offset and limit applied, and whether more campaigns follow. */
  pageInfo: PageInfo;
};

/** A recipient whose message failed for good, with the mail server's reply. */
export type NewsletterFailure = {
  __typename?: 'NewsletterFailure';
  /** How many times sending was tried. */
  attempts: Scalars['Int']['output'];
  /** The recipient's address. */
  email: Scalars['String']['output'];
  /** The SMTP reply (or connection error) of the last attempt. */
  reply?: Maybe<Scalars['String']['output']>;
};

/** A newsletter subscriber (§3): added by the venue's site, unsubscribed by the link in every newsletter. */
export type NewsletterSubscriber = {
  __typename?: 'NewsletterSubscriber';
  /** When the address first subscribed. */
  createdAt: Scalars['DateTime']['output'];
  /** The address, lower-cased. */
  email: Scalars['String']['output'];
  /** The subscriber's id. */
  id: Scalars['ID']['output'];
  /** Shown as "Subscribed" or "UnSubscribed". */
  isSubscribed: Scalars['Boolean']['output'];
  /** When the address last subscribed. */
  lastSubmission: Scalars['DateTime']['output'];
  /** How many times the address was submitted. */
  subscribeCount: Scalars['Int']['output'];
};

/** One sort key of the subscribers list. */
export type NewsletterSubscriberOrder = {
  /** Ascending or descending. */
  direction: OrderDirection;
  /** The field to order by. */
  field: NewsletterSubscriberOrderField;
};

/** What the subscribers list can be ordered by. */
export type NewsletterSubscriberOrderField =
  /** By created at (REST `createdAt`). */
  | 'CREATED_AT'
  /** By email (REST `email`). */
  | 'EMAIL'
  /** By last submission (REST `lastSubmission`). */
  | 'LAST_SUBMISSION'
  /** By subscribe count (REST `subscribeCount`). */
  | 'SUBSCRIBE_COUNT';

/** A page of subscribers. */
export type NewsletterSubscriberPage = {
  __typename?: 'NewsletterSubscriberPage';
  /** All subscribers matching the filters. */
  count: Scalars['Int']['output'];
  /** The subscribers of this page. */
  items: Array<NewsletterSubscriber>;
  /** The offset and limit applied, and whether more subscribers follow. */
  pageInfo: PageInfo;
};

/**
 * The direction of a sort key. Every list takes `orderBy: [<Type>Order!]`, each
 * `{ field: <Type>OrderField!, direction: OrderDirection! }`, the first key first; the record's id
 * breaks ties in the last key's direction, so pages never repeat or skip a row. Without `orderBy`
 * a list keeps its own order (given in its description).
 */
export type OrderDirection =
  /** Smallest, earliest or A first. */
  | 'ASC'
  /** Largest, latest or Z first. */
  | 'DESC';

/**
 * Where a page sits in its list. Every paged list takes `limit` (1 to 100, default 10; 9 for gallery
 * pictures and event memories, §9's gallery page size) and `offset` (default 0); a limit above 100 is
 * refused with BAD_USER_INPUT, never cut.
 */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** True when items follow this page: ask again with `offset + limit`. */
  hasNextPage: Scalars['Boolean']['output'];
  /** The most items the page could hold. */
  limit: Scalars['Int']['output'];
  /** The offset the page starts at (the items before it were skipped). */
  offset: Scalars['Int']['output'];
};

/** Where a booking's payment stands (REST 1 to 4); the list shows it as a dot: PENDING yellow and pulsing, IN_PROGRESS blue, SUCCESSFUL green, FAILED red. */
export type PaymentStatus =
  | 'FAILED'
  | 'IN_PROGRESS'
  | 'PENDING'
  | 'SUCCESSFUL';

/** One row of a role's permission matrix. */
export type Permission = {
  __typename?: 'Permission';
  /** May create records. */
  add: Scalars['Boolean']['output'];
  /** Every action below. */
  all: Scalars['Boolean']['output'];
  /** May delete records. */
  del: Scalars['Boolean']['output'];
  /** May change records, their status and switches, and restore them. */
  edit: Scalars['Boolean']['output'];
  /** The module this row is for. */
  module: PermissionModule;
  /** May read the module's lists and records. */
  view: Scalars['Boolean']['output'];
};

/** One row of a role's permission matrix, as sent when saving the role. */
export type PermissionInput = {
  /** May create records. */
  add: Scalars['Boolean']['input'];
  /** Every action below. */
  all: Scalars['Boolean']['input'];
  /** May delete records. */
  del: Scalars['Boolean']['input'];
  /** May change records, their status and switches, and restore them. */
  edit: Scalars['Boolean']['input'];
  /** The module this row is for. */
  module: PermissionModule;
  /** May read the module's lists and records. */
  view: Scalars['Boolean']['input'];
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

/** The read side: every root field here needs a signed-in account, except `health`. */
export type Query = {
  __typename?: 'Query';
  /** Active categories by name: the table form's Category select (a plain list: it is never long). */
  allCategories: Array<Category>;
  /** Every live event, latest date first (GET /get/all/events): the ticket form's select (`ticketable: true`) and the memories' grid (a plain list). */
  allEvents: Array<EventOption>;
  /** Every IP by name (GET /get/all/intellectualProperty): the event form's IP select (a plain list). */
  allIntellectualProperties: Array<NamedRef>;
  /** Active roles by name, for choosing a sub-admin's role (a plain list: it is never long). */
  allRoles: Array<Role>;
  /** Active sections by name: the table form's Section select (a plain list: it is never long). */
  allSections: Array<Section>;
  /** Bookings, newest first. */
  bookings: BookingPage;
  /** Categories, newest first, each with its table count and today's price. */
  categories: CategoryPage;
  /** One category; null, with a NOT_FOUND error beside it, when there is no live category with this id. */
  category?: Maybe<Category>;
  /** A page of the category's price records, latest period first (GET /get/category, like `category`). */
  categoryRecords: CategoryRecordPage;
  /** The dashboard's figures for the signed-in account. */
  dashboard: Dashboard;
  /** Enquiries, newest first. */
  enquiries: EnquiryPage;
  /** One event; null, with a NOT_FOUND error beside it, when there is no live event with this id. */
  event?: Maybe<Event>;
  /** The add form's starting values (GET /get/eventDefaults). */
  eventDefaults: EventDefaults;
  /** One live event's pictures, newest first; the screen shows 9 a page. */
  eventMemories: EventMemoryPage;
  /** One picture (GET /get/eventGallery/:eventGalleryId); null, with a NOT_FOUND error beside it, when there is no live picture with this id. */
  eventMemory?: Maybe<EventMemory>;
  /** One ticket set; null, with a NOT_FOUND error beside it, when there is no live set with this id. */
  eventTicket?: Maybe<EventTicket>;
  /** Ticket sets, newest first. */
  eventTickets: EventTicketPage;
  /** Events, newest first. */
  events: EventPage;
  /** The slots in their fixed order. */
  follows: FollowPage;
  /** Gallery pictures, newest first; the screen shows 9 a page. */
  galleryImages: GalleryImagePage;
  /** Liveness of the gateway and the API behind it. */
  health: Health;
  /** One host; null, with a NOT_FOUND error beside it, when there is no live host with this id. */
  host?: Maybe<Host>;
  /** Hosts, newest first. */
  hosts: HostPage;
  /** IPs, newest first. */
  intellectualProperties: IntellectualPropertyPage;
  /** One IP; null, with a NOT_FOUND error beside it, when there is no IP with this id. */
  intellectualProperty?: Maybe<IntellectualProperty>;
  /** The signed-in account (UNAUTHENTICATED without a valid token). */
  me: Me;
  /** One slot; null, with a NOT_FOUND error beside it, when there is no slot with this id. */
  menu?: Maybe<Menu>;
  /** Every menu slot in its fixed order: a plain list, not a page, since the slots are fixed and few. */
  menus: Array<Menu>;
  /** One campaign; null, with a NOT_FOUND error beside it, when there is no campaign with this id. */
  newsletterCampaign?: Maybe<NewsletterCampaign>;
  /** Campaigns, newest first, with their counts. */
  newsletterCampaigns: NewsletterCampaignPage;
  /** Subscribers, latest submission first. */
  newsletterSubscribers: NewsletterSubscriberPage;
  /** One role; null, with a NOT_FOUND error beside it, when there is no live role with this id. */
  role?: Maybe<Role>;
  /** Roles, newest first. */
  roles: RolePage;
  /**
   * Records of every area the account may view whose text matches, best first: exact, then prefix,
   * then contains (REST `GET /search`). `limit` is at most 50 (default 20).
   */
  search: Array<SearchHit>;
  /** One section; null, with a NOT_FOUND error beside it, when there is no live section with this id. */
  section?: Maybe<Section>;
  /** Sections, newest first. */
  sections: SectionPage;
  /** One service; null, with a NOT_FOUND error beside it, when there is no live service with this id. */
  service?: Maybe<Service>;
  /** Services by sort, then newest first. */
  services: ServicePage;
  /** One sub-admin; null, with a NOT_FOUND error beside it, when there is no live sub-admin with this id. */
  subAdmin?: Maybe<SubAdmin>;
  /** Sub-admins, newest first. */
  subAdmins: SubAdminPage;
  /** One table as on `date`; null, with a NOT_FOUND error beside it, when there is no live table with this id. */
  table?: Maybe<Table>;
  /** Tables as on `date`, newest first. */
  tables: TablePage;
  /** One user; null, with a NOT_FOUND error beside it, when there is no live user with this id. */
  user?: Maybe<User>;
  /** Users, newest first. */
  users: UserPage;
  /** One anthem; null, with a NOT_FOUND error beside it, when there is no anthem with this id. */
  weekAnthem?: Maybe<WeekAnthem>;
  /** The seven anthems, Monday first. */
  weekAnthems: WeekAnthemPage;
};


/** The read side: every root field here needs a signed-in account, except `health`. */
export type QueryAllEventsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Status>;
  ticketable?: InputMaybe<Scalars['Boolean']['input']>;
};


/** The read side: every root field here needs a signed-in account, except `health`. */
export type QueryBookingsArgs = {
  from?: InputMaybe<Scalars['Date']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<BookingOrder>>;
  paymentStatus?: InputMaybe<PaymentStatus>;
  search?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['Date']['input']>;
  type?: InputMaybe<BookingType>;
};


/** The read side: every root field here needs a signed-in account, except `health`. */
export type QueryCategoriesArgs = {
  deleted?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<CategoryOrder>>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Status>;
};


/** The read side: every root field here needs a signed-in account, except `health`. */
export type QueryCategoryArgs = {
  id: Scalars['ID']['input'];
};


/** The read side: every root field here needs a signed-in account, except `health`. */
export type QueryCategoryRecordsArgs = {
  categoryId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<CategoryRecordOrder>>;
};


/** The read side: every root field here needs a signed-in account, except `health`. */
export type QueryEnquiriesArgs = {
  from?: InputMaybe<Scalars['Date']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<EnquiryOrder>>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<EnquiryStatus>;
  to?: InputMaybe<Scalars['Date']['input']>;
};


/** The read side: every root field here needs a signed-in account, except `health`. */
export type QueryEventArgs = {
  id: Scalars['ID']['input'];
};


/** The read side: every root field here needs a signed-in account, except `health`. */
export type QueryEventMemoriesArgs = {
  deleted?: InputMaybe<Scalars['Boolean']['input']>;
  eventId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<EventMemoryOrder>>;
  status?: InputMaybe<Status>;
};


/** The read side: every root field here needs a signed-in account, except `health`. */
export type QueryEventMemoryArgs = {
  id: Scalars['ID']['input'];
};


/** The read side: every root field here needs a signed-in account, except `health`. */
export type QueryEventTicketArgs = {
  id: Scalars['ID']['input'];
};


/** The read side: every root field here needs a signed-in account, except `health`. */
export type QueryEventTicketsArgs = {
  blocked?: InputMaybe<Scalars['Boolean']['input']>;
  deleted?: InputMaybe<Scalars['Boolean']['input']>;
  eventId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<EventTicketOrder>>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** The read side: every root field here needs a signed-in account, except `health`. */
export type QueryEventsArgs = {
  deleted?: InputMaybe<Scalars['Boolean']['input']>;
  from?: InputMaybe<Scalars['Date']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<EventOrder>>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Status>;
  to?: InputMaybe<Scalars['Date']['input']>;
};


/** The read side: every root field here needs a signed-in account, except `health`. */
export type QueryFollowsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<FollowOrder>>;
  status?: InputMaybe<Status>;
};


/** The read side: every root field here needs a signed-in account, except `health`. */
export type QueryGalleryImagesArgs = {
  deleted?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<GalleryImageOrder>>;
  status?: InputMaybe<Status>;
};


/** The read side: every root field here needs a signed-in account, except `health`. */
export type QueryHostArgs = {
  id: Scalars['ID']['input'];
};


/** The read side: every root field here needs a signed-in account, except `health`. */
export type QueryHostsArgs = {
  blocked?: InputMaybe<Scalars['Boolean']['input']>;
  deleted?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<HostOrder>>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** The read side: every root field here needs a signed-in account, except `health`. */
export type QueryIntellectualPropertiesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<IntellectualPropertyOrder>>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** The read side: every root field here needs a signed-in account, except `health`. */
export type QueryIntellectualPropertyArgs = {
  id: Scalars['ID']['input'];
};


/** The read side: every root field here needs a signed-in account, except `health`. */
export type QueryMenuArgs = {
  id: Scalars['ID']['input'];
};


/** The read side: every root field here needs a signed-in account, except `health`. */
export type QueryMenusArgs = {
  orderBy?: InputMaybe<Array<MenuOrder>>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Status>;
};


/** The read side: every root field here needs a signed-in account, except `health`. */
export type QueryNewsletterCampaignArgs = {
  id: Scalars['ID']['input'];
};


/** The read side: every root field here needs a signed-in account, except `health`. */
export type QueryNewsletterCampaignsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<NewsletterCampaignOrder>>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** The read side: every root field here needs a signed-in account, except `health`. */
export type QueryNewsletterSubscribersArgs = {
  from?: InputMaybe<Scalars['Date']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<NewsletterSubscriberOrder>>;
  search?: InputMaybe<Scalars['String']['input']>;
  subscribed?: InputMaybe<Scalars['Boolean']['input']>;
  to?: InputMaybe<Scalars['Date']['input']>;
};


/** The read side: every root field here needs a signed-in account, except `health`. */
export type QueryRoleArgs = {
  id: Scalars['ID']['input'];
};


/** The read side: every root field here needs a signed-in account, except `health`. */
export type QueryRolesArgs = {
  deleted?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<RoleOrder>>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Status>;
};


/** The read side: every root field here needs a signed-in account, except `health`. */
export type QuerySearchArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  text: Scalars['String']['input'];
};


/** The read side: every root field here needs a signed-in account, except `health`. */
export type QuerySectionArgs = {
  id: Scalars['ID']['input'];
};


/** The read side: every root field here needs a signed-in account, except `health`. */
export type QuerySectionsArgs = {
  deleted?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<SectionOrder>>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Status>;
};


/** The read side: every root field here needs a signed-in account, except `health`. */
export type QueryServiceArgs = {
  id: Scalars['ID']['input'];
};


/** The read side: every root field here needs a signed-in account, except `health`. */
export type QueryServicesArgs = {
  deleted?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<ServiceOrder>>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Status>;
};


/** The read side: every root field here needs a signed-in account, except `health`. */
export type QuerySubAdminArgs = {
  id: Scalars['ID']['input'];
};


/** The read side: every root field here needs a signed-in account, except `health`. */
export type QuerySubAdminsArgs = {
  blocked?: InputMaybe<Scalars['Boolean']['input']>;
  deleted?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<SubAdminOrder>>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** The read side: every root field here needs a signed-in account, except `health`. */
export type QueryTableArgs = {
  date?: InputMaybe<Scalars['Date']['input']>;
  id: Scalars['ID']['input'];
};


/** The read side: every root field here needs a signed-in account, except `health`. */
export type QueryTablesArgs = {
  date?: InputMaybe<Scalars['Date']['input']>;
  deleted?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<TableOrder>>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Status>;
};


/** The read side: every root field here needs a signed-in account, except `health`. */
export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


/** The read side: every root field here needs a signed-in account, except `health`. */
export type QueryUsersArgs = {
  deleted?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<UserOrder>>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** The read side: every root field here needs a signed-in account, except `health`. */
export type QueryWeekAnthemArgs = {
  id: Scalars['ID']['input'];
};


/** The read side: every root field here needs a signed-in account, except `health`. */
export type QueryWeekAnthemsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<WeekAnthemOrder>>;
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A sub-admin role: a name and what it may do in each of the 17 modules. */
export type Role = {
  __typename?: 'Role';
  /** When the role was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The role's id. */
  id: Scalars['ID']['output'];
  /** Unique among live roles. */
  name: Scalars['String']['output'];
  /** One row per module, always all 17 in the spec's order. */
  permissions: Array<Permission>;
  /** Only active roles can be given to sub-admins. */
  status: Status;
  /** When it last changed: send it as `expectedUpdatedAt` with an update to refuse the update if someone changed the record since. */
  updatedAt: Scalars['DateTime']['output'];
};

/** One sort key of the roles list. */
export type RoleOrder = {
  /** Ascending or descending. */
  direction: OrderDirection;
  /** The field to order by. */
  field: RoleOrderField;
};

/** What the roles list can be ordered by. */
export type RoleOrderField =
  /** By created at (REST `createdAt`). */
  | 'CREATED_AT'
  /** By name (REST `name`). */
  | 'NAME'
  /** By status (REST `status`). */
  | 'STATUS';

/** A page of roles. */
export type RolePage = {
  __typename?: 'RolePage';
  /** All roles matching the filters. */
  count: Scalars['Int']['output'];
  /** The roles of this page. */
  items: Array<Role>;
  /** The offset and limit applied, and whether more roles follow. */
  pageInfo: PageInfo;
};

/** A role after a change, with the API's reply. */
export type RoleResult = {
  __typename?: 'RoleResult';
  /** The API's reply, e.g. "Role created successfully". */
  message: Scalars['String']['output'];
  /** The role as saved. */
  role: Role;
};

/** One record found by `search`, in an area the signed-in account may view. */
export type SearchHit = {
  __typename?: 'SearchHit';
  /** False when the record is inactive, blocked or unsubscribed. */
  active: Scalars['Boolean']['output'];
  /** The area's key, as in the console's paths and the CLI: `users`, `events`, `bookings`… */
  area: Scalars['String']['output'];
  /** The record's id in its area. */
  id: Scalars['ID']['output'];
  /** What people read: a name, an email, a booking id with its guest's email. */
  label: Scalars['String']['output'];
  /** How the text matched: exact, prefix or contains. */
  rank: SearchRank;
};

/** How a search hit matched its text: the whole of it, its start, or somewhere inside. */
export type SearchRank =
  | 'CONTAINS'
  | 'EXACT'
  | 'PREFIX';

/** A section (floor) of the venue that tables stand in. */
export type Section = {
  __typename?: 'Section';
  /** When the section was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The section's id. */
  id: Scalars['ID']['output'];
  /** Unique among live sections. */
  name: Scalars['String']['output'];
  /** Inactive sections are not offered for new tables. */
  status: Status;
  /** When it last changed: send it as `expectedUpdatedAt` with an update to refuse the update if someone changed the record since. */
  updatedAt: Scalars['DateTime']['output'];
};

/** One sort key of the sections list. */
export type SectionOrder = {
  /** Ascending or descending. */
  direction: OrderDirection;
  /** The field to order by. */
  field: SectionOrderField;
};

/** What the sections list can be ordered by. */
export type SectionOrderField =
  /** By created at (REST `createdAt`). */
  | 'CREATED_AT'
  /** By name (REST `name`). */
  | 'NAME';

/** A page of sections. */
export type SectionPage = {
  __typename?: 'SectionPage';
  /** All sections matching the filters. */
  count: Scalars['Int']['output'];
  /** The sections of this page. */
  items: Array<Section>;
  /** The offset and limit applied, and whether more sections follow. */
  pageInfo: PageInfo;
};

/** A section after a change, with the API's reply. */
export type SectionResult = {
  __typename?: 'SectionResult';
  /** The API's reply, e.g. "Section created successfully". */
  message: Scalars['String']['output'];
  /** The section as saved. */
  section: Section;
};

/** A newsletter to send to every subscribed address. */
export type SendNewsletterInput = {
  /**
   * One per submission (a form's, a script's run): the same key again returns the same campaign and
   * sends nothing twice. Left out, every call is a newsletter of its own.
   */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** 100 to 1000 characters once trimmed. */
  message: Scalars['String']['input'];
  /** 10 to 200 characters once trimmed. */
  subject: Scalars['String']['input'];
};

/** A campaign just recorded (or found again by its idempotency key), with the API's reply. */
export type SendNewsletterResult = {
  __typename?: 'SendNewsletterResult';
  /** The campaign. */
  campaign: NewsletterCampaign;
  /** The API's reply, e.g. "Newsletter queued for 42 subscribers". */
  message: Scalars['String']['output'];
};

/** A service the venue offers; image and icon are upload Keys, shown from /media/<key>. */
export type Service = {
  __typename?: 'Service';
  /** When the service was created. */
  createdAt: Scalars['DateTime']['output'];
  /** What the service is, as the venue's site shows it. */
  description: Scalars['String']['output'];
  /** Small square picture; null when the service has none. */
  icon?: Maybe<Scalars['String']['output']>;
  /** The service's id. */
  id: Scalars['ID']['output'];
  /** 16:9 picture. */
  image?: Maybe<Scalars['String']['output']>;
  /** Place in the venue site's order (lowest first). */
  sort: Scalars['Int']['output'];
  /** Inactive services are hidden from the venue's site. */
  status: Status;
  /** Up to 100 characters. */
  title: Scalars['String']['output'];
  /** When it last changed: send it as `expectedUpdatedAt` with an update to refuse the update if someone changed the record since. */
  updatedAt: Scalars['DateTime']['output'];
};

/** One sort key of the services list. */
export type ServiceOrder = {
  /** Ascending or descending. */
  direction: OrderDirection;
  /** The field to order by. */
  field: ServiceOrderField;
};

/** What the services list can be ordered by. */
export type ServiceOrderField =
  /** By created at (REST `createdAt`). */
  | 'CREATED_AT'
  /** By sort (REST `sort`). */
  | 'SORT'
  /** By title (REST `title`). */
  | 'TITLE';

/** A page of services. */
export type ServicePage = {
  __typename?: 'ServicePage';
  /** All services matching the filters. */
  count: Scalars['Int']['output'];
  /** The services of this page. */
  items: Array<Service>;
  /** The offset and limit applied, and whether more services follow. */
  pageInfo: PageInfo;
};

/** A service after a change, with the API's reply. */
export type ServiceResult = {
  __typename?: 'ServiceResult';
  /** The API's reply, e.g. "Service created successfully". */
  message: Scalars['String']['output'];
  /** The service as saved. */
  service: Service;
};

/** A new sign-in: the token to send as `Authorization: Bearer <token>`, and who signed in. */
export type Session = {
  __typename?: 'Session';
  /** Admin or sub-admin. */
  accountType: AccountType;
  /** The API's reply, "Login successfully". */
  message: Scalars['String']['output'];
  /** The account's name. */
  name: Scalars['String']['output'];
  /** The role's rights; empty for the Admin, who passes every check. */
  permissions: Array<Permission>;
  /** False when the sub-admin's role is inactive or deleted, so it grants nothing; always true for the Admin. */
  roleActive: Scalars['Boolean']['output'];
  /** The bearer token; it ends with the session (logout, expiry, a new password). */
  token: Scalars['String']['output'];
};

/** Sessions ended on the server: their tokens are refused from the next request on. */
export type SignOut = {
  __typename?: 'SignOut';
  /** The API's reply. */
  message: Scalars['String']['output'];
  /** How many sessions ended. */
  sessionsEnded: Scalars['Int']['output'];
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

/** A staff account limited by its role; the password is never readable, only whether one is set. */
export type SubAdmin = {
  __typename?: 'SubAdmin';
  /** When the sub-admin was added. */
  createdAt: Scalars['DateTime']['output'];
  /** Unique across all staff accounts. */
  email: Scalars['String']['output'];
  /** The sub-admin's id. */
  id: Scalars['ID']['output'];
  /** Blocked sub-admins cannot sign in; their sessions end at once. */
  isBlocked: Scalars['Boolean']['output'];
  /** The sub-admin's name. */
  name: Scalars['String']['output'];
  /** Whether the sub-admin has a password. */
  passwordSet: Scalars['Boolean']['output'];
  /** Null when the role was deleted: the sub-admin then has no permissions. */
  role?: Maybe<SubAdminRole>;
  /** When it last changed: send it as `expectedUpdatedAt` with an update to refuse the update if someone changed the record since. */
  updatedAt: Scalars['DateTime']['output'];
};

/** One sort key of the sub-admins list. */
export type SubAdminOrder = {
  /** Ascending or descending. */
  direction: OrderDirection;
  /** The field to order by. */
  field: SubAdminOrderField;
};

/** What the sub-admins list can be ordered by. */
export type SubAdminOrderField =
  /** By created at (REST `createdAt`). */
  | 'CREATED_AT'
  /** By email (REST `email`). */
  | 'EMAIL'
  /** By name (REST `name`). */
  | 'NAME';

/** A page of sub-admins. */
export type SubAdminPage = {
  __typename?: 'SubAdminPage';
  /** All sub-admins matching the filters. */
  count: Scalars['Int']['output'];
  /** The sub-admins of this page. */
  items: Array<SubAdmin>;
  /** The offset and limit applied, and whether more sub-admins follow. */
  pageInfo: PageInfo;
};

/** A sub-admin after a change, with the API's reply. */
export type SubAdminResult = {
  __typename?: 'SubAdminResult';
  /** The API's reply, e.g. "Sub admin created successfully". */
  message: Scalars['String']['output'];
  /** The sub-admin as saved. */
  subAdmin: SubAdmin;
};

/** The role a sub-admin holds, by id and name. */
export type SubAdminRole = {
  __typename?: 'SubAdminRole';
  /** The role's id. */
  id: Scalars['ID']['output'];
  /** The role's name. */
  name: Scalars['String']['output'];
};

/** A table of the venue, as on `date`. */
export type Table = {
  __typename?: 'Table';
  /** Whether the table is free, held or booked on `date`. */
  bookingStatus: BookingStatus;
  /** How many guests it seats. */
  capacity: Scalars['Int']['output'];
  /** The category that prices the table. */
  category: NamedRef;
  /** When the table was added. */
  createdAt: Scalars['DateTime']['output'];
  /** The venue day that price and bookingStatus are for. */
  date: Scalars['Date']['output'];
  /** The table's id. */
  id: Scalars['ID']['output'];
  /** 1.66:1 picture: an upload Key. */
  image: Scalars['String']['output'];
  /** What a booking of the table includes. */
  inclusions: Array<Scalars['String']['output']>;
  /** Featured tables come first on the venue's site. */
  isFeatured: Scalars['Boolean']['output'];
  /** The table's name. */
  name: Scalars['String']['output'];
  /** The category's price on `date`; null when no record covers it. */
  price?: Maybe<Scalars['Money']['output']>;
  /** The section the table stands in. */
  section: NamedRef;
  /** Inactive tables cannot be booked. */
  status: Status;
  /** The number shown on the floor; null when it has none. */
  tableNo?: Maybe<Scalars['String']['output']>;
  /** When it last changed: send it as `expectedUpdatedAt` with an update to refuse the update if someone changed the record since. */
  updatedAt: Scalars['DateTime']['output'];
};

/** One sort key of the tables list. */
export type TableOrder = {
  /** Ascending or descending. */
  direction: OrderDirection;
  /** The field to order by. */
  field: TableOrderField;
};

/** What the tables list can be ordered by. */
export type TableOrderField =
  /** By capacity (REST `capacity`). */
  | 'CAPACITY'
  /** By created at (REST `createdAt`). */
  | 'CREATED_AT'
  /** By name (REST `name`). */
  | 'NAME'
  /** By table no (REST `tableNo`). */
  | 'TABLE_NO';

/** A page of tables. */
export type TablePage = {
  __typename?: 'TablePage';
  /** All tables matching the filters. */
  count: Scalars['Int']['output'];
  /** The tables of this page. */
  items: Array<Table>;
  /** The offset and limit applied, and whether more tables follow. */
  pageInfo: PageInfo;
};

/** A table after a change, with the API's reply. */
export type TableResult = {
  __typename?: 'TableResult';
  /** The API's reply, e.g. "Table created successfully". */
  message: Scalars['String']['output'];
  /** The table as saved. */
  table: Table;
};

/** A category's new values. */
export type UpdateCategoryInput = {
  /** The category to change. */
  id: Scalars['ID']['input'];
  /** Left out: keep the current layout. */
  layout?: InputMaybe<CategoryLayoutInput>;
  /** Required, unique among live categories. */
  name: Scalars['String']['input'];
};

/** A price record's new price (its days never change). */
export type UpdateCategoryRecordInput = {
  /** The category the record belongs to. */
  categoryId: Scalars['ID']['input'];
  /** The record to change. */
  id: Scalars['ID']['input'];
  /** AED, 1 to 10,000,000, at most 2 decimals (more is refused: "Price may have at most 2 decimals"). */
  price: Scalars['Money']['input'];
};

/** An event's new values. */
export type UpdateEventInput = {
  /** Left out: keep the event's address; an empty one is refused ("Address is required"). */
  address?: InputMaybe<Scalars['String']['input']>;
  /** 18 to 100; left out: keep the event's admission. */
  admission?: InputMaybe<Scalars['Int']['input']>;
  /** 0 to 20 rows naming live categories, each at most once. */
  categories: Array<EventCategoryInput>;
  /** Left out: keep the date (the edit screen does not change it). */
  date?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 30 non-empty texts. */
  howToRedeem: Array<Scalars['String']['input']>;
  /** The event to change. */
  id: Scalars['ID']['input'];
  /** The Key of an uploaded 0.75:1 picture (section `events`). */
  image: Scalars['String']['input'];
  /** 1 to 30 non-empty texts. */
  importantInformation: Array<Scalars['String']['input']>;
  /** 1 to 30 non-empty texts. */
  inclusions: Array<Scalars['String']['input']>;
  /** An IP's id; null: none; left out: keep the event's IP. */
  ipId?: InputMaybe<Scalars['ID']['input']>;
  /** 1 to 30 non-empty texts. */
  itinerary: Array<Scalars['String']['input']>;
  /** Required. */
  name: Scalars['String']['input'];
  /** A whole number of at least 1. */
  popularity: Scalars['Int']['input'];
  /** Required. */
  summary: Scalars['String']['input'];
  /** 24-hour HH:MM. */
  time: Scalars['String']['input'];
};

/** A ticket set's new rows. */
export type UpdateEventTicketInput = {
  /** The set's rows as they should be: saved rows named by id change, new rows are added, rows left out are removed (refused while booked). */
  categories: Array<EventTicketCategoryInput>;
  /** The set to change. */
  id: Scalars['ID']['input'];
};

/** A host's new values. */
export type UpdateHostInput = {
  /** A valid email, unique across staff accounts. */
  email: Scalars['String']['input'];
  /** Required, up to 100 characters. */
  firstName: Scalars['String']['input'];
  /** The host to change. */
  id: Scalars['ID']['input'];
  /** Required, up to 100 characters. */
  lastName: Scalars['String']['input'];
  /** Left out or empty: keep the current password. */
  password?: InputMaybe<Scalars['String']['input']>;
};

/** An IP's new values. */
export type UpdateIntellectualPropertyInput = {
  /** Required, up to 200 characters. */
  fullName: Scalars['String']['input'];
  /** The Key of an uploaded 16:9 picture (section `intellectualProperties`). */
  icon: Scalars['String']['input'];
  /** The IP to change. */
  id: Scalars['ID']['input'];
  /** Required, up to 100 characters. */
  name: Scalars['String']['input'];
  /** Left out: keep the current day; null: the brand has none. */
  weekDay?: InputMaybe<WeekDay>;
};

/** Omitting image or pdf keeps the current file; a key must come from an upload of the right kind. */
export type UpdateMenuInput = {
  /** The slot to change. */
  id: Scalars['ID']['input'];
  /** The Key of an uploaded picture (section `menu`). */
  image?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  name: Scalars['String']['input'];
  /** The Key of an uploaded PDF (section `menu`); left out or null: keep the slot's. A slot without a PDF must be given one ("Please select a PDF file."). */
  pdf?: InputMaybe<Scalars['String']['input']>;
};

/** A role's new name and rights. */
export type UpdateRoleInput = {
  /** The role to change. */
  id: Scalars['ID']['input'];
  /** Required, unique among live roles. */
  name: Scalars['String']['input'];
  /** The role's rights per module; modules left out have none. */
  permissions: Array<PermissionInput>;
};

/** A service's new values. */
export type UpdateServiceInput = {
  /** Required. */
  description: Scalars['String']['input'];
  /** Left out: keep the current icon; null: remove it. */
  icon?: InputMaybe<Scalars['String']['input']>;
  /** The service to change. */
  id: Scalars['ID']['input'];
  /** The Key of an uploaded 16:9 picture (section `services`). */
  image: Scalars['String']['input'];
  /** Required, up to 100 characters. */
  title: Scalars['String']['input'];
};

/** A sub-admin's new values. */
export type UpdateSubAdminInput = {
  /** A valid email, unique across staff accounts. */
  email: Scalars['String']['input'];
  /** The sub-admin to change. */
  id: Scalars['ID']['input'];
  /** Required. */
  name: Scalars['String']['input'];
  /** Left out or empty: keep the current password (a new one ends the sub-admin's sessions). */
  password?: InputMaybe<Scalars['String']['input']>;
  /** An active role's id (see `allRoles`). */
  roleId: Scalars['ID']['input'];
};

/** A table's new values. */
export type UpdateTableInput = {
  /** Guests it seats, 1 to 15 (§9). */
  capacity: Scalars['Int']['input'];
  /** A live category's id. */
  categoryId: Scalars['ID']['input'];
  /** The table to change. */
  id: Scalars['ID']['input'];
  /** Left out: keep the current image. */
  image?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 30 non-empty texts. */
  inclusions: Array<Scalars['String']['input']>;
  /** Required. */
  name: Scalars['String']['input'];
  /** A live section's id. */
  sectionId: Scalars['ID']['input'];
  /** Optional number shown on the floor; null or "": none; left out: keep the table's number. */
  tableNo?: InputMaybe<Scalars['String']['input']>;
};

/** A user's new values. */
export type UpdateUserInput = {
  /** Date of birth, "YYYY-MM-DD", not in the future. */
  dob: Scalars['String']['input'];
  /** A valid email, unique among live users. */
  email: Scalars['String']['input'];
  /** Required, up to 100 characters. */
  firstName: Scalars['String']['input'];
  /** The user to change. */
  id: Scalars['ID']['input'];
  /** Required, up to 100 characters. */
  lastName: Scalars['String']['input'];
  /** Country code like "+971". */
  mobileCode: Scalars['String']['input'];
  /** 4 to 15 digits. */
  mobileNo: Scalars['String']['input'];
};

/** A week anthem's new values (the day never changes). */
export type UpdateWeekAnthemInput = {
  /** Required. */
  description: Scalars['String']['input'];
  /** Left out: keep the current icon; null: remove it. */
  icon?: InputMaybe<Scalars['String']['input']>;
  /** The anthem to change. */
  id: Scalars['ID']['input'];
  /** Required. */
  offer: Scalars['String']['input'];
  /** Left out or null: keep the current picture. */
  primaryImage?: InputMaybe<Scalars['String']['input']>;
};

/** A customer of the venue (the spec's "user"); managed here, never signing in here. */
export type User = {
  __typename?: 'User';
  /** When the user was added. */
  createdAt: Scalars['DateTime']['output'];
  /** Date of birth; null when never given. */
  dob?: Maybe<Scalars['Date']['output']>;
  /** Unique among live users. */
  email: Scalars['String']['output'];
  /** Up to 100 characters. */
  firstName: Scalars['String']['output'];
  /** The user's id. */
  id: Scalars['ID']['output'];
  /** Up to 100 characters. */
  lastName: Scalars['String']['output'];
  /** Country code, e.g. "+971". */
  mobileCode: Scalars['String']['output'];
  /** 4 to 15 digits. */
  mobileNo: Scalars['String']['output'];
  /** First and last name, as the list shows it. */
  name: Scalars['String']['output'];
  /** When it last changed: send it as `expectedUpdatedAt` with an update to refuse the update if someone changed the record since. */
  updatedAt: Scalars['DateTime']['output'];
};

/** One sort key of the users list. */
export type UserOrder = {
  /** Ascending or descending. */
  direction: OrderDirection;
  /** The field to order by. */
  field: UserOrderField;
};

/** What the users list can be ordered by. */
export type UserOrderField =
  /** By created at (REST `createdAt`). */
  | 'CREATED_AT'
  /** By email (REST `email`). */
  | 'EMAIL'
  /** By first name (REST `firstName`). */
  | 'FIRST_NAME'
  /** By last name (REST `lastName`). */
  | 'LAST_NAME';

/** A page of users. */
export type UserPage = {
  __typename?: 'UserPage';
  /** All users matching the filters. */
  count: Scalars['Int']['output'];
  /** The users of this page. */
  items: Array<User>;
  /** The offset and limit applied, and whether more users follow. */
  pageInfo: PageInfo;
};

/** A user after a change, with the API's reply. */
export type UserResult = {
  __typename?: 'UserResult';
  /** The API's reply, e.g. "User created successfully". */
  message: Scalars['String']['output'];
  /** The user as saved. */
  user: User;
};

/** One of the seven fixed week-day anthems (Monday … Sunday): the night's picture, offer and description. */
export type WeekAnthem = {
  __typename?: 'WeekAnthem';
  /** When the slot was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The night's description. */
  description: Scalars['String']['output'];
  /** Small square picture; null when the anthem has none. */
  icon?: Maybe<Scalars['String']['output']>;
  /** The anthem's id. */
  id: Scalars['ID']['output'];
  /** The night's offer. */
  offer: Scalars['String']['output'];
  /** 16:9 picture: an upload Key, shown from /media/<key>; null until one is uploaded. */
  primaryImage?: Maybe<Scalars['String']['output']>;
  /** When the slot was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** The night of this slot; fixed. */
  weekDay: WeekDay;
};

/** One sort key of the week anthems list. */
export type WeekAnthemOrder = {
  /** Ascending or descending. */
  direction: OrderDirection;
  /** The field to order by. */
  field: WeekAnthemOrderField;
};

/** What the week anthems list can be ordered by. */
export type WeekAnthemOrderField =
  /** By week day (REST `weekDay`). */
  | 'WEEK_DAY';

/** A page of week anthems. */
export type WeekAnthemPage = {
  __typename?: 'WeekAnthemPage';
  /** All anthems matching the filters. */
  count: Scalars['Int']['output'];
  /** The anthems of this page. */
  items: Array<WeekAnthem>;
  /** The offset and limit applied, and whether more anthems follow. */
  pageInfo: PageInfo;
};

/** A week anthem after a change, with the API's reply. */
export type WeekAnthemResult = {
  __typename?: 'WeekAnthemResult';
  /** The API's reply. */
  message: Scalars['String']['output'];
  /** The anthem as saved. */
  weekAnthem: WeekAnthem;
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



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountType: AccountType;
  ActionResult: ResolverTypeWrapper<ActionResult>;
  BookedTable: ResolverTypeWrapper<BookedTable>;
  Booking: ResolverTypeWrapper<Booking>;
  BookingEvent: ResolverTypeWrapper<BookingEvent>;
  BookingOrder: BookingOrder;
  BookingOrderField: BookingOrderField;
  BookingPage: ResolverTypeWrapper<BookingPage>;
  BookingPerson: ResolverTypeWrapper<BookingPerson>;
  BookingStatus: BookingStatus;
  BookingType: BookingType;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BulkItemResult: ResolverTypeWrapper<BulkItemResult>;
  BulkOutcome: BulkOutcome;
  BulkResult: ResolverTypeWrapper<BulkResult>;
  Category: ResolverTypeWrapper<Category>;
  CategoryLayout: ResolverTypeWrapper<CategoryLayout>;
  CategoryLayoutInput: CategoryLayoutInput;
  CategoryOrder: CategoryOrder;
  CategoryOrderField: CategoryOrderField;
  CategoryPage: ResolverTypeWrapper<CategoryPage>;
  CategoryRecord: ResolverTypeWrapper<CategoryRecord>;
  CategoryRecordOrder: CategoryRecordOrder;
  CategoryRecordOrderField: CategoryRecordOrderField;
  CategoryRecordPage: ResolverTypeWrapper<CategoryRecordPage>;
  CategoryRecordResult: ResolverTypeWrapper<CategoryRecordResult>;
  CategoryResult: ResolverTypeWrapper<CategoryResult>;
  CategoryType: CategoryType;
  CreateCategoryInput: CreateCategoryInput;
  CreateCategoryRecordInput: CreateCategoryRecordInput;
  CreateEventInput: CreateEventInput;
  CreateEventMemoryInput: CreateEventMemoryInput;
  CreateEventTicketInput: CreateEventTicketInput;
  CreateHostInput: CreateHostInput;
  CreateIntellectualPropertyInput: CreateIntellectualPropertyInput;
  CreateRoleInput: CreateRoleInput;
  CreateServiceInput: CreateServiceInput;
  CreateSubAdminInput: CreateSubAdminInput;
  CreateTableInput: CreateTableInput;
  CreateUserInput: CreateUserInput;
  Dashboard: ResolverTypeWrapper<Dashboard>;
  DashboardBookingFigures: ResolverTypeWrapper<DashboardBookingFigures>;
  DashboardBookings: ResolverTypeWrapper<DashboardBookings>;
  DashboardEvent: ResolverTypeWrapper<DashboardEvent>;
  DashboardNewsletter: ResolverTypeWrapper<DashboardNewsletter>;
  DashboardTables: ResolverTypeWrapper<DashboardTables>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Enquiry: ResolverTypeWrapper<Enquiry>;
  EnquiryOrder: EnquiryOrder;
  EnquiryOrderField: EnquiryOrderField;
  EnquiryPage: ResolverTypeWrapper<EnquiryPage>;
  EnquiryResult: ResolverTypeWrapper<EnquiryResult>;
  EnquiryStatus: EnquiryStatus;
  Event: ResolverTypeWrapper<Event>;
  EventCategory: ResolverTypeWrapper<EventCategory>;
  EventCategoryInput: EventCategoryInput;
  EventDefaults: ResolverTypeWrapper<EventDefaults>;
  EventMemory: ResolverTypeWrapper<EventMemory>;
  EventMemoryInput: EventMemoryInput;
  EventMemoryOrder: EventMemoryOrder;
  EventMemoryOrderField: EventMemoryOrderField;
  EventMemoryPage: ResolverTypeWrapper<EventMemoryPage>;
  EventMemoryResult: ResolverTypeWrapper<EventMemoryResult>;
  EventOption: ResolverTypeWrapper<EventOption>;
  EventOrder: EventOrder;
  EventOrderField: EventOrderField;
  EventPage: ResolverTypeWrapper<EventPage>;
  EventResult: ResolverTypeWrapper<EventResult>;
  EventTicket: ResolverTypeWrapper<EventTicket>;
  EventTicketCategory: ResolverTypeWrapper<EventTicketCategory>;
  EventTicketCategoryInput: EventTicketCategoryInput;
  EventTicketOrder: EventTicketOrder;
  EventTicketOrderField: EventTicketOrderField;
  EventTicketPage: ResolverTypeWrapper<EventTicketPage>;
  EventTicketResult: ResolverTypeWrapper<EventTicketResult>;
  Follow: ResolverTypeWrapper<Follow>;
  FollowOrder: FollowOrder;
  FollowOrderField: FollowOrderField;
  FollowPage: ResolverTypeWrapper<FollowPage>;
  FollowResult: ResolverTypeWrapper<FollowResult>;
  GalleryImage: ResolverTypeWrapper<GalleryImage>;
  GalleryImageInput: GalleryImageInput;
  GalleryImageOrder: GalleryImageOrder;
  GalleryImageOrderField: GalleryImageOrderField;
  GalleryImagePage: ResolverTypeWrapper<GalleryImagePage>;
  GalleryImageResult: ResolverTypeWrapper<GalleryImageResult>;
  GalleryOrientation: GalleryOrientation;
  Health: ResolverTypeWrapper<Health>;
  Host: ResolverTypeWrapper<Host>;
  HostOrder: HostOrder;
  HostOrderField: HostOrderField;
  HostPage: ResolverTypeWrapper<HostPage>;
  HostResult: ResolverTypeWrapper<HostResult>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  IntellectualProperty: ResolverTypeWrapper<IntellectualProperty>;
  IntellectualPropertyOrder: IntellectualPropertyOrder;
  IntellectualPropertyOrderField: IntellectualPropertyOrderField;
  IntellectualPropertyPage: ResolverTypeWrapper<IntellectualPropertyPage>;
  IntellectualPropertyResult: ResolverTypeWrapper<IntellectualPropertyResult>;
  Me: ResolverTypeWrapper<Me>;
  Menu: ResolverTypeWrapper<Menu>;
  MenuOrder: MenuOrder;
  MenuOrderField: MenuOrderField;
  MenuResult: ResolverTypeWrapper<MenuResult>;
  Money: ResolverTypeWrapper<Scalars['Money']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NamedRef: ResolverTypeWrapper<NamedRef>;
  NewsletterCampaign: ResolverTypeWrapper<NewsletterCampaign>;
  NewsletterCampaignOrder: NewsletterCampaignOrder;
  NewsletterCampaignOrderField: NewsletterCampaignOrderField;
  NewsletterCampaignPage: ResolverTypeWrapper<NewsletterCampaignPage>;
  NewsletterFailure: ResolverTypeWrapper<NewsletterFailure>;
  NewsletterSubscriber: ResolverTypeWrapper<NewsletterSubscriber>;
  NewsletterSubscriberOrder: NewsletterSubscriberOrder;
  NewsletterSubscriberOrderField: NewsletterSubscriberOrderField;
  NewsletterSubscriberPage: ResolverTypeWrapper<NewsletterSubscriberPage>;
  OrderDirection: OrderDirection;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PaymentStatus: PaymentStatus;
  Permission: ResolverTypeWrapper<Permission>;
  PermissionInput: PermissionInput;
  PermissionModule: PermissionModule;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: ResolverTypeWrapper<Role>;
  RoleOrder: RoleOrder;
  RoleOrderField: RoleOrderField;
  RolePage: ResolverTypeWrapper<RolePage>;
  RoleResult: ResolverTypeWrapper<RoleResult>;
  SearchHit: ResolverTypeWrapper<SearchHit>;
  SearchRank: SearchRank;
  Section: ResolverTypeWrapper<Section>;
  SectionOrder: SectionOrder;
  SectionOrderField: SectionOrderField;
  SectionPage: ResolverTypeWrapper<SectionPage>;
  SectionResult: ResolverTypeWrapper<SectionResult>;
  SendNewsletterInput: SendNewsletterInput;
  SendNewsletterResult: ResolverTypeWrapper<SendNewsletterResult>;
  Service: ResolverTypeWrapper<Service>;
  ServiceOrder: ServiceOrder;
  ServiceOrderField: ServiceOrderField;
  ServicePage: ResolverTypeWrapper<ServicePage>;
  ServiceResult: ResolverTypeWrapper<ServiceResult>;
  Session: ResolverTypeWrapper<Session>;
  SignOut: ResolverTypeWrapper<SignOut>;
  SpecialOccasion: SpecialOccasion;
  Status: Status;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubAdmin: ResolverTypeWrapper<SubAdmin>;
  SubAdminOrder: SubAdminOrder;
  SubAdminOrderField: SubAdminOrderField;
  SubAdminPage: ResolverTypeWrapper<SubAdminPage>;
  SubAdminResult: ResolverTypeWrapper<SubAdminResult>;
  SubAdminRole: ResolverTypeWrapper<SubAdminRole>;
  Table: ResolverTypeWrapper<Table>;
  TableOrder: TableOrder;
  TableOrderField: TableOrderField;
  TablePage: ResolverTypeWrapper<TablePage>;
  TableResult: ResolverTypeWrapper<TableResult>;
  UpdateCategoryInput: UpdateCategoryInput;
  UpdateCategoryRecordInput: UpdateCategoryRecordInput;
  UpdateEventInput: UpdateEventInput;
  UpdateEventTicketInput: UpdateEventTicketInput;
  UpdateHostInput: UpdateHostInput;
  UpdateIntellectualPropertyInput: UpdateIntellectualPropertyInput;
  UpdateMenuInput: UpdateMenuInput;
  UpdateRoleInput: UpdateRoleInput;
  UpdateServiceInput: UpdateServiceInput;
  UpdateSubAdminInput: UpdateSubAdminInput;
  UpdateTableInput: UpdateTableInput;
  UpdateUserInput: UpdateUserInput;
  UpdateWeekAnthemInput: UpdateWeekAnthemInput;
  User: ResolverTypeWrapper<User>;
  UserOrder: UserOrder;
  UserOrderField: UserOrderField;
  UserPage: ResolverTypeWrapper<UserPage>;
  UserResult: ResolverTypeWrapper<UserResult>;
  WeekAnthem: ResolverTypeWrapper<WeekAnthem>;
  WeekAnthemOrder: WeekAnthemOrder;
  WeekAnthemOrderField: WeekAnthemOrderField;
  WeekAnthemPage: ResolverTypeWrapper<WeekAnthemPage>;
  WeekAnthemResult: ResolverTypeWrapper<WeekAnthemResult>;
  WeekDay: WeekDay;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActionResult: ActionResult;
  BookedTable: BookedTable;
  Booking: Booking;
  BookingEvent: BookingEvent;
  BookingOrder: BookingOrder;
  BookingPage: BookingPage;
  BookingPerson: BookingPerson;
  Boolean: Scalars['Boolean']['output'];
  BulkItemResult: BulkItemResult;
  BulkResult: BulkResult;
  Category: Category;
  CategoryLayout: CategoryLayout;
  CategoryLayoutInput: CategoryLayoutInput;
  CategoryOrder: CategoryOrder;
  CategoryPage: CategoryPage;
  CategoryRecord: CategoryRecord;
  CategoryRecordOrder: CategoryRecordOrder;
  CategoryRecordPage: CategoryRecordPage;
  CategoryRecordResult: CategoryRecordResult;
  CategoryResult: CategoryResult;
  CreateCategoryInput: CreateCategoryInput;
  CreateCategoryRecordInput: CreateCategoryRecordInput;
  CreateEventInput: CreateEventInput;
  CreateEventMemoryInput: CreateEventMemoryInput;
  CreateEventTicketInput: CreateEventTicketInput;
  CreateHostInput: CreateHostInput;
  CreateIntellectualPropertyInput: CreateIntellectualPropertyInput;
  CreateRoleInput: CreateRoleInput;
  CreateServiceInput: CreateServiceInput;
  CreateSubAdminInput: CreateSubAdminInput;
  CreateTableInput: CreateTableInput;
  CreateUserInput: CreateUserInput;
  Dashboard: Dashboard;
  DashboardBookingFigures: DashboardBookingFigures;
  DashboardBookings: DashboardBookings;
  DashboardEvent: DashboardEvent;
  DashboardNewsletter: DashboardNewsletter;
  DashboardTables: DashboardTables;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  Enquiry: Enquiry;
  EnquiryOrder: EnquiryOrder;
  EnquiryPage: EnquiryPage;
  EnquiryResult: EnquiryResult;
  Event: Event;
  EventCategory: EventCategory;
  EventCategoryInput: EventCategoryInput;
  EventDefaults: EventDefaults;
  EventMemory: EventMemory;
  EventMemoryInput: EventMemoryInput;
  EventMemoryOrder: EventMemoryOrder;
  EventMemoryPage: EventMemoryPage;
  EventMemoryResult: EventMemoryResult;
  EventOption: EventOption;
  EventOrder: EventOrder;
  EventPage: EventPage;
  EventResult: EventResult;
  EventTicket: EventTicket;
  EventTicketCategory: EventTicketCategory;
  EventTicketCategoryInput: EventTicketCategoryInput;
  EventTicketOrder: EventTicketOrder;
  EventTicketPage: EventTicketPage;
  EventTicketResult: EventTicketResult;
  Follow: Follow;
  FollowOrder: FollowOrder;
  FollowPage: FollowPage;
  FollowResult: FollowResult;
  GalleryImage: GalleryImage;
  GalleryImageInput: GalleryImageInput;
  GalleryImageOrder: GalleryImageOrder;
  GalleryImagePage: GalleryImagePage;
  GalleryImageResult: GalleryImageResult;
  Health: Health;
  Host: Host;
  HostOrder: HostOrder;
  HostPage: HostPage;
  HostResult: HostResult;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  IntellectualProperty: IntellectualProperty;
  IntellectualPropertyOrder: IntellectualPropertyOrder;
  IntellectualPropertyPage: IntellectualPropertyPage;
  IntellectualPropertyResult: IntellectualPropertyResult;
  Me: Me;
  Menu: Menu;
  MenuOrder: MenuOrder;
  MenuResult: MenuResult;
  Money: Scalars['Money']['output'];
  Mutation: Record<PropertyKey, never>;
  NamedRef: NamedRef;
  NewsletterCampaign: NewsletterCampaign;
  NewsletterCampaignOrder: NewsletterCampaignOrder;
  NewsletterCampaignPage: NewsletterCampaignPage;
  NewsletterFailure: NewsletterFailure;
  NewsletterSubscriber: NewsletterSubscriber;
  NewsletterSubscriberOrder: NewsletterSubscriberOrder;
  NewsletterSubscriberPage: NewsletterSubscriberPage;
  PageInfo: PageInfo;
  Permission: Permission;
  PermissionInput: PermissionInput;
  Query: Record<PropertyKey, never>;
  Role: Role;
  RoleOrder: RoleOrder;
  RolePage: RolePage;
  RoleResult: RoleResult;
  SearchHit: SearchHit;
  Section: Section;
  SectionOrder: SectionOrder;
  SectionPage: SectionPage;
  SectionResult: SectionResult;
  SendNewsletterInput: SendNewsletterInput;
  SendNewsletterResult: SendNewsletterResult;
  Service: Service;
  ServiceOrder: ServiceOrder;
  ServicePage: ServicePage;
  ServiceResult: ServiceResult;
  Session: Session;
  SignOut: SignOut;
  String: Scalars['String']['output'];
  SubAdmin: SubAdmin;
  SubAdminOrder: SubAdminOrder;
  SubAdminPage: SubAdminPage;
  SubAdminResult: SubAdminResult;
  SubAdminRole: SubAdminRole;
  Table: Table;
  TableOrder: TableOrder;
  TablePage: TablePage;
  TableResult: TableResult;
  UpdateCategoryInput: UpdateCategoryInput;
  UpdateCategoryRecordInput: UpdateCategoryRecordInput;
  UpdateEventInput: UpdateEventInput;
  UpdateEventTicketInput: UpdateEventTicketInput;
  UpdateHostInput: UpdateHostInput;
  UpdateIntellectualPropertyInput: UpdateIntellectualPropertyInput;
  UpdateMenuInput: UpdateMenuInput;
  UpdateRoleInput: UpdateRoleInput;
  UpdateServiceInput: UpdateServiceInput;
  UpdateSubAdminInput: UpdateSubAdminInput;
  UpdateTableInput: UpdateTableInput;
  UpdateUserInput: UpdateUserInput;
  UpdateWeekAnthemInput: UpdateWeekAnthemInput;
  User: User;
  UserOrder: UserOrder;
  UserPage: UserPage;
  UserResult: UserResult;
  WeekAnthem: WeekAnthem;
  WeekAnthemOrder: WeekAnthemOrder;
  WeekAnthemPage: WeekAnthemPage;
  WeekAnthemResult: WeekAnthemResult;
};

export type ActionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActionResult'] = ResolversParentTypes['ActionResult']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BookedTableResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookedTable'] = ResolversParentTypes['BookedTable']> = {
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BookingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Booking'] = ResolversParentTypes['Booking']> = {
  bookingId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  event?: Resolver<Maybe<ResolversTypes['BookingEvent']>, ParentType, ContextType>;
  host?: Resolver<Maybe<ResolversTypes['BookingPerson']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  table?: Resolver<Maybe<ResolversTypes['BookedTable']>, ParentType, ContextType>;
  ticketCategory?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tickets?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['BookingType'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['BookingPerson'], ParentType, ContextType>;
};

export type BookingEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingEvent'] = ResolversParentTypes['BookingEvent']> = {
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BookingPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingPage'] = ResolversParentTypes['BookingPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Booking']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type BookingPersonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingPerson'] = ResolversParentTypes['BookingPerson']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type BulkItemResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BulkItemResult'] = ResolversParentTypes['BulkItemResult']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['BulkOutcome'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rolledBack?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BulkResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BulkResult'] = ResolversParentTypes['BulkResult']> = {
  committed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['BulkItemResult']>, ParentType, ContextType>;
  skipped?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  autoRenewal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['CategoryLayout'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
  tableCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type CategoryLayoutResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CategoryLayout'] = ResolversParentTypes['CategoryLayout']> = {
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageAlt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CategoryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CategoryPage'] = ResolversParentTypes['CategoryPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type CategoryRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CategoryRecord'] = ResolversParentTypes['CategoryRecord']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fromDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  toDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type CategoryRecordPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CategoryRecordPage'] = ResolversParentTypes['CategoryRecordPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CategoryRecord']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type CategoryRecordResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CategoryRecordResult'] = ResolversParentTypes['CategoryRecordResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  record?: Resolver<ResolversTypes['CategoryRecord'], ParentType, ContextType>;
};

export type CategoryResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CategoryResult'] = ResolversParentTypes['CategoryResult']> = {
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DashboardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Dashboard'] = ResolversParentTypes['Dashboard']> = {
  bookings?: Resolver<Maybe<ResolversTypes['DashboardBookings']>, ParentType, ContextType>;
  eventsTonight?: Resolver<Maybe<Array<ResolversTypes['DashboardEvent']>>, ParentType, ContextType>;
  newsletter?: Resolver<Maybe<ResolversTypes['DashboardNewsletter']>, ParentType, ContextType>;
  pendingEnquiries?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  tablesToday?: Resolver<Maybe<ResolversTypes['DashboardTables']>, ParentType, ContextType>;
};

export type DashboardBookingFiguresResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DashboardBookingFigures'] = ResolversParentTypes['DashboardBookingFigures']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type DashboardBookingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DashboardBookings'] = ResolversParentTypes['DashboardBookings']> = {
  today?: Resolver<ResolversTypes['DashboardBookingFigures'], ParentType, ContextType>;
  week?: Resolver<ResolversTypes['DashboardBookingFigures'], ParentType, ContextType>;
};

export type DashboardEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DashboardEvent'] = ResolversParentTypes['DashboardEvent']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DashboardNewsletterResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DashboardNewsletter'] = ResolversParentTypes['DashboardNewsletter']> = {
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DashboardTablesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DashboardTables'] = ResolversParentTypes['DashboardTables']> = {
  booked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  held?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type EnquiryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Enquiry'] = ResolversParentTypes['Enquiry']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dob?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobileCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobileNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  specialOccasion?: Resolver<ResolversTypes['SpecialOccasion'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EnquiryStatus'], ParentType, ContextType>;
};

export type EnquiryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EnquiryPage'] = ResolversParentTypes['EnquiryPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Enquiry']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type EnquiryResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EnquiryResult'] = ResolversParentTypes['EnquiryResult']> = {
  enquiry?: Resolver<ResolversTypes['Enquiry'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Event'] = ResolversParentTypes['Event']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  admission?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['EventCategory']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  howToRedeem?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  importantInformation?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  inclusions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['NamedRef']>, ParentType, ContextType>;
  itinerary?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  popularity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  posterImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type EventCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventCategory'] = ResolversParentTypes['EventCategory']> = {
  categoryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type EventDefaultsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventDefaults'] = ResolversParentTypes['EventDefaults']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  admission?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EventMemoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventMemory'] = ResolversParentTypes['EventMemory']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orientation?: Resolver<ResolversTypes['GalleryOrientation'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EventMemoryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventMemoryPage'] = ResolversParentTypes['EventMemoryPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['EventMemory']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type EventMemoryResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventMemoryResult'] = ResolversParentTypes['EventMemoryResult']> = {
  eventMemory?: Resolver<ResolversTypes['EventMemory'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EventOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventOption'] = ResolversParentTypes['EventOption']> = {
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EventPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventPage'] = ResolversParentTypes['EventPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type EventResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventResult'] = ResolversParentTypes['EventResult']> = {
  event?: Resolver<ResolversTypes['Event'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EventTicketResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventTicket'] = ResolversParentTypes['EventTicket']> = {
  categories?: Resolver<Array<ResolversTypes['EventTicketCategory']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['EventOption'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isBlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type EventTicketCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventTicketCategory'] = ResolversParentTypes['EventTicketCategory']> = {
  bookedTickets?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalTickets?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CategoryType'], ParentType, ContextType>;
};

export type EventTicketPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventTicketPage'] = ResolversParentTypes['EventTicketPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['EventTicket']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type EventTicketResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventTicketResult'] = ResolversParentTypes['EventTicketResult']> = {
  eventTicket?: Resolver<ResolversTypes['EventTicket'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FollowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Follow'] = ResolversParentTypes['Follow']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type FollowPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FollowPage'] = ResolversParentTypes['FollowPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Follow']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type FollowResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FollowResult'] = ResolversParentTypes['FollowResult']> = {
  follow?: Resolver<ResolversTypes['Follow'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GalleryImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GalleryImage'] = ResolversParentTypes['GalleryImage']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orientation?: Resolver<ResolversTypes['GalleryOrientation'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GalleryImagePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GalleryImagePage'] = ResolversParentTypes['GalleryImagePage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['GalleryImage']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type GalleryImageResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GalleryImageResult'] = ResolversParentTypes['GalleryImageResult']> = {
  galleryImage?: Resolver<ResolversTypes['GalleryImage'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HealthResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Health'] = ResolversParentTypes['Health']> = {
  api?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  gateway?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type HostResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Host'] = ResolversParentTypes['Host']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isBlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passwordSet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type HostPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HostPage'] = ResolversParentTypes['HostPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Host']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type HostResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HostResult'] = ResolversParentTypes['HostResult']> = {
  host?: Resolver<ResolversTypes['Host'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IntellectualPropertyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IntellectualProperty'] = ResolversParentTypes['IntellectualProperty']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  weekDay?: Resolver<Maybe<ResolversTypes['WeekDay']>, ParentType, ContextType>;
};

export type IntellectualPropertyPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IntellectualPropertyPage'] = ResolversParentTypes['IntellectualPropertyPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['IntellectualProperty']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type IntellectualPropertyResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IntellectualPropertyResult'] = ResolversParentTypes['IntellectualPropertyResult']> = {
  intellectualProperty?: Resolver<ResolversTypes['IntellectualProperty'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Me'] = ResolversParentTypes['Me']> = {
  accountType?: Resolver<ResolversTypes['AccountType'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
  roleActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  roleName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MenuResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Menu'] = ResolversParentTypes['Menu']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pdf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type MenuResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MenuResult'] = ResolversParentTypes['MenuResult']> = {
  menu?: Resolver<ResolversTypes['Menu'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface MoneyScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Money'], any> {
  name: 'Money';
}

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  bulkDeleteCategory?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkDeleteCategoryArgs, 'ids'>>;
  bulkDeleteEvent?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkDeleteEventArgs, 'ids'>>;
  bulkDeleteEventMemory?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkDeleteEventMemoryArgs, 'ids'>>;
  bulkDeleteEventTicket?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkDeleteEventTicketArgs, 'ids'>>;
  bulkDeleteGalleryImage?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkDeleteGalleryImageArgs, 'ids'>>;
  bulkDeleteHost?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkDeleteHostArgs, 'ids'>>;
  bulkDeleteRole?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkDeleteRoleArgs, 'ids'>>;
  bulkDeleteSection?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkDeleteSectionArgs, 'ids'>>;
  bulkDeleteService?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkDeleteServiceArgs, 'ids'>>;
  bulkDeleteSubAdmin?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkDeleteSubAdminArgs, 'ids'>>;
  bulkDeleteTable?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkDeleteTableArgs, 'ids'>>;
  bulkDeleteUser?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkDeleteUserArgs, 'ids'>>;
  bulkRestoreCategory?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkRestoreCategoryArgs, 'ids'>>;
  bulkRestoreEvent?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkRestoreEventArgs, 'ids'>>;
  bulkRestoreEventMemory?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkRestoreEventMemoryArgs, 'ids'>>;
  bulkRestoreEventTicket?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkRestoreEventTicketArgs, 'ids'>>;
  bulkRestoreGalleryImage?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkRestoreGalleryImageArgs, 'ids'>>;
  bulkRestoreHost?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkRestoreHostArgs, 'ids'>>;
  bulkRestoreRole?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkRestoreRoleArgs, 'ids'>>;
  bulkRestoreSection?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkRestoreSectionArgs, 'ids'>>;
  bulkRestoreService?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkRestoreServiceArgs, 'ids'>>;
  bulkRestoreSubAdmin?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkRestoreSubAdminArgs, 'ids'>>;
  bulkRestoreTable?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkRestoreTableArgs, 'ids'>>;
  bulkRestoreUser?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkRestoreUserArgs, 'ids'>>;
  bulkSetCategoryStatus?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkSetCategoryStatusArgs, 'ids' | 'status'>>;
  bulkSetEnquiryStatus?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkSetEnquiryStatusArgs, 'ids' | 'status'>>;
  bulkSetEventMemoryStatus?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkSetEventMemoryStatusArgs, 'ids' | 'status'>>;
  bulkSetEventStatus?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkSetEventStatusArgs, 'ids' | 'status'>>;
  bulkSetEventTicketBlocked?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkSetEventTicketBlockedArgs, 'blocked' | 'ids'>>;
  bulkSetEventTicketStatus?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkSetEventTicketStatusArgs, 'ids' | 'status'>>;
  bulkSetFollowStatus?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkSetFollowStatusArgs, 'ids' | 'status'>>;
  bulkSetGalleryImageStatus?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkSetGalleryImageStatusArgs, 'ids' | 'status'>>;
  bulkSetHostBlocked?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkSetHostBlockedArgs, 'blocked' | 'ids'>>;
  bulkSetMenuStatus?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkSetMenuStatusArgs, 'ids' | 'status'>>;
  bulkSetRoleStatus?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkSetRoleStatusArgs, 'ids' | 'status'>>;
  bulkSetSectionStatus?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkSetSectionStatusArgs, 'ids' | 'status'>>;
  bulkSetServiceStatus?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkSetServiceStatusArgs, 'ids' | 'status'>>;
  bulkSetSubAdminBlocked?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkSetSubAdminBlockedArgs, 'blocked' | 'ids'>>;
  bulkSetTableFeatured?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkSetTableFeaturedArgs, 'featured' | 'ids'>>;
  bulkSetTableStatus?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkSetTableStatusArgs, 'ids' | 'status'>>;
  createCategory?: Resolver<ResolversTypes['CategoryResult'], ParentType, ContextType, RequireFields<MutationCreateCategoryArgs, 'input'>>;
  createCategoryRecord?: Resolver<ResolversTypes['CategoryRecordResult'], ParentType, ContextType, RequireFields<MutationCreateCategoryRecordArgs, 'input'>>;
  createEvent?: Resolver<ResolversTypes['EventResult'], ParentType, ContextType, RequireFields<MutationCreateEventArgs, 'input'>>;
  createEventMemory?: Resolver<ResolversTypes['EventMemoryResult'], ParentType, ContextType, RequireFields<MutationCreateEventMemoryArgs, 'input'>>;
  createEventTicket?: Resolver<ResolversTypes['EventTicketResult'], ParentType, ContextType, RequireFields<MutationCreateEventTicketArgs, 'input'>>;
  createGalleryImage?: Resolver<ResolversTypes['GalleryImageResult'], ParentType, ContextType, RequireFields<MutationCreateGalleryImageArgs, 'input'>>;
  createHost?: Resolver<ResolversTypes['HostResult'], ParentType, ContextType, RequireFields<MutationCreateHostArgs, 'input'>>;
  createIntellectualProperty?: Resolver<ResolversTypes['IntellectualPropertyResult'], ParentType, ContextType, RequireFields<MutationCreateIntellectualPropertyArgs, 'input'>>;
  createRole?: Resolver<ResolversTypes['RoleResult'], ParentType, ContextType, RequireFields<MutationCreateRoleArgs, 'input'>>;
  createSection?: Resolver<ResolversTypes['SectionResult'], ParentType, ContextType, RequireFields<MutationCreateSectionArgs, 'name'>>;
  createService?: Resolver<ResolversTypes['ServiceResult'], ParentType, ContextType, RequireFields<MutationCreateServiceArgs, 'input'>>;
  createSubAdmin?: Resolver<ResolversTypes['SubAdminResult'], ParentType, ContextType, RequireFields<MutationCreateSubAdminArgs, 'input'>>;
  createTable?: Resolver<ResolversTypes['TableResult'], ParentType, ContextType, RequireFields<MutationCreateTableArgs, 'input'>>;
  createUser?: Resolver<ResolversTypes['UserResult'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  deleteCategory?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteCategoryArgs, 'id'>>;
  deleteEvent?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteEventArgs, 'id'>>;
  deleteEventMemory?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteEventMemoryArgs, 'id'>>;
  deleteEventTicket?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteEventTicketArgs, 'id'>>;
  deleteGalleryImage?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteGalleryImageArgs, 'id'>>;
  deleteHost?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteHostArgs, 'id'>>;
  deleteRole?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteRoleArgs, 'id'>>;
  deleteSection?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteSectionArgs, 'id'>>;
  deleteService?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteServiceArgs, 'id'>>;
  deleteSubAdmin?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteSubAdminArgs, 'id'>>;
  deleteTable?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteTableArgs, 'id'>>;
  deleteUser?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'id'>>;
  login?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<ResolversTypes['SignOut'], ParentType, ContextType>;
  logoutEverywhere?: Resolver<ResolversTypes['SignOut'], ParentType, ContextType>;
  restoreCategory?: Resolver<ResolversTypes['CategoryResult'], ParentType, ContextType, RequireFields<MutationRestoreCategoryArgs, 'id'>>;
  restoreEvent?: Resolver<ResolversTypes['EventResult'], ParentType, ContextType, RequireFields<MutationRestoreEventArgs, 'id'>>;
  restoreEventMemory?: Resolver<ResolversTypes['EventMemoryResult'], ParentType, ContextType, RequireFields<MutationRestoreEventMemoryArgs, 'id'>>;
  restoreEventTicket?: Resolver<ResolversTypes['EventTicketResult'], ParentType, ContextType, RequireFields<MutationRestoreEventTicketArgs, 'id'>>;
  restoreGalleryImage?: Resolver<ResolversTypes['GalleryImageResult'], ParentType, ContextType, RequireFields<MutationRestoreGalleryImageArgs, 'id'>>;
  restoreHost?: Resolver<ResolversTypes['HostResult'], ParentType, ContextType, RequireFields<MutationRestoreHostArgs, 'id'>>;
  restoreRole?: Resolver<ResolversTypes['RoleResult'], ParentType, ContextType, RequireFields<MutationRestoreRoleArgs, 'id'>>;
  restoreSection?: Resolver<ResolversTypes['SectionResult'], ParentType, ContextType, RequireFields<MutationRestoreSectionArgs, 'id'>>;
  restoreService?: Resolver<ResolversTypes['ServiceResult'], ParentType, ContextType, RequireFields<MutationRestoreServiceArgs, 'id'>>;
  restoreSubAdmin?: Resolver<ResolversTypes['SubAdminResult'], ParentType, ContextType, RequireFields<MutationRestoreSubAdminArgs, 'id'>>;
  restoreTable?: Resolver<ResolversTypes['TableResult'], ParentType, ContextType, RequireFields<MutationRestoreTableArgs, 'id'>>;
  restoreUser?: Resolver<ResolversTypes['UserResult'], ParentType, ContextType, RequireFields<MutationRestoreUserArgs, 'id'>>;
  sendNewsletter?: Resolver<ResolversTypes['SendNewsletterResult'], ParentType, ContextType, RequireFields<MutationSendNewsletterArgs, 'input'>>;
  setCategoryAutoRenewal?: Resolver<ResolversTypes['CategoryResult'], ParentType, ContextType, RequireFields<MutationSetCategoryAutoRenewalArgs, 'autoRenewal' | 'id'>>;
  setCategoryStatus?: Resolver<ResolversTypes['CategoryResult'], ParentType, ContextType, RequireFields<MutationSetCategoryStatusArgs, 'id' | 'status'>>;
  setEnquiryStatus?: Resolver<ResolversTypes['EnquiryResult'], ParentType, ContextType, RequireFields<MutationSetEnquiryStatusArgs, 'id' | 'status'>>;
  setEventMemoryStatus?: Resolver<ResolversTypes['EventMemoryResult'], ParentType, ContextType, RequireFields<MutationSetEventMemoryStatusArgs, 'id' | 'status'>>;
  setEventStatus?: Resolver<ResolversTypes['EventResult'], ParentType, ContextType, RequireFields<MutationSetEventStatusArgs, 'id' | 'status'>>;
  setEventTicketBlocked?: Resolver<ResolversTypes['EventTicketResult'], ParentType, ContextType, RequireFields<MutationSetEventTicketBlockedArgs, 'blocked' | 'id'>>;
  setEventTicketStatus?: Resolver<ResolversTypes['EventTicketResult'], ParentType, ContextType, RequireFields<MutationSetEventTicketStatusArgs, 'id' | 'status'>>;
  setFollowImage?: Resolver<ResolversTypes['FollowResult'], ParentType, ContextType, RequireFields<MutationSetFollowImageArgs, 'id' | 'image'>>;
  setFollowStatus?: Resolver<ResolversTypes['FollowResult'], ParentType, ContextType, RequireFields<MutationSetFollowStatusArgs, 'id' | 'status'>>;
  setGalleryImageStatus?: Resolver<ResolversTypes['GalleryImageResult'], ParentType, ContextType, RequireFields<MutationSetGalleryImageStatusArgs, 'id' | 'status'>>;
  setHostBlocked?: Resolver<ResolversTypes['HostResult'], ParentType, ContextType, RequireFields<MutationSetHostBlockedArgs, 'blocked' | 'id'>>;
  setMenuStatus?: Resolver<ResolversTypes['MenuResult'], ParentType, ContextType, RequireFields<MutationSetMenuStatusArgs, 'id' | 'status'>>;
  setRoleStatus?: Resolver<ResolversTypes['RoleResult'], ParentType, ContextType, RequireFields<MutationSetRoleStatusArgs, 'id' | 'status'>>;
  setSectionStatus?: Resolver<ResolversTypes['SectionResult'], ParentType, ContextType, RequireFields<MutationSetSectionStatusArgs, 'id' | 'status'>>;
  setServiceStatus?: Resolver<ResolversTypes['ServiceResult'], ParentType, ContextType, RequireFields<MutationSetServiceStatusArgs, 'id' | 'status'>>;
  setSubAdminBlocked?: Resolver<ResolversTypes['SubAdminResult'], ParentType, ContextType, RequireFields<MutationSetSubAdminBlockedArgs, 'blocked' | 'id'>>;
  setTableFeatured?: Resolver<ResolversTypes['TableResult'], ParentType, ContextType, RequireFields<MutationSetTableFeaturedArgs, 'id' | 'isFeatured'>>;
  setTableStatus?: Resolver<ResolversTypes['TableResult'], ParentType, ContextType, RequireFields<MutationSetTableStatusArgs, 'id' | 'status'>>;
  updateCategory?: Resolver<ResolversTypes['CategoryResult'], ParentType, ContextType, RequireFields<MutationUpdateCategoryArgs, 'input'>>;
  updateCategoryRecord?: Resolver<ResolversTypes['CategoryRecordResult'], ParentType, ContextType, RequireFields<MutationUpdateCategoryRecordArgs, 'input'>>;
  updateEvent?: Resolver<ResolversTypes['EventResult'], ParentType, ContextType, RequireFields<MutationUpdateEventArgs, 'input'>>;
  updateEventMemory?: Resolver<ResolversTypes['EventMemoryResult'], ParentType, ContextType, RequireFields<MutationUpdateEventMemoryArgs, 'id' | 'input'>>;
  updateEventTicket?: Resolver<ResolversTypes['EventTicketResult'], ParentType, ContextType, RequireFields<MutationUpdateEventTicketArgs, 'input'>>;
  updateGalleryImage?: Resolver<ResolversTypes['GalleryImageResult'], ParentType, ContextType, RequireFields<MutationUpdateGalleryImageArgs, 'id' | 'input'>>;
  updateHost?: Resolver<ResolversTypes['HostResult'], ParentType, ContextType, RequireFields<MutationUpdateHostArgs, 'input'>>;
  updateIntellectualProperty?: Resolver<ResolversTypes['IntellectualPropertyResult'], ParentType, ContextType, RequireFields<MutationUpdateIntellectualPropertyArgs, 'input'>>;
  updateMenu?: Resolver<ResolversTypes['MenuResult'], ParentType, ContextType, RequireFields<MutationUpdateMenuArgs, 'input'>>;
  updateRole?: Resolver<ResolversTypes['RoleResult'], ParentType, ContextType, RequireFields<MutationUpdateRoleArgs, 'input'>>;
  updateSection?: Resolver<ResolversTypes['SectionResult'], ParentType, ContextType, RequireFields<MutationUpdateSectionArgs, 'id' | 'name'>>;
  updateService?: Resolver<ResolversTypes['ServiceResult'], ParentType, ContextType, RequireFields<MutationUpdateServiceArgs, 'input'>>;
  updateSubAdmin?: Resolver<ResolversTypes['SubAdminResult'], ParentType, ContextType, RequireFields<MutationUpdateSubAdminArgs, 'input'>>;
  updateTable?: Resolver<ResolversTypes['TableResult'], ParentType, ContextType, RequireFields<MutationUpdateTableArgs, 'input'>>;
  updateUser?: Resolver<ResolversTypes['UserResult'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'input'>>;
  updateWeekAnthem?: Resolver<ResolversTypes['WeekAnthemResult'], ParentType, ContextType, RequireFields<MutationUpdateWeekAnthemArgs, 'input'>>;
};

export type NamedRefResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NamedRef'] = ResolversParentTypes['NamedRef']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NewsletterCampaignResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsletterCampaign'] = ResolversParentTypes['NewsletterCampaign']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failures?: Resolver<Array<ResolversTypes['NewsletterFailure']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NewsletterCampaignPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsletterCampaignPage'] = ResolversParentTypes['NewsletterCampaignPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['NewsletterCampaign']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type NewsletterFailureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsletterFailure'] = ResolversParentTypes['NewsletterFailure']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reply?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type NewsletterSubscriberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsletterSubscriber'] = ResolversParentTypes['NewsletterSubscriber']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isSubscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastSubmission?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  subscribeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NewsletterSubscriberPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsletterSubscriberPage'] = ResolversParentTypes['NewsletterSubscriberPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['NewsletterSubscriber']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PermissionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Permission'] = ResolversParentTypes['Permission']> = {
  add?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  all?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  del?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  edit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  module?: Resolver<ResolversTypes['PermissionModule'], ParentType, ContextType>;
  view?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  allCategories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  allEvents?: Resolver<Array<ResolversTypes['EventOption']>, ParentType, ContextType, Partial<QueryAllEventsArgs>>;
  allIntellectualProperties?: Resolver<Array<ResolversTypes['NamedRef']>, ParentType, ContextType>;
  allRoles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  allSections?: Resolver<Array<ResolversTypes['Section']>, ParentType, ContextType>;
  bookings?: Resolver<ResolversTypes['BookingPage'], ParentType, ContextType, Partial<QueryBookingsArgs>>;
  categories?: Resolver<ResolversTypes['CategoryPage'], ParentType, ContextType, Partial<QueryCategoriesArgs>>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryArgs, 'id'>>;
  categoryRecords?: Resolver<ResolversTypes['CategoryRecordPage'], ParentType, ContextType, RequireFields<QueryCategoryRecordsArgs, 'categoryId'>>;
  dashboard?: Resolver<ResolversTypes['Dashboard'], ParentType, ContextType>;
  enquiries?: Resolver<ResolversTypes['EnquiryPage'], ParentType, ContextType, Partial<QueryEnquiriesArgs>>;
  event?: Resolver<Maybe<ResolversTypes['Event']>, ParentType, ContextType, RequireFields<QueryEventArgs, 'id'>>;
  eventDefaults?: Resolver<ResolversTypes['EventDefaults'], ParentType, ContextType>;
  eventMemories?: Resolver<ResolversTypes['EventMemoryPage'], ParentType, ContextType, RequireFields<QueryEventMemoriesArgs, 'eventId'>>;
  eventMemory?: Resolver<Maybe<ResolversTypes['EventMemory']>, ParentType, ContextType, RequireFields<QueryEventMemoryArgs, 'id'>>;
  eventTicket?: Resolver<Maybe<ResolversTypes['EventTicket']>, ParentType, ContextType, RequireFields<QueryEventTicketArgs, 'id'>>;
  eventTickets?: Resolver<ResolversTypes['EventTicketPage'], ParentType, ContextType, Partial<QueryEventTicketsArgs>>;
  events?: Resolver<ResolversTypes['EventPage'], ParentType, ContextType, Partial<QueryEventsArgs>>;
  follows?: Resolver<ResolversTypes['FollowPage'], ParentType, ContextType, Partial<QueryFollowsArgs>>;
  galleryImages?: Resolver<ResolversTypes['GalleryImagePage'], ParentType, ContextType, Partial<QueryGalleryImagesArgs>>;
  health?: Resolver<ResolversTypes['Health'], ParentType, ContextType>;
  host?: Resolver<Maybe<ResolversTypes['Host']>, ParentType, ContextType, RequireFields<QueryHostArgs, 'id'>>;
  hosts?: Resolver<ResolversTypes['HostPage'], ParentType, ContextType, Partial<QueryHostsArgs>>;
  intellectualProperties?: Resolver<ResolversTypes['IntellectualPropertyPage'], ParentType, ContextType, Partial<QueryIntellectualPropertiesArgs>>;
  intellectualProperty?: Resolver<Maybe<ResolversTypes['IntellectualProperty']>, ParentType, ContextType, RequireFields<QueryIntellectualPropertyArgs, 'id'>>;
  me?: Resolver<ResolversTypes['Me'], ParentType, ContextType>;
  menu?: Resolver<Maybe<ResolversTypes['Menu']>, ParentType, ContextType, RequireFields<QueryMenuArgs, 'id'>>;
  menus?: Resolver<Array<ResolversTypes['Menu']>, ParentType, ContextType, Partial<QueryMenusArgs>>;
  newsletterCampaign?: Resolver<Maybe<ResolversTypes['NewsletterCampaign']>, ParentType, ContextType, RequireFields<QueryNewsletterCampaignArgs, 'id'>>;
  newsletterCampaigns?: Resolver<ResolversTypes['NewsletterCampaignPage'], ParentType, ContextType, Partial<QueryNewsletterCampaignsArgs>>;
  newsletterSubscribers?: Resolver<ResolversTypes['NewsletterSubscriberPage'], ParentType, ContextType, Partial<QueryNewsletterSubscribersArgs>>;
  role?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType, RequireFields<QueryRoleArgs, 'id'>>;
  roles?: Resolver<ResolversTypes['RolePage'], ParentType, ContextType, Partial<QueryRolesArgs>>;
  search?: Resolver<Array<ResolversTypes['SearchHit']>, ParentType, ContextType, RequireFields<QuerySearchArgs, 'text'>>;
  section?: Resolver<Maybe<ResolversTypes['Section']>, ParentType, ContextType, RequireFields<QuerySectionArgs, 'id'>>;
  sections?: Resolver<ResolversTypes['SectionPage'], ParentType, ContextType, Partial<QuerySectionsArgs>>;
  service?: Resolver<Maybe<ResolversTypes['Service']>, ParentType, ContextType, RequireFields<QueryServiceArgs, 'id'>>;
  services?: Resolver<ResolversTypes['ServicePage'], ParentType, ContextType, Partial<QueryServicesArgs>>;
  subAdmin?: Resolver<Maybe<ResolversTypes['SubAdmin']>, ParentType, ContextType, RequireFields<QuerySubAdminArgs, 'id'>>;
  subAdmins?: Resolver<ResolversTypes['SubAdminPage'], ParentType, ContextType, Partial<QuerySubAdminsArgs>>;
  table?: Resolver<Maybe<ResolversTypes['Table']>, ParentType, ContextType, RequireFields<QueryTableArgs, 'id'>>;
  tables?: Resolver<ResolversTypes['TablePage'], ParentType, ContextType, Partial<QueryTablesArgs>>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, Partial<QueryUsersArgs>>;
  weekAnthem?: Resolver<Maybe<ResolversTypes['WeekAnthem']>, ParentType, ContextType, RequireFields<QueryWeekAnthemArgs, 'id'>>;
  weekAnthems?: Resolver<ResolversTypes['WeekAnthemPage'], ParentType, ContextType, Partial<QueryWeekAnthemsArgs>>;
};

export type RoleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type RolePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RolePage'] = ResolversParentTypes['RolePage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type RoleResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RoleResult'] = ResolversParentTypes['RoleResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type SearchHitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchHit'] = ResolversParentTypes['SearchHit']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  area?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['SearchRank'], ParentType, ContextType>;
};

export type SectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Section'] = ResolversParentTypes['Section']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type SectionPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SectionPage'] = ResolversParentTypes['SectionPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Section']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type SectionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SectionResult'] = ResolversParentTypes['SectionResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  section?: Resolver<ResolversTypes['Section'], ParentType, ContextType>;
};

export type SendNewsletterResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SendNewsletterResult'] = ResolversParentTypes['SendNewsletterResult']> = {
  campaign?: Resolver<ResolversTypes['NewsletterCampaign'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ServiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Service'] = ResolversParentTypes['Service']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ServicePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServicePage'] = ResolversParentTypes['ServicePage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Service']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ServiceResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServiceResult'] = ResolversParentTypes['ServiceResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  service?: Resolver<ResolversTypes['Service'], ParentType, ContextType>;
};

export type SessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  accountType?: Resolver<ResolversTypes['AccountType'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
  roleActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SignOutResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignOut'] = ResolversParentTypes['SignOut']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sessionsEnded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SubAdminResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubAdmin'] = ResolversParentTypes['SubAdmin']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isBlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passwordSet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['SubAdminRole']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type SubAdminPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubAdminPage'] = ResolversParentTypes['SubAdminPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['SubAdmin']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type SubAdminResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubAdminResult'] = ResolversParentTypes['SubAdminResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subAdmin?: Resolver<ResolversTypes['SubAdmin'], ParentType, ContextType>;
};

export type SubAdminRoleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubAdminRole'] = ResolversParentTypes['SubAdminRole']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TableResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Table'] = ResolversParentTypes['Table']> = {
  bookingStatus?: Resolver<ResolversTypes['BookingStatus'], ParentType, ContextType>;
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['NamedRef'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inclusions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  isFeatured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  section?: Resolver<ResolversTypes['NamedRef'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
  tableNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type TablePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TablePage'] = ResolversParentTypes['TablePage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Table']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type TableResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TableResult'] = ResolversParentTypes['TableResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  table?: Resolver<ResolversTypes['Table'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dob?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobileCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobileNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type UserPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type UserResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserResult'] = ResolversParentTypes['UserResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type WeekAnthemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WeekAnthem'] = ResolversParentTypes['WeekAnthem']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  offer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  primaryImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  weekDay?: Resolver<ResolversTypes['WeekDay'], ParentType, ContextType>;
};

export type WeekAnthemPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WeekAnthemPage'] = ResolversParentTypes['WeekAnthemPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['WeekAnthem']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type WeekAnthemResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WeekAnthemResult'] = ResolversParentTypes['WeekAnthemResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weekAnthem?: Resolver<ResolversTypes['WeekAnthem'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  ActionResult?: ActionResultResolvers<ContextType>;
  BookedTable?: BookedTableResolvers<ContextType>;
  Booking?: BookingResolvers<ContextType>;
  BookingEvent?: BookingEventResolvers<ContextType>;
  BookingPage?: BookingPageResolvers<ContextType>;
  BookingPerson?: BookingPersonResolvers<ContextType>;
  BulkItemResult?: BulkItemResultResolvers<ContextType>;
  BulkResult?: BulkResultResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CategoryLayout?: CategoryLayoutResolvers<ContextType>;
  CategoryPage?: CategoryPageResolvers<ContextType>;
  CategoryRecord?: CategoryRecordResolvers<ContextType>;
  CategoryRecordPage?: CategoryRecordPageResolvers<ContextType>;
  CategoryRecordResult?: CategoryRecordResultResolvers<ContextType>;
  CategoryResult?: CategoryResultResolvers<ContextType>;
  Dashboard?: DashboardResolvers<ContextType>;
  DashboardBookingFigures?: DashboardBookingFiguresResolvers<ContextType>;
  DashboardBookings?: DashboardBookingsResolvers<ContextType>;
  DashboardEvent?: DashboardEventResolvers<ContextType>;
  DashboardNewsletter?: DashboardNewsletterResolvers<ContextType>;
  DashboardTables?: DashboardTablesResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  Enquiry?: EnquiryResolvers<ContextType>;
  EnquiryPage?: EnquiryPageResolvers<ContextType>;
  EnquiryResult?: EnquiryResultResolvers<ContextType>;
  Event?: EventResolvers<ContextType>;
  EventCategory?: EventCategoryResolvers<ContextType>;
  EventDefaults?: EventDefaultsResolvers<ContextType>;
  EventMemory?: EventMemoryResolvers<ContextType>;
  EventMemoryPage?: EventMemoryPageResolvers<ContextType>;
  EventMemoryResult?: EventMemoryResultResolvers<ContextType>;
  EventOption?: EventOptionResolvers<ContextType>;
  EventPage?: EventPageResolvers<ContextType>;
  EventResult?: EventResultResolvers<ContextType>;
  EventTicket?: EventTicketResolvers<ContextType>;
  EventTicketCategory?: EventTicketCategoryResolvers<ContextType>;
  EventTicketPage?: EventTicketPageResolvers<ContextType>;
  EventTicketResult?: EventTicketResultResolvers<ContextType>;
  Follow?: FollowResolvers<ContextType>;
  FollowPage?: FollowPageResolvers<ContextType>;
  FollowResult?: FollowResultResolvers<ContextType>;
  GalleryImage?: GalleryImageResolvers<ContextType>;
  GalleryImagePage?: GalleryImagePageResolvers<ContextType>;
  GalleryImageResult?: GalleryImageResultResolvers<ContextType>;
  Health?: HealthResolvers<ContextType>;
  Host?: HostResolvers<ContextType>;
  HostPage?: HostPageResolvers<ContextType>;
  HostResult?: HostResultResolvers<ContextType>;
  IntellectualProperty?: IntellectualPropertyResolvers<ContextType>;
  IntellectualPropertyPage?: IntellectualPropertyPageResolvers<ContextType>;
  IntellectualPropertyResult?: IntellectualPropertyResultResolvers<ContextType>;
  Me?: MeResolvers<ContextType>;
  Menu?: MenuResolvers<ContextType>;
  MenuResult?: MenuResultResolvers<ContextType>;
  Money?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  NamedRef?: NamedRefResolvers<ContextType>;
  NewsletterCampaign?: NewsletterCampaignResolvers<ContextType>;
  NewsletterCampaignPage?: NewsletterCampaignPageResolvers<ContextType>;
  NewsletterFailure?: NewsletterFailureResolvers<ContextType>;
  NewsletterSubscriber?: NewsletterSubscriberResolvers<ContextType>;
  NewsletterSubscriberPage?: NewsletterSubscriberPageResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Permission?: PermissionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  RolePage?: RolePageResolvers<ContextType>;
  RoleResult?: RoleResultResolvers<ContextType>;
  SearchHit?: SearchHitResolvers<ContextType>;
  Section?: SectionResolvers<ContextType>;
  SectionPage?: SectionPageResolvers<ContextType>;
  SectionResult?: SectionResultResolvers<ContextType>;
  SendNewsletterResult?: SendNewsletterResultResolvers<ContextType>;
  Service?: ServiceResolvers<ContextType>;
  ServicePage?: ServicePageResolvers<ContextType>;
  ServiceResult?: ServiceResultResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SignOut?: SignOutResolvers<ContextType>;
  SubAdmin?: SubAdminResolvers<ContextType>;
  SubAdminPage?: SubAdminPageResolvers<ContextType>;
  SubAdminResult?: SubAdminResultResolvers<ContextType>;
  SubAdminRole?: SubAdminRoleResolvers<ContextType>;
  Table?: TableResolvers<ContextType>;
  TablePage?: TablePageResolvers<ContextType>;
  TableResult?: TableResultResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  UserResult?: UserResultResolvers<ContextType>;
  WeekAnthem?: WeekAnthemResolvers<ContextType>;
  WeekAnthemPage?: WeekAnthemPageResolvers<ContextType>;
  WeekAnthemResult?: WeekAnthemResultResolvers<ContextType>;
};

