import { Command } from 'commander';
import { CONFIRM_DELETE } from '#domain/messages';
import { graphql } from '#gql';
import { z } from 'zod';
import { action } from '../../lib/action.ts';
import { CliError } from '../../lib/cli-error.ts';
import { signedInClient } from '../../lib/connection.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { parse } from '../../lib/parse.ts';
import { roleIdArgument } from './role-id.ts';
import { printJson, say } from '../../lib/output.ts';
import { canPrompt, confirm } from '../../lib/prompt.ts';

const DeleteRoleDocument = graphql(`
  mutation CliDeleteRole($id: ID!) {
    deleteRole(id: $id) {
      id
      message
    }
  }
`);

const argsSchema = z.object({ id: roleIdArgument, yes: z.boolean().default(false), json: z.boolean().default(false) });

/** `venue roles delete <id>`: asks first on a terminal; scripts must pass --yes. */
export const rolesDeleteCommand = new Command('delete')
  .description('delete a role (asks for confirmation unless --yes)')
  .argument('<id>', 'role id')
  .option('-y, --yes', 'delete without asking')
  .option('--json', 'print { id, message } as JSON')
  .action(
    action(async (id: string, raw: { yes?: boolean; json?: boolean }) => {
      const options = parse(argsSchema, { id, ...raw });
      if (!options.yes) {
        if (!canPrompt()) throw new CliError(ExitCode.USAGE, 'Refusing to delete without confirmation: pass --yes when not on a terminal.');
        if (!(await confirm(`${CONFIRM_DELETE.title}: ${CONFIRM_DELETE.text}`))) {
          say('Cancelled; nothing was deleted.');
          return ExitCode.OK;
        }
      }
      const { client } = await signedInClient();
      const { deleteRole } = await client.request(DeleteRoleDocument, { id: options.id });
      if (options.json) printJson(deleteRole);
      say(deleteRole.message);
      return ExitCode.OK;
    }),
  );
