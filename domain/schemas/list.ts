import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../limits.ts';
import { wholeNumberParam } from './integer.ts';

/** Query of every list call: limit (default 10, capped at 100), offset, optional search text, and `deleted=true` for only the soft-deleted rows. */
export const listQuerySchema = z.object({
  limit: wholeNumberParam('limit', 1).default(PAGE_SIZE).transform((n) => Math.min(n, MAX_PAGE_SIZE)),
  offset: wholeNumberParam('offset').default(0),
  search: z.string({ error: 'search must be text' }).trim().max(100, 'search must not exceed 100 characters').optional().transform((s) => (s ? s : undefined)),
  deleted: z.enum(['true', 'false'], { error: 'deleted must be true or false' }).optional().transform((d) => (d === 'true' ? true : undefined)),
});
export type ListQuery = z.infer<typeof listQuerySchema>;
