import { z } from 'zod';
import type { QueryResolvers } from '#gql/resolvers';
import { readPage, toPage } from '../../lib/page.ts';
import { LIST_FIELD_NAMES, withFieldNames } from '../../lib/rest.ts';
import { sortParam } from '#domain/declaration/order-by';
import { restListQuery } from '#domain/declaration/rest-list-query';
import { categoriesArea } from '#domain/areas/categories';
import { categoryDetailSchema } from '#domain/schemas/replies';
import { restCategorySchema, toCategory, toCategoryRecord } from './restCategory.ts';

type Q = Required<QueryResolvers>;

/** `categories(limit, offset, search, deleted, status, orderBy)`: one page, each with Table Count and today's price. */
export const categories: Q['categories'] = (_parent, args, { rest }) =>
  readPage(withFieldNames(rest, LIST_FIELD_NAMES), '/get/categories', restCategorySchema, toCategory, { ...restListQuery(categoriesArea, args), limit: args.limit, offset: args.offset });

/** `allCategories`: GET /get/all/categories. */
export const allCategories: Q['allCategories'] = async (_parent, _args, { rest }) => (await rest.get('/get/all/categories', z.array(restCategorySchema))).data.map(toCategory);

const detailSchema = categoryDetailSchema;

/** `category(id)`: GET /get/category, the category (its first page of records left aside). */
export const category: Q['category'] = async (_parent, { id }, { rest }) => {
  const { data } = await rest.get('/get/category', detailSchema, { categoryId: id });
  const { categoryRecord: _records, ...found } = data;
  return toCategory(found);
};

/** `categoryRecords(categoryId, limit, offset, orderBy)`: GET /get/category, the page of its records asked for. */
export const categoryRecords: Q['categoryRecords'] = async (_parent, { categoryId, limit, offset, orderBy }, { rest }) => {
  const { categoryRecord } = (await withFieldNames(rest, LIST_FIELD_NAMES).get('/get/category', detailSchema, { categoryId, limit, offset, sort: sortParam(orderBy) })).data;
  return toPage(categoryRecord.data.map(toCategoryRecord), categoryRecord.count, { limit, offset });
};
