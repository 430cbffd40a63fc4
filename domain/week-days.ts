import { INVALID_WEEK_DAY } from './messages.ts';

/** The days of the week as the venue numbers them (§3): 1 Monday … 7 Sunday; `key` is GraphQL's `WeekDay`. */
export const WEEK_DAYS = [
  { code: 1, key: 'MONDAY', label: 'Monday' },
  { code: 2, key: 'TUESDAY', label: 'Tuesday' },
  { code: 3, key: 'WEDNESDAY', label: 'Wednesday' },
  { code: 4, key: 'THURSDAY', label: 'Thursday' },
  { code: 5, key: 'FRIDAY', label: 'Friday' },
  { code: 6, key: 'SATURDAY', label: 'Saturday' },
  { code: 7, key: 'SUNDAY', label: 'Sunday' },
] as const;

export type WeekDay = (typeof WEEK_DAYS)[number];
export type WeekDayCode = WeekDay['code'];
export type WeekDayKey = WeekDay['key'];

/** The GraphQL keys in the week's order, for `z.enum`. */
export const WEEK_DAY_KEYS = WEEK_DAYS.map((day) => day.key) as [WeekDayKey, ...WeekDayKey[]];

/** The day a REST code (1–7) or a GraphQL key names, or undefined. */
export const weekDayOf = (value: unknown): WeekDay | undefined => WEEK_DAYS.find((day) => day.code === value || day.key === value);

/** "Monday" … "Sunday" for a code or key; "Invalid Week day" (§8) for anything else. */
export const weekDayLabel = (value: unknown): string => weekDayOf(value)?.label ?? INVALID_WEEK_DAY;

/** The day a person typed: its number (1–7) or its name, whole or its first three letters ("fri"), in any case. */
export function parseWeekDay(text: string): WeekDay | undefined {
  const typed = text.trim().toLowerCase();
  return WEEK_DAYS.find((day) => String(day.code) === typed || day.label.toLowerCase() === typed || (typed.length === 3 && day.label.toLowerCase().startsWith(typed)));
}

/** The days whose name contains `text`, in any case ("fri" → Friday, "day" → all seven). */
export const weekDaysMatching = (text: string): WeekDay[] => WEEK_DAYS.filter((day) => day.label.toLowerCase().includes(text.trim().toLowerCase()));
