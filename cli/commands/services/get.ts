import { Command } from 'commander';
import { graphql } from '#gql';
import { z } from 'zod';
import { action } from '../../lib/action.ts';
import { signedInClient } from '../../lib/connection.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { printJson, printTable } from '../../lib/output.ts';
import { parse } from '../../lib/parse.ts';
import { serviceColumns } from './service-fields.ts';
import { serviceIdArgument } from './service-id.ts';

const ServiceDocument = graphql(`
  query CliService($id: ID!) {
    service(id: $id) {
      ...CliServiceFields
    }
  }
`);

const argsSchema = z.object({ id: serviceIdArgument, json: z.boolean().default(false) });

/** `venue services get <id>`: one service and its description. */
export const servicesGetCommand = new Command('get')
  .description('show one service')
  .argument('<id>', 'service id')
  .option('--json', 'print the service as JSON')
  .action(
    action(async (id: string, raw: { json?: boolean }) => {
      const options = parse(argsSchema, { id, ...raw });
      const { client } = await signedInClient();
      const { service } = await client.request(ServiceDocument, { id: options.id });
      if (options.json) {
        printJson(service);
        return ExitCode.OK;
      }
      printTable([...serviceColumns, { header: 'Description', value: (s) => s.description }], [service]);
      return ExitCode.OK;
    }),
  );
