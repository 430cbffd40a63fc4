import { categoryStatusSchema, createCategorySchema, deleteCategorySchema, restoreCategorySchema, updateCategorySchema } from '#domain/schemas/category';
import { categoryDetailQuerySchema, createCategoryRecordSchema, updateCategoryRecordSchema } from '#domain/schemas/category-record';
import { listQuerySchema } from '#domain/schemas/list';
import type { RecordChange } from '../lib/audited-records.ts';
import { changeThenReadRoutes } from '../lib/write-then-read-route.ts';
import { HttpError } from '../lib/http-error.ts';
import type { GuardedRoute } from '../lib/route.ts';
import { standardRoute, type StandardArea, type StandardChange } from '../lib/standard-route.ts';
import { validate } from '../lib/validate.ts';
import { venueToday } from '../lib/venue-clock.ts';
import { CATEGORY_MESSAGES } from './messages.ts';
import { createCategoryRecord, pageCategoryRecords, updateCategoryRecordPrice } from './records.ts';
import { allActiveCategories, changeCategory, createCategory, findCategory, listCategories, type CategoryValues } from './repository.ts';

const categories: StandardArea<StandardChange, 'categoryId'> = {
  area: 'categories',
  idKey: 'categoryId',
  notFound: CATEGORY_MESSAGES.notFound,
  change: (db, actorId, id, change) => changeCategory(db, actorId, id, change),
};

/** A PATCH changing one record, answered with it as the list shows it today. */
const changed = changeThenReadRoutes<'categoryId', RecordChange<CategoryValues>>({ area: 'categories', idKey: 'categoryId', notFound: CATEGORY_MESSAGES.notFound, change: changeCategory, read: findCategory });

/** §7 Categories and category record calls, guarded by the `categories` module (§6). */
export const categoryRoutes: GuardedRoute[] = [
  {
    method: 'get',
    path: '/get/categories',
    area: categories.area,
    action: 'view',
    handler: async ({ query }, { db, clock }) => ({ message: CATEGORY_MESSAGES.listed, data: await listCategories(db, validate(listQuerySchema, query), venueToday(clock)) }),
  },
  { method: 'get', path: '/get/all/categories', area: categories.area, action: 'view', handler: async (_input, { db, clock }) => ({ message: CATEGORY_MESSAGES.listed, data: await allActiveCategories(db, venueToday(clock)) }) },
  {
    method: 'get',
    path: '/get/category',
    area: categories.area,
    action: 'view',
    handler: async ({ query }, { db, clock }) => {
      const { categoryId } = validate(categoryDetailQuerySchema, query);
      const page = validate(listQuerySchema, query);
      const category = await findCategory(db, categoryId, venueToday(clock));
      if (!category) throw new HttpError(404, CATEGORY_MESSAGES.notFound);
      return { message: CATEGORY_MESSAGES.fetched, data: { ...category, categoryRecord: await pageCategoryRecords(db, categoryId, page) } };
    },
  },
  standardRoute.create(categories, '/create/category', createCategorySchema, CATEGORY_MESSAGES.created, async (db, actorId, form) => {
    const created = await createCategory(db, actorId, form);
    return { ...created, tableCount: 0, price: null };
  }),
  changed('/update/category', updateCategorySchema, CATEGORY_MESSAGES.updated, ({ categoryId: _id, ...values }) => ({ action: 'update', values })),
  changed('/update/category/status', categoryStatusSchema, CATEGORY_MESSAGES.statusUpdated, ({ status }) => ({ action: 'status', status })),
  standardRoute.remove(categories, '/delete/category', deleteCategorySchema, CATEGORY_MESSAGES.deleted),
  changed('/restore/category', restoreCategorySchema, CATEGORY_MESSAGES.restored, () => ({ action: 'restore' })),
  {
    method: 'post',
    path: '/create/category/record',
    area: categories.area,
    action: 'add',
    handler: async ({ body, actor }, { db, clock }) => ({
      httpStatus: 201,
      message: CATEGORY_MESSAGES.recordCreated,
      data: await createCategoryRecord(db, actor.id, validate(createCategoryRecordSchema(venueToday(clock)), body)),
    }),
  },
  {
    method: 'patch',
    path: '/update/category/record',
    area: categories.area,
    action: 'edit',
    handler: async ({ body, actor }, { db }) => ({ message: CATEGORY_MESSAGES.recordUpdated, data: await updateCategoryRecordPrice(db, actor.id, validate(updateCategoryRecordSchema, body)) }),
  },
];
