import { sql } from 'drizzle-orm';
import type { BookingTypeCode, PaymentStatusCode } from '#domain/bookings';
import type { Db } from '../db/database.ts';
import { bookingCounts, bookings } from '../db/schema.ts';

/** One booking as it is written: its references by id; `createdAt` now unless given (the generator dates its history). */
export interface NewBooking {
  id: string;
  bookingType: BookingTypeCode;
  paymentStatus: PaymentStatusCode;
  price: number;
  userId: string;
  hostId: string | null;
  eventId: string | null;
  tableId: string | null;
  tableDate: string | null;
  ticketCategoryId: string | null;
  tickets: number | null;
  createdAt?: Date;
}

// The rows travel as one JSON parameter, the same on node-postgres and PGlite, whatever their number.
const COLUMNS = sql`id uuid, booking_type smallint, payment_status smallint, price numeric, user_id uuid, host_id uuid, event_id uuid,
  table_id uuid, table_date date, ticket_category_id uuid, tickets smallint, created_at timestamptz`;

const asRecord = (b: NewBooking) => ({
  id: b.id,
  booking_type: b.bookingType,
  payment_status: b.paymentStatus,
  price: b.price,
  user_id: b.userId,
  host_id: b.hostId,
  event_id: b.eventId,
  table_id: b.tableId,
  table_date: b.tableDate,
  ticket_category_id: b.ticketCategoryId,
  tickets: b.tickets,
  created_at: b.createdAt?.toISOString() ?? null,
});

/**
 * Inserts bookings and adds them to `booking_counts` (UTC day, type, payment status) in the same
 * statement, so the counts the list reads can never disagree with the rows: every booking is
 * written through here, one by the repository or thousands at once by the generator.
 */
export async function insertBookings(db: Db, rows: readonly NewBooking[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    with added as (
      insert into ${bookings} (id, booking_type, payment_status, price, user_id, host_id, event_id, table_id, table_date, ticket_category_id, tickets, created_at, updated_at)
      select r.id, r.booking_type, r.payment_status, r.price, r.user_id, r.host_id, r.event_id, r.table_id, r.table_date, r.ticket_category_id, r.tickets,
             coalesce(r.created_at, now()), coalesce(r.created_at, now())
      from json_to_recordset(${JSON.stringify(rows.map(asRecord))}::json) as r(${COLUMNS})
      returning created_at, booking_type, payment_status
    )
    insert into ${bookingCounts} (day, booking_type, payment_status, bookings)
    select (created_at at time zone 'UTC')::date, booking_type, payment_status, count(*) from added group by 1, 2, 3
    on conflict (day, booking_type, payment_status) do update set bookings = booking_counts.bookings + excluded.bookings`);
}

/** Moves one booking from one payment status to another in `booking_counts`; call it in the transaction that changes the booking. */
export async function recountPaymentStatus(db: Db, booking: { createdAt: Date; bookingType: number; paymentStatus: number }, next: PaymentStatusCode): Promise<void> {
  const day = sql`(${booking.createdAt.toISOString()}::timestamptz at time zone 'UTC')::date`;
  // A decrement is an update, never an upsert: the counts' check would refuse a proposed row of -1.
  await db.execute(sql`update ${bookingCounts} set bookings = bookings - 1
    where day = ${day} and booking_type = ${booking.bookingType} and payment_status = ${booking.paymentStatus}`);
  await db.execute(sql`insert into ${bookingCounts} (day, booking_type, payment_status, bookings) values (${day}, ${booking.bookingType}, ${next}, 1)
    on conflict (day, booking_type, payment_status) do update set bookings = booking_counts.bookings + 1`);
}
