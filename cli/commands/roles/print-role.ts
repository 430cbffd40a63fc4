import { MODULE_LABELS, isModuleKey } from '#domain/modules';
import { printTable, type Column } from '../../lib/output.ts';
import { roleColumns, type CliRole } from './role-fields.ts';

type PermissionRow = CliRole['permissions'][number];
const mark = (on: boolean) => (on ? '✓' : '✗');
const permissionColumns: Column<PermissionRow>[] = [
  { header: 'Name', value: (p) => (isModuleKey(p.module) ? MODULE_LABELS[p.module] : p.module) },
  { header: 'All', value: (p) => mark(p.all) },
  { header: 'Add', value: (p) => mark(p.add) },
  { header: 'View', value: (p) => mark(p.view) },
  { header: 'Edit', value: (p) => mark(p.edit) },
  { header: 'Delete', value: (p) => mark(p.del) },
];

/** `venue roles get`: the role's row, then its permission matrix. */
export function printRole(role: CliRole): void {
  printTable(roleColumns, [role]);
  process.stdout.write('\n');
  printTable(permissionColumns, role.permissions);
}
