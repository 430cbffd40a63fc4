import { Command } from 'commander';
import { graphql } from '#gql';
import { z } from 'zod';
import { action } from '../../lib/action.ts';
import { signedInClient } from '../../lib/connection.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { idArgument } from '../../lib/id-argument.ts';
import { parse } from '../../lib/parse.ts';
import { printReply } from '../../lib/reply.ts';

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

const argsSchema = z.object({ id: idArgument('user'), json: z.boolean().default(false) });

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
      printReply({ message: restoreUser.message, record: restoreUser.user }, options.json);
      return ExitCode.OK;
    }),
  );
