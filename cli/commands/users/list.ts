import { Command } from 'commander';
import { listQuerySchema } from '#domain/schemas/list';
import { graphql } from '#gql';
import { z } from 'zod';
import { action } from '../../lib/action.ts';
import { signedInClient } from '../../lib/connection.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { printJson } from '../../lib/output.ts';
import { parse } from '../../lib/parse.ts';
import { printPage } from '../../lib/print-page.ts';
import { userColumns } from './user-fields.ts';

const UsersDocument = graphql(`
  query CliUsers($limit: Int, $offset: Int, $search: String) {
    users(limit: $limit, offset: $offset, search: $search) {
      count
      items {
        ...CliUserFields
      }
    }
  }
`);

const optionsSchema = listQuerySchema.extend({ json: z.boolean().default(false) });

/** `venue users list`: one page of users, newest first. */
export const usersListCommand = new Command('list')
  .description('list users, newest first')
  .option('--limit <n>', 'rows per page (1-100)', '10')
  .option('--offset <n>', 'rows to skip', '0')
  .option('--search <text>', 'only users whose name or email contains this text')
  .option('--json', 'print the page as JSON: { items, count }')
  .action(
    action(async (raw: unknown) => {
      const options = parse(optionsSchema, raw);
      const { client } = await signedInClient();
      const { users } = await client.request(UsersDocument, { limit: options.limit, offset: options.offset, search: options.search });
      if (options.json) printJson(users);
      else printPage(userColumns, users, options.offset);
      return ExitCode.OK;
    }),
  );
