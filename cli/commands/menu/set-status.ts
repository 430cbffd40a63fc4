import { Command } from 'commander';
import { graphql } from '#gql';
import { z } from 'zod';
import { action } from '../../lib/action.ts';
import { signedInClient } from '../../lib/connection.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { printJson, say } from '../../lib/output.ts';
import { parse } from '../../lib/parse.ts';

const SetMenuStatusDocument = graphql(`
  mutation CliSetMenuStatus($id: ID!, $status: Status!) {
    setMenuStatus(id: $id, status: $status) {
      message
      menu {
        ...CliMenuFields
      }
    }
  }
`);

const argsSchema = z.object({
  id: z.string().trim().min(1, 'A menu id is required'),
  status: z.enum(['active', 'inactive'], { error: 'Status must be "active" or "inactive"' }).transform((s) => (s === 'active' ? 'ACTIVE' : 'INACTIVE')),
  json: z.boolean().default(false),
});

/** `venue menu set-status <id> <active|inactive>`. */
export const menuSetStatusCommand = new Command('set-status')
  .description('show or hide a menu slot')
  .argument('<id>', 'menu id')
  .argument('<status>', 'active or inactive')
  .option('--json', 'print the updated slot as JSON')
  .action(
    action(async (id: string, status: string, raw: { json?: boolean }) => {
      const options = parse(argsSchema, { id, status, ...raw });
      const { client } = await signedInClient();
      const { setMenuStatus } = await client.request(SetMenuStatusDocument, { id: options.id, status: options.status });
      if (options.json) printJson(setMenuStatus.menu);
      say(setMenuStatus.message);
      return ExitCode.OK;
    }),
  );
