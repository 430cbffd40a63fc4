import { z } from 'zod';
import { createTableSchema, dayQuerySchema, deleteTableSchema, restoreTableSchema, tableFeaturedSchema, tableListQuerySchema, tableStatusSchema, updateTableSchema } from '#domain/schemas/table';
import type { RecordChange } from '../lib/audited-records.ts';
import { HttpError } from '../lib/http-error.ts';
import type { GuardedRoute } from '../lib/route.ts';
import { standardRoute, type StandardArea, type StandardChange } from '../lib/standard-route.ts';
import { validate } from '../lib/validate.ts';
import { venueToday } from '../lib/venue-clock.ts';
import { changeThenReadRoutes } from '../lib/write-then-read-route.ts';
import { TABLE_MESSAGES } from './messages.ts';
import { changeTable, createTable, findTable, listTables, type TableValues } from './repository.ts';

const tables: StandardArea<StandardChange, 'tableId'> = {
  area: 'tables',
  idKey: 'tableId',
  notFound: TABLE_MESSAGES.notFound,
  change: (db, actorId, id, change) => changeTable(db, actorId, id, change),
};

// §7 sends the Feature toggle `{ isFeatured, tableId }` to the same path as the form.
const updateOrFeatureSchema = z.unknown().transform((body, ctx) => {
  const schema = body && typeof body === 'object' && 'isFeatured' in body ? tableFeaturedSchema : updateTableSchema;
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Invalid input' });
  return z.NEVER;
});

/** A PATCH changing one record, answered with it as the list shows it today. */
const changed = changeThenReadRoutes<'tableId', RecordChange<TableValues>>({ area: 'tables', idKey: 'tableId', notFound: TABLE_MESSAGES.notFound, change: changeTable, read: findTable });

/** §7 Tables calls, guarded by the `tables` module (§6); prices and booking statuses are those of the day asked for. */
export const tableRoutes: GuardedRoute[] = [
  {
    method: 'get',
    path: '/get/tables',
    area: tables.area,
    action: 'view',
    handler: async ({ query }, { db, clock }) => {
      const { date, ...page } = validate(tableListQuerySchema, query);
      return { message: TABLE_MESSAGES.listed, data: await listTables(db, page, date ?? venueToday(clock)) };
    },
  },
  {
    method: 'get',
    path: '/get/table/:tableId',
    area: tables.area,
    action: 'view',
    handler: async ({ params, query }, { db, clock }) => {
      const { date } = validate(z.object({ date: dayQuerySchema.optional() }), query);
      const table = await findTable(db, params.tableId ?? '', date ?? venueToday(clock));
      if (!table) throw new HttpError(404, TABLE_MESSAGES.notFound);
      return { message: TABLE_MESSAGES.fetched, data: table };
    },
  },
  {
    method: 'post',
    path: '/create/table',
    area: tables.area,
    action: 'add',
    handler: async ({ body, actor }, { db, clock }) => {
      const created = await createTable(db, actor.id, validate(createTableSchema, body));
      return { httpStatus: 201, message: TABLE_MESSAGES.created, data: await findTable(db, created._id, venueToday(clock)) };
    },
  },
  changed('/update/table', updateOrFeatureSchema as z.ZodType<{ tableId: string } & TableValues>, TABLE_MESSAGES.updated, ({ tableId: _id, ...values }) => ({ action: 'update', values })),
  changed('/update/table/status', tableStatusSchema, TABLE_MESSAGES.statusUpdated, ({ status }) => ({ action: 'status', status })),
  standardRoute.remove(tables, '/delete/table', deleteTableSchema, TABLE_MESSAGES.deleted),
  changed('/restore/table', restoreTableSchema, TABLE_MESSAGES.restored, () => ({ action: 'restore' })),
];
