import { Command } from 'commander';
import { graphql } from '#gql';
import { z } from 'zod';
import { action } from '../../lib/action.ts';
import { CliError } from '../../lib/cli-error.ts';
import { signedInClient } from '../../lib/connection.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { printJson, printTable, say } from '../../lib/output.ts';
import { parse } from '../../lib/parse.ts';
import { askHidden, canPrompt } from '../../lib/prompt.ts';
import { hostColumns } from './host-fields.ts';

const CreateHostDocument = graphql(`
  mutation CliCreateHost($input: CreateHostInput!) {
    createHost(input: $input) {
      message
      host {
        ...CliHostFields
      }
    }
  }
`);

// Only the presence of each flag is checked here; the API applies §5 with the spec's messages.
const optionsSchema = z.object({
  firstName: z.string({ error: '--first-name is required' }),
  lastName: z.string({ error: '--last-name is required' }),
  email: z.string({ error: '--email is required' }),
  password: z.string().optional(),
  json: z.boolean().default(false),
});

async function passwordOf(given: string | undefined): Promise<string> {
  if (given !== undefined) return given;
  if (!canPrompt()) throw new CliError(ExitCode.USAGE, '--password is required when not on a terminal');
  const password = await askHidden('Password: ');
  process.stderr.write('\n');
  return password;
}

/** `venue hosts create`: adds a host; the password is asked without echo unless --password is given. */
export const hostsCreateCommand = new Command('create')
  .description('add a host (asks for the password on a terminal)')
  .option('--first-name <name>', 'first name')
  .option('--last-name <name>', 'last name')
  .option('--email <email>', 'email address (unique among hosts)')
  .option('--password <password>', 'password, at least 8 characters (prefer the prompt: flags show in `ps`)')
  .option('--json', 'print the new host as JSON')
  .action(
    action(async (raw: unknown) => {
      const { password, json, ...fields } = parse(optionsSchema, raw);
      const { client } = await signedInClient();
      const { createHost } = await client.request(CreateHostDocument, { input: { ...fields, password: await passwordOf(password) } });
      if (json) printJson(createHost.host);
      else printTable(hostColumns, [createHost.host]);
      say(createHost.message);
      return ExitCode.OK;
    }),
  );
