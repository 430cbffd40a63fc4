import { z } from 'zod';
import { TABLE_CAPACITY } from '../limits.ts';
import { isDayString } from '../floor/calendar-day.ts';
import { listQuerySchema, statusFilterSchema } from './list.ts';
import { mediaKeySchema } from './media-ref.ts';
import { textListSchema } from './text-list.ts';
import { nameText, textOf } from './text.ts';

export const TABLE_NAME_MAX = 100;
export const TABLE_NO_MAX = 20;
export const AT_LEAST_ONE_INCLUSION = 'At least one inclusion is required';

/** §5 inclusions of a table or an event: at least one, each non-empty. */
export const inclusionsSchema = textListSchema({ entry: 'Inclusion', atLeastOne: AT_LEAST_ONE_INCLUSION, many: 'inclusions' });

/** §5 table add and edit: Name, capacity 1–15, Section, Category, at least one inclusion. */
export const tableFormSchema = z.object({
  name: nameText('Name', TABLE_NAME_MAX),
  tableNo: z
    .string({ error: 'Table No must be text' })
    .trim()
    .max(TABLE_NO_MAX, `Table No must not exceed ${TABLE_NO_MAX} characters`)
    .nullish()
    .transform((no) => no || null),
  capacity: z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? 'Capacity is required' : 'Capacity must be a number') })
    .int('Capacity must be a whole number')
    .min(TABLE_CAPACITY.min, `Capacity must be at least ${TABLE_CAPACITY.min}`)
    .max(TABLE_CAPACITY.max, `Capacity must not exceed ${TABLE_CAPACITY.max}`),
  sectionId: textOf('Section').min(1, 'Section is required'),
  categoryId: textOf('Category').min(1, 'Category is required'),
  inclusions: inclusionsSchema,
  image: mediaKeySchema('Image'),
});
export type TableForm = z.infer<typeof tableFormSchema>;

/**
 * Edit: as on every update, a field left out keeps the table's value: no new image keeps the current
 * one (§5: with no new image, no image is sent), no `tableNo` keeps the number; a `tableNo` of null
 * (or "") removes it.
 */
export const tableEditFormSchema = tableFormSchema.extend({ tableNo: tableFormSchema.shape.tableNo.optional(), image: mediaKeySchema('Image').optional() });
export type TableEdit = z.infer<typeof tableEditFormSchema>;

/** A venue day in a query: "YYYY-MM-DD". */
export const dayQuerySchema = z.string().trim().refine(isDayString, 'Date must be a date (YYYY-MM-DD)');

/** `GET /get/tables`: a page, plus the day whose price and booking status are shown (today when absent). */
export const tableListQuerySchema = listQuerySchema.extend({ date: dayQuerySchema.optional(), ...statusFilterSchema.shape });
export type TableListQuery = z.infer<typeof tableListQuerySchema>;
