import type { MutationResolvers } from '#gql/resolvers';
import { fromStatus } from '../../lib/enums.ts';
import { withFieldNames, type RestClient, type SendOptions } from '../../lib/rest.ts';
import { softDelete } from '../../lib/soft-delete.ts';
import { restCategoryRecordSchema, restCategorySchema, toCategory, toCategoryRecord } from './restCategory.ts';

type M = Required<MutationResolvers>;

const sendCategory = async (rest: RestClient, method: 'POST' | 'PATCH', path: string, body: unknown, options?: SendOptions) => {
  const { data, message } = await withFieldNames(rest, { categoryId: 'id' }).send(method, path, body, restCategorySchema, options);
  return { category: toCategory(data), message };
};

const sendRecord = async (rest: RestClient, method: 'POST' | 'PATCH', path: string, body: unknown, options?: SendOptions) => {
  const { data, message } = await withFieldNames(rest, { categoryRecordId: 'id' }).send(method, path, body, restCategoryRecordSchema, options);
  return { record: toCategoryRecord(data), message };
};

const layoutBody = (layout: { image: string; imageAlt?: string | null }) => ({ image: layout.image, imageAlt: layout.imageAlt ?? '' });

/** `createCategory(input)`: POST /create/category. */
export const createCategory: M['createCategory'] = (_parent, { input }, { rest }) => sendCategory(rest, 'POST', '/create/category', { name: input.name, layout: layoutBody(input.layout) });
/** `updateCategory(input)`: PATCH /update/category; no layout keeps the current one. */
export const updateCategory: M['updateCategory'] = (_parent, { input, expectedUpdatedAt }, { rest }) =>
  sendCategory(rest, 'PATCH', '/update/category', { categoryId: input.id, name: input.name, ...(input.layout && { layout: layoutBody(input.layout) }) }, { expectedUpdatedAt });
/** `setCategoryStatus(id, status)`: PATCH /update/category/status. */
export const setCategoryStatus: M['setCategoryStatus'] = (_parent, { id, status }, { rest }) => sendCategory(rest, 'PATCH', '/update/category/status', { categoryId: id, status: fromStatus(status) });
/** `setCategoryAutoRenewal(id, autoRenewal)`: PATCH /update/category with `{ autoRenewal, categoryId }` (§7). */
export const setCategoryAutoRenewal: M['setCategoryAutoRenewal'] = (_parent, { id, autoRenewal }, { rest }) => sendCategory(rest, 'PATCH', '/update/category', { categoryId: id, autoRenewal });
/** `deleteCategory(id)`: soft delete, refused while live tables use it. */
export const deleteCategory: M['deleteCategory'] = (_parent, { id }, { rest }) => softDelete(rest, 'DELETE', '/delete/category', { categoryId: id });
/** `restoreCategory(id)`: PATCH /restore/category. */
export const restoreCategory: M['restoreCategory'] = (_parent, { id }, { rest }) => sendCategory(rest, 'PATCH', '/restore/category', { categoryId: id });
/** `createCategoryRecord(input)`: POST /create/category/record. */
export const createCategoryRecord: M['createCategoryRecord'] = (_parent, { input }, { rest }) => sendRecord(rest, 'POST', '/create/category/record', input);
/** `updateCategoryRecord(input)`: PATCH /update/category/record (price only). */
export const updateCategoryRecord: M['updateCategoryRecord'] = (_parent, { input, expectedUpdatedAt }, { rest }) =>
  sendRecord(rest, 'PATCH', '/update/category/record', { categoryId: input.categoryId, categoryRecordId: input.id, price: input.price }, { expectedUpdatedAt });
