import { and, count, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { BookingTypeCode, PaymentStatusCode } from '#domain/bookings';
import { addDays } from '#domain/floor/calendar-day';
import type { Db } from '../db/database.ts';
import { bookingCounts, bookings } from '../db/schema.ts';

/** The filters the maintained counts can answer: type, payment status, and a window of creation instants [from, to). */
export interface CountedFilter {
  type?: BookingTypeCode;
  paymentStatus?: PaymentStatusCode;
  from?: Date;
  to?: Date;
}

/** Where a page starts: the rows created before `before` (within the filter), `skip` of them passed over. */
export interface PageStart {
  before?: Date;
  skip: number;
}

const MS_PER_DAY = 86_400_000;
const utcDay = (at: Date): string => at.toISOString().slice(0, 10);
const dayStart = (day: string): Date => new Date(`${day}T00:00:00Z`);
const isUtcMidnight = (at: Date): boolean => at.getTime() % MS_PER_DAY === 0;

/** The filter as a condition on `bookings`, within [from, to) and before `before` when given. */
export function countedWhere(filter: CountedFilter, before?: Date): SQL | undefined {
  const end = before && filter.to ? new Date(Math.min(before.getTime(), filter.to.getTime())) : (before ?? filter.to);
  return and(
    filter.type ? eq(bookings.bookingType, filter.type) : undefined,
    filter.paymentStatus ? eq(bookings.paymentStatus, filter.paymentStatus) : undefined,
    filter.from ? gte(bookings.createdAt, filter.from) : undefined,
    end ? lt(bookings.createdAt, end) : undefined,
  );
}

/**
 * How many bookings match, and where the page at `offset` starts, without counting or skipping a
 * million rows: the maintained per-day counts give the total and the UTC day the offset falls in,
 * so the page query starts at that day's end and passes over fewer rows than one day holds. The
 * (at most two) days a window cuts are counted exactly, from the creation-time index.
 */
export async function planPage(db: Db, filter: CountedFilter, offset: number): Promise<{ count: number; start?: PageStart }> {
  const lastInstant = filter.to && new Date(filter.to.getTime() - 1);
  const days = await db
    .select({ day: bookingCounts.day, n: sql<number>`sum(${bookingCounts.bookings})::int`.mapWith(Number) })
    .from(bookingCounts)
    .where(
      and(
        filter.type ? eq(bookingCounts.bookingType, filter.type) : undefined,
        filter.paymentStatus ? eq(bookingCounts.paymentStatus, filter.paymentStatus) : undefined,
        filter.from ? gte(bookingCounts.day, utcDay(filter.from)) : undefined,
        lastInstant ? lte(bookingCounts.day, utcDay(lastInstant)) : undefined,
      ),
    )
    .groupBy(bookingCounts.day)
    .orderBy(desc(bookingCounts.day));

  const cut = new Set([filter.from && !isUtcMidnight(filter.from) ? utcDay(filter.from) : undefined, filter.to && !isUtcMidnight(filter.to) ? utcDay(lastInstant!) : undefined]);
  for (const bucket of days) {
    if (!cut.has(bucket.day) || bucket.n === 0) continue;
    const within: CountedFilter = {
      ...filter,
      from: new Date(Math.max(dayStart(bucket.day).getTime(), filter.from?.getTime() ?? -Infinity)),
      to: new Date(Math.min(dayStart(addDays(bucket.day, 1)).getTime(), filter.to?.getTime() ?? Infinity)),
    };
    const [exact] = await db.select({ n: count() }).from(bookings).where(countedWhere(within));
    bucket.n = exact?.n ?? 0;
  }

  let before = 0;
  for (const bucket of days) {
    if (before + bucket.n > offset) {
      const count = days.reduce((sum, d) => sum + d.n, 0);
      return { count, start: { before: dayStart(addDays(bucket.day, 1)), skip: offset - before } };
    }
    before += bucket.n;
  }
  return { count: before };
}
