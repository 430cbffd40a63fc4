import { Command } from 'commander';
import { graphql } from '#gql';
import { z } from 'zod';
import { action } from '../../lib/action.ts';
import { signedInClient } from '../../lib/connection.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { printJson, say } from '../../lib/output.ts';
import { parse } from '../../lib/parse.ts';
import { userIdArgument } from './user-fields.ts';

const RestoreUserDocument = graphql(`
  mutation CliRestoreUser($id: ID!) {
    restoreUser(id: $id) {
      message
      user {
        ...CliUserFields
      }
    }
  }
`);

const argsSchema = z.object({ id: userIdArgument, json: z.boolean().default(false) });

/** `venue users restore <id>`: brings back a deleted user. */
export const usersRestoreCommand = new Command('restore')
  .description('restore a deleted user')
  .argument('<id>', 'user id')
  .option('--json', 'print the restored user as JSON')
  .action(
    action(async (id: string, raw: { json?: boolean }) => {
      const options = parse(argsSchema, { id, ...raw });
      const { client } = await signedInClient();
      const { restoreUser } = await client.request(RestoreUserDocument, { id: options.id });
      if (options.json) printJson(restoreUser.user);
      say(restoreUser.message);
      return ExitCode.OK;
    }),
  );
