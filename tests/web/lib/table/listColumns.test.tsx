import { expect, test } from 'vitest';
import { eventsArea } from '#domain/areas/events';
import { hostsArea } from '#domain/areas/hosts';
import { intellectualPropertiesArea } from '#domain/areas/intellectual-properties';
import { rolesArea } from '#domain/areas/roles';
import { sectionsArea } from '#domain/areas/sections';
import { servicesArea } from '#domain/areas/services';
import { subAdminsArea } from '#domain/areas/sub-admins';
import { usersArea } from '#domain/areas/users';
import { weekAnthemsArea } from '#domain/areas/week-anthems';
import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import type { Column } from '../../../../web/components/DataTable.tsx';
import { eventColumns } from '../../../../web/features/events/columns.tsx';
import { hostColumns } from '../../../../web/features/hosts/columns.ts';
import { ipColumns } from '../../../../web/features/intellectual-properties/columns.ts';
import { roleColumns } from '../../../../web/features/roles/columns.tsx';
import { sectionColumns } from '../../../../web/features/sections/columns.ts';
import { serviceColumns } from '../../../../web/features/services/columns.tsx';
import { subAdminColumns } from '../../../../web/features/sub-admins/columns.ts';
import { userColumns } from '../../../../web/features/users/columns.ts';
import { weekAnthemColumns } from '../../../../web/features/week-anthems/columns.tsx';
import { listColumns } from '../../../../web/lib/table/listColumns.ts';

const derived: [AreaDeclaration, { columns: readonly Column<never>[] }][] = [
  [eventsArea, eventColumns],
  [hostsArea, hostColumns],
  [intellectualPropertiesArea, ipColumns],
  [rolesArea, roleColumns],
  [sectionsArea, sectionColumns],
  [servicesArea, serviceColumns],
  [subAdminsArea, subAdminColumns],
  [usersArea, userColumns],
  [weekAnthemsArea, weekAnthemColumns],
];

test.each(derived.map(([area, fields]) => [area.key, area, fields] as const))('%s: the derived list shows the declared columns, the CSV’s, in order', (_key, area, fields) => {
  // The list block adds the Status or Blocked switch after the area's own columns.
  const switched = area.operations.includes('status') ? ['Status'] : area.toggles?.blocked ? ['Blocked'] : [];
  expect([...fields.columns.map((column) => column.header), ...switched]).toEqual(area.columns);
});

test('columns are headed by their titles and put in the declared order, whatever order they are given in; a title left out is not shown', () => {
  const area = { columns: ['Date', 'Name', 'Status'] } as const;
  const columns = listColumns<typeof area, { id: string; name: string }>(area, { Name: { cell: (row) => row.name }, Date: { date: () => '2027-03-01' } });
  expect(columns.map((column) => column.header)).toEqual(['Date', 'Name']);
  expect('date' in columns[0]! && columns[0].date({ id: '1', name: 'a' })).toBe('2027-03-01');
});
