import { Command } from 'commander';
import { graphql } from '#gql';
import { z } from 'zod';
import { action } from '../../lib/action.ts';
import { signedInClient } from '../../lib/connection.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { printJson, say } from '../../lib/output.ts';
import { parse } from '../../lib/parse.ts';

const SetHostBlockedDocument = graphql(`
  mutation CliSetHostBlocked($id: ID!, $blocked: Boolean!) {
    setHostBlocked(id: $id, blocked: $blocked) {
      message
      host {
        ...CliHostFields
      }
    }
  }
`);

const argsSchema = z.object({ id: z.string().trim().min(1, 'A host id is required'), json: z.boolean().default(false) });

/** `venue hosts block <id>` and `venue hosts unblock <id>`. */
export const setBlockedCommand = (blocked: boolean) =>
  new Command(blocked ? 'block' : 'unblock')
    .description(blocked ? 'block a host' : 'unblock a host')
    .argument('<id>', 'host id')
    .option('--json', 'print the host as JSON')
    .action(
      action(async (id: string, raw: { json?: boolean }) => {
        const options = parse(argsSchema, { id, ...raw });
        const { client } = await signedInClient();
        const { setHostBlocked } = await client.request(SetHostBlockedDocument, { id: options.id, blocked });
        if (options.json) printJson(setHostBlocked.host);
        say(setHostBlocked.message);
        return ExitCode.OK;
      }),
    );
