import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../limits.ts';

/** Query of every list call: limit (default 10, capped at 100), offset, optional search text, and `deleted=true` for only the soft-deleted rows. */
export const listQuerySchema = z.object({
  limit: z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be at least 1').default(PAGE_SIZE).transform((n) => Math.min(n, MAX_PAGE_SIZE)),
  offset: z.coerce.number({ error: 'offset must be a number' }).int('offset must be a whole number').min(0, 'offset must not be negative').default(0),
  search: z.string().trim().max(100, 'search must not exceed 100 characters').optional().transform((s) => (s ? s : undefined)),
  deleted: z.enum(['true', 'false'], { error: 'deleted must be true or false' }).optional().transform((d) => (d === 'true' ? true : undefined)),
});
export type ListQuery = z.infer<typeof listQuerySchema>;
