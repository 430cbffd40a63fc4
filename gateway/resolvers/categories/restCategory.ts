import type { z } from 'zod';
import { categoryPriceRecordSchema, categoryRecordSchema } from '#domain/schemas/replies';
import type { Category, CategoryRecord } from '#gql/resolvers';
import { toStatus } from '../../lib/enums.ts';

/** REST category (§3) as lists and reads give it. */
export const restCategorySchema = categoryRecordSchema;

/** REST category record (§3). */
export const restCategoryRecordSchema = categoryPriceRecordSchema;

/** REST category → GraphQL `Category`. */
export const toCategory = ({ _id, status, ...rest }: z.infer<typeof restCategorySchema>): Category => ({ id: _id, status: toStatus(status), ...rest });

/** REST category record → GraphQL `CategoryRecord`. */
export const toCategoryRecord = ({ _id, ...rest }: z.infer<typeof restCategoryRecordSchema>): CategoryRecord => ({ id: _id, ...rest });
