import { z } from 'zod';
import { BOOKING_TYPES, BookingType, PAYMENT_STATUSES, PaymentStatus } from '../bookings.ts';
import { isDayString } from '../floor/calendar-day.ts';
import { idSchema as id } from '../declaration/body-schemas.ts';
import { queryCode, wholeNumber } from './integer.ts';
import { dateRangeFilterSchema, dateRangeInOrder, listQuerySchema } from './list.ts';
import { atMostTwoDecimals } from './price.ts';

const TYPE_CODES = BOOKING_TYPES.map((t) => t.code);
const STATUS_CODES = PAYMENT_STATUSES.map((s) => s.code);
const TYPE_MESSAGE = 'type must be 1 (Table) or 2 (Ticket)';
const STATUS_MESSAGE = 'paymentStatus must be 1 (Pending), 2 (In Progress), 3 (Successful) or 4 (Failed)';

/** Most tickets one booking takes. */
export const MAX_TICKETS_PER_BOOKING = 20;
/** The highest price a booking may carry (AED). */
export const MAX_BOOKING_PRICE = 99_999_999;

const day = (field: string) => z.string({ error: `${field} must be a date (YYYY-MM-DD)` }).trim().refine(isDayString, `${field} must be a date (YYYY-MM-DD)`);
// A code in the query string: anything that is not one of them becomes 0, which the check refuses with its message.
const codeParam = (codes: readonly number[], message: string) =>
  queryCode(z.number().refine((n) => codes.includes(n), message));

/**
 * `GET /get/bookings`: a page, newest first; `type` 1 Table or 2 Ticket; `paymentStatus` 1 to 4;
 * `fromDate` / `toDate` the venue days the bookings were made on (both included); `search` a
 * booking id ("BK-000123", its beginning, or its number) or the beginning of the user's email.
 */
export const bookingListQuerySchema = listQuerySchema
  .omit({ deleted: true })
  .extend({
    type: codeParam(TYPE_CODES, TYPE_MESSAGE),
    paymentStatus: codeParam(STATUS_CODES, STATUS_MESSAGE),
    ...dateRangeFilterSchema.shape,
  })
  .refine(...dateRangeInOrder);
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;

/**
 * A booking as the venue's booking site makes it (there is no create screen here): a table on a
 * venue day, optionally for that night's event, or a number of tickets of one category of an
 * event's ticket set; the user who booked, the host who brought them, the price charged and where
 * its payment stands (Pending unless given).
 */
export const bookingFormSchema = z
  .object({
    bookingType: z.literal(TYPE_CODES, { error: TYPE_MESSAGE }),
    paymentStatus: z.literal(STATUS_CODES, { error: STATUS_MESSAGE }).default(PaymentStatus.PENDING),
    price: atMostTwoDecimals(z.number({ error: 'Price must be a number' }).min(0, 'Price must not be negative').max(MAX_BOOKING_PRICE, `Price must not exceed ${MAX_BOOKING_PRICE}`)),
    userId: id('userId'),
    hostId: id('hostId').nullish(),
    eventId: id('eventId').nullish(),
    tableId: id('tableId').nullish(),
    date: day('date').nullish(),
    ticketCategoryId: id('ticketCategoryId').nullish(),
    tickets: wholeNumber('tickets', 1, MAX_TICKETS_PER_BOOKING).nullish(),
  })
  .strict()
  .superRefine((form, ctx) => {
    const need = (field: keyof typeof form, what: string) => {
      if (form[field] === undefined || form[field] === null) ctx.addIssue({ code: 'custom', path: [field], message: `${field} is required for ${what}` });
    };
    const refuse = (field: keyof typeof form, what: string) => {
      if (form[field] !== undefined && form[field] !== null) ctx.addIssue({ code: 'custom', path: [field], message: `${field} is not taken by ${what}` });
    };
    if (form.bookingType === BookingType.TABLE) {
      need('tableId', 'a table booking');
      need('date', 'a table booking');
      refuse('ticketCategoryId', 'a table booking');
      refuse('tickets', 'a table booking');
    } else {
      need('ticketCategoryId', 'a ticket booking');
      need('tickets', 'a ticket booking');
      refuse('tableId', 'a ticket booking');
      refuse('date', 'a ticket booking');
    }
  });
export type BookingForm = z.infer<typeof bookingFormSchema>;
