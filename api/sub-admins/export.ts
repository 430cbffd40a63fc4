import { subAdminsArea } from '#domain/areas/sub-admins';
import { NOT_AVAILABLE } from '#domain/messages';
import { areaExport, createdCell } from '../export/area-export.ts';
import { areaListQuery } from '../lib/area-routes.ts';
import { subAdminChunks } from './repository.ts';

/** Sub-admins as CSV: the list's Date, Name, Email, Role and Blocked. */
export const subAdminsExport = areaExport({
  area: subAdminsArea,
  query: areaListQuery(subAdminsArea),
  chunks: subAdminChunks,
  columns: {
    Date: createdCell,
    Name: (row) => row.name,
    Email: (row) => row.email,
    Role: (row) => row.roleId?.name ?? NOT_AVAILABLE,
    Blocked: (row) => (row.isBlocked ? 'Yes' : 'No'),
  },
});
