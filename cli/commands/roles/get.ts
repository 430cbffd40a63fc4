import { MODULE_LABELS, isModuleKey } from '#domain/modules';
import { graphql } from '#gql';
import { getCommand } from '../../lib/get-command.ts';
import { printTable, type Column } from '../../lib/output.ts';
import { roleColumns, type CliRole } from './role-fields.ts';

const RoleDocument = graphql(`
  query CliRole($id: ID!) {
    role(id: $id) {
      ...CliRoleFields
    }
  }
`);

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

/** `venue roles get <id>`: one role and its permission matrix. */
export const rolesGetCommand = getCommand({
  description: 'show one role and its permissions',
  noun: 'role',
  document: RoleDocument,
  record: (data) => data.role,
  print: (role) => {
    printTable(roleColumns, [role]);
    process.stdout.write('\n');
    printTable(permissionColumns, role.permissions);
  },
});
