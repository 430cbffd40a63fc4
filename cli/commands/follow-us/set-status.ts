import { Command } from 'commander';
import { graphql } from '#gql';
import { z } from 'zod';
import { action } from '../../lib/action.ts';
import { signedInClient } from '../../lib/connection.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { printJson, say } from '../../lib/output.ts';
import { parse } from '../../lib/parse.ts';

const SetFollowStatusDocument = graphql(`
  mutation CliSetFollowStatus($id: ID!, $status: Status!) {
    setFollowStatus(id: $id, status: $status) {
      message
      follow {
        ...CliFollowFields
      }
    }
  }
`);

const argsSchema = z.object({
  id: z.string().trim().min(1, 'A follow-us id is required'),
  status: z.enum(['active', 'inactive'], { error: 'Status must be "active" or "inactive"' }).transform((s) => (s === 'active' ? 'ACTIVE' : 'INACTIVE')),
  json: z.boolean().default(false),
});

/** `venue follow-us set-status <id> <active|inactive>`. */
export const followUsSetStatusCommand = new Command('set-status')
  .description('show or hide a Follow Us picture')
  .argument('<id>', 'follow-us id')
  .argument('<status>', 'active or inactive')
  .option('--json', 'print the updated slot as JSON')
  .action(
    action(async (id: string, status: string, raw: { json?: boolean }) => {
      const options = parse(argsSchema, { id, status, ...raw });
      const { client } = await signedInClient();
      const { setFollowStatus } = await client.request(SetFollowStatusDocument, { id: options.id, status: options.status });
      if (options.json) printJson(setFollowStatus.follow);
      say(setFollowStatus.message);
      return ExitCode.OK;
    }),
  );
