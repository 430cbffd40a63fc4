import { Command } from 'commander';
import { graphql } from '#gql';
import { z } from 'zod';
import { action } from '../../lib/action.ts';
import { confirmDelete } from '../../lib/confirm-delete.ts';
import { signedInClient } from '../../lib/connection.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { printJson, say } from '../../lib/output.ts';
import { parse } from '../../lib/parse.ts';
import { serviceIdArgument } from './service-id.ts';

const DeleteServiceDocument = graphql(`
  mutation CliDeleteService($id: ID!) {
    deleteService(id: $id) {
      id
      message
    }
  }
`);

const argsSchema = z.object({ id: serviceIdArgument, yes: z.boolean().default(false), json: z.boolean().default(false) });

/** `venue services delete <id>`: asks first on a terminal; scripts must pass --yes. */
export const servicesDeleteCommand = new Command('delete')
  .description('delete a service (asks for confirmation unless --yes)')
  .argument('<id>', 'service id')
  .option('-y, --yes', 'delete without asking')
  .option('--json', 'print { id, message } as JSON')
  .action(
    action(async (id: string, raw: { yes?: boolean; json?: boolean }) => {
      const options = parse(argsSchema, { id, ...raw });
      if (!(await confirmDelete(options.yes))) {
        say('Cancelled; nothing was deleted.');
        return ExitCode.OK;
      }
      const { client } = await signedInClient();
      const { deleteService } = await client.request(DeleteServiceDocument, { id: options.id });
      if (options.json) printJson(deleteService);
      say(deleteService.message);
      return ExitCode.OK;
    }),
  );
