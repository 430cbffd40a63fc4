import { declareArea } from '../declaration/declare-area.ts';
import { categoryFormSchema } from '../schemas/category.ts';
import { categoryRecordSchema } from '../schemas/replies.ts';

/**
 * Categories (§2.12). Reads carry values of the venue's today (price, table count), so list and get
 * are written by hand beside the standard writes; `get` is §7's `GET /get/category?categoryId=`.
 * Auto-renewal and the price records are the area's own calls.
 */
export const categoriesArea = declareArea({
  key: 'categories',
  access: 'categories',
  nouns: { one: 'category', many: 'categories', label: 'Categories' },
  entity: { one: 'category', many: 'categories' },
  idKey: 'categoryId',
  record: categoryRecordSchema,
  form: categoryFormSchema,
  sort: ['name', 'createdAt'],
  columns: ['Date', 'Image', 'Name', 'Table Count', 'Current Price', 'Auto Renewal', 'Status'],
  operations: ['list', 'get', 'create', 'update', 'status', 'delete', 'restore'],
  rest: { get: { path: '/get/category' } },
  graphql: { type: 'Category', list: 'categories' },
});
