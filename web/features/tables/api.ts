import type { TableForm } from '#domain/schemas/table';
import type { ListQuery } from '../../lib/area/AreaApi.ts';
import { createTable, updateTable } from './api/saveTable.ts';
import { deleteTable, getTable, listTables, restoreTable, setTableFeatured, setTableStatus } from './api/tables.ts';

/**
 * The tables' calls (§2.13), one per declared operation and toggle; each change toasts its reply.
 * The list is as on today (the list screen asks for its own date); tables have no deleted view.
 */
export const tablesApi = {
  list: ({ limit, offset, search, deleted, status }: ListQuery) => listTables({ limit, offset, search, deleted, status }),
  get: getTable,
  create: (form: TableForm) => createTable(form),
  update: updateTable,
  setStatus: setTableStatus,
  /** Says whether the server accepted the change (the row changes only then, §4). */
  setFeatured: setTableFeatured,
  remove: deleteTable,
  restore: restoreTable,
};
