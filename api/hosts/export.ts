import { hostsArea } from '#domain/areas/hosts';
import { areaExport, createdCell } from '../export/area-export.ts';
import { areaListQuery } from '../lib/area-routes.ts';
import { hostChunks } from './repository.ts';

/** Hosts as CSV: the list's Date, Name, Email and Blocked. */
export const hostsExport = areaExport({
  area: hostsArea,
  query: areaListQuery(hostsArea),
  chunks: hostChunks,
  columns: {
    Date: createdCell,
    Name: (row) => `${row.firstName} ${row.lastName}`,
    Email: (row) => row.email,
    Blocked: (row) => (row.isBlocked ? 'Yes' : 'No'),
  },
});
