import { rolesArea } from '#domain/areas/roles';
import { areaExport, createdColumn, statusColumn } from '../export/area-export.ts';
import { areaListQuery } from '../lib/area-routes.ts';
import { roleChunks } from './repository.ts';

/** Roles as CSV: the list's Date, Name and Status. */
export const rolesExport = areaExport({
  area: rolesArea,
  query: areaListQuery(rolesArea),
  chunks: roleChunks,
  columns: [createdColumn(), { title: 'Name', cell: (row) => row.name }, statusColumn()],
});
