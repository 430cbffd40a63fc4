import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../limits.ts';
import { isDayString } from '../floor/calendar-day.ts';
import { queryCode, wholeNumberParam } from './integer.ts';
import { statusCodeSchema } from './status.ts';

/** Query of every list call: limit (default 10, at most 100: a larger one is refused, not cut), offset, optional search text, and `deleted=true` for only the soft-deleted rows. */
export const listQuerySchema = z.object({
  limit: wholeNumberParam('limit', 1, MAX_PAGE_SIZE).default(PAGE_SIZE),
  offset: wholeNumberParam('offset').default(0),
  search: z.string({ error: 'search must be text' }).trim().max(100, 'search must not exceed 100 characters').optional().transform((s) => (s ? s : undefined)),
  deleted: z.enum(['true', 'false'], { error: 'deleted must be true or false' }).optional().transform((d) => (d === 'true' ? true : undefined)),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** The list query of a list whose page holds `pageSize` rows when no `limit` is given (§9: the gallery's 9); the usual 10 otherwise. */
export const pagedQuerySchema = (pageSize: number = PAGE_SIZE) =>
  pageSize === PAGE_SIZE ? listQuerySchema : listQuerySchema.extend({ limit: wholeNumberParam('limit', 1, MAX_PAGE_SIZE).default(pageSize) });

/** `status=1|2` on the list of an area with a record status: only the active or only the inactive rows. */
export const statusFilterSchema = z.object({
  // Anything but "1" or "2" becomes 0, which the status check refuses with its message.
  status: queryCode(statusCodeSchema),
});
export type StatusFilter = z.infer<typeof statusFilterSchema>;

/** Query of a plain list of choices (no pages): optional `search` text and `status=1|2`. */
export const choicesQuerySchema = listQuerySchema.pick({ search: true }).extend(statusFilterSchema.shape);
export type ChoicesQuery = z.infer<typeof choicesQuerySchema>;

/** `blocked=true|false` on the list of an area with a block switch: only the blocked or only the unblocked rows. */
export const blockedFilterSchema = z.object({
  blocked: z.enum(['true', 'false'], { error: 'blocked must be true or false' }).optional().transform((b) => (b === undefined ? undefined : b === 'true')),
});
export type BlockedFilter = Partial<z.infer<typeof blockedFilterSchema>>;

const queryDay = (field: string) => z.string({ error: `${field} must be a date (YYYY-MM-DD)` }).trim().refine(isDayString, `${field} must be a date (YYYY-MM-DD)`);

/** `fromDate` / `toDate` on the list of an area with dates: venue days, both included (GraphQL `from` / `to`). */
export const dateRangeFilterSchema = z.object({ fromDate: queryDay('fromDate').optional(), toDate: queryDay('toDate').optional() });

/** The check every date range gets: its end not before its start. */
export const dateRangeInOrder: [(q: { fromDate?: string; toDate?: string }) => boolean, { message: string; path: string[] }] = [
  (q) => !q.fromDate || !q.toDate || q.fromDate <= q.toDate,
  { message: 'toDate must not be before fromDate', path: ['toDate'] },
];

/** One key of a list's order: a field of the area's allow-list and its direction. */
export interface SortTerm {
  field: string;
  direction: 'asc' | 'desc';
}

/**
 * `sort=name,-createdAt` on a list: comma-separated fields of the area's allow-list (`fields`),
 * each ascending or, with a leading `-`, descending; the first decides, the next break its ties,
 * and the record's id breaks what is still tied (applied by the API). Refused (400) with a message
 * naming the allowed fields and the parameter as the caller gave it (`label`: the CLI's `--sort`).
 */
export const sortParam = (fields: readonly string[], label = 'sort') => {
  const allowed = fields.join(', ');
  const term = `-?(${fields.join('|')})`;
  return z
    .string({ error: `sort must be text, e.g. sort=${fields[0]},-${fields[1] ?? fields[0]}` })
    .meta({ description: `Sort keys, comma-separated, the first first; a leading "-" sorts descending; the id breaks ties. Allowed fields: ${allowed}.`, pattern: `^${term}(,${term})*$` })
    .transform((text, ctx): SortTerm[] | undefined => {
      const terms: SortTerm[] = [];
      for (const raw of text.split(',').map((part) => part.trim())) {
        if (!raw) continue;
        const direction = raw.startsWith('-') ? 'desc' : 'asc';
        const field = raw.replace(/^[-+]/, '');
        if (!fields.includes(field)) {
          ctx.addIssue({ code: 'custom', message: `${label} cannot use "${field}": sort by ${allowed} (a leading "-" sorts descending)`, input: text });
          return z.NEVER;
        }
        if (terms.some((t) => t.field === field)) {
          ctx.addIssue({ code: 'custom', message: `${label} names "${field}" more than once`, input: text });
          return z.NEVER;
        }
        terms.push({ field, direction });
      }
      return terms.length ? terms : undefined;
    })
    .optional();
};

/** The query schema of a list with `sort` over `fields` added (its checks kept). */
export const withSort = <Shape extends z.core.$ZodShape, Config extends z.core.$ZodObjectConfig>(schema: z.ZodObject<Shape, Config>, fields: readonly string[]) =>
  schema.safeExtend({ sort: sortParam(fields) } as never) as unknown as z.ZodObject<Shape & { sort: ReturnType<typeof sortParam> }, Config>;
