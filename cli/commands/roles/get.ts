import { Command } from 'commander';
import { MODULE_LABELS, isModuleKey } from '#domain/modules';
import { graphql } from '#gql';
import { z } from 'zod';
import { action } from '../../lib/action.ts';
import { signedInClient } from '../../lib/connection.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { parse } from '../../lib/parse.ts';
import { roleIdArgument } from './role-id.ts';
import { printJson, printTable, type Column } from '../../lib/output.ts';
import { roleColumns, type CliRole } from './role-fields.ts';

const RoleDocument = graphql(`
  query CliRole($id: ID!) {
    role(id: $id) {
      ...CliRoleFields
    }
  }
`);

const argsSchema = z.object({ id: roleIdArgument, json: z.boolean().default(false) });

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
export const rolesGetCommand = new Command('get')
  .description('show one role and its permissions')
  .argument('<id>', 'role id')
  .option('--json', 'print the role as JSON')
  .action(
    action(async (id: string, raw: { json?: boolean }) => {
      const options = parse(argsSchema, { id, ...raw });
      const { client } = await signedInClient();
      const { role } = await client.request(RoleDocument, { id: options.id });
      if (options.json) {
        printJson(role);
        return ExitCode.OK;
      }
      printTable(roleColumns, [role]);
      process.stdout.write('\n');
      printTable(permissionColumns, role.permissions);
      return ExitCode.OK;
    }),
  );
