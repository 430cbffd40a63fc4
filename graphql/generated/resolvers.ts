import type { GraphQLResolveInfo } from 'graphql';
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
};

export type AccountType =
  | 'ADMIN'
  | 'SUB_ADMIN';

/** Result of a delete, restore or other change that returns no record. */
export type ActionResult = {
  __typename?: 'ActionResult';
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
};

/** The table a table booking holds, and the venue day it holds it on. */
export type BookedTable = {
  __typename?: 'BookedTable';
  /** "YYYY-MM-DD". */
  date: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A booking the venue's booking site made; read-only here. */
export type Booking = {
  __typename?: 'Booking';
  /** The booking id people read and search, e.g. "BK-000123". */
  bookingId: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  /** The event of a ticket booking, or the event night a table is booked for. */
  event?: Maybe<BookingEvent>;
  host?: Maybe<BookingPerson>;
  id: Scalars['ID']['output'];
  paymentStatus: PaymentStatus;
  /** AED. */
  price: Scalars['Float']['output'];
  /** The table and day of a table booking. */
  table?: Maybe<BookedTable>;
  /** The ticket category of a ticket booking (its name), when the ticket set still has it. */
  ticketCategory?: Maybe<Scalars['String']['output']>;
  /** How many tickets a ticket booking holds. */
  tickets?: Maybe<Scalars['Int']['output']>;
  type: BookingType;
  user: BookingPerson;
};

/** The event a booking is for, as the list shows it. */
export type BookingEvent = {
  __typename?: 'BookingEvent';
  /** The event's venue day, "YYYY-MM-DD". */
  date: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type BookingPage = {
  __typename?: 'BookingPage';
  /** All matching bookings; a search counts at most 10,000. */
  count: Scalars['Int']['output'];
  items: Array<Booking>;
};

/** A person a booking names by email: its user, or the host who brought them. */
export type BookingPerson = {
  __typename?: 'BookingPerson';
  email: Scalars['String']['output'];
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

/** A seating category, priced by dated records. */
export type Category = {
  __typename?: 'Category';
  /** When on, a new record of the same length and price follows the latest one when it ends. */
  autoRenewal: Scalars['Boolean']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  layout: CategoryLayout;
  name: Scalars['String']['output'];
  /** Price (AED) of the record covering today in the venue's timezone; null when none does. */
  price?: Maybe<Scalars['Float']['output']>;
  status: Status;
  /** Live tables of the category. */
  tableCount: Scalars['Int']['output'];
};

/** The category's layout picture: an upload Key (PNG), shown from /media/<key>. */
export type CategoryLayout = {
  __typename?: 'CategoryLayout';
  image: Scalars['String']['output'];
  imageAlt: Scalars['String']['output'];
};

export type CategoryLayoutInput = {
  image: Scalars['String']['input'];
  imageAlt?: InputMaybe<Scalars['String']['input']>;
};

export type CategoryPage = {
  __typename?: 'CategoryPage';
  count: Scalars['Int']['output'];
  items: Array<Category>;
};

/** A category's price (AED) for the days fromDate to toDate (YYYY-MM-DD, both included). */
export type CategoryRecord = {
  __typename?: 'CategoryRecord';
  createdAt: Scalars['String']['output'];
  /** toDate minus fromDate. */
  days: Scalars['Int']['output'];
  fromDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  price: Scalars['Float']['output'];
  toDate: Scalars['String']['output'];
};

export type CategoryRecordPage = {
  __typename?: 'CategoryRecordPage';
  count: Scalars['Int']['output'];
  items: Array<CategoryRecord>;
};

export type CategoryRecordResult = {
  __typename?: 'CategoryRecordResult';
  message: Scalars['String']['output'];
  record: CategoryRecord;
};

export type CategoryResult = {
  __typename?: 'CategoryResult';
  category: Category;
  message: Scalars['String']['output'];
};

/** A category type of §3, shared with the venue's categories: Silver 1, Gold 2, Premium 3 in the REST API. */
export type CategoryType =
  | 'GOLD'
  | 'PREMIUM'
  | 'SILVER';

export type CreateCategoryInput = {
  layout: CategoryLayoutInput;
  name: Scalars['String']['input'];
};

export type CreateCategoryRecordInput = {
  categoryId: Scalars['ID']['input'];
  fromDate: Scalars['String']['input'];
  price: Scalars['Float']['input'];
  toDate: Scalars['String']['input'];
};

export type CreateEventInput = {
  /** Left out: the venue's default address (VENUE_ADDRESS). */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Left out: 21. */
  admission?: InputMaybe<Scalars['Int']['input']>;
  categories: Array<EventCategoryInput>;
  /** YYYY-MM-DD, not before today in the venue. */
  date: Scalars['String']['input'];
  howToRedeem: Array<Scalars['String']['input']>;
  image: Scalars['String']['input'];
  importantInformation: Array<Scalars['String']['input']>;
  inclusions: Array<Scalars['String']['input']>;
  ipId?: InputMaybe<Scalars['ID']['input']>;
  itinerary: Array<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  popularity: Scalars['Int']['input'];
  summary: Scalars['String']['input'];
  /** 24-hour HH:MM. */
  time: Scalars['String']['input'];
};

export type CreateEventMemoryInput = {
  eventId: Scalars['ID']['input'];
  image: Scalars['String']['input'];
  orientation: GalleryOrientation;
};

export type CreateEventTicketInput = {
  /** At least one row, each type at most once. */
  categories: Array<EventTicketCategoryInput>;
  /** A live event with no ticket set yet. */
  eventId: Scalars['ID']['input'];
};

export type CreateHostInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  /** At least 8 characters. */
  password: Scalars['String']['input'];
};

export type CreateIntellectualPropertyInput = {
  fullName: Scalars['String']['input'];
  icon: Scalars['String']['input'];
  name: Scalars['String']['input'];
  weekDay?: InputMaybe<WeekDay>;
};

export type CreateRoleInput = {
  name: Scalars['String']['input'];
  permissions: Array<PermissionInput>;
};

export type CreateServiceInput = {
  description: Scalars['String']['input'];
  icon?: InputMaybe<Scalars['String']['input']>;
  image: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type CreateSubAdminInput = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** At least 8 characters. */
  password: Scalars['String']['input'];
  /** An active role's id (see `allRoles`). */
  roleId: Scalars['ID']['input'];
};

export type CreateTableInput = {
  capacity: Scalars['Int']['input'];
  categoryId: Scalars['ID']['input'];
  image: Scalars['String']['input'];
  inclusions: Array<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  sectionId: Scalars['ID']['input'];
  tableNo?: InputMaybe<Scalars['String']['input']>;
};

export type CreateUserInput = {
  dob: Scalars['String']['input'];
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  mobileCode: Scalars['String']['input'];
  mobileNo: Scalars['String']['input'];
};

/** An enquiry the venue's site filed through the public contact-us call. */
export type Enquiry = {
  __typename?: 'Enquiry';
  createdAt: Scalars['String']['output'];
  /** Date of birth, "YYYY-MM-DD". */
  dob: Scalars['String']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  /** Country code, e.g. "+971". */
  mobileCode: Scalars['String']['output'];
  mobileNo: Scalars['String']['output'];
  /** First and last name, as the list shows it. */
  name: Scalars['String']['output'];
  specialOccasion: SpecialOccasion;
  status: EnquiryStatus;
};

export type EnquiryPage = {
  __typename?: 'EnquiryPage';
  count: Scalars['Int']['output'];
  items: Array<Enquiry>;
};

export type EnquiryResult = {
  __typename?: 'EnquiryResult';
  enquiry: Enquiry;
  message: Scalars['String']['output'];
};

/** Where an enquiry stands: filed as PENDING, MARKED once staff dealt with it (REST 1, 2). */
export type EnquiryStatus =
  | 'MARKED'
  | 'PENDING';

/** An event of the venue, on a venue day at a time, optionally under an intellectual property. */
export type Event = {
  __typename?: 'Event';
  address: Scalars['String']['output'];
  /** Minimum age. */
  admission: Scalars['Int']['output'];
  categories: Array<EventCategory>;
  createdAt: Scalars['String']['output'];
  /** The venue day, YYYY-MM-DD. */
  date: Scalars['String']['output'];
  howToRedeem: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** 0.75:1 picture: an upload Key, shown from /media/<key>. */
  image: Scalars['String']['output'];
  importantInformation: Array<Scalars['String']['output']>;
  inclusions: Array<Scalars['String']['output']>;
  /** The event's IP (id and name), populated by the API; null when it has none. */
  ip?: Maybe<NamedRef>;
  itinerary: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  popularity: Scalars['Int']['output'];
  posterImage?: Maybe<Scalars['String']['output']>;
  status: Status;
  summary: Scalars['String']['output'];
  /** 24-hour HH:MM (shown in 12-hour form with AM/PM). */
  time: Scalars['String']['output'];
};

/** A category row of an event: a venue category, the name shown for it and its price (AED). */
export type EventCategory = {
  __typename?: 'EventCategory';
  categoryId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  price: Scalars['Float']['output'];
};

export type EventCategoryInput = {
  categoryId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  price: Scalars['Float']['input'];
};

/** What the add form starts with (§2.9): admission 21 and the venue's address (the API's VENUE_ADDRESS). */
export type EventDefaults = {
  __typename?: 'EventDefaults';
  address: Scalars['String']['output'];
  admission: Scalars['Int']['output'];
};

/** A picture of an event (§7's eventGallery); like a gallery picture, portrait is stored with metaData 2000x3000, landscape with 3000x2000. */
export type EventMemory = {
  __typename?: 'EventMemory';
  createdAt: Scalars['String']['output'];
  eventId: Scalars['ID']['output'];
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** An upload Key, shown from /media/<key>. */
  image: Scalars['String']['output'];
  orientation: GalleryOrientation;
  status: Status;
  width: Scalars['Int']['output'];
};

export type EventMemoryInput = {
  image: Scalars['String']['input'];
  orientation: GalleryOrientation;
};

export type EventMemoryPage = {
  __typename?: 'EventMemoryPage';
  count: Scalars['Int']['output'];
  items: Array<EventMemory>;
};

export type EventMemoryResult = {
  __typename?: 'EventMemoryResult';
  eventMemory: EventMemory;
  message: Scalars['String']['output'];
};

/** An event as a select or a grid shows it. */
export type EventOption = {
  __typename?: 'EventOption';
  date: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type EventPage = {
  __typename?: 'EventPage';
  count: Scalars['Int']['output'];
  items: Array<Event>;
};

export type EventResult = {
  __typename?: 'EventResult';
  event: Event;
  message: Scalars['String']['output'];
};

/** An event's ticket set: one live set per event. */
export type EventTicket = {
  __typename?: 'EventTicket';
  categories: Array<EventTicketCategory>;
  createdAt: Scalars['String']['output'];
  /** The event (id, name, date, image), populated by the API (no call per row). */
  event: EventOption;
  id: Scalars['ID']['output'];
  /** Blocked tickets are off sale; the list's switch. */
  isBlocked: Scalars['Boolean']['output'];
  status: Status;
};

/** One category of a ticket set: its offer, price (AED) and ticket counts. */
export type EventTicketCategory = {
  __typename?: 'EventTicketCategory';
  bookedTickets: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  offer: Scalars['String']['output'];
  price: Scalars['Float']['output'];
  /** 100 to 500. */
  totalTickets: Scalars['Int']['output'];
  type: CategoryType;
};

export type EventTicketCategoryInput = {
  /** On update: the saved category this row changes; left out for a new row (create takes none). */
  id?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  offer: Scalars['String']['input'];
  /** At least 0, at most 2 decimals. */
  price: Scalars['Float']['input'];
  /** 100 to 500; on update never below the tickets already booked. */
  totalTickets: Scalars['Int']['input'];
  type: CategoryType;
};

export type EventTicketPage = {
  __typename?: 'EventTicketPage';
  count: Scalars['Int']['output'];
  items: Array<EventTicket>;
};

export type EventTicketResult = {
  __typename?: 'EventTicketResult';
  eventTicket: EventTicket;
  message: Scalars['String']['output'];
};

/** One of the venue's fixed "Follow Us" pictures (§2.14): never added or deleted, only replaced and switched. */
export type Follow = {
  __typename?: 'Follow';
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Storage key of the picture, shown from /media/<key>; null until one is uploaded. */
  image?: Maybe<Scalars['String']['output']>;
  /** 1-based place of the slot in the grid. */
  position: Scalars['Int']['output'];
  status: Status;
  updatedAt: Scalars['String']['output'];
};

export type FollowPage = {
  __typename?: 'FollowPage';
  count: Scalars['Int']['output'];
  items: Array<Follow>;
};

export type FollowResult = {
  __typename?: 'FollowResult';
  follow: Follow;
  message: Scalars['String']['output'];
};

/** A picture of the gallery; image is an upload Key, shown from /media/<key>. */
export type GalleryImage = {
  __typename?: 'GalleryImage';
  createdAt: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  image: Scalars['String']['output'];
  orientation: GalleryOrientation;
  status: Status;
  width: Scalars['Int']['output'];
};

export type GalleryImageInput = {
  image: Scalars['String']['input'];
  orientation: GalleryOrientation;
};

export type GalleryImagePage = {
  __typename?: 'GalleryImagePage';
  count: Scalars['Int']['output'];
  items: Array<GalleryImage>;
};

export type GalleryImageResult = {
  __typename?: 'GalleryImageResult';
  galleryImage: GalleryImage;
  message: Scalars['String']['output'];
};

/** Portrait pictures are stored with metaData 2000x3000, landscape ones with 3000x2000. */
export type GalleryOrientation =
  | 'LANDSCAPE'
  | 'PORTRAIT';

export type Health = {
  __typename?: 'Health';
  api: Scalars['Boolean']['output'];
  gateway: Scalars['Boolean']['output'];
};

/** A host who brings guests; the password is never readable, only whether one is set. */
export type Host = {
  __typename?: 'Host';
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isBlocked: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  /** First and last name, as the list shows it. */
  name: Scalars['String']['output'];
  passwordSet: Scalars['Boolean']['output'];
};

export type HostPage = {
  __typename?: 'HostPage';
  count: Scalars['Int']['output'];
  items: Array<Host>;
};

export type HostResult = {
  __typename?: 'HostResult';
  host: Host;
  message: Scalars['String']['output'];
};

/** An intellectual property: an event brand (a weekly themed night) events run under. */
export type IntellectualProperty = {
  __typename?: 'IntellectualProperty';
  createdAt: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  /** 16:9 picture: an upload Key, shown from /media/<key>. */
  icon: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Short name, shown in the events list's IP column. */
  name: Scalars['String']['output'];
  /** The night the brand runs; null when it has none. */
  weekDay?: Maybe<WeekDay>;
};

export type IntellectualPropertyPage = {
  __typename?: 'IntellectualPropertyPage';
  count: Scalars['Int']['output'];
  items: Array<IntellectualProperty>;
};

export type IntellectualPropertyResult = {
  __typename?: 'IntellectualPropertyResult';
  intellectualProperty: IntellectualProperty;
  message: Scalars['String']['output'];
};

/** The signed-in account, read afresh from the API on every request. */
export type Me = {
  __typename?: 'Me';
  accountType: AccountType;
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  permissions: Array<Permission>;
  roleName?: Maybe<Scalars['String']['output']>;
};

/** One of the venue's fixed menu slots (§2.8): a name, a picture and a PDF. */
export type Menu = {
  __typename?: 'Menu';
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Storage key of the picture, shown from /media/<key>; null until one is uploaded. */
  image?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** Storage key of the PDF, served from /media/<key>; null until one is uploaded. */
  pdf?: Maybe<Scalars['String']['output']>;
  status: Status;
  updatedAt: Scalars['String']['output'];
};

export type MenuResult = {
  __typename?: 'MenuResult';
  menu: Menu;
  message: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  createCategory: CategoryResult;
  /** Refused (CONFLICT) when the days overlap another record of the category. */
  createCategoryRecord: CategoryRecordResult;
  createEvent: EventResult;
  createEventMemory: EventMemoryResult;
  createEventTicket: EventTicketResult;
  createGalleryImage: GalleryImageResult;
  createHost: HostResult;
  createIntellectualProperty: IntellectualPropertyResult;
  createRole: RoleResult;
  createSection: SectionResult;
  createService: ServiceResult;
  createSubAdmin: SubAdminResult;
  createTable: TableResult;
  createUser: UserResult;
  /** Refused (CONFLICT) while live tables use the category. */
  deleteCategory: ActionResult;
  deleteEvent: ActionResult;
  deleteEventMemory: ActionResult;
  deleteEventTicket: ActionResult;
  deleteGalleryImage: ActionResult;
  deleteHost: ActionResult;
  deleteRole: ActionResult;
  /** Refused (CONFLICT) while live tables stand in the section. */
  deleteSection: ActionResult;
  deleteService: ActionResult;
  deleteSubAdmin: ActionResult;
  deleteTable: ActionResult;
  deleteUser: ActionResult;
  login: Session;
  /** Ends the session of the token this request carries. */
  logout: SignOut;
  /** Ends every session of the signed-in account, on every device. */
  logoutEverywhere: SignOut;
  restoreCategory: CategoryResult;
  restoreEvent: EventResult;
  restoreEventMemory: EventMemoryResult;
  restoreEventTicket: EventTicketResult;
  restoreGalleryImage: GalleryImageResult;
  restoreHost: HostResult;
  restoreRole: RoleResult;
  restoreSection: SectionResult;
  restoreService: ServiceResult;
  restoreSubAdmin: SubAdminResult;
  restoreTable: TableResult;
  restoreUser: UserResult;
  /** Records the campaign for every subscribed address and returns at once; a worker delivers it. */
  sendNewsletter: SendNewsletterResult;
  setCategoryAutoRenewal: CategoryResult;
  setCategoryStatus: CategoryResult;
  /** Saved at once; PENDING sets a marked enquiry back. */
  setEnquiryStatus: EnquiryResult;
  setEventMemoryStatus: EventMemoryResult;
  setEventStatus: EventResult;
  /** Blocks (off sale) or unblocks the set: PATCH /update/eventTicket with { isBlocked, eventTicketId }. */
  setEventTicketBlocked: EventTicketResult;
  setEventTicketStatus: EventTicketResult;
  /** Replaces a slot's picture with an uploaded image (the Key from /upload). */
  setFollowImage: FollowResult;
  setFollowStatus: FollowResult;
  setGalleryImageStatus: GalleryImageResult;
  setHostBlocked: HostResult;
  setMenuStatus: MenuResult;
  setRoleStatus: RoleResult;
  setSectionStatus: SectionResult;
  setServiceStatus: ServiceResult;
  setSubAdminBlocked: SubAdminResult;
  setTableFeatured: TableResult;
  setTableStatus: TableResult;
  updateCategory: CategoryResult;
  updateCategoryRecord: CategoryRecordResult;
  updateEvent: EventResult;
  updateEventMemory: EventMemoryResult;
  updateEventTicket: EventTicketResult;
  updateGalleryImage: GalleryImageResult;
  updateHost: HostResult;
  updateIntellectualProperty: IntellectualPropertyResult;
  updateMenu: MenuResult;
  updateRole: RoleResult;
  updateSection: SectionResult;
  updateService: ServiceResult;
  updateSubAdmin: SubAdminResult;
  updateTable: TableResult;
  updateUser: UserResult;
  updateWeekAnthem: WeekAnthemResult;
};


export type MutationCreateCategoryArgs = {
  input: CreateCategoryInput;
};


export type MutationCreateCategoryRecordArgs = {
  input: CreateCategoryRecordInput;
};


export type MutationCreateEventArgs = {
  input: CreateEventInput;
};


export type MutationCreateEventMemoryArgs = {
  input: CreateEventMemoryInput;
};


export type MutationCreateEventTicketArgs = {
  input: CreateEventTicketInput;
};


export type MutationCreateGalleryImageArgs = {
  input: GalleryImageInput;
};


export type MutationCreateHostArgs = {
  input: CreateHostInput;
};


export type MutationCreateIntellectualPropertyArgs = {
  input: CreateIntellectualPropertyInput;
};


export type MutationCreateRoleArgs = {
  input: CreateRoleInput;
};


export type MutationCreateSectionArgs = {
  name: Scalars['String']['input'];
};


export type MutationCreateServiceArgs = {
  input: CreateServiceInput;
};


export type MutationCreateSubAdminArgs = {
  input: CreateSubAdminInput;
};


export type MutationCreateTableArgs = {
  input: CreateTableInput;
};


export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


export type MutationDeleteCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteEventArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteEventMemoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteEventTicketArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteGalleryImageArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteHostArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteRoleArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteSectionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteServiceArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteSubAdminArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTableArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationRestoreCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRestoreEventArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRestoreEventMemoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRestoreEventTicketArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRestoreGalleryImageArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRestoreHostArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRestoreRoleArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRestoreSectionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRestoreServiceArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRestoreSubAdminArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRestoreTableArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRestoreUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSendNewsletterArgs = {
  input: SendNewsletterInput;
};


export type MutationSetCategoryAutoRenewalArgs = {
  autoRenewal: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetCategoryStatusArgs = {
  id: Scalars['ID']['input'];
  status: Status;
};


export type MutationSetEnquiryStatusArgs = {
  id: Scalars['ID']['input'];
  status: EnquiryStatus;
};


export type MutationSetEventMemoryStatusArgs = {
  id: Scalars['ID']['input'];
  status: Status;
};


export type MutationSetEventStatusArgs = {
  id: Scalars['ID']['input'];
  status: Status;
};


export type MutationSetEventTicketBlockedArgs = {
  blocked: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetEventTicketStatusArgs = {
  id: Scalars['ID']['input'];
  status: Status;
};


export type MutationSetFollowImageArgs = {
  id: Scalars['ID']['input'];
  image: Scalars['String']['input'];
};


export type MutationSetFollowStatusArgs = {
  id: Scalars['ID']['input'];
  status: Status;
};


export type MutationSetGalleryImageStatusArgs = {
  id: Scalars['ID']['input'];
  status: Status;
};


export type MutationSetHostBlockedArgs = {
  blocked: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetMenuStatusArgs = {
  id: Scalars['ID']['input'];
  status: Status;
};


export type MutationSetRoleStatusArgs = {
  id: Scalars['ID']['input'];
  status: Status;
};


export type MutationSetSectionStatusArgs = {
  id: Scalars['ID']['input'];
  status: Status;
};


export type MutationSetServiceStatusArgs = {
  id: Scalars['ID']['input'];
  status: Status;
};


export type MutationSetSubAdminBlockedArgs = {
  blocked: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetTableFeaturedArgs = {
  id: Scalars['ID']['input'];
  isFeatured: Scalars['Boolean']['input'];
};


export type MutationSetTableStatusArgs = {
  id: Scalars['ID']['input'];
  status: Status;
};


export type MutationUpdateCategoryArgs = {
  input: UpdateCategoryInput;
};


export type MutationUpdateCategoryRecordArgs = {
  input: UpdateCategoryRecordInput;
};


export type MutationUpdateEventArgs = {
  input: UpdateEventInput;
};


export type MutationUpdateEventMemoryArgs = {
  id: Scalars['ID']['input'];
  input: EventMemoryInput;
};


export type MutationUpdateEventTicketArgs = {
  input: UpdateEventTicketInput;
};


export type MutationUpdateGalleryImageArgs = {
  id: Scalars['ID']['input'];
  input: GalleryImageInput;
};


export type MutationUpdateHostArgs = {
  input: UpdateHostInput;
};


export type MutationUpdateIntellectualPropertyArgs = {
  input: UpdateIntellectualPropertyInput;
};


export type MutationUpdateMenuArgs = {
  input: UpdateMenuInput;
};


export type MutationUpdateRoleArgs = {
  input: UpdateRoleInput;
};


export type MutationUpdateSectionArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationUpdateServiceArgs = {
  input: UpdateServiceInput;
};


export type MutationUpdateSubAdminArgs = {
  input: UpdateSubAdminInput;
};


export type MutationUpdateTableArgs = {
  input: UpdateTableInput;
};


export type MutationUpdateUserArgs = {
  input: UpdateUserInput;
};


export type MutationUpdateWeekAnthemArgs = {
  input: UpdateWeekAnthemInput;
};

/** A referenced record's id and name, populated by the API (no call per row). */
export type NamedRef = {
  __typename?: 'NamedRef';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A newsletter sent once: its recipients are the subscribed addresses when it was sent. */
export type NewsletterCampaign = {
  __typename?: 'NewsletterCampaign';
  createdAt: Scalars['String']['output'];
  /** Recipients whose message failed for good (see failures). */
  failed: Scalars['Int']['output'];
  /** Up to 100 failed recipients, with the server's reply. */
  failures: Array<NewsletterFailure>;
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  /** Messages still to be sent, or to be tried again. */
  pending: Scalars['Int']['output'];
  /** True while messages are pending. */
  sending: Scalars['Boolean']['output'];
  sent: Scalars['Int']['output'];
  /** Name of the account that sent it. */
  sentBy: Scalars['String']['output'];
  subject: Scalars['String']['output'];
  /** Recipients. */
  total: Scalars['Int']['output'];
};

export type NewsletterCampaignPage = {
  __typename?: 'NewsletterCampaignPage';
  count: Scalars['Int']['output'];
  items: Array<NewsletterCampaign>;
};

/** A recipient whose message failed for good, with the mail server's reply. */
export type NewsletterFailure = {
  __typename?: 'NewsletterFailure';
  attempts: Scalars['Int']['output'];
  email: Scalars['String']['output'];
  /** The SMTP reply (or connection error) of the last attempt. */
  reply?: Maybe<Scalars['String']['output']>;
};

/** A newsletter subscriber (§3): added by the venue's site, unsubscribed by the link in every newsletter. */
export type NewsletterSubscriber = {
  __typename?: 'NewsletterSubscriber';
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Shown as "Subscribed" or "UnSubscribed". */
  isSubscribed: Scalars['Boolean']['output'];
  /** When the address last subscribed (ISO timestamp). */
  lastSubmission: Scalars['String']['output'];
  /** How many times the address was submitted. */
  subscribeCount: Scalars['Int']['output'];
};

export type NewsletterSubscriberPage = {
  __typename?: 'NewsletterSubscriberPage';
  count: Scalars['Int']['output'];
  items: Array<NewsletterSubscriber>;
};

/** Where a booking's payment stands (REST 1 to 4); the list shows it as a dot: PENDING yellow and pulsing, IN_PROGRESS blue, SUCCESSFUL green, FAILED red. */
export type PaymentStatus =
  | 'FAILED'
  | 'IN_PROGRESS'
  | 'PENDING'
  | 'SUCCESSFUL';

/** One row of a role's permission matrix; `module` is one of the 17 module keys. */
export type Permission = {
  __typename?: 'Permission';
  add: Scalars['Boolean']['output'];
  all: Scalars['Boolean']['output'];
  del: Scalars['Boolean']['output'];
  edit: Scalars['Boolean']['output'];
  module: Scalars['String']['output'];
  view: Scalars['Boolean']['output'];
};

export type PermissionInput = {
  add: Scalars['Boolean']['input'];
  all: Scalars['Boolean']['input'];
  del: Scalars['Boolean']['input'];
  edit: Scalars['Boolean']['input'];
  module: Scalars['String']['input'];
  view: Scalars['Boolean']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** Active categories by name: the table form's Category select. */
  allCategories: Array<Category>;
  /** Every live event, latest date first (GET /get/all/events): the choices of the ticket form's select. */
  allEvents: Array<EventOption>;
  /** Every IP by name (GET /get/all/intellectualProperty): the choices of the event form's IP select. */
  allIntellectualProperties: Array<NamedRef>;
  /** Active roles, for choosing a sub-admin's role. */
  allRoles: Array<Role>;
  /** Active sections by name: the table form's Section select. */
  allSections: Array<Section>;
  /**
   * Newest first. `type`, `paymentStatus`, and `from` / `to` (venue days "YYYY-MM-DD", both included)
   * the bookings were made on; `search` is a booking id ("BK-000123", its beginning, or its number) or
   * the beginning of the user's email.
   */
  bookings: BookingPage;
  categories: CategoryPage;
  category: Category;
  /** A page of the category's price records, latest period first (GET /get/category, like `category`). */
  categoryRecords: CategoryRecordPage;
  /** Newest first; `search` matches the name or the email; `status` keeps only the enquiries in it. */
  enquiries: EnquiryPage;
  event: Event;
  /** The add form's starting values (GET /get/eventDefaults). */
  eventDefaults: EventDefaults;
  /** One live event's pictures, newest first; the screen shows 9 a page; `deleted: true` lists only its deleted pictures. */
  eventMemories: EventMemoryPage;
  eventTicket: EventTicket;
  /** Newest first; `search` matches the event's name, `eventId` gives the set of one event; `deleted: true` lists only the deleted sets. */
  eventTickets: EventTicketPage;
  /** Newest first; `search` matches the event's name or its IP's name; `deleted: true` lists only the deleted events. */
  events: EventPage;
  /** The slots in their fixed order. */
  follows: FollowPage;
  /** Newest first; the screen shows 9 a page; `deleted: true` lists only the deleted pictures. */
  galleryImages: GalleryImagePage;
  /** Liveness of the gateway and the API behind it. */
  health: Health;
  host: Host;
  /** Newest first; `search` matches the name or the email; `deleted: true` lists only the deleted ones. */
  hosts: HostPage;
  /** Newest first; `search` matches the name or the full name. */
  intellectualProperties: IntellectualPropertyPage;
  intellectualProperty: IntellectualProperty;
  me: Me;
  menu: Menu;
  /** Every menu slot in its fixed order, optionally matching `search` by name. */
  menus: Array<Menu>;
  newsletterCampaign: NewsletterCampaign;
  /** Newest first, with their counts. */
  newsletterCampaigns: NewsletterCampaignPage;
  /** Latest submission first; `search` matches the email; `subscribed` keeps only the subscribed (true) or unsubscribed (false). */
  newsletterSubscribers: NewsletterSubscriberPage;
  role: Role;
  /** Newest first; `deleted: true` lists only the deleted roles. */
  roles: RolePage;
  section: Section;
  /** `deleted: true` lists only deleted sections, to restore them. */
  sections: SectionPage;
  service: Service;
  /** By sort, then newest first; `deleted: true` lists only the deleted services. */
  services: ServicePage;
  subAdmin: SubAdmin;
  /** Newest first; `search` matches the name or the email; `deleted: true` lists only the deleted ones. */
  subAdmins: SubAdminPage;
  table: Table;
  /** Tables as on `date` (YYYY-MM-DD; today in the venue when left out). */
  tables: TablePage;
  user: User;
  /** Newest first; `search` matches the name or the email; `deleted: true` lists only the deleted ones. */
  users: UserPage;
  weekAnthem: WeekAnthem;
  /** The seven anthems, Monday first; `search` matches the day's name or the offer. */
  weekAnthems: WeekAnthemPage;
};


export type QueryBookingsArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  paymentStatus?: InputMaybe<PaymentStatus>;
  search?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<BookingType>;
};


export type QueryCategoriesArgs = {
  deleted?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCategoryRecordsArgs = {
  categoryId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryEnquiriesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<EnquiryStatus>;
};


export type QueryEventArgs = {
  id: Scalars['ID']['input'];
};


export type QueryEventMemoriesArgs = {
  deleted?: InputMaybe<Scalars['Boolean']['input']>;
  eventId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryEventTicketArgs = {
  id: Scalars['ID']['input'];
};


export type QueryEventTicketsArgs = {
  deleted?: InputMaybe<Scalars['Boolean']['input']>;
  eventId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryEventsArgs = {
  deleted?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryFollowsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGalleryImagesArgs = {
  deleted?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryHostArgs = {
  id: Scalars['ID']['input'];
};


export type QueryHostsArgs = {
  deleted?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryIntellectualPropertiesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryIntellectualPropertyArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMenuArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMenusArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryNewsletterCampaignArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNewsletterCampaignsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNewsletterSubscribersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  subscribed?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryRoleArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRolesArgs = {
  deleted?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySectionArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySectionsArgs = {
  deleted?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryServiceArgs = {
  id: Scalars['ID']['input'];
};


export type QueryServicesArgs = {
  deleted?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySubAdminArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySubAdminsArgs = {
  deleted?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryTableArgs = {
  date?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


export type QueryTablesArgs = {
  date?: InputMaybe<Scalars['String']['input']>;
  deleted?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  deleted?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryWeekAnthemArgs = {
  id: Scalars['ID']['input'];
};


export type QueryWeekAnthemsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

export type Role = {
  __typename?: 'Role';
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  permissions: Array<Permission>;
  status: Status;
};

export type RolePage = {
  __typename?: 'RolePage';
  count: Scalars['Int']['output'];
  items: Array<Role>;
};

export type RoleResult = {
  __typename?: 'RoleResult';
  message: Scalars['String']['output'];
  role: Role;
};

/** A section (floor) of the venue that tables stand in. */
export type Section = {
  __typename?: 'Section';
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  status: Status;
};

export type SectionPage = {
  __typename?: 'SectionPage';
  count: Scalars['Int']['output'];
  items: Array<Section>;
};

export type SectionResult = {
  __typename?: 'SectionResult';
  message: Scalars['String']['output'];
  section: Section;
};

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

export type SendNewsletterResult = {
  __typename?: 'SendNewsletterResult';
  campaign: NewsletterCampaign;
  message: Scalars['String']['output'];
};

/** A service the venue offers; image and icon are upload Keys, shown from /media/<key>. */
export type Service = {
  __typename?: 'Service';
  createdAt: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** Small square picture; null when the service has none. */
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** 16:9 picture. */
  image?: Maybe<Scalars['String']['output']>;
  sort: Scalars['Int']['output'];
  status: Status;
  title: Scalars['String']['output'];
};

export type ServicePage = {
  __typename?: 'ServicePage';
  count: Scalars['Int']['output'];
  items: Array<Service>;
};

export type ServiceResult = {
  __typename?: 'ServiceResult';
  message: Scalars['String']['output'];
  service: Service;
};

export type Session = {
  __typename?: 'Session';
  accountType: AccountType;
  message: Scalars['String']['output'];
  name: Scalars['String']['output'];
  permissions: Array<Permission>;
  token: Scalars['String']['output'];
};

/** Sessions ended on the server: their tokens are refused from the next request on. */
export type SignOut = {
  __typename?: 'SignOut';
  message: Scalars['String']['output'];
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
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isBlocked: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  passwordSet: Scalars['Boolean']['output'];
  /** Null when the role was deleted: the sub-admin then has no permissions. */
  role?: Maybe<SubAdminRole>;
};

export type SubAdminPage = {
  __typename?: 'SubAdminPage';
  count: Scalars['Int']['output'];
  items: Array<SubAdmin>;
};

export type SubAdminResult = {
  __typename?: 'SubAdminResult';
  message: Scalars['String']['output'];
  subAdmin: SubAdmin;
};

/** The role a sub-admin holds, by id and name. */
export type SubAdminRole = {
  __typename?: 'SubAdminRole';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A table of the venue, as on `date`. */
export type Table = {
  __typename?: 'Table';
  bookingStatus: BookingStatus;
  capacity: Scalars['Int']['output'];
  category: NamedRef;
  createdAt: Scalars['String']['output'];
  /** The venue day (YYYY-MM-DD) that price and bookingStatus are for. */
  date: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** 1.66:1 picture: an upload Key. */
  image: Scalars['String']['output'];
  inclusions: Array<Scalars['String']['output']>;
  isFeatured: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** The category's price (AED) on `date`; null when no record covers it. */
  price?: Maybe<Scalars['Float']['output']>;
  section: NamedRef;
  status: Status;
  tableNo?: Maybe<Scalars['String']['output']>;
};

export type TablePage = {
  __typename?: 'TablePage';
  count: Scalars['Int']['output'];
  items: Array<Table>;
};

export type TableResult = {
  __typename?: 'TableResult';
  message: Scalars['String']['output'];
  table: Table;
};

export type UpdateCategoryInput = {
  id: Scalars['ID']['input'];
  /** Left out: keep the current layout. */
  layout?: InputMaybe<CategoryLayoutInput>;
  name: Scalars['String']['input'];
};

export type UpdateCategoryRecordInput = {
  categoryId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  price: Scalars['Float']['input'];
};

export type UpdateEventInput = {
  address: Scalars['String']['input'];
  admission: Scalars['Int']['input'];
  categories: Array<EventCategoryInput>;
  /** Left out: keep the date (the edit screen does not change it). */
  date?: InputMaybe<Scalars['String']['input']>;
  howToRedeem: Array<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  image: Scalars['String']['input'];
  importantInformation: Array<Scalars['String']['input']>;
  inclusions: Array<Scalars['String']['input']>;
  ipId?: InputMaybe<Scalars['ID']['input']>;
  itinerary: Array<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  popularity: Scalars['Int']['input'];
  summary: Scalars['String']['input'];
  time: Scalars['String']['input'];
};

export type UpdateEventTicketInput = {
  /** The set's rows as they should be: saved rows named by id change, new rows are added, rows left out are removed (refused while booked). */
  categories: Array<EventTicketCategoryInput>;
  id: Scalars['ID']['input'];
};

export type UpdateHostInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  lastName: Scalars['String']['input'];
  /** Left out or empty: keep the current password. */
  password?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateIntellectualPropertyInput = {
  fullName: Scalars['String']['input'];
  icon: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  /** Left out: keep the current day; null: the brand has none. */
  weekDay?: InputMaybe<WeekDay>;
};

/** Omitting image or pdf keeps the current file; a key must come from an upload of the right kind. */
export type UpdateMenuInput = {
  id: Scalars['ID']['input'];
  image?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  pdf?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateRoleInput = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  permissions: Array<PermissionInput>;
};

export type UpdateServiceInput = {
  description: Scalars['String']['input'];
  /** Left out: keep the current icon; null: remove it. */
  icon?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  image: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type UpdateSubAdminInput = {
  email: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  /** Left out or empty: keep the current password. */
  password?: InputMaybe<Scalars['String']['input']>;
  roleId: Scalars['ID']['input'];
};

export type UpdateTableInput = {
  capacity: Scalars['Int']['input'];
  categoryId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  /** Left out: keep the current image. */
  image?: InputMaybe<Scalars['String']['input']>;
  inclusions: Array<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  sectionId: Scalars['ID']['input'];
  tableNo?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateUserInput = {
  dob: Scalars['String']['input'];
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  lastName: Scalars['String']['input'];
  mobileCode: Scalars['String']['input'];
  mobileNo: Scalars['String']['input'];
};

export type UpdateWeekAnthemInput = {
  description: Scalars['String']['input'];
  /** Left out: keep the current icon; null: remove it. */
  icon?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  offer: Scalars['String']['input'];
  /** Left out or null: keep the current picture. */
  primaryImage?: InputMaybe<Scalars['String']['input']>;
};

/** A customer of the venue (the spec's "user"); managed here, never signing in here. */
export type User = {
  __typename?: 'User';
  createdAt: Scalars['String']['output'];
  /** Date of birth, "YYYY-MM-DD"; null when never given. */
  dob?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  /** Country code, e.g. "+971". */
  mobileCode: Scalars['String']['output'];
  mobileNo: Scalars['String']['output'];
  /** First and last name, as the list shows it. */
  name: Scalars['String']['output'];
};

export type UserPage = {
  __typename?: 'UserPage';
  count: Scalars['Int']['output'];
  items: Array<User>;
};

export type UserResult = {
  __typename?: 'UserResult';
  message: Scalars['String']['output'];
  user: User;
};

/** One of the seven fixed week-day anthems (Monday … Sunday): the night's picture, offer and description. */
export type WeekAnthem = {
  __typename?: 'WeekAnthem';
  createdAt: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** Small square picture; null when the anthem has none. */
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  offer: Scalars['String']['output'];
  /** 16:9 picture: an upload Key, shown from /media/<key>; null until one is uploaded. */
  primaryImage?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['String']['output'];
  /** The night of this slot; fixed. */
  weekDay: WeekDay;
};

export type WeekAnthemPage = {
  __typename?: 'WeekAnthemPage';
  count: Scalars['Int']['output'];
  items: Array<WeekAnthem>;
};

export type WeekAnthemResult = {
  __typename?: 'WeekAnthemResult';
  message: Scalars['String']['output'];
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
  BookingPage: ResolverTypeWrapper<BookingPage>;
  BookingPerson: ResolverTypeWrapper<BookingPerson>;
  BookingStatus: BookingStatus;
  BookingType: BookingType;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Category: ResolverTypeWrapper<Category>;
  CategoryLayout: ResolverTypeWrapper<CategoryLayout>;
  CategoryLayoutInput: CategoryLayoutInput;
  CategoryPage: ResolverTypeWrapper<CategoryPage>;
  CategoryRecord: ResolverTypeWrapper<CategoryRecord>;
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
  Enquiry: ResolverTypeWrapper<Enquiry>;
  EnquiryPage: ResolverTypeWrapper<EnquiryPage>;
  EnquiryResult: ResolverTypeWrapper<EnquiryResult>;
  EnquiryStatus: EnquiryStatus;
  Event: ResolverTypeWrapper<Event>;
  EventCategory: ResolverTypeWrapper<EventCategory>;
  EventCategoryInput: EventCategoryInput;
  EventDefaults: ResolverTypeWrapper<EventDefaults>;
  EventMemory: ResolverTypeWrapper<EventMemory>;
  EventMemoryInput: EventMemoryInput;
  EventMemoryPage: ResolverTypeWrapper<EventMemoryPage>;
  EventMemoryResult: ResolverTypeWrapper<EventMemoryResult>;
  EventOption: ResolverTypeWrapper<EventOption>;
  EventPage: ResolverTypeWrapper<EventPage>;
  EventResult: ResolverTypeWrapper<EventResult>;
  EventTicket: ResolverTypeWrapper<EventTicket>;
  EventTicketCategory: ResolverTypeWrapper<EventTicketCategory>;
  EventTicketCategoryInput: EventTicketCategoryInput;
  EventTicketPage: ResolverTypeWrapper<EventTicketPage>;
  EventTicketResult: ResolverTypeWrapper<EventTicketResult>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Follow: ResolverTypeWrapper<Follow>;
  FollowPage: ResolverTypeWrapper<FollowPage>;
  FollowResult: ResolverTypeWrapper<FollowResult>;
  GalleryImage: ResolverTypeWrapper<GalleryImage>;
  GalleryImageInput: GalleryImageInput;
  GalleryImagePage: ResolverTypeWrapper<GalleryImagePage>;
  GalleryImageResult: ResolverTypeWrapper<GalleryImageResult>;
  GalleryOrientation: GalleryOrientation;
  Health: ResolverTypeWrapper<Health>;
  Host: ResolverTypeWrapper<Host>;
  HostPage: ResolverTypeWrapper<HostPage>;
  HostResult: ResolverTypeWrapper<HostResult>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  IntellectualProperty: ResolverTypeWrapper<IntellectualProperty>;
  IntellectualPropertyPage: ResolverTypeWrapper<IntellectualPropertyPage>;
  IntellectualPropertyResult: ResolverTypeWrapper<IntellectualPropertyResult>;
  Me: ResolverTypeWrapper<Me>;
  Menu: ResolverTypeWrapper<Menu>;
  MenuResult: ResolverTypeWrapper<MenuResult>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NamedRef: ResolverTypeWrapper<NamedRef>;
  NewsletterCampaign: ResolverTypeWrapper<NewsletterCampaign>;
  NewsletterCampaignPage: ResolverTypeWrapper<NewsletterCampaignPage>;
  NewsletterFailure: ResolverTypeWrapper<NewsletterFailure>;
  NewsletterSubscriber: ResolverTypeWrapper<NewsletterSubscriber>;
  NewsletterSubscriberPage: ResolverTypeWrapper<NewsletterSubscriberPage>;
  PaymentStatus: PaymentStatus;
  Permission: ResolverTypeWrapper<Permission>;
  PermissionInput: PermissionInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: ResolverTypeWrapper<Role>;
  RolePage: ResolverTypeWrapper<RolePage>;
  RoleResult: ResolverTypeWrapper<RoleResult>;
  Section: ResolverTypeWrapper<Section>;
  SectionPage: ResolverTypeWrapper<SectionPage>;
  SectionResult: ResolverTypeWrapper<SectionResult>;
  SendNewsletterInput: SendNewsletterInput;
  SendNewsletterResult: ResolverTypeWrapper<SendNewsletterResult>;
  Service: ResolverTypeWrapper<Service>;
  ServicePage: ResolverTypeWrapper<ServicePage>;
  ServiceResult: ResolverTypeWrapper<ServiceResult>;
  Session: ResolverTypeWrapper<Session>;
  SignOut: ResolverTypeWrapper<SignOut>;
  SpecialOccasion: SpecialOccasion;
  Status: Status;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubAdmin: ResolverTypeWrapper<SubAdmin>;
  SubAdminPage: ResolverTypeWrapper<SubAdminPage>;
  SubAdminResult: ResolverTypeWrapper<SubAdminResult>;
  SubAdminRole: ResolverTypeWrapper<SubAdminRole>;
  Table: ResolverTypeWrapper<Table>;
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
  UserPage: ResolverTypeWrapper<UserPage>;
  UserResult: ResolverTypeWrapper<UserResult>;
  WeekAnthem: ResolverTypeWrapper<WeekAnthem>;
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
  BookingPage: BookingPage;
  BookingPerson: BookingPerson;
  Boolean: Scalars['Boolean']['output'];
  Category: Category;
  CategoryLayout: CategoryLayout;
  CategoryLayoutInput: CategoryLayoutInput;
  CategoryPage: CategoryPage;
  CategoryRecord: CategoryRecord;
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
  Enquiry: Enquiry;
  EnquiryPage: EnquiryPage;
  EnquiryResult: EnquiryResult;
  Event: Event;
  EventCategory: EventCategory;
  EventCategoryInput: EventCategoryInput;
  EventDefaults: EventDefaults;
  EventMemory: EventMemory;
  EventMemoryInput: EventMemoryInput;
  EventMemoryPage: EventMemoryPage;
  EventMemoryResult: EventMemoryResult;
  EventOption: EventOption;
  EventPage: EventPage;
  EventResult: EventResult;
  EventTicket: EventTicket;
  EventTicketCategory: EventTicketCategory;
  EventTicketCategoryInput: EventTicketCategoryInput;
  EventTicketPage: EventTicketPage;
  EventTicketResult: EventTicketResult;
  Float: Scalars['Float']['output'];
  Follow: Follow;
  FollowPage: FollowPage;
  FollowResult: FollowResult;
  GalleryImage: GalleryImage;
  GalleryImageInput: GalleryImageInput;
  GalleryImagePage: GalleryImagePage;
  GalleryImageResult: GalleryImageResult;
  Health: Health;
  Host: Host;
  HostPage: HostPage;
  HostResult: HostResult;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  IntellectualProperty: IntellectualProperty;
  IntellectualPropertyPage: IntellectualPropertyPage;
  IntellectualPropertyResult: IntellectualPropertyResult;
  Me: Me;
  Menu: Menu;
  MenuResult: MenuResult;
  Mutation: Record<PropertyKey, never>;
  NamedRef: NamedRef;
  NewsletterCampaign: NewsletterCampaign;
  NewsletterCampaignPage: NewsletterCampaignPage;
  NewsletterFailure: NewsletterFailure;
  NewsletterSubscriber: NewsletterSubscriber;
  NewsletterSubscriberPage: NewsletterSubscriberPage;
  Permission: Permission;
  PermissionInput: PermissionInput;
  Query: Record<PropertyKey, never>;
  Role: Role;
  RolePage: RolePage;
  RoleResult: RoleResult;
  Section: Section;
  SectionPage: SectionPage;
  SectionResult: SectionResult;
  SendNewsletterInput: SendNewsletterInput;
  SendNewsletterResult: SendNewsletterResult;
  Service: Service;
  ServicePage: ServicePage;
  ServiceResult: ServiceResult;
  Session: Session;
  SignOut: SignOut;
  String: Scalars['String']['output'];
  SubAdmin: SubAdmin;
  SubAdminPage: SubAdminPage;
  SubAdminResult: SubAdminResult;
  SubAdminRole: SubAdminRole;
  Table: Table;
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
  UserPage: UserPage;
  UserResult: UserResult;
  WeekAnthem: WeekAnthem;
  WeekAnthemPage: WeekAnthemPage;
  WeekAnthemResult: WeekAnthemResult;
};

export type ActionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActionResult'] = ResolversParentTypes['ActionResult']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BookedTableResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookedTable'] = ResolversParentTypes['BookedTable']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BookingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Booking'] = ResolversParentTypes['Booking']> = {
  bookingId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event?: Resolver<Maybe<ResolversTypes['BookingEvent']>, ParentType, ContextType>;
  host?: Resolver<Maybe<ResolversTypes['BookingPerson']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  table?: Resolver<Maybe<ResolversTypes['BookedTable']>, ParentType, ContextType>;
  ticketCategory?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tickets?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['BookingType'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['BookingPerson'], ParentType, ContextType>;
};

export type BookingEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingEvent'] = ResolversParentTypes['BookingEvent']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BookingPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingPage'] = ResolversParentTypes['BookingPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Booking']>, ParentType, ContextType>;
};

export type BookingPersonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingPerson'] = ResolversParentTypes['BookingPerson']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  autoRenewal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['CategoryLayout'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
  tableCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CategoryLayoutResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CategoryLayout'] = ResolversParentTypes['CategoryLayout']> = {
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageAlt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CategoryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CategoryPage'] = ResolversParentTypes['CategoryPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
};

export type CategoryRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CategoryRecord'] = ResolversParentTypes['CategoryRecord']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fromDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  toDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CategoryRecordPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CategoryRecordPage'] = ResolversParentTypes['CategoryRecordPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CategoryRecord']>, ParentType, ContextType>;
};

export type CategoryRecordResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CategoryRecordResult'] = ResolversParentTypes['CategoryRecordResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  record?: Resolver<ResolversTypes['CategoryRecord'], ParentType, ContextType>;
};

export type CategoryResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CategoryResult'] = ResolversParentTypes['CategoryResult']> = {
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EnquiryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Enquiry'] = ResolversParentTypes['Enquiry']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dob?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
};

export type EnquiryResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EnquiryResult'] = ResolversParentTypes['EnquiryResult']> = {
  enquiry?: Resolver<ResolversTypes['Enquiry'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Event'] = ResolversParentTypes['Event']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  admission?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['EventCategory']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
};

export type EventCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventCategory'] = ResolversParentTypes['EventCategory']> = {
  categoryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type EventDefaultsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventDefaults'] = ResolversParentTypes['EventDefaults']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  admission?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EventMemoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventMemory'] = ResolversParentTypes['EventMemory']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orientation?: Resolver<ResolversTypes['GalleryOrientation'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EventMemoryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventMemoryPage'] = ResolversParentTypes['EventMemoryPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['EventMemory']>, ParentType, ContextType>;
};

export type EventMemoryResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventMemoryResult'] = ResolversParentTypes['EventMemoryResult']> = {
  eventMemory?: Resolver<ResolversTypes['EventMemory'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EventOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventOption'] = ResolversParentTypes['EventOption']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EventPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventPage'] = ResolversParentTypes['EventPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType>;
};

export type EventResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventResult'] = ResolversParentTypes['EventResult']> = {
  event?: Resolver<ResolversTypes['Event'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EventTicketResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventTicket'] = ResolversParentTypes['EventTicket']> = {
  categories?: Resolver<Array<ResolversTypes['EventTicketCategory']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['EventOption'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isBlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
};

export type EventTicketCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventTicketCategory'] = ResolversParentTypes['EventTicketCategory']> = {
  bookedTickets?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalTickets?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CategoryType'], ParentType, ContextType>;
};

export type EventTicketPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventTicketPage'] = ResolversParentTypes['EventTicketPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['EventTicket']>, ParentType, ContextType>;
};

export type EventTicketResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventTicketResult'] = ResolversParentTypes['EventTicketResult']> = {
  eventTicket?: Resolver<ResolversTypes['EventTicket'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FollowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Follow'] = ResolversParentTypes['Follow']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FollowPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FollowPage'] = ResolversParentTypes['FollowPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Follow']>, ParentType, ContextType>;
};

export type FollowResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FollowResult'] = ResolversParentTypes['FollowResult']> = {
  follow?: Resolver<ResolversTypes['Follow'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GalleryImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GalleryImage'] = ResolversParentTypes['GalleryImage']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orientation?: Resolver<ResolversTypes['GalleryOrientation'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GalleryImagePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GalleryImagePage'] = ResolversParentTypes['GalleryImagePage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['GalleryImage']>, ParentType, ContextType>;
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
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isBlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passwordSet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type HostPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HostPage'] = ResolversParentTypes['HostPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Host']>, ParentType, ContextType>;
};

export type HostResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HostResult'] = ResolversParentTypes['HostResult']> = {
  host?: Resolver<ResolversTypes['Host'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IntellectualPropertyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IntellectualProperty'] = ResolversParentTypes['IntellectualProperty']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weekDay?: Resolver<Maybe<ResolversTypes['WeekDay']>, ParentType, ContextType>;
};

export type IntellectualPropertyPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IntellectualPropertyPage'] = ResolversParentTypes['IntellectualPropertyPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['IntellectualProperty']>, ParentType, ContextType>;
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
  roleName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MenuResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Menu'] = ResolversParentTypes['Menu']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pdf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MenuResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MenuResult'] = ResolversParentTypes['MenuResult']> = {
  menu?: Resolver<ResolversTypes['Menu'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
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
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
};

export type NewsletterFailureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsletterFailure'] = ResolversParentTypes['NewsletterFailure']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reply?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type NewsletterSubscriberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsletterSubscriber'] = ResolversParentTypes['NewsletterSubscriber']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isSubscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastSubmission?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subscribeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NewsletterSubscriberPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsletterSubscriberPage'] = ResolversParentTypes['NewsletterSubscriberPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['NewsletterSubscriber']>, ParentType, ContextType>;
};

export type PermissionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Permission'] = ResolversParentTypes['Permission']> = {
  add?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  all?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  del?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  edit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  module?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  view?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  allCategories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  allEvents?: Resolver<Array<ResolversTypes['EventOption']>, ParentType, ContextType>;
  allIntellectualProperties?: Resolver<Array<ResolversTypes['NamedRef']>, ParentType, ContextType>;
  allRoles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  allSections?: Resolver<Array<ResolversTypes['Section']>, ParentType, ContextType>;
  bookings?: Resolver<ResolversTypes['BookingPage'], ParentType, ContextType, Partial<QueryBookingsArgs>>;
  categories?: Resolver<ResolversTypes['CategoryPage'], ParentType, ContextType, Partial<QueryCategoriesArgs>>;
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType, RequireFields<QueryCategoryArgs, 'id'>>;
  categoryRecords?: Resolver<ResolversTypes['CategoryRecordPage'], ParentType, ContextType, RequireFields<QueryCategoryRecordsArgs, 'categoryId'>>;
  enquiries?: Resolver<ResolversTypes['EnquiryPage'], ParentType, ContextType, Partial<QueryEnquiriesArgs>>;
  event?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<QueryEventArgs, 'id'>>;
  eventDefaults?: Resolver<ResolversTypes['EventDefaults'], ParentType, ContextType>;
  eventMemories?: Resolver<ResolversTypes['EventMemoryPage'], ParentType, ContextType, RequireFields<QueryEventMemoriesArgs, 'eventId'>>;
  eventTicket?: Resolver<ResolversTypes['EventTicket'], ParentType, ContextType, RequireFields<QueryEventTicketArgs, 'id'>>;
  eventTickets?: Resolver<ResolversTypes['EventTicketPage'], ParentType, ContextType, Partial<QueryEventTicketsArgs>>;
  events?: Resolver<ResolversTypes['EventPage'], ParentType, ContextType, Partial<QueryEventsArgs>>;
  follows?: Resolver<ResolversTypes['FollowPage'], ParentType, ContextType, Partial<QueryFollowsArgs>>;
  galleryImages?: Resolver<ResolversTypes['GalleryImagePage'], ParentType, ContextType, Partial<QueryGalleryImagesArgs>>;
  health?: Resolver<ResolversTypes['Health'], ParentType, ContextType>;
  host?: Resolver<ResolversTypes['Host'], ParentType, ContextType, RequireFields<QueryHostArgs, 'id'>>;
  hosts?: Resolver<ResolversTypes['HostPage'], ParentType, ContextType, Partial<QueryHostsArgs>>;
  intellectualProperties?: Resolver<ResolversTypes['IntellectualPropertyPage'], ParentType, ContextType, Partial<QueryIntellectualPropertiesArgs>>;
  intellectualProperty?: Resolver<ResolversTypes['IntellectualProperty'], ParentType, ContextType, RequireFields<QueryIntellectualPropertyArgs, 'id'>>;
  me?: Resolver<ResolversTypes['Me'], ParentType, ContextType>;
  menu?: Resolver<ResolversTypes['Menu'], ParentType, ContextType, RequireFields<QueryMenuArgs, 'id'>>;
  menus?: Resolver<Array<ResolversTypes['Menu']>, ParentType, ContextType, Partial<QueryMenusArgs>>;
  newsletterCampaign?: Resolver<ResolversTypes['NewsletterCampaign'], ParentType, ContextType, RequireFields<QueryNewsletterCampaignArgs, 'id'>>;
  newsletterCampaigns?: Resolver<ResolversTypes['NewsletterCampaignPage'], ParentType, ContextType, Partial<QueryNewsletterCampaignsArgs>>;
  newsletterSubscribers?: Resolver<ResolversTypes['NewsletterSubscriberPage'], ParentType, ContextType, Partial<QueryNewsletterSubscribersArgs>>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType, RequireFields<QueryRoleArgs, 'id'>>;
  roles?: Resolver<ResolversTypes['RolePage'], ParentType, ContextType, Partial<QueryRolesArgs>>;
  section?: Resolver<ResolversTypes['Section'], ParentType, ContextType, RequireFields<QuerySectionArgs, 'id'>>;
  sections?: Resolver<ResolversTypes['SectionPage'], ParentType, ContextType, Partial<QuerySectionsArgs>>;
  service?: Resolver<ResolversTypes['Service'], ParentType, ContextType, RequireFields<QueryServiceArgs, 'id'>>;
  services?: Resolver<ResolversTypes['ServicePage'], ParentType, ContextType, Partial<QueryServicesArgs>>;
  subAdmin?: Resolver<ResolversTypes['SubAdmin'], ParentType, ContextType, RequireFields<QuerySubAdminArgs, 'id'>>;
  subAdmins?: Resolver<ResolversTypes['SubAdminPage'], ParentType, ContextType, Partial<QuerySubAdminsArgs>>;
  table?: Resolver<ResolversTypes['Table'], ParentType, ContextType, RequireFields<QueryTableArgs, 'id'>>;
  tables?: Resolver<ResolversTypes['TablePage'], ParentType, ContextType, Partial<QueryTablesArgs>>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, Partial<QueryUsersArgs>>;
  weekAnthem?: Resolver<ResolversTypes['WeekAnthem'], ParentType, ContextType, RequireFields<QueryWeekAnthemArgs, 'id'>>;
  weekAnthems?: Resolver<ResolversTypes['WeekAnthemPage'], ParentType, ContextType, Partial<QueryWeekAnthemsArgs>>;
};

export type RoleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
};

export type RolePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RolePage'] = ResolversParentTypes['RolePage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
};

export type RoleResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RoleResult'] = ResolversParentTypes['RoleResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type SectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Section'] = ResolversParentTypes['Section']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
};

export type SectionPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SectionPage'] = ResolversParentTypes['SectionPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Section']>, ParentType, ContextType>;
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
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ServicePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServicePage'] = ResolversParentTypes['ServicePage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Service']>, ParentType, ContextType>;
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
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SignOutResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignOut'] = ResolversParentTypes['SignOut']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sessionsEnded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SubAdminResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubAdmin'] = ResolversParentTypes['SubAdmin']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isBlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passwordSet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['SubAdminRole']>, ParentType, ContextType>;
};

export type SubAdminPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubAdminPage'] = ResolversParentTypes['SubAdminPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['SubAdmin']>, ParentType, ContextType>;
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
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inclusions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  isFeatured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  section?: Resolver<ResolversTypes['NamedRef'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
  tableNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TablePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TablePage'] = ResolversParentTypes['TablePage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Table']>, ParentType, ContextType>;
};

export type TableResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TableResult'] = ResolversParentTypes['TableResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  table?: Resolver<ResolversTypes['Table'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dob?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobileCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobileNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
};

export type UserResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserResult'] = ResolversParentTypes['UserResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type WeekAnthemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WeekAnthem'] = ResolversParentTypes['WeekAnthem']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  offer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  primaryImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weekDay?: Resolver<ResolversTypes['WeekDay'], ParentType, ContextType>;
};

export type WeekAnthemPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WeekAnthemPage'] = ResolversParentTypes['WeekAnthemPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['WeekAnthem']>, ParentType, ContextType>;
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
  Category?: CategoryResolvers<ContextType>;
  CategoryLayout?: CategoryLayoutResolvers<ContextType>;
  CategoryPage?: CategoryPageResolvers<ContextType>;
  CategoryRecord?: CategoryRecordResolvers<ContextType>;
  CategoryRecordPage?: CategoryRecordPageResolvers<ContextType>;
  CategoryRecordResult?: CategoryRecordResultResolvers<ContextType>;
  CategoryResult?: CategoryResultResolvers<ContextType>;
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
  Mutation?: MutationResolvers<ContextType>;
  NamedRef?: NamedRefResolvers<ContextType>;
  NewsletterCampaign?: NewsletterCampaignResolvers<ContextType>;
  NewsletterCampaignPage?: NewsletterCampaignPageResolvers<ContextType>;
  NewsletterFailure?: NewsletterFailureResolvers<ContextType>;
  NewsletterSubscriber?: NewsletterSubscriberResolvers<ContextType>;
  NewsletterSubscriberPage?: NewsletterSubscriberPageResolvers<ContextType>;
  Permission?: PermissionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  RolePage?: RolePageResolvers<ContextType>;
  RoleResult?: RoleResultResolvers<ContextType>;
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

