import { z } from 'zod';
import type { Category, CategoryRecord } from '#gql/resolvers';
import { toStatus } from '../../lib/enums.ts';

/** REST category (§3) as lists and reads give it. */
export const restCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  status: z.number().int(),
  autoRenewal: z.boolean(),
  layout: z.object({ image: z.string(), imageAlt: z.string() }),
  tableCount: z.number().int(),
  price: z.number().nullable(),
  createdAt: z.string(),
});

/** REST category record (§3). */
export const restCategoryRecordSchema = z.object({ _id: z.string(), fromDate: z.string(), toDate: z.string(), days: z.number().int(), price: z.number(), createdAt: z.string() });

/** REST category → GraphQL `Category`. */
export const toCategory = ({ _id, status, ...rest }: z.infer<typeof restCategorySchema>): Category => ({ id: _id, status: toStatus(status), ...rest });

/** REST category record → GraphQL `CategoryRecord`. */
export const toCategoryRecord = ({ _id, ...rest }: z.infer<typeof restCategoryRecordSchema>): CategoryRecord => ({ id: _id, ...rest });
