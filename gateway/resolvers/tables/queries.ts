import type { QueryResolvers } from '#gql/resolvers';
import { readPage } from '../../lib/page.ts';
import { fromStatus } from '../../lib/enums.ts';
import { LIST_FIELD_NAMES, withFieldNames } from '../../lib/rest.ts';
import { sortParam } from '../../lib/order-by.ts';
import { restTableSchema, toTable } from './restTable.ts';

type Q = Required<QueryResolvers>;

/** `tables(date, limit, offset, search, deleted, status, orderBy)`: one page as on `date`; names come populated, so one upstream call per page. */
export const tables: Q['tables'] = (_parent, { date, limit, offset, search, deleted, status, orderBy }, { rest }) =>
  readPage(withFieldNames(rest, LIST_FIELD_NAMES), '/get/tables', restTableSchema, toTable, { date, limit, offset, search, deleted: deleted ? true : undefined, status: status ? fromStatus(status) : undefined, sort: sortParam(orderBy) });

/** `table(id, date)`: one table as on `date`. */
export const table: Q['table'] = async (_parent, { id, date }, { rest }) => toTable((await rest.get(`/get/table/${encodeURIComponent(id)}`, restTableSchema, { date })).data);
