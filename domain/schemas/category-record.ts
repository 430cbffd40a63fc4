import { z } from 'zod';
import { CATEGORY_RECORD_DAYS, CATEGORY_RECORD_PRICE_MIN } from '../limits.ts';
import { daysBetween, isDayString } from '../floor/calendar-day.ts';
import { idSchema } from '../declaration/body-schemas.ts';
import { listQuerySchema, withSort } from './list.ts';

/** §5 record price: a number, required, at least 1. */
export const recordPriceSchema = z
  .number({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? 'Price is required' : 'Price must be a number') })
  .min(CATEGORY_RECORD_PRICE_MIN, `Price must be at least ${CATEGORY_RECORD_PRICE_MIN}`)
  .max(10_000_000, 'Price must not exceed 10000000');

const day = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine(isDayString, `${label} must be a date (YYYY-MM-DD)`);

/**
 * §5 category record dates, judged against `today` (the venue's day, "YYYY-MM-DD"): From Date not
 * before today, To Date 1 to 15 days after it.
 */
export const recordPeriodSchema = (today: string) =>
  z.object({ fromDate: day('From Date'), toDate: day('To Date') }).superRefine(({ fromDate, toDate }, ctx) => {
    const days = daysBetween(fromDate, toDate);
    if (fromDate < today) ctx.addIssue({ code: 'custom', path: ['fromDate'], message: 'From Date cannot be in the past' });
    else if (days < CATEGORY_RECORD_DAYS.min) ctx.addIssue({ code: 'custom', path: ['toDate'], message: 'To Date must be at least one day after From Date' });
    else if (days > CATEGORY_RECORD_DAYS.max) ctx.addIssue({ code: 'custom', path: ['toDate'], message: `To Date must be within ${CATEGORY_RECORD_DAYS.max} days from From Date` });
  });

/** The add popup's fields. */
export const recordFormSchema = (today: string) => recordPeriodSchema(today).and(z.object({ price: recordPriceSchema }));

/** §7 `POST /create/category/record`. */
export const createCategoryRecordSchema = (today: string) =>
  z
    .object({ categoryId: idSchema('categoryId'), price: recordPriceSchema, fromDate: z.unknown().optional(), toDate: z.unknown().optional() })
    .strict()
    .transform((body, ctx) => {
      const period = recordPeriodSchema(today).safeParse({ fromDate: body.fromDate, toDate: body.toDate });
      if (!period.success) {
        for (const issue of period.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
        return z.NEVER;
      }
      return { categoryId: body.categoryId, price: body.price, ...period.data };
    });

/** §7 `PATCH /update/category/record`: only the price changes (the popup's dates are disabled). */
export const updateCategoryRecordSchema = z.object({ categoryId: idSchema('categoryId'), categoryRecordId: idSchema('categoryRecordId'), price: recordPriceSchema }).strict();

/** `GET /get/category` query: the category and a page of its records. */
export const categoryDetailQuerySchema = z.object({ categoryId: idSchema('categoryId') });

/** The fields a category's records may be sorted by (`sort=-price`; GraphQL `CategoryRecordOrderField`); latest period first otherwise. */
export const CATEGORY_RECORD_SORT = ['fromDate', 'price'] as const;
/** The page of records `GET /get/category` adds, with its sort. */
export const categoryRecordPageQuerySchema = withSort(listQuerySchema, CATEGORY_RECORD_SORT);
