import { rolesArea } from '#domain/areas/roles';
import type { AreaColumns } from '../../lib/area/AreaFields.ts';
import { listColumns } from '../../lib/table/listColumns.ts';
import type { rolesApi } from './api.ts';
import { PermissionTable } from './components/PermissionTable.tsx';

/** Roles' list columns and detail lines (§2.7): the name, and the permission table the spec makes special. */
export const roleColumns: AreaColumns<typeof rolesApi> = {
  columns: listColumns(rolesArea, {
    Date: { date: (row) => row.createdAt },
    Name: { cell: (row) => row.name },
  }),
  detail: [
    { label: 'Role Name', text: (role) => role.name },
    { label: 'Permissions', custom: (role) => <PermissionTable value={role.permissions} /> },
  ],
};
