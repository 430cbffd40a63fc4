import { hostsArea } from '#domain/areas/hosts';
import { areaExport, createdColumn } from '../export/area-export.ts';
import { areaListQuery } from '../lib/area-routes.ts';
import { hostChunks } from './repository.ts';

/** Hosts as CSV: the list's Date, Name, Email and Blocked. */
export const hostsExport = areaExport({
  area: hostsArea,
  query: areaListQuery(hostsArea),
  chunks: hostChunks,
  columns: [
    createdColumn(),
    { title: 'Name', cell: (row) => `${row.firstName} ${row.lastName}` },
    { title: 'Email', cell: (row) => row.email },
    { title: 'Blocked', cell: (row) => (row.isBlocked ? 'Yes' : 'No') },
  ],
});
