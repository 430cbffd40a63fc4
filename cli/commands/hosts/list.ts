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
import { hostColumns } from './host-fields.ts';

const HostsDocument = graphql(`
  query CliHosts($limit: Int, $offset: Int, $search: String) {
    hosts(limit: $limit, offset: $offset, search: $search) {
      count
      items {
        ...CliHostFields
      }
    }
  }
`);

const optionsSchema = listQuerySchema.extend({ json: z.boolean().default(false) });

/** `venue hosts list`: one page of hosts, newest first. */
export const hostsListCommand = new Command('list')
  .description('list hosts, newest first')
  .option('--limit <n>', 'rows per page (1-100)', '10')
  .option('--offset <n>', 'rows to skip', '0')
  .option('--search <text>', 'only hosts whose name or email contains this text')
  .option('--json', 'print the page as JSON: { items, count }')
  .action(
    action(async (raw: unknown) => {
      const options = parse(optionsSchema, raw);
      const { client } = await signedInClient();
      const { hosts } = await client.request(HostsDocument, { limit: options.limit, offset: options.offset, search: options.search });
      if (options.json) printJson(hosts);
      else printPage(hostColumns, hosts, options.offset);
      return ExitCode.OK;
    }),
  );
