import { DEFAULT_VENUE_TIMEZONE } from './limits.ts';
import { INVALID_DATE, NOT_AVAILABLE } from './messages.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

// Building a DateTimeFormat costs far more than using one (a CSV export formats 100,000 dates): one per zone.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormat = (timeZone: string): Intl.DateTimeFormat => {
  let format = dayFormats.get(timeZone);
  if (!format) dayFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'short', day: '2-digit' })));
  return format;
};

/**
 * "MMM dd, yyyy" (§9), or "Invalid Date" when the value is missing or unreadable. Timestamps are
 * shown as the day they fall on in the venue's timezone; a bare "YYYY-MM-DD" is already that day.
 */
export function formatDate(value: string | number | Date | null | undefined, timeZone = DEFAULT_VENUE_TIMEZONE): string {
  if (value === null || value === undefined || value === '') return INVALID_DATE;
  if (typeof value === 'string') {
    const day = DAY_ONLY.exec(value);
    if (day) return isCalendarDay(Number(day[1]), Number(day[2]), Number(day[3])) ? `${MONTHS[Number(day[2]) - 1]} ${day[3]}, ${day[1]}` : INVALID_DATE;
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return INVALID_DATE;
  const parts = dayFormat(timeZone).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')} ${part('day')}, ${part('year')}`;
}

/** Whether year-month-day names a real day of the Gregorian calendar (no 31 February). */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The calendar day ("YYYY-MM-DD") that an instant falls on in the venue's timezone. */
export function venueDay(at: Date = new Date(), timeZone = DEFAULT_VENUE_TIMEZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The hour (venue time) a night ends: until then, "tonight" is still the evening before. */
export const NIGHT_ENDS_AT_HOUR = 6;

/**
 * The venue day whose night is on at `at`, "YYYY-MM-DD": that day from 06:00, and the day before in
 * the small hours, so at 01:30 a 23:00 event still going is tonight's, not yesterday's.
 */
export const venueNight = (at: Date = new Date(), timeZone = DEFAULT_VENUE_TIMEZONE): string => venueDay(new Date(at.getTime() - NIGHT_ENDS_AT_HOUR * 3_600_000), timeZone);

/** "21:30" → "9:30 PM" (§9); "N/A" for anything that is not a 24-hour time. */
export function formatTime12(value: string | null | undefined): string {
  const match = value ? /^(\d{1,2}):(\d{2})/.exec(value) : null;
  if (!match) return NOT_AVAILABLE;
  const hours = Number(match[1]);
  if (hours > 23 || Number(match[2]) > 59) return NOT_AVAILABLE;
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}

/** §2.3: row number = position in page + 1 + current offset. */
export const rowNumber = (index: number, offset: number): number => index + 1 + offset;
