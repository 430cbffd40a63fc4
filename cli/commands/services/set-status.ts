import { Command } from 'commander';
import { graphql } from '#gql';
import { z } from 'zod';
import { action } from '../../lib/action.ts';
import { signedInClient } from '../../lib/connection.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { printJson, say } from '../../lib/output.ts';
import { parse } from '../../lib/parse.ts';
import { statusArgument } from '../../lib/status-argument.ts';
import { serviceIdArgument } from './service-id.ts';

const SetServiceStatusDocument = graphql(`
  mutation CliSetServiceStatus($id: ID!, $status: Status!) {
    setServiceStatus(id: $id, status: $status) {
      message
      service {
        ...CliServiceFields
      }
    }
  }
`);

const argsSchema = z.object({ id: serviceIdArgument, status: statusArgument, json: z.boolean().default(false) });

/** `venue services set-status <id> <active|inactive>`. */
export const servicesSetStatusCommand = new Command('set-status')
  .description('activate or deactivate a service')
  .argument('<id>', 'service id')
  .argument('<status>', 'active or inactive')
  .option('--json', 'print the updated service as JSON')
  .action(
    action(async (id: string, status: string, raw: { json?: boolean }) => {
      const options = parse(argsSchema, { id, status, ...raw });
      const { client } = await signedInClient();
      const { setServiceStatus } = await client.request(SetServiceStatusDocument, { id: options.id, status: options.status });
      if (options.json) printJson(setServiceStatus.service);
      say(setServiceStatus.message);
      return ExitCode.OK;
    }),
  );
