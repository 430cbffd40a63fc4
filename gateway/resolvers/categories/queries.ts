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

/** `category(id)`: GET /get/category, the category (its first page of records left aside). */
export const category: Q['category'] = async (_parent, { id }, { rest }) => {
  const { data } = await rest.get('/get/category', detailSchema, { categoryId: id });
  const { categoryRecord: _records, ...found } = data;
  return toCategory(found);
};

/** `categoryRecords(categoryId, limit, offset)`: GET /get/category, the page of its records asked for. */
export const categoryRecords: Q['categoryRecords'] = async (_parent, { categoryId, limit, offset }, { rest }) => {
  const { categoryRecord } = (await rest.get('/get/category', detailSchema, { categoryId, limit, offset })).data;
  return { items: categoryRecord.data.map(toCategoryRecord), count: categoryRecord.count };
};
