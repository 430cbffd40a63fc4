import { usersArea } from '#domain/areas/users';
import { formatVenueDate } from '../../lib/venueCalendar.ts';
import type { AreaColumns } from '../../lib/area/AreaFields.ts';
import { listColumns } from '../../lib/table/listColumns.ts';
import type { usersApi } from './api.ts';

/** Users' list columns and detail lines (§2.6, §5). */
export const userColumns: AreaColumns<typeof usersApi> = {
  columns: listColumns(usersArea, {
    Date: { date: (row) => row.createdAt },
    Name: { cell: (row) => row.name },
    Dob: { date: (row) => row.dob },
    Email: { cell: (row) => row.email },
    'Mobile No.': { cell: (row) => `${row.mobileCode} ${row.mobileNo}` },
  }),
  detail: [
    { label: 'First Name', text: (user) => user.firstName },
    { label: 'Last Name', text: (user) => user.lastName },
    { label: 'Email', text: (user) => user.email },
    { label: 'Mobile', text: (user) => `${user.mobileCode} ${user.mobileNo}` },
    { label: 'DOB', text: (user) => formatVenueDate(user.dob) },
  ],
};
