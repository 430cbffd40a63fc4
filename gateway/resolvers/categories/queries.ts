import { z } from 'zod';
import type { QueryResolvers } from '#gql/resolvers';
import { readPage } from '../../lib/page.ts';
import { restCategoryRecordSchema, restCategorySchema, toCategory, toCategoryRecord } from './restCategory.ts';

type Q = Required<QueryResolvers>;

/** `categories(limit, offset, search, deleted)`: one page, each with Table Count and today's price. */
export const categories: Q['categories'] = (_parent, { limit, offset, search, deleted }, { rest }) =>
  readPage(rest, '/get/categories', restCategorySchema, toCategory, { limit, offset, search, deleted: deleted ? true : undefined });

/** `allCategories`: GET /get/all/categories. */
export const allCategories: Q['allCategories'] = async (_parent, _args, { rest }) => (await rest.get('/get/all/categories', z.array(restCategorySchema))).data.map(toCategory);

const detailSchema = restCategorySchema.extend({ categoryRecord: z.object({ data: z.array(restCategoryRecordSchema), count: z.number().int() }) });

/** `category(id, limit, offset)`: GET /get/category, the category and a page of its records in one call. */
export const category: Q['category'] = async (_parent, { id, limit, offset }, { rest }) => {
  const { data } = await rest.get('/get/category', detailSchema, { categoryId: id, limit, offset });
  const { categoryRecord, ...found } = data;
  return { category: toCategory(found), records: { items: categoryRecord.data.map(toCategoryRecord), count: categoryRecord.count } };
};
