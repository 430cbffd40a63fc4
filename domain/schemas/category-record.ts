import { z } from 'zod';
import { CATEGORY_RECORD_DAYS, CATEGORY_RECORD_PRICE_MIN } from '../limits.ts';
import { daysBetween, isDayString } from '../floor/calendar-day.ts';
import { idSchema } from '../declaration/body-schemas.ts';
import { listQuerySchema, withSort } from './list.ts';
import { aedPriceSchema } from './price.ts';

/** The highest price of a category record or an event's category row (AED). */
export const RECORD_PRICE_MAX = 10_000_000;

/** §5 record price (also an event's category row): a number, required, at least 1, at most 2 decimals. */
export const recordPriceSchema = aedPriceSchema({ min: CATEGORY_RECORD_PRICE_MIN, max: RECORD_PRICE_MAX });

const day = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine(isDayString, `${label} must be a date (YYYY-MM-DD)`);
const fromDay = day('From Date');
const toDay = day('To Date');

type PeriodProblem = { path: ['fromDate' | 'toDate']; message: string };

/**
 * Every §5 problem of a record's dates at once, judged against `today` (the venue's day,
 * "YYYY-MM-DD"): each date required and a real day, then From Date not before today, then To Date
 * 1 to 15 days after From Date (judged whenever both are days, so a past From Date hides nothing).
 * A problem of each date at most, so the first is the one a single mistake always gave.
 */
function periodProblems(today: string, fromDate: unknown, toDate: unknown): PeriodProblem[] {
  const from = fromDay.safeParse(fromDate);
  const to = toDay.safeParse(toDate);
  const problems: PeriodProblem[] = [];
  if (!from.success) problems.push({ path: ['fromDate'], message: from.error.issues[0]!.message });
  if (!to.success) problems.push({ path: ['toDate'], message: to.error.issues[0]!.message });
  if (from.success && from.data < today) problems.push({ path: ['fromDate'], message: 'From Date cannot be in the past' });
  if (from.success && to.success) {
    const days = daysBetween(from.data, to.data);
    if (days < CATEGORY_RECORD_DAYS.min) problems.push({ path: ['toDate'], message: 'To Date must be at least one day after From Date' });
    else if (days > CATEGORY_RECORD_DAYS.max) problems.push({ path: ['toDate'], message: `To Date must be within ${CATEGORY_RECORD_DAYS.max} days from From Date` });
  }
  return problems;
}

/** The dates of a body as they arrive: judged by `judgePeriod`, not by the object's own parse. */
const datesIn = { fromDate: z.unknown().optional(), toDate: z.unknown().optional() };
type Dated = { fromDate?: unknown; toDate?: unknown };

/**
 * A body's period (§5): From Date not before `today`, To Date 1 to 15 days after it. It is judged
 * whatever else is wrong (`whenAnObject`), so every problem is listed at once: the other fields'
 * first, then the dates'.
 */
const judgePeriod = (today: string) => (body: Dated, ctx: z.RefinementCtx) => {
  for (const problem of periodProblems(today, body.fromDate, body.toDate)) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
};
// Also when another field is refused: the body is still an object whose dates can be judged.
const whenAnObject = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value) };
/** The judged body with its dates as the trimmed days. */
const withDays = <B extends Dated>(body: B) => ({ ...body, fromDate: fromDay.parse(body.fromDate), toDate: toDay.parse(body.toDate) });

/** The add popup's fields. */
export const recordFormSchema = (today: string) => z.object({ price: recordPriceSchema, ...datesIn }).superRefine(judgePeriod(today), whenAnObject).transform(withDays);

/** The edit popup's field: the price only (its dates are disabled). */
export const recordPriceFormSchema = z.object({ price: recordPriceSchema });

/** §7 `POST /create/category/record`. */
export const createCategoryRecordSchema = (today: string) =>
  z.object({ categoryId: idSchema('categoryId'), price: recordPriceSchema, ...datesIn }).strict().superRefine(judgePeriod(today), whenAnObject).transform(withDays);

/** §7 `PATCH /update/category/record`: only the price changes (the popup's dates are disabled). */
export const updateCategoryRecordSchema = z.object({ categoryId: idSchema('categoryId'), categoryRecordId: idSchema('categoryRecordId'), price: recordPriceSchema }).strict();

/** `GET /get/category` query: the category and a page of its records. */
export const categoryDetailQuerySchema = z.object({ categoryId: idSchema('categoryId') });

/** The fields a category's records may be sorted by (`sort=-price`; GraphQL `CategoryRecordOrderField`); latest period first otherwise. */
export const CATEGORY_RECORD_SORT = ['fromDate', 'price'] as const;
/** The page of records `GET /get/category` adds, with its sort. */
export const categoryRecordPageQuerySchema = withSort(listQuerySchema, CATEGORY_RECORD_SORT);
