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
import { subAdminColumns } from './sub-admin-fields.ts';

const SubAdminsDocument = graphql(`
  query CliSubAdmins($limit: Int, $offset: Int, $search: String) {
    subAdmins(limit: $limit, offset: $offset, search: $search) {
      count
      items {
        ...CliSubAdminFields
      }
    }
  }
`);

const optionsSchema = listQuerySchema.extend({ json: z.boolean().default(false) });

/** `venue sub-admins list`: one page of sub-admins, newest first. */
export const subAdminsListCommand = new Command('list')
  .description('list sub-admins, newest first')
  .option('--limit <n>', 'rows per page (1-100)', '10')
  .option('--offset <n>', 'rows to skip', '0')
  .option('--search <text>', 'only sub-admins whose name or email contains this text')
  .option('--json', 'print the page as JSON: { items, count }')
  .action(
    action(async (raw: unknown) => {
      const options = parse(optionsSchema, raw);
      const { client } = await signedInClient();
      const { subAdmins } = await client.request(SubAdminsDocument, { limit: options.limit, offset: options.offset, search: options.search });
      if (options.json) {
        printJson(subAdmins);
        return ExitCode.OK;
      }
      if (subAdmins.items.length === 0) {
        say(DATA_NOT_FOUND);
        return ExitCode.OK;
      }
      const numbered = subAdmins.items.map((s, index) => ({ ...s, index }));
      printTable([{ header: '#', value: (r) => String(rowNumber(r.index, options.offset)) }, ...subAdminColumns], numbered);
      say(`${rowNumber(0, options.offset)}-${rowNumber(subAdmins.items.length - 1, options.offset)} of ${subAdmins.count}`);
      return ExitCode.OK;
    }),
  );
