import { subAdminsArea } from '#domain/areas/sub-admins';
import { NOT_AVAILABLE } from '#domain/messages';
import { areaExport, createdColumn } from '../export/area-export.ts';
import { areaListQuery } from '../lib/area-routes.ts';
import { subAdminChunks } from './repository.ts';

/** Sub-admins as CSV: the list's Date, Name, Email, Role and Blocked. */
export const subAdminsExport = areaExport({
  area: subAdminsArea,
  query: areaListQuery(subAdminsArea),
  chunks: subAdminChunks,
  columns: [
    createdColumn(),
    { title: 'Name', cell: (row) => row.name },
    { title: 'Email', cell: (row) => row.email },
    { title: 'Role', cell: (row) => row.roleId?.name ?? NOT_AVAILABLE },
    { title: 'Blocked', cell: (row) => (row.isBlocked ? 'Yes' : 'No') },
  ],
});
