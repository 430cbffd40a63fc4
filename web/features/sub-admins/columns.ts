import { subAdminsArea } from '#domain/areas/sub-admins';
import { NOT_AVAILABLE } from '#domain/messages';
import type { AreaColumns } from '../../lib/area/AreaFields.ts';
import { staffLines } from '../../lib/detail/staffLines.ts';
import { listColumns } from '../../lib/table/listColumns.ts';
import type { subAdminsApi } from './api.ts';

/** Sub-admins' list columns and detail lines (§2.14, §5). */
export const subAdminColumns: AreaColumns<typeof subAdminsApi> = {
  columns: listColumns(subAdminsArea, {
    Date: { date: (row) => row.createdAt },
    Name: { cell: (row) => row.name },
    Email: { cell: (row) => row.email },
    Role: { cell: (row) => row.role?.name ?? NOT_AVAILABLE },
  }),
  detail: [
    { label: 'Name', text: (sub) => sub.name },
    { label: 'Email', text: (sub) => sub.email },
    { label: 'Role', text: (sub) => sub.role?.name ?? NOT_AVAILABLE },
    ...staffLines(),
  ],
};
