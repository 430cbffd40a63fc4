import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Permission } from '#domain/permissions';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** How a person is reached: a user's and an enquiry's own columns. */
const contactColumns = {
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  mobileCode: text('mobile_code').notNull(),
  mobileNo: text('mobile_no').notNull(),
};

/** Named permission sets given to Sub Admins. */
export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    status: smallint('status').notNull().default(1),
    permissions: jsonb('permissions').$type<Permission[]>().notNull(),
    isDelete: boolean('is_delete').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    // A deleted role frees its name; names compare case-insensitively.
    uniqueIndex('roles_name_unique').on(sql`lower(${t.name})`).where(sql`${t.isDelete} = false`),
    index('roles_created_at_idx').on(t.createdAt),
  ],
);

/** Staff accounts: Admin (1) and Sub Admin (2). */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    accountType: smallint('account_type').notNull(),
    roleId: uuid('role_id').references(() => roles.id),
    isBlocked: boolean('is_blocked').notNull().default(false),
    isDelete: boolean('is_delete').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('accounts_email_unique').on(sql`lower(${t.email})`).where(sql`${t.isDelete} = false`)],
);

/** Who changed what, when, with the record before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => accounts.id),
    action: text('action').notNull(),
    area: text('area').notNull(),
    recordId: text('record_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    // The moment the row is written, not its transaction's start (`now()`): a batch that waited for
    // another's locks is stamped after it, so the trail sorts in the order the changes were made.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [index('audit_log_record_idx').on(t.area, t.recordId)],
);

/** The venue's customers ("users" in the spec); managed here, never signing in here. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...contactColumns,
    dob: date('dob', { mode: 'string' }),
    isDelete: boolean('is_delete').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`).where(sql`${t.isDelete} = false`),
    index('users_created_at_idx').on(t.createdAt),
    // The list's other orders (`sort=firstName`, `-lastName`, `email`), the id breaking ties, each read from its index either way.
    index('users_first_name_idx').on(t.firstName, t.id),
    index('users_last_name_idx').on(t.lastName, t.id),
    index('users_email_order_idx').on(t.email, t.id),
    // Email prefixes (the bookings' search by email): LIKE 'text%' needs the pattern operator class.
    index('users_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    // The cross-area search's whole-text and prefix tiers on "first last" (api/search/sources.ts), read in index order.
    index('users_name_prefix_idx').on(sql`lower(${t.firstName} || ' ' || ${t.lastName}) text_pattern_ops`),
  ],
);

/** Hosts: staff who bring guests; they sign in to the venue's other apps, not this panel. */
export const hosts = pgTable(
  'hosts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    isBlocked: boolean('is_blocked').notNull().default(false),
    isDelete: boolean('is_delete').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('hosts_email_unique').on(sql`lower(${t.email})`).where(sql`${t.isDelete} = false`),
    index('hosts_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Every live staff email (Admin, sub-admins, hosts), lower-cased, once: kept by triggers on
 * `accounts` and `hosts` (migration 0008), so no two staff accounts share an email on either engine,
 * whichever table each lives in.
 */
export const staffEmails = pgTable('staff_emails', {
  email: text('email').primaryKey(),
  accountId: uuid('account_id').references(() => accounts.id),
  hostId: uuid('host_id').references(() => hosts.id),
});

/** Signed-in sessions: every token names one, re-checked on each request; logout and a password change delete them. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The token's own expiry, so that old rows can be cleared. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

/**
 * Sign-in attempts reserved in the current window, per key (an email from one address, or an
 * email from anywhere). Reserved in one statement before any password is hashed; see auth/throttle.ts.
 */
export const signInThrottle = pgTable(
  'sign_in_throttle',
  {
    key: text('key').primaryKey(),
    attempts: integer('attempts').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_throttle_window_idx').on(t.windowStart)],
);

/** Every stored upload; a record may only point at a key listed here. */
export const media = pgTable(
  'media',
  {
    key: text('key').primaryKey(),
    section: text('section').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdBy: uuid('created_by').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_section_idx').on(t.section)],
);

/** Services the venue offers (title, description, icon and a 16:9 image). */
export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    icon: text('icon'),
    image: text('image'),
    sort: integer('sort').notNull().default(1),
    status: smallint('status').notNull().default(1),
    isDelete: boolean('is_delete').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('services_created_at_idx').on(t.createdAt)],
);

/** Gallery pictures; metaData tells the site whether a picture is portrait or landscape. */
export const galleries = pgTable(
  'galleries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    image: text('image').notNull(),
    metaData: jsonb('meta_data').$type<{ width: number; height: number }>().notNull(),
    status: smallint('status').notNull().default(1),
    isDelete: boolean('is_delete').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('galleries_created_at_idx').on(t.createdAt)],
);

/** The fixed set of "Follow Us" images, created at first start; never added or deleted. */
export const follows = pgTable('follows', {
  id: uuid('id').primaryKey().defaultRandom(),
  position: integer('position').notNull().unique(),
  image: text('image'),
  status: smallint('status').notNull().default(1),
  ...timestamps,
});

/** The fixed menu slots (image and PDF), created at first start. */
export const menus = pgTable('menus', {
  id: uuid('id').primaryKey().defaultRandom(),
  position: integer('position').notNull().unique(),
  name: text('name').notNull(),
  image: text('image'),
  pdf: text('pdf'),
  status: smallint('status').notNull().default(1),
  ...timestamps,
});

/** Sections (floors) of the venue that tables stand in. */
export const sections = pgTable(
  'sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    status: smallint('status').notNull().default(1),
    isDelete: boolean('is_delete').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('sections_created_at_idx').on(t.createdAt), uniqueIndex('sections_name_unique').on(sql`lower(${t.name})`).where(sql`${t.isDelete} = false`)],
);

/** Seating categories: a layout picture and dated price records; auto-renewal extends the latest record. */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    layoutImage: text('layout_image').notNull(),
    layoutImageAlt: text('layout_image_alt').notNull().default(''),
    autoRenewal: boolean('auto_renewal').notNull().default(false),
    status: smallint('status').notNull().default(1),
    isDelete: boolean('is_delete').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('categories_created_at_idx').on(t.createdAt),
    index('categories_auto_renewal_idx').on(t.autoRenewal).where(sql`${t.isDelete} = false`),
    uniqueIndex('categories_name_unique').on(sql`lower(${t.name})`).where(sql`${t.isDelete} = false`),
  ],
);

/** A category's price for the days from `fromDate` to `toDate` (both included, venue days). */
export const categoryRecords = pgTable(
  'category_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    isDelete: boolean('is_delete').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    // One record per category and first day: what keeps two auto-renewal runs from adding the same period twice.
    uniqueIndex('category_records_start_unique').on(t.categoryId, t.fromDate).where(sql`${t.isDelete} = false`),
    index('category_records_period_idx').on(t.categoryId, t.toDate),
    check('category_records_days_check', sql`${t.toDate} - ${t.fromDate} between 1 and 15`),
    check('category_records_price_check', sql`${t.price} >= 1`),
  ],
);

/** The venue's tables; each stands in a section and is priced by its category. */
export const floorTables = pgTable(
  'tables',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    tableNo: text('table_no'),
    capacity: smallint('capacity').notNull(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => sections.id),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    image: text('image').notNull(),
    inclusions: jsonb('inclusions').$type<string[]>().notNull(),
    isFeatured: boolean('is_featured').notNull().default(false),
    status: smallint('status').notNull().default(1),
    isDelete: boolean('is_delete').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('tables_created_at_idx').on(t.createdAt),
    index('tables_section_idx').on(t.sectionId).where(sql`${t.isDelete} = false`),
    index('tables_category_idx').on(t.categoryId).where(sql`${t.isDelete} = false`),
    check('tables_capacity_check', sql`${t.capacity} between 1 and 15`),
  ],
);

/** A table booked or held on a venue day, and the booking it belongs to; no row means Available. */
export const tableBookings = pgTable(
  'table_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tableId: uuid('table_id')
      .notNull()
      .references(() => floorTables.id),
    date: date('date', { mode: 'string' }).notNull(),
    state: smallint('state').notNull(),
    // The booking holding the table; none for a hold the venue placed itself.
    bookingId: uuid('booking_id').references((): AnyPgColumn => bookings.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('table_bookings_table_date_unique').on(t.tableId, t.date),
    uniqueIndex('table_bookings_booking_unique').on(t.bookingId),
    check('table_bookings_state_check', sql`${t.state} in (2, 3)`),
  ],
);

/** Intellectual properties: the event brands (weekly themed nights) events are run under. */
export const intellectualProperties = pgTable(
  'intellectual_properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    fullName: text('full_name').notNull(),
    icon: text('icon').notNull(),
    // 1 Monday … 7 Sunday, the night the brand runs; optional.
    weekDay: smallint('week_day'),
    ...timestamps,
  },
  (t) => [index('intellectual_properties_created_at_idx').on(t.createdAt), check('intellectual_properties_week_day_check', sql`${t.weekDay} between 1 and 7`)],
);

/** The seven fixed week-day anthems (Monday 1 … Sunday 7), created at first start; never added or deleted. */
export const weekAnthems = pgTable(
  'week_anthems',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    weekDay: smallint('week_day').notNull().unique(),
    primaryImage: text('primary_image'),
    icon: text('icon'),
    offer: text('offer').notNull().default(''),
    description: text('description').notNull().default(''),
    ...timestamps,
  },
  (t) => [check('week_anthems_week_day_check', sql`${t.weekDay} between 1 and 7`)],
);

/** A category row of an event: a venue category, the name shown for it and its price (AED). */
export interface EventCategoryRow {
  categoryId: string;
  name: string;
  price: number;
}

/** Events of the venue, each on a venue day at a 24-hour time, optionally under an IP. */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    posterImage: text('poster_image'),
    ipId: uuid('ip_id').references(() => intellectualProperties.id),
    date: date('date', { mode: 'string' }).notNull(),
    // 24-hour "HH:MM".
    time: text('time').notNull(),
    summary: text('summary').notNull(),
    admission: smallint('admission').notNull(),
    popularity: integer('popularity').notNull(),
    address: text('address').notNull(),
    inclusions: jsonb('inclusions').$type<string[]>().notNull(),
    howToRedeem: jsonb('how_to_redeem').$type<string[]>().notNull(),
    itinerary: jsonb('itinerary').$type<string[]>().notNull(),
    importantInformation: jsonb('important_information').$type<string[]>().notNull(),
    categories: jsonb('categories').$type<EventCategoryRow[]>().notNull(),
    status: smallint('status').notNull().default(1),
    isDelete: boolean('is_delete').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('events_created_at_idx').on(t.createdAt),
    index('events_date_idx').on(t.date),
    index('events_ip_idx').on(t.ipId),
    check('events_admission_check', sql`${t.admission} >= 18`),
    check('events_popularity_check', sql`${t.popularity} >= 1`),
  ],
);

/** An event's ticket set: one live set per event; its categories are rows of their own. */
export const eventTickets = pgTable(
  'event_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    status: smallint('status').notNull().default(1),
    isBlocked: boolean('is_blocked').notNull().default(false),
    isDelete: boolean('is_delete').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('event_tickets_event_unique').on(t.eventId).where(sql`${t.isDelete} = false`), index('event_tickets_created_at_idx').on(t.createdAt)],
);

/** One category of a ticket set (Silver 1, Gold 2, Premium 3): its offer, price and ticket counts. */
export const eventTicketCategories = pgTable(
  'event_ticket_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => eventTickets.id),
    position: smallint('position').notNull(),
    type: smallint('type').notNull(),
    name: text('name').notNull(),
    offer: text('offer').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    totalTickets: integer('total_tickets').notNull(),
    bookedTickets: integer('booked_tickets').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('event_ticket_categories_ticket_idx').on(t.ticketId, t.position),
    check('event_ticket_categories_type_check', sql`${t.type} in (1, 2, 3)`),
    check('event_ticket_categories_price_check', sql`${t.price} >= 0`),
    check('event_ticket_categories_total_check', sql`${t.totalTickets} between 100 and 500`),
    check('event_ticket_categories_booked_check', sql`${t.bookedTickets} between 0 and ${t.totalTickets}`),
  ],
);

/** Pictures of a past event (§7's eventGallery); metaData tells portrait from landscape as the gallery's. */
export const eventMemories = pgTable(
  'event_memories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    image: text('image').notNull(),
    metaData: jsonb('meta_data').$type<{ width: number; height: number }>().notNull(),
    status: smallint('status').notNull().default(1),
    isDelete: boolean('is_delete').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('event_memories_event_idx').on(t.eventId, t.createdAt)],
);

/** Enquiries filed by the venue's site (contact us, §3): special occasion 1 None, 2 Birthday, 3 Marriage Anniversary; status 1 Pending, 2 Marked. */
export const contactUs = pgTable(
  'contact_us',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...contactColumns,
    dob: date('dob', { mode: 'string' }).notNull(),
    specialOccasion: smallint('special_occasion').notNull().default(1),
    status: smallint('status').notNull().default(1),
    // Never set by a call today; kept so the shared record helpers (which read only live rows) serve the area.
    isDelete: boolean('is_delete').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    // The list, newest first, whole or filtered by status.
    index('contact_us_created_at_idx').on(t.createdAt, t.id),
    index('contact_us_status_created_at_idx').on(t.status, t.createdAt, t.id),
    check('contact_us_special_occasion_check', sql`${t.specialOccasion} between 1 and 3`),
    check('contact_us_status_check', sql`${t.status} in (1, 2)`),
  ],
);

/** Newsletter subscribers, added by the venue's site (public subscribe); never deleted, only unsubscribed by their link. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored lower-cased, so one address is one subscriber however it is typed.
    email: text('email').notNull().unique(),
    subscribeCount: integer('subscribe_count').notNull().default(1),
    isSubscribed: boolean('is_subscribed').notNull().default(true),
    lastSubmission: timestamp('last_submission', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    index('newsletter_subscribers_last_submission_idx').on(t.lastSubmission),
    index('newsletter_subscribers_subscribed_idx').on(t.isSubscribed),
    // The cross-area search's whole-text and prefix tiers (it matches lower(email), as for every area's email).
    index('newsletter_subscribers_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
  ],
);

/** A newsletter sent once: what was sent, by whom, to how many, and the idempotency key it was submitted with. */
export const newsletterCampaigns = pgTable(
  'newsletter_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => accounts.id),
    // One key of one account is one campaign: a second submission with it returns the first.
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_campaigns_idempotency_unique').on(t.createdBy, t.idempotencyKey), index('newsletter_campaigns_created_at_idx').on(t.createdAt)],
);

/**
 * One recipient of a campaign and the state of its message (domain/newsletters/delivery-state):
 * the table-backed queue the delivery workers drain. A claimed row carries a lease and the claim's
 * token; only that claim may mark it, and a row whose lease has passed is claimed again.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => newsletterCampaigns.id),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id),
    // The address as it was when the campaign was recorded.
    email: text('email').notNull(),
    state: smallint('state').notNull().default(1),
    attempts: integer('attempts').notNull().default(0),
    // When a pending row may be claimed (now, or after a retry's backoff).
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimToken: uuid('claim_token'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    // The SMTP server's reply (or the connection error) of the last failed attempt.
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('newsletter_deliveries_recipient_unique').on(t.campaignId, t.subscriberId),
    index('newsletter_deliveries_campaign_state_idx').on(t.campaignId, t.state),
    index('newsletter_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.state} = 1`),
    index('newsletter_deliveries_lease_idx').on(t.leaseUntil).where(sql`${t.state} = 2`),
    check('newsletter_deliveries_state_check', sql`${t.state} between 1 and 4`),
  ],
);

/**
 * Bookings the venue's booking site makes (§3): a table on a venue day (type 1, its `table_bookings`
 * row holding the table while the payment has not failed) or tickets of an event's ticket category
 * (type 2, counted in that category's booked tickets while the payment has not failed). Payment
 * status 1 Pending, 2 In Progress, 3 Successful, 4 Failed. Never deleted.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').generatedAlwaysAsIdentity(),
    // The booking id people read and search: "BK-000123", "BK-1234567" past a million (lpad alone would cut it to six).
    code: text('code')
      .notNull()
      .generatedAlwaysAs(sql`'BK-' || lpad(number::text, greatest(6, length(number::text)), '0')`),
    bookingType: smallint('booking_type').notNull(),
    paymentStatus: smallint('payment_status').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    hostId: uuid('host_id').references(() => hosts.id),
    // The event of a ticket booking, or the event night a table is booked for.
    eventId: uuid('event_id').references(() => events.id),
    tableId: uuid('table_id').references(() => floorTables.id),
    tableDate: date('table_date', { mode: 'string' }),
    // A category the ticket set's edit removes (only ever one with nothing booked) leaves its failed bookings without it.
    ticketCategoryId: uuid('ticket_category_id').references(() => eventTicketCategories.id, { onDelete: 'set null' }),
    tickets: smallint('tickets'),
    ...timestamps,
  },
  (t) => [
    // Every page of the list, newest first, whole or filtered by type and payment status, read from the index alone.
    index('bookings_created_at_idx').on(t.createdAt, t.id, t.bookingType, t.paymentStatus),
    uniqueIndex('bookings_code_unique').on(t.code.op('text_pattern_ops')),
    // The cross-area search's contains tier ("4567" finds BK-004567): without it, a seq scan of every booking.
    index('bookings_code_search_idx').using('gin', t.code.op('gin_trgm_ops')),
    index('bookings_user_idx').on(t.userId, t.createdAt, t.id),
    // The list ordered by price (`sort=price` or `-price`), the id breaking ties.
    index('bookings_price_idx').on(t.price, t.id),
    index('bookings_ticket_category_idx').on(t.ticketCategoryId).where(sql`${t.ticketCategoryId} is not null`),
    check('bookings_type_check', sql`${t.bookingType} in (1, 2)`),
    check('bookings_payment_status_check', sql`${t.paymentStatus} between 1 and 4`),
    check('bookings_price_check', sql`${t.price} >= 0`),
    check(
      'bookings_kind_check',
      sql`(${t.bookingType} = 1 and ${t.tableId} is not null and ${t.tableDate} is not null and ${t.tickets} is null)
        or (${t.bookingType} = 2 and ${t.eventId} is not null and ${t.tableId} is null and ${t.tableDate} is null and ${t.tickets} >= 1)`,
    ),
  ],
);

/**
 * How many bookings were made on each UTC day, per type and payment status, kept in the same
 * statement as every booking write: the bookings list counts and reaches deep pages from it
 * instead of counting a million rows (see api/bookings/pages.ts).
 */
export const bookingCounts = pgTable(
  'booking_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    bookingType: smallint('booking_type').notNull(),
    paymentStatus: smallint('payment_status').notNull(),
    bookings: integer('bookings').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.bookingType, t.paymentStatus] }), check('booking_counts_bookings_check', sql`${t.bookings} >= 0`)],
);

export type AccountRow = typeof accounts.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;
export type HostRow = typeof hosts.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;
export type GalleryRow = typeof galleries.$inferSelect;
export type FollowRow = typeof follows.$inferSelect;
export type MenuRow = typeof menus.$inferSelect;
export type IntellectualPropertyRow = typeof intellectualProperties.$inferSelect;
export type WeekAnthemRow = typeof weekAnthems.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type EventTicketRow = typeof eventTickets.$inferSelect;
export type EventTicketCategoryRow = typeof eventTicketCategories.$inferSelect;
export type EventMemoryRow = typeof eventMemories.$inferSelect;
export type ContactUsRow = typeof contactUs.$inferSelect;
export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;
export type NewsletterCampaignRow = typeof newsletterCampaigns.$inferSelect;
export type NewsletterDeliveryRow = typeof newsletterDeliveries.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
