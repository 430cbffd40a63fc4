import { Command } from 'commander';
import { rowNumber } from '#domain/format';
import { DATA_NOT_FOUND } from '#domain/messages';
import { listQuerySchema } from '#domain/schemas/list';
import { graphql } from '#gql';
import { z } from 'zod';
import { action } from '../../lib/action.ts';
import { signedInClient } from '../../lib/connection.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { parse } from '../../lib/parse.ts';
import { printJson, printTable, say } from '../../lib/output.ts';
import { roleColumns } from './role-fields.ts';

const RolesDocument = graphql(`
  query CliRoles($limit: Int, $offset: Int, $search: String) {
    roles(limit: $limit, offset: $offset, search: $search) {
      count
      items {
        ...CliRoleFields
      }
    }
  }
`);

const optionsSchema = listQuerySchema.extend({ json: z.boolean().default(false) });

/** `venue roles list`: one page of roles, newest first. */
export const rolesListCommand = new Command('list')
  .description('list roles, newest first')
  .option('--limit <n>', 'rows per page (1-100)', '10')
  .option('--offset <n>', 'rows to skip', '0')
  .option('--search <text>', 'only roles whose name contains this text')
  .option('--json', 'print the page as JSON: { items, count }')
  .action(
    action(async (raw: unknown) => {
      const options = parse(optionsSchema, raw);
      const { client } = await signedInClient();
      const { roles } = await client.request(RolesDocument, { limit: options.limit, offset: options.offset, search: options.search });
      if (options.json) {
        printJson(roles);
        return ExitCode.OK;
      }
      if (roles.items.length === 0) {
        say(DATA_NOT_FOUND);
        return ExitCode.OK;
      }
      const numbered = roles.items.map((role, index) => ({ ...role, index }));
      printTable([{ header: '#', value: (r) => String(rowNumber(r.index, options.offset)) }, ...roleColumns], numbered);
      say(`${rowNumber(0, options.offset)}-${rowNumber(roles.items.length - 1, options.offset)} of ${roles.count}`);
      return ExitCode.OK;
    }),
  );
