import { Command } from 'commander';
import { graphql } from '#gql';
import { z } from 'zod';
import { action } from '../../lib/action.ts';
import { signedInClient } from '../../lib/connection.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { parse } from '../../lib/parse.ts';
import { roleIdArgument } from './role-id.ts';
import { printJson, say } from '../../lib/output.ts';

const SetRoleStatusDocument = graphql(`
  mutation CliSetRoleStatus($id: ID!, $status: Status!) {
    setRoleStatus(id: $id, status: $status) {
      message
      role {
        ...CliRoleFields
      }
    }
  }
`);

const argsSchema = z.object({
  id: roleIdArgument,
  status: z.enum(['active', 'inactive'], { error: 'Status must be "active" or "inactive"' }).transform((s) => (s === 'active' ? 'ACTIVE' : 'INACTIVE')),
  json: z.boolean().default(false),
});

/** `venue roles set-status <id> <active|inactive>`. */
export const rolesSetStatusCommand = new Command('set-status')
  .description('activate or deactivate a role')
  .argument('<id>', 'role id')
  .argument('<status>', 'active or inactive')
  .option('--json', 'print the updated role as JSON')
  .action(
    action(async (id: string, status: string, raw: { json?: boolean }) => {
      const options = parse(argsSchema, { id, status, ...raw });
      const { client } = await signedInClient();
      const { setRoleStatus } = await client.request(SetRoleStatusDocument, { id: options.id, status: options.status });
      if (options.json) printJson(setRoleStatus.role);
      say(setRoleStatus.message);
      return ExitCode.OK;
    }),
  );
