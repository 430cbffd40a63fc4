import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { PaymentStatus } from '#domain/bookings';
import { AccountType, Status } from '#domain/codes';
import { DeliveryState } from '#domain/newsletters/delivery-state';
import { canRead, type Principal } from '#domain/permissions';
import type { Db } from '../db/database.ts';
import { bookings, contactUs, events, newsletterCampaigns, newsletterDeliveries, tableBookings } from '../db/schema.ts';
import type { Actor } from '../lib/route.ts';
import { type VenueClock, venueToday, venueTonight } from '../lib/venue-clock.ts';

/** Table states of a venue day (`table_bookings.state`). */
const BOOKED = 2;
const HOLD = 3;
/** An enquiry not yet marked (contact-us status 1). */
const PENDING_ENQUIRY = 1;

/** The figures of the dashboard, each present only for an account that may see its area (§6). */
export interface DashboardSummary {
  /** Live, active events of tonight (the venue day until 06:00 the next morning: `venueTonight`), by time. */
  eventsTonight?: { _id: string; name: string; time: string }[];
  /** Tables booked and held for tonight (as the events). */
  tablesToday?: { booked: number; held: number };
  /** Bookings made today and this week (from Monday, venue time), and the revenue of the successful ones, in AED. */
  bookings?: { today: { count: number; revenue: number }; week: { count: number; revenue: number } };
  /** Enquiries still pending. */
  pendingEnquiries?: number;
  /** The newest campaign still being sent, with its progress; null when none is. */
  newsletter?: { _id: string; subject: string; total: number; sent: number; failed: number; pending: number } | null;
}

/** Monday of the week holding `day` ("YYYY-MM-DD"), as "YYYY-MM-DD". */
export function mondayOf(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  const back = (at.getUTCDay() + 6) % 7;
  return new Date(at.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

// The instant a venue day starts, in SQL, for comparing timestamps.
const dayStart = (day: string, timeZone: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;

async function bookingFigures(db: Db, since: ReturnType<typeof dayStart>) {
  const [row] = await db
    .select({ count: count(), revenue: sql<string>`coalesce(sum(${bookings.price}) filter (where ${bookings.paymentStatus} = ${PaymentStatus.SUCCESSFUL}), 0)` })
    .from(bookings)
    .where(gte(bookings.createdAt, since));
  return { count: row?.count ?? 0, revenue: Number(row?.revenue ?? 0) };
}

async function runningNewsletter(db: Db): Promise<DashboardSummary['newsletter']> {
  const [running] = await db
    .select({ id: newsletterCampaigns.id, subject: newsletterCampaigns.subject })
    .from(newsletterCampaigns)
    .where(sql`exists (select 1 from ${newsletterDeliveries} where ${newsletterDeliveries.campaignId} = ${newsletterCampaigns.id} and ${inArray(newsletterDeliveries.state, [DeliveryState.PENDING, DeliveryState.SENDING])})`)
    .orderBy(desc(newsletterCampaigns.createdAt))
    .limit(1);
  if (!running) return null;
  const counted = (state: number) => sql<number>`(count(*) filter (where ${newsletterDeliveries.state} = ${state}))::int`;
  const [row] = await db
    .select({ total: sql<number>`count(*)::int`, sent: counted(DeliveryState.SENT), failed: counted(DeliveryState.FAILED) })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.campaignId, running.id));
  const total = row?.total ?? 0;
  const sent = row?.sent ?? 0;
  const failed = row?.failed ?? 0;
  return { _id: running.id, subject: running.subject, total, sent, failed, pending: total - sent - failed };
}

/** What a venue manager opens the back-office for, limited to the areas `actor` may read (canRead), as their lists are. */
export async function dashboardSummary(db: Db, actor: Actor, clock: VenueClock): Promise<DashboardSummary> {
  const principal: Principal = { accountType: actor.accountType, permissions: actor.accountType === AccountType.ADMIN ? [] : actor.role.permissions };
  const today = venueToday(clock);
  // Events and tables belong to the night: in the small hours they are still the evening before's.
  const tonight = venueTonight(clock);
  const summary: DashboardSummary = {};
  const work: Promise<unknown>[] = [];
  if (canRead(principal, 'events'))
    work.push(
      db
        .select({ _id: events.id, name: events.name, time: events.time })
        .from(events)
        .where(and(eq(events.date, tonight), eq(events.isDelete, false), eq(events.status, Status.ACTIVE)))
        .orderBy(events.time)
        .then((rows) => (summary.eventsTonight = rows)),
    );
  if (canRead(principal, 'tables'))
    work.push(
      db
        .select({ booked: sql<number>`(count(*) filter (where ${tableBookings.state} = ${BOOKED}))::int`, held: sql<number>`(count(*) filter (where ${tableBookings.state} = ${HOLD}))::int` })
        .from(tableBookings)
        .where(eq(tableBookings.date, tonight))
        .then(([row]) => (summary.tablesToday = { booked: row?.booked ?? 0, held: row?.held ?? 0 })),
    );
  if (canRead(principal, 'bookings'))
    work.push(
      Promise.all([bookingFigures(db, dayStart(today, clock.timeZone)), bookingFigures(db, dayStart(mondayOf(today), clock.timeZone))]).then(
        ([todays, weeks]) => (summary.bookings = { today: todays, week: weeks }),
      ),
    );
  if (canRead(principal, 'contactUs'))
    work.push(
      db
        .select({ n: count() })
        .from(contactUs)
        .where(and(eq(contactUs.status, PENDING_ENQUIRY), eq(contactUs.isDelete, false)))
        .then(([row]) => (summary.pendingEnquiries = row?.n ?? 0)),
    );
  if (canRead(principal, 'newsletters')) work.push(runningNewsletter(db).then((running) => (summary.newsletter = running)));
  await Promise.all(work);
  return summary;
}
