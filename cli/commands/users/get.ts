import { Command } from 'commander';
import { graphql } from '#gql';
import { z } from 'zod';
import { action } from '../../lib/action.ts';
import { signedInClient } from '../../lib/connection.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { printJson, printTable } from '../../lib/output.ts';
import { parse } from '../../lib/parse.ts';
import { userColumns, userIdArgument } from './user-fields.ts';

const UserDocument = graphql(`
  query CliUser($id: ID!) {
    user(id: $id) {
      ...CliUserFields
    }
  }
`);

const argsSchema = z.object({ id: userIdArgument, json: z.boolean().default(false) });

/** `venue users get <id>`: one user. */
export const usersGetCommand = new Command('get')
  .description('show one user')
  .argument('<id>', 'user id')
  .option('--json', 'print the user as JSON')
  .action(
    action(async (id: string, raw: { json?: boolean }) => {
      const options = parse(argsSchema, { id, ...raw });
      const { client } = await signedInClient();
      const { user } = await client.request(UserDocument, { id: options.id });
      if (options.json) printJson(user);
      else printTable(userColumns, [user]);
      return ExitCode.OK;
    }),
  );
