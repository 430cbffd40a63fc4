import { sql } from 'drizzle-orm';
import type { Db } from '../../api/db/database.ts';

// Both drivers answer a raw statement with its rows under `rows`.
const rowsOf = async (db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** Whether `booking_counts` holds exactly the bookings per UTC day, type and payment status (zero rows aside). */
export async function bookingCountsAgree(db: Db): Promise<boolean> {
  const differences = await rowsOf(
    db,
    sql`select * from (select day, booking_type, payment_status, bookings from booking_counts where bookings <> 0) kept
        full join (select (created_at at time zone 'UTC')::date as day, booking_type, payment_status, count(*)::int as bookings from bookings group by 1, 2, 3) actual
        using (day, booking_type, payment_status)
        where kept.bookings is distinct from actual.bookings`,
  );
  return differences.length === 0;
}

/**
 * What disagrees between the bookings and what they hold: ticket categories whose booked tickets are
 * not the tickets of their bookings that have not failed, and table bookings without their one
 * `table_bookings` row (same table and day, Booked once paid, Hold before) or failed ones with a row.
 */
export async function bookingHoldProblems(db: Db): Promise<Record<string, unknown>[]> {
  const tickets = await rowsOf(
    db,
    sql`select c.id, c.booked_tickets, coalesce(sum(b.tickets) filter (where b.payment_status <> 4), 0)::int as held
        from event_ticket_categories c left join bookings b on b.ticket_category_id = c.id
        group by c.id having c.booked_tickets <> coalesce(sum(b.tickets) filter (where b.payment_status <> 4), 0)`,
  );
  const tables = await rowsOf(
    db,
    sql`select b.id, b.payment_status, t.id as row_id, t.table_id, t.date, t.state from bookings b left join table_bookings t on t.booking_id = b.id
        where b.booking_type = 1 and case when b.payment_status = 4 then t.id is not null
          else t.id is null or t.table_id <> b.table_id or t.date <> b.table_date or t.state <> case when b.payment_status = 3 then 2 else 3 end end`,
  );
  const strays = await rowsOf(db, sql`select t.id from table_bookings t join bookings b on b.id = t.booking_id where b.booking_type <> 1`);
  return [...tickets.map((r) => ({ ticketCategory: r })), ...tables.map((r) => ({ tableBooking: r })), ...strays.map((r) => ({ stray: r }))];
}
