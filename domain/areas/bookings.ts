import { BOOKING_TYPES, PAYMENT_STATUSES } from '../bookings.ts';
import { declareArea } from '../declaration/declare-area.ts';
import { bookingFormSchema } from '../schemas/booking.ts';
import { bookingRecordSchema } from '../schemas/replies.ts';

/**
 * Bookings (§2.14): made by the venue's booking site (the form is what it writes; there is no
 * create call here), listed read-only with filters by type, payment status and day, and a search
 * by booking id or email.
 */
export const bookingsArea = declareArea({
  key: 'bookings',
  access: 'bookings',
  nouns: { one: 'booking', many: 'bookings', label: 'Bookings' },
  entity: { one: 'booking', many: 'bookings' },
  idKey: 'bookingId',
  record: bookingRecordSchema,
  form: bookingFormSchema,
  sort: ['createdAt', 'price'],
  columns: ['Booking Id', 'Date', 'Type', 'Event', 'Table', 'User', 'Host', 'Price', 'Payment Status'],
  operations: ['list'],
  listCodes: { type: BOOKING_TYPES, paymentStatus: PAYMENT_STATUSES },
  graphql: { type: 'Booking' },
});
