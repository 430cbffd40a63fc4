import { rolesArea } from '#domain/areas/roles';
import { areaExport, createdCell, statusCell } from '../export/area-export.ts';
import { areaListQuery } from '../lib/area-routes.ts';
import { roleChunks } from './repository.ts';

/** Roles as CSV: the list's Date, Name and Status. */
export const rolesExport = areaExport({
  area: rolesArea,
  query: areaListQuery(rolesArea),
  chunks: roleChunks,
  columns: {
    Date: createdCell,
    Name: (row) => row.name,
    Status: statusCell,
  },
});
