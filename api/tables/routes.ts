import { pageOf, tableRecordSchema } from '#domain/schemas/replies';
import { z } from 'zod';
import { tablesArea } from '#domain/areas/tables';
import { bodySchemas } from '#domain/declaration/body-schemas';
import { restRoutes } from '#domain/declaration/rest-routes';
import { standardMessages } from '#domain/declaration/standard-messages';
import { dayQuerySchema, tableListQuerySchema } from '#domain/schemas/table';
import { withSort } from '#domain/schemas/list';
import type { RecordChange } from '../lib/audited-records.ts';
import { declaredDeleteRoute } from '../lib/declared-delete-route.ts';
import { HttpError } from '../lib/http-error.ts';
import { bulkRoutes } from '../lib/area-routes.ts';
import type { GuardedRoute } from '../lib/route.ts';
import { takenElsewhere } from '../lib/taken-elsewhere.ts';
import { validate } from '../lib/validate.ts';
import { venueToday } from '../lib/venue-clock.ts';
import { changeThenReadRoutes } from '../lib/write-then-read-route.ts';
import { changeTable, createTable, findTable, listTables, tablesBulk, type TableValues } from './repository.ts';

const paths = restRoutes(tablesArea);
const bodies = bodySchemas(tablesArea);
const messages = standardMessages(tablesArea);
const access = { area: tablesArea.access } as const;
const listQuery = withSort(tableListQuerySchema, tablesArea.sort);

/** A PATCH changing one table, answered with the table as the list shows it today. */
const changed = changeThenReadRoutes<'tableId', RecordChange<TableValues>>({ area: tablesArea.access, declaration: tablesArea, idKey: 'tableId', notFound: messages.notFound, change: changeTable, read: findTable, output: tableRecordSchema });
const createElsewhere = takenElsewhere(tablesArea, paths.create);

// §7 sends the Feature switch `{ isFeatured, tableId }` to the update path; its key picks the schema.
const featuredRoute = changed(paths.update.path, bodies.toggles.featured!, '', ({ isFeatured }) => ({ action: 'update', values: { isFeatured: isFeatured === true } }));
const updateRoute = changed(paths.update.path, bodies.update, messages.updated, ({ tableId: _id, ...values }) => ({ action: 'update', values }));

/** §7 Tables calls, guarded by the `tables` module (§6); prices and booking statuses are those of the day asked for. */
export const tableRoutes: GuardedRoute[] = [
  {
    ...paths.list,
    ...access,
    action: 'view',
    input: { query: listQuery },
    output: pageOf(tableRecordSchema),
    handler: async ({ query }, { db, clock }) => {
      const { date, ...page } = validate(listQuery, query);
      return { message: messages.listed, data: await listTables(db, page, date ?? venueToday(clock)) };
    },
  },
  {
    ...paths.get,
    ...access,
    action: 'view',
    input: { query: z.object({ date: dayQuerySchema.optional() }) },
    output: tableRecordSchema,
    handler: async ({ params, query }, { db, clock }) => {
      const { date } = validate(z.object({ date: dayQuerySchema.optional() }), query);
      const table = await findTable(db, params.tableId ?? '', date ?? venueToday(clock));
      if (!table) throw new HttpError(404, messages.notFound);
      return { message: messages.fetched, data: table };
    },
  },
  {
    ...paths.create,
    ...access,
    action: 'add',
    input: { body: bodies.create },
    output: tableRecordSchema,
    created: true,
    handler: async ({ body, actor }, { db, clock }) => {
      const created = await createTable(db, actor.id, validate(bodies.create, body, createElsewhere));
      return { httpStatus: 201, message: messages.created, data: await findTable(db, created._id, venueToday(clock)) };
    },
  },
  {
    ...updateRoute,
    input: { body: bodies.update.or(bodies.toggles.featured!) },
    handler: async (input, deps) => {
      if (!(typeof input.body === 'object' && input.body !== null && 'isFeatured' in input.body)) return updateRoute.handler(input, deps);
      const reply = await featuredRoute.handler(input, deps);
      const [on, off] = messages.toggled.featured!;
      return { ...reply, message: (input.body as { isFeatured: unknown }).isFeatured === true ? on : off };
    },
  },
  changed(paths.status.path, bodies.status, messages.statusUpdated, ({ status }) => ({ action: 'status', status })),
  declaredDeleteRoute(tablesArea, (db, actorId, id, today) => changeTable(db, actorId, id, { action: 'delete' }, today)),
  changed(paths.restore.path, bodies.restore, messages.restored, () => ({ action: 'restore' })),
  // POST /bulk/tables/…: the shared set-based bulk calls, as every declared area has them.
  ...bulkRoutes(tablesArea, tablesBulk, changeTable),
];
