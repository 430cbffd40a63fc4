import { usersArea } from '#domain/areas/users';
import { areaExport, createdCell, dateCell } from '../export/area-export.ts';
import { areaListQuery } from '../lib/area-routes.ts';
import { userChunks } from './repository.ts';

/** Users as CSV: the list's Date, Name, Dob, Email and Mobile No. */
export const usersExport = areaExport({
  area: usersArea,
  query: areaListQuery(usersArea),
  chunks: userChunks,
  columns: {
    Date: createdCell,
    Name: (row) => `${row.firstName} ${row.lastName}`,
    Dob: (row, context) => dateCell(row.dob, context),
    Email: (row) => row.email,
    'Mobile No.': (row) => `${row.mobileCode} ${row.mobileNo}`,
  },
});
