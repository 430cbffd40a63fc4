import { usersArea } from '#domain/areas/users';
import { areaExport, createdColumn, dateCell } from '../export/area-export.ts';
import { areaListQuery } from '../lib/area-routes.ts';
import { userChunks } from './repository.ts';

/** Users as CSV: the list's Date, Name, Dob, Email and Mobile No. */
export const usersExport = areaExport({
  area: usersArea,
  query: areaListQuery(usersArea),
  chunks: userChunks,
  columns: [
    createdColumn(),
    { title: 'Name', cell: (row) => `${row.firstName} ${row.lastName}` },
    { title: 'Dob', cell: (row, context) => dateCell(row.dob, context) },
    { title: 'Email', cell: (row) => row.email },
    { title: 'Mobile No.', cell: (row) => `${row.mobileCode} ${row.mobileNo}` },
  ],
});
