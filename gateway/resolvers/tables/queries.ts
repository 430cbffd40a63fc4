import type { QueryResolvers } from '#gql/resolvers';
import { readPage } from '../../lib/page.ts';
import { LIST_FIELD_NAMES, withFieldNames } from '../../lib/rest.ts';
import { restListQuery } from '#domain/declaration/rest-list-query';
import { tablesArea } from '#domain/areas/tables';
import { restTableSchema, toTable } from './restTable.ts';

type Q = Required<QueryResolvers>;

/** `tables(date, limit, offset, search, deleted, status, orderBy)`: one page as on `date`; names come populated, so one upstream call per page. */
export const tables: Q['tables'] = (_parent, args, { rest }) => readPage(withFieldNames(rest, LIST_FIELD_NAMES), '/get/tables', restTableSchema, toTable, { ...restListQuery(tablesArea, args), limit: args.limit, offset: args.offset });

/** `table(id, date)`: one table as on `date`. */
export const table: Q['table'] = async (_parent, { id, date }, { rest }) => toTable((await rest.get(`/get/table/${encodeURIComponent(id)}`, restTableSchema, { date })).data);
