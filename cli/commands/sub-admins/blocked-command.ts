import { Command } from 'commander';
import { graphql } from '#gql';
import { z } from 'zod';
import { action } from '../../lib/action.ts';
import { signedInClient } from '../../lib/connection.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { parse } from '../../lib/parse.ts';
import { printJson, say } from '../../lib/output.ts';

const SetSubAdminBlockedDocument = graphql(`
  mutation CliSetSubAdminBlocked($id: ID!, $blocked: Boolean!) {
    setSubAdminBlocked(id: $id, blocked: $blocked) {
      message
      subAdmin {
        ...CliSubAdminFields
      }
    }
  }
`);

const argsSchema = z.object({ id: z.string().trim().min(1, 'A sub-admin id is required'), json: z.boolean().default(false) });

/** `venue sub-admins block|unblock <id>`: the two differ only in the value sent. */
export function blockedCommand(name: 'block' | 'unblock', blocked: boolean): Command {
  return new Command(name)
    .description(blocked ? 'block a sub-admin: signed out at once, cannot sign in' : 'unblock a sub-admin')
    .argument('<id>', 'sub-admin id')
    .option('--json', 'print the sub-admin as JSON')
    .action(
      action(async (id: string, raw: { json?: boolean }) => {
        const options = parse(argsSchema, { id, ...raw });
        const { client } = await signedInClient();
        const { setSubAdminBlocked } = await client.request(SetSubAdminBlockedDocument, { id: options.id, blocked });
        if (options.json) printJson(setSubAdminBlocked.subAdmin);
        say(setSubAdminBlocked.message);
        return ExitCode.OK;
      }),
    );
}
