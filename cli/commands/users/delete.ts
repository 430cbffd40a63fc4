import { Command } from 'commander';
import { graphql } from '#gql';
import { z } from 'zod';
import { action } from '../../lib/action.ts';
import { confirmDelete } from '../../lib/confirm-delete.ts';
import { signedInClient } from '../../lib/connection.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { printJson, say } from '../../lib/output.ts';
import { parse } from '../../lib/parse.ts';
import { userIdArgument } from './user-fields.ts';

const DeleteUserDocument = graphql(`
  mutation CliDeleteUser($id: ID!) {
    deleteUser(id: $id) {
      id
      message
    }
  }
`);

const argsSchema = z.object({ id: userIdArgument, yes: z.boolean().default(false), json: z.boolean().default(false) });

/** `venue users delete <id>`: asks first on a terminal; scripts must pass --yes. */
export const usersDeleteCommand = new Command('delete')
  .description('delete a user (asks for confirmation unless --yes; `users restore` undoes it)')
  .argument('<id>', 'user id')
  .option('-y, --yes', 'delete without asking')
  .option('--json', 'print { id, message } as JSON')
  .action(
    action(async (id: string, raw: { yes?: boolean; json?: boolean }) => {
      const options = parse(argsSchema, { id, ...raw });
      if (!(await confirmDelete(options.yes))) return ExitCode.OK;
      const { client } = await signedInClient();
      const { deleteUser } = await client.request(DeleteUserDocument, { id: options.id });
      if (options.json) printJson(deleteUser);
      say(deleteUser.message);
      return ExitCode.OK;
    }),
  );
