import { bookingTypeWire } from '#domain/bookings';
import type { BookingRow } from '../db/schema.ts';
import { isoTimestamps } from '../lib/iso-timestamps.ts';

/** A booking row with what the list shows of the records it points at, read in the same query. */
export interface BookingJoined {
  booking: BookingRow;
  userEmail: string;
  hostEmail: string | null;
  eventName: string | null;
  eventDate: string | null;
  tableName: string | null;
  categoryName: string | null;
}

/**
 * The REST shape of a booking (§3): `bookingId` ("BK-000123"), `bookingType` EventTable or EventTicket, the payment status code,
 * the price in AED, and its references populated as §3 names them: `eventId {name, date}`,
 * `tableBookId {date, tableId {name}}`, `userId {email}`, `hostId {email}` (null when none), with
 * the ticket category and number of tickets of a ticket booking.
 */
export const presentBooking = ({ booking: b, userEmail, hostEmail, eventName, eventDate, tableName, categoryName }: BookingJoined) => ({
  _id: b.id,
  bookingId: b.code,
  bookingType: bookingTypeWire(b.bookingType),
  price: b.price,
  paymentStatus: b.paymentStatus,
  eventId: b.eventId && eventName !== null ? { _id: b.eventId, name: eventName, date: eventDate } : null,
  tableBookId: b.tableId && tableName !== null ? { date: b.tableDate, tableId: { _id: b.tableId, name: tableName } } : null,
  userId: { _id: b.userId, email: userEmail },
  hostId: b.hostId && hostEmail !== null ? { _id: b.hostId, email: hostEmail } : null,
  ticketCategoryId: b.ticketCategoryId && categoryName !== null ? { _id: b.ticketCategoryId, name: categoryName } : null,
  tickets: b.tickets,
  ...isoTimestamps(b),
});
export type BookingView = ReturnType<typeof presentBooking>;
