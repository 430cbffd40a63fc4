import { z } from 'zod';
import { categoryDetailSchema, categoryPriceRecordSchema, categoryRecordSchema, pageOf } from '#domain/schemas/replies';
import { categoriesArea } from '#domain/areas/categories';
import { bodySchemas } from '#domain/declaration/body-schemas';
import { restRoutes } from '#domain/declaration/rest-routes';
import { standardMessages } from '#domain/declaration/standard-messages';
import { updateCategorySchema } from '#domain/schemas/category';
import { categoryDetailQuerySchema, categoryRecordPageQuerySchema, createCategoryRecordSchema, updateCategoryRecordSchema } from '#domain/schemas/category-record';
import { listQuerySchema, statusFilterSchema, withSort } from '#domain/schemas/list';
import type { RecordChange } from '../lib/audited-records.ts';
import { declaredDeleteRoute } from '../lib/declared-delete-route.ts';
import { HttpError } from '../lib/http-error.ts';
import { bulkRoutes } from '../lib/area-routes.ts';
import { choicesRoute } from '../lib/choices-route.ts';
import type { GuardedRoute } from '../lib/route.ts';
import { takenElsewhere } from '../lib/taken-elsewhere.ts';
import { validate } from '../lib/validate.ts';
import { venueToday } from '../lib/venue-clock.ts';
import { changeThenReadRoutes } from '../lib/write-then-read-route.ts';
import { CATEGORY_MESSAGES } from './messages.ts';
import { renewCategory } from './renewal.ts';
import { createCategoryRecord, pageCategoryRecords, updateCategoryRecordPrice } from './records.ts';
import { allActiveCategories, categoriesBulk, changeCategory, createCategory, findCategory, listCategories, type CategoryValues } from './repository.ts';

const paths = restRoutes(categoriesArea);
const bodies = bodySchemas(categoriesArea);
const messages = standardMessages(categoriesArea);
const access = { area: categoriesArea.access } as const;
const createElsewhere = takenElsewhere(categoriesArea, paths.create);
const listQuery = withSort(listQuerySchema.extend(statusFilterSchema.shape), categoriesArea.sort);

/**
 * A PATCH changing one category, answered with it as the list shows it today. Switching auto-renewal
 * on renews the category at once (as the daily job would), so its next day is priced from then on.
 */
const changed = changeThenReadRoutes<'categoryId', RecordChange<CategoryValues>>({
  area: categoriesArea.access,
  declaration: categoriesArea,
  idKey: 'categoryId',
  notFound: messages.notFound,
  change: changeCategory,
  after: (db, id, change, today) => (change.action === 'update' && change.values.autoRenewal === true ? renewCategory(db, id, today) : Promise.resolve()),
  read: findCategory,
  output: categoryRecordSchema,
});

// The list filters by status too (`status=1|2`).

/**
 * §7 Categories and category record calls, guarded by the `categories` module (§6). Reads carry the
 * venue's today (current price), so they are written here rather than derived.
 */
export const categoryRoutes: GuardedRoute[] = [
  { ...paths.list, ...access, action: 'view', input: { query: listQuery }, output: pageOf(categoryRecordSchema), handler: async ({ query }, { db, clock }) => ({ message: messages.listed, data: await listCategories(db, validate(listQuery, query), venueToday(clock)) }) },
  // The live categories for the table form's Category select and the event form's category rows: those who add or edit tables or events may read them too.
  choicesRoute(categoriesArea, '/get/all/categories', { output: z.array(categoryRecordSchema), readers: ['tables', 'events'], read: ({ db }, _query, today) => allActiveCategories(db, today) }),
  {
    ...paths.get,
    ...access,
    action: 'view',
    input: { query: categoryDetailQuerySchema.extend(categoryRecordPageQuerySchema.shape) },
    output: categoryDetailSchema,
    handler: async ({ query }, { db, clock }) => {
      const { categoryId } = validate(categoryDetailQuerySchema, query);
      const category = await findCategory(db, categoryId, venueToday(clock));
      if (!category) throw new HttpError(404, messages.notFound);
      return { message: messages.fetched, data: { ...category, categoryRecord: await pageCategoryRecords(db, categoryId, validate(categoryRecordPageQuerySchema, query)) } };
    },
  },
  {
    ...paths.create,
    ...access,
    action: 'add',
    input: { body: bodies.create },
    output: categoryRecordSchema,
    created: true,
    handler: async ({ body, actor }, { db }) => ({ httpStatus: 201, message: messages.created, data: { ...(await createCategory(db, actor.id, validate(bodies.create, body, createElsewhere))), tableCount: 0, price: null } }),
  },
  // §7 sends the name (with an optional new layout), the status or the auto-renewal switch here.
  changed(paths.update.path, updateCategorySchema, messages.updated, ({ categoryId: _id, ...values }) => ({ action: 'update', values })),
  changed(paths.status.path, bodies.status, messages.statusUpdated, ({ status }) => ({ action: 'status', status })),
  declaredDeleteRoute(categoriesArea, (db, actorId, id) => changeCategory(db, actorId, id, { action: 'delete' })),
  changed(paths.restore.path, bodies.restore, messages.restored, () => ({ action: 'restore' })),
  {
    method: 'post',
    path: '/create/category/record',
    ...access,
    action: 'add',
    // Judged against the venue's today when called; the shape is the same on any day.
    input: { body: createCategoryRecordSchema(new Date().toISOString().slice(0, 10)) },
    output: categoryPriceRecordSchema,
    created: true,
    handler: async ({ body, actor }, { db, clock }) => ({
      httpStatus: 201,
      message: CATEGORY_MESSAGES.recordCreated,
      data: await createCategoryRecord(db, actor.id, validate(createCategoryRecordSchema(venueToday(clock)), body)),
    }),
  },
  {
    method: 'patch',
    path: '/update/category/record',
    ...access,
    action: 'edit',
    input: { body: updateCategoryRecordSchema },
    output: categoryPriceRecordSchema,
    handler: async ({ body, actor }, { db }) => ({ message: CATEGORY_MESSAGES.recordUpdated, data: await updateCategoryRecordPrice(db, actor.id, validate(updateCategoryRecordSchema, body)) }),
  },
  // POST /bulk/categories/…: the shared set-based bulk calls, as every declared area has them.
  ...bulkRoutes(categoriesArea, categoriesBulk, changeCategory),
];
