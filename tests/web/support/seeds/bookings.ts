import { eq, sql } from 'drizzle-orm';
import { PaymentStatus, type PaymentStatusName } from '#domain/bookings';
import { emptyPermission } from '#domain/permissions';
import { bookingCounts, bookings } from '../../../../api/db/schema.ts';
import type { TestApi } from '../../../support/api.ts';
import { bookTableFor, bookTicketsFor, makeFloorTable, makeTicketedEvent } from '../../../support/bookings.ts';

/** An event (dated as given) with a ticket set of one Silver category on sale; the ids a ticket booking needs. */
const bookingEvent = async (api: TestApi, input: { name: string; date: string }) => {
  const { event, category } = await makeTicketedEvent(api, input);
  return { eventId: event._id, ticketCategoryId: category._id };
};

/** A table in a new section and category, created through REST; its id. */
const bookingTable = async (api: TestApi, input: { name: string }) => (await makeFloorTable(api, input.name))._id;

/** A booking as the booking site makes it: a table on a day, or tickets of a category. */
type BookingInput = { paymentStatus: PaymentStatusName; price: number; userId: string; hostId?: string; createdAt?: string } & (
  | { tableId: string; date: string }
  | { ticketCategoryId: string; tickets: number }
);

/**
 * Bookings made through the repository as the booking site makes them, one at a time in the order
 * given (so their booking ids follow that order), each then dated `createdAt` when given: the API
 * stamps now, and the list is ordered and filtered by that instant. The maintained per-day counts move with the
 * row, in the same transaction, so the list's counts and pages still agree with the rows.
 */
const bookingsMade = async (api: TestApi, input: BookingInput[]) => {
  const made: { id: string; bookingId: string; createdAt: string }[] = [];
  for (const booking of input) {
    const status = PaymentStatus[booking.paymentStatus];
    const refs = { userId: booking.userId, hostId: booking.hostId };
    const view =
      'tableId' in booking
        ? await bookTableFor(api, { ...refs, tableId: booking.tableId, date: booking.date }, status, booking.price)
        : await bookTicketsFor(api, { ...refs, ticketCategoryId: booking.ticketCategoryId, tickets: booking.tickets }, status, booking.price);
    if (!booking.createdAt) {
      made.push({ id: view._id, bookingId: view.bookingId, createdAt: view.createdAt });
      continue;
    }
    const at = new Date(booking.createdAt);
    await api.db.transaction(async (tx) => {
      const [row] = await tx.select().from(bookings).where(eq(bookings.id, view._id));
      const day = (instant: Date) => sql`(${instant.toISOString()}::timestamptz at time zone 'UTC')::date`;
      const bucket = sql`booking_type = ${row!.bookingType} and payment_status = ${row!.paymentStatus}`;
      await tx.execute(sql`update ${bookingCounts} set bookings = bookings - 1 where day = ${day(row!.createdAt)} and ${bucket}`);
      await tx.execute(sql`insert into ${bookingCounts} (day, booking_type, payment_status, bookings) values (${day(at)}, ${row!.bookingType}, ${row!.paymentStatus}, 1)
        on conflict (day, booking_type, payment_status) do update set bookings = booking_counts.bookings + 1`);
      await tx.update(bookings).set({ createdAt: at, updatedAt: at }).where(eq(bookings.id, view._id));
    });
    made.push({ id: view._id, bookingId: view.bookingId, createdAt: at.toISOString() });
  }
  return made;
};

/** A Sub Admin whose role may only view Bookings: its name, token and permissions for the console's session. */
const bookingsViewer = async (api: TestApi) => {
  const permissions = [{ ...emptyPermission('bookings'), view: true }];
  const roleId = await api.createRole({ name: 'Bookings desk', permissions });
  const { name, token } = await api.createSubAdmin({ roleId, name: 'Sam' });
  return { name, token, permissions };
};

/** Node-side seeds for the bookings component tests (see index.ts). */
export const bookingsSeeds: Record<string, (api: TestApi, input: never) => Promise<unknown>> = { bookingEvent, bookingTable, bookingsMade, bookingsViewer };
