import type { QueryResolvers } from '#gql/resolvers';
import { readPage } from '../../lib/page.ts';
import { restTableSchema, toTable } from './restTable.ts';

type Q = Required<QueryResolvers>;

/** `tables(date, limit, offset, search, deleted)`: one page as on `date`; names come populated, so one upstream call per page. */
export const tables: Q['tables'] = (_parent, { date, limit, offset, search, deleted }, { rest }) =>
  readPage(rest, '/get/tables', restTableSchema, toTable, { date, limit, offset, search, deleted: deleted ? true : undefined });

/** `table(id, date)`: one table as on `date`. */
export const table: Q['table'] = async (_parent, { id, date }, { rest }) => toTable((await rest.get(`/get/table/${encodeURIComponent(id)}`, restTableSchema, { date })).data);
