import type { MutationResolvers } from '#gql/resolvers';
import { fromStatus } from '../../lib/enums.ts';
import { withFieldNames, type RestClient, type SendOptions } from '../../lib/rest.ts';
import { softDelete } from '../../lib/soft-delete.ts';
import { restTableSchema, toTable } from './restTable.ts';

type M = Required<MutationResolvers>;

const sendTable = async (rest: RestClient, method: 'POST' | 'PATCH', path: string, body: unknown, options?: SendOptions) => {
  const { data, message } = await withFieldNames(rest, { tableId: 'id' }).send(method, path, body, restTableSchema, options);
  return { table: toTable(data), message };
};

/** `createTable(input)`: always POST /create/table (the spec's add form sent image-less adds to the update path). */
export const createTable: M['createTable'] = (_parent, { input }, { rest }) => sendTable(rest, 'POST', '/create/table', input);
/** `updateTable(input)`: PATCH /update/table; no image is sent when none is given, so the API keeps it. */
export const updateTable: M['updateTable'] = (_parent, { input: { id, image, ...form }, expectedUpdatedAt }, { rest }) =>
  sendTable(rest, 'PATCH', '/update/table', { tableId: id, ...form, ...(image && { image }) }, { expectedUpdatedAt });
/** `setTableFeatured(id, isFeatured)`: PATCH /update/table with `{ isFeatured, tableId }` (§7). */
export const setTableFeatured: M['setTableFeatured'] = (_parent, { id, isFeatured }, { rest }) => sendTable(rest, 'PATCH', '/update/table', { tableId: id, isFeatured });
/** `setTableStatus(id, status)`: PATCH /update/table/status. */
export const setTableStatus: M['setTableStatus'] = (_parent, { id, status }, { rest }) => sendTable(rest, 'PATCH', '/update/table/status', { tableId: id, status: fromStatus(status) });
/** `deleteTable(id)`: soft delete. */
export const deleteTable: M['deleteTable'] = (_parent, { id }, { rest }) => softDelete(rest, 'DELETE', '/delete/table', { tableId: id });
/** `restoreTable(id)`: PATCH /restore/table. */
export const restoreTable: M['restoreTable'] = (_parent, { id }, { rest }) => sendTable(rest, 'PATCH', '/restore/table', { tableId: id });
