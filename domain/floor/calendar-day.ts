import { isCalendarDay } from '../format.ts';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Whether `value` is a real "YYYY-MM-DD" day. */
export function isDayString(value: string): boolean {
  const match = DAY.exec(value);
  return !!match && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The day `n` days after `day` (both "YYYY-MM-DD"; calendar arithmetic, no timezone involved). */
export const addDays = (day: string, n: number): string => new Date(toUtc(day) + n * MS_PER_DAY).toISOString().slice(0, 10);

/** Whole days from `from` to `to` ("YYYY-MM-DD"); negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number => Math.round((toUtc(to) - toUtc(from)) / MS_PER_DAY);
