import { z } from 'zod';
import { BOOKING_TYPES } from '../bookings.ts';
import { BookingStatus } from '../floor/booking-status.ts';
import { CategoryType } from '../floor/category-types.ts';
import { permissionSchema } from './role.ts';
import { SEARCH_RANKS } from './search.ts';

/**
 * The REST records the API replies with (what `data` holds for one record), written once: the
 * gateway checks replies against them (`checkReplies`), and the OpenAPI document shows them as each
 * route's reply. Unknown keys are not allowed, so a field the API adds must be added here.
 */
const timestamps = { createdAt: z.iso.datetime(), updatedAt: z.iso.datetime() };
const statusCode = z.number().int().min(1).max(2);

/** A role (§3): every module's permission row. */
export const roleRecordSchema = z.strictObject({ _id: z.string(), name: z.string(), status: statusCode, ...timestamps, permissions: z.array(permissionSchema.required()) });

/** A service (§3): media Keys or null. */
export const serviceRecordSchema = z.strictObject({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  icon: z.string().nullable(),
  image: z.string().nullable(),
  sort: z.number().int(),
  status: statusCode,
  ...timestamps,
});

/** A section (§3). */
export const sectionRecordSchema = z.strictObject({ _id: z.string(), name: z.string(), status: statusCode, ...timestamps });

/** A host (§3): never the password, only whether one is set. */
export const hostRecordSchema = z.strictObject({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string(), isBlocked: z.boolean(), passwordSet: z.boolean(), ...timestamps });

/** A newsletter subscriber (§3). */
export const subscriberRecordSchema = z.strictObject({ _id: z.string(), email: z.string(), lastSubmission: z.iso.datetime(), subscribeCount: z.number().int(), isSubscribed: z.boolean(), ...timestamps });

/** The reply of a soft delete: the record's id. */
export const deletedRecordSchema = z.strictObject({ _id: z.string() });

/** A page of a list: its records and the whole list's count. */
export const pageOf = <S extends z.ZodType>(record: S) => z.strictObject({ data: z.array(record), count: z.number().int().min(0) });

const contact = { firstName: z.string(), lastName: z.string(), email: z.string(), mobileCode: z.string(), mobileNo: z.string() };

/** A user (§3): dob "YYYY-MM-DD" or null. */
export const userRecordSchema = z.strictObject({ _id: z.string(), ...contact, dob: z.string().nullable(), ...timestamps });

/** An enquiry (§3): dob "YYYY-MM-DD", the occasion's code, status 1 Pending or 2 Marked. */
export const enquiryRecordSchema = z.strictObject({ _id: z.string(), ...contact, dob: z.string(), specialOccasion: z.number().int(), status: statusCode, ...timestamps });

const picture = { _id: z.string(), image: z.string(), metaData: z.strictObject({ width: z.number(), height: z.number() }), status: statusCode, ...timestamps };

/** A gallery picture (§3). */
export const galleryRecordSchema = z.strictObject(picture);

/** An event's picture (§3, as a gallery item, with its event). */
export const memoryRecordSchema = z.strictObject({ ...picture, eventId: z.string() });

/** A Follow Us slot (§3): its fixed position, the image Key or null. */
export const followRecordSchema = z.strictObject({ _id: z.string(), position: z.number().int(), image: z.string().nullable(), status: statusCode, ...timestamps });

/** A menu slot (§3 Menu): image and PDF Keys or null. */
export const menuRecordSchema = z.strictObject({ _id: z.string(), name: z.string(), image: z.string().nullable(), pdf: z.string().nullable(), status: statusCode, ...timestamps });

const weekDay = z.number().int().min(1).max(7);

/** A week anthem (§3): weekDay 1–7, media Keys or null. */
export const weekAnthemRecordSchema = z.strictObject({
  _id: z.string(),
  weekDay,
  primaryImage: z.string().nullable(),
  offer: z.string(),
  description: z.string(),
  icon: z.string().nullable(),
  ...timestamps,
});

/** An intellectual property (§3): the icon Key, weekDay 1–7 or null. */
export const ipRecordSchema = z.strictObject({ _id: z.string(), name: z.string(), fullName: z.string(), icon: z.string(), weekDay: weekDay.nullable(), ...timestamps });

/** Every IP by name, the event form's IP select (`GET /get/all/intellectualProperty`). */
export const ipOptionSchema = z.strictObject({ _id: z.string(), name: z.string() });

const namedRef = z.strictObject({ _id: z.string(), name: z.string() });

/** A sub-admin (§3): its role populated as `{ _id, name }` or null; never the password, only whether one is set. */
export const subAdminRecordSchema = z.strictObject({ _id: z.string(), name: z.string(), email: z.string(), roleId: namedRef.nullable(), isBlocked: z.boolean(), passwordSet: z.boolean(), ...timestamps });

/** A category type: 1 Silver, 2 Gold, 3 Premium. */
const categoryType = z.union([z.literal(CategoryType.SILVER), z.literal(CategoryType.GOLD), z.literal(CategoryType.PREMIUM)]);

/** One category of a ticket set: type 1 Silver, 2 Gold, 3 Premium, its price (AED) and ticket counts. */
export const ticketCategoryRecordSchema = z.strictObject({
  _id: z.string(),
  type: categoryType,
  name: z.string(),
  offer: z.string(),
  price: z.number(),
  totalTickets: z.number().int(),
  bookedTickets: z.number().int(),
});

/** An event as a select or a grid shows it (`GET /get/all/events`, a ticket set's event). */
export const eventOptionSchema = z.strictObject({ _id: z.string(), name: z.string(), date: z.string(), image: z.string() });

/** A ticket set (§3): its event populated, its categories in their order. */
export const eventTicketRecordSchema = z.strictObject({ _id: z.string(), eventId: eventOptionSchema, status: statusCode, isBlocked: z.boolean(), categories: z.array(ticketCategoryRecordSchema), ...timestamps });

const texts = z.array(z.string());

/** An event (§3): its IP populated as `{ _id, name }` or null, date "YYYY-MM-DD", time "HH:mm". */
export const eventRecordSchema = z.strictObject({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  posterImage: z.string().nullable(),
  date: z.string(),
  time: z.string(),
  summary: z.string(),
  admission: z.number().int(),
  popularity: z.number().int(),
  location: z.strictObject({ address: z.string() }),
  inclusions: texts,
  howToRedeem: texts,
  itinerary: texts,
  importantInformation: texts,
  categories: z.array(z.strictObject({ categoryId: z.string(), name: z.string(), price: z.number() })),
  status: statusCode,
  ...timestamps,
  ip: namedRef.nullable(),
});

/** What the event add form starts with (`GET /get/eventDefaults`). */
export const eventDefaultsSchema = z.strictObject({ admission: z.number().int(), address: z.string() });

/** A category (§3) as lists and reads show it: its layout, live Table Count and the price covering the day asked for (null when none). */
export const categoryRecordSchema = z.strictObject({
  _id: z.string(),
  name: z.string(),
  status: statusCode,
  autoRenewal: z.boolean(),
  layout: z.strictObject({ image: z.string(), imageAlt: z.string() }),
  ...timestamps,
  tableCount: z.number().int().min(0),
  price: z.number().nullable(),
});

/** A category's price record (§3): its days (To Date minus From Date) and price (AED). */
export const categoryPriceRecordSchema = z.strictObject({ _id: z.string(), categoryId: z.string(), fromDate: z.string(), toDate: z.string(), days: z.number().int(), price: z.number(), ...timestamps });

/** `GET /get/category`: the category with a page of its price records. */
export const categoryDetailSchema = categoryRecordSchema.extend({ categoryRecord: pageOf(categoryPriceRecordSchema) });

/** A table (§3) as on the day asked for: its section and category named, that day's price (or null) and booking status (1 Available, 2 Booked, 3 Hold). */
export const tableRecordSchema = z.strictObject({
  _id: z.string(),
  name: z.string(),
  tableNo: z.string().nullable(),
  capacity: z.number().int(),
  sectionId: z.string(),
  categoryId: z.string(),
  image: z.string(),
  inclusions: texts,
  isFeatured: z.boolean(),
  status: statusCode,
  ...timestamps,
  section: namedRef,
  category: namedRef,
  date: z.string(),
  price: z.number().nullable(),
  bookingStatus: z.union([z.literal(BookingStatus.AVAILABLE), z.literal(BookingStatus.BOOKED), z.literal(BookingStatus.HOLD)]),
});

const person = z.strictObject({ _id: z.string(), email: z.string() });

/** A booking (§3): "BK-000123", type (EventTable or EventTicket), payment status code, price (AED), its references populated (null when none). */
export const bookingRecordSchema = z.strictObject({
  _id: z.string(),
  bookingId: z.string(),
  bookingType: z.union(BOOKING_TYPES.map((type) => z.literal(type.wire))),
  price: z.number(),
  paymentStatus: z.number().int(),
  eventId: z.strictObject({ _id: z.string(), name: z.string(), date: z.string() }).nullable(),
  tableBookId: z.strictObject({ date: z.string(), tableId: namedRef }).nullable(),
  userId: person,
  hostId: person.nullable(),
  ticketCategoryId: namedRef.nullable(),
  tickets: z.number().int().nullable(),
  ...timestamps,
});

const count = z.number().int().min(0);

/** A newsletter campaign: what was sent, by whom, its delivery counts and its first failed recipients. */
export const campaignRecordSchema = z.strictObject({
  _id: z.string(),
  subject: z.string(),
  message: z.string(),
  sentBy: namedRef,
  createdAt: z.iso.datetime(),
  total: count,
  sent: count,
  failed: count,
  pending: count,
  failures: z.array(z.strictObject({ email: z.string(), attempts: z.number().int(), reply: z.string().nullable() })),
});

/** The reply of a newsletter subscription: the address only, whether or not it was known. */
export const subscribedSchema = z.strictObject({ email: z.string() });

/** The account's role on sign-in and `/me`: `_id` null for the Admin; status 1 active, 2 inactive or deleted. */
export const sessionRoleSchema = z.strictObject({ _id: z.string().nullable(), name: z.string(), permissions: z.array(permissionSchema.required()), status: statusCode });

/** `POST /login`: the bearer token and who it signs in. */
export const signedInSchema = z.strictObject({ token: z.string(), name: z.string(), accountType: z.number().int(), roleId: sessionRoleSchema });

/** `GET /me`: the signed-in account. */
export const meSchema = z.strictObject({ _id: z.string(), name: z.string(), email: z.string(), accountType: z.number().int(), roleId: sessionRoleSchema });

/** `POST /logout` and `/logout/all`: how many sessions ended. */
export const signedOutSchema = z.strictObject({ sessionsEnded: count });

/** `GET /health`: the database answered. */
export const healthSchema = z.strictObject({ database: z.literal('up') });

/** `GET /search`: hits across the areas the account may see, best first. */
export const searchHitsSchema = z.array(z.strictObject({ area: z.string(), _id: z.string(), label: z.string(), isActive: z.boolean(), rank: z.enum(SEARCH_RANKS) }));

const figures = z.strictObject({ count, revenue: z.number() });

/** `GET /dashboard/summary`: only the parts of the areas the account may see. */
export const dashboardSummarySchema = z.strictObject({
  eventsTonight: z.array(z.strictObject({ _id: z.string(), name: z.string(), time: z.string() })).optional(),
  tablesToday: z.strictObject({ booked: count, held: count }).optional(),
  bookings: z.strictObject({ today: figures, week: figures }).optional(),
  pendingEnquiries: count.optional(),
  newsletter: z.strictObject({ _id: z.string(), subject: z.string(), total: count, sent: count, failed: count, pending: count }).nullable().optional(),
});

/** `POST /upload` (§3 "Upload response"): each stored file's Key, with an image's width and height. */
export const uploadedFilesSchema = z.array(z.strictObject({ Key: z.string(), width: z.number().int().optional(), height: z.number().int().optional() }));
