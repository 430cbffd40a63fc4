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
import { serviceColumns } from './service-fields.ts';

const ServicesDocument = graphql(`
  query CliServices($limit: Int, $offset: Int, $search: String) {
    services(limit: $limit, offset: $offset, search: $search) {
      count
      items {
        ...CliServiceFields
      }
    }
  }
`);

const optionsSchema = listQuerySchema.extend({ json: z.boolean().default(false) });

/** `venue services list`: one page of services, newest first. */
export const servicesListCommand = new Command('list')
  .description('list services, newest first')
  .option('--limit <n>', 'rows per page (1-100)', '10')
  .option('--offset <n>', 'rows to skip', '0')
  .option('--search <text>', 'only services whose title contains this text')
  .option('--json', 'print the page as JSON: { items, count }')
  .action(
    action(async (raw: unknown) => {
      const options = parse(optionsSchema, raw);
      const { client } = await signedInClient();
      const { services } = await client.request(ServicesDocument, { limit: options.limit, offset: options.offset, search: options.search });
      if (options.json) printJson(services);
      else printPage(serviceColumns, services, options.offset);
      return ExitCode.OK;
    }),
  );
