import { and, gte, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { addDays } from '#domain/floor/calendar-day';

/** How far the zone's wall clock is ahead of UTC at the instant `at` (ms). */
function zoneOffset(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - Math.floor(at / 1000) * 1000;
}

/** The instant the venue day `day` ("YYYY-MM-DD") starts in `timeZone`. */
export function venueDayStart(day: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`);
  // Twice, so a change of offset (daylight saving) around midnight is taken into account.
  const first = wall - zoneOffset(wall, timeZone);
  return new Date(wall - zoneOffset(first, timeZone));
}

/**
 * The condition of a `fromDate` / `toDate` filter on an instant column: from the start of the
 * venue day `fromDate` to the end of `toDate` (both days included), in `timeZone`.
 */
export function withinVenueDays(column: PgColumn, range: { fromDate?: string; toDate?: string }, timeZone: string): SQL | undefined {
  return and(range.fromDate ? gte(column, venueDayStart(range.fromDate, timeZone)) : undefined, range.toDate ? lt(column, venueDayStart(addDays(range.toDate, 1), timeZone)) : undefined);
}
