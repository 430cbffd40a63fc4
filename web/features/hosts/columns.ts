import { hostsArea } from '#domain/areas/hosts';
import type { AreaColumns } from '../../lib/area/AreaFields.ts';
import { staffLines } from '../../lib/detail/staffLines.ts';
import { listColumns } from '../../lib/table/listColumns.ts';
import type { hostsApi } from './api.ts';

/** Hosts' list columns and detail lines (§2.14, §5). */
export const hostColumns: AreaColumns<typeof hostsApi> = {
  columns: listColumns(hostsArea, {
    Date: { date: (row) => row.createdAt },
    Name: { cell: (row) => row.name },
    Email: { cell: (row) => row.email },
  }),
  detail: [
    { label: 'First Name', text: (host) => host.firstName },
    { label: 'Last Name', text: (host) => host.lastName },
    { label: 'Email', text: (host) => host.email },
    ...staffLines(),
  ],
};
