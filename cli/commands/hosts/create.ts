import { Command } from 'commander';
import { graphql } from '#gql';
import { z } from 'zod';
import { action } from '../../lib/action.ts';
import { examplesText } from '../../lib/examples.ts';
import { signedInClient } from '../../lib/connection.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { printJson, printTable, say } from '../../lib/output.ts';
import { parse } from '../../lib/parse.ts';
import { passwordOf } from '../../lib/password.ts';
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
  passwordStdin: z.boolean().default(false),
  json: z.boolean().default(false),
});

/** `venue hosts create`: adds a host; the password from --password-stdin, else --password, else asked without echo. */
export const hostsCreateCommand = new Command('create')
  .description('add a host (asks for the password on a terminal; --password-stdin in scripts)')
  .option('--first-name <name>', 'first name')
  .option('--last-name <name>', 'last name')
  .option('--email <email>', 'email address (unique among hosts)')
  .option('--password-stdin', 'read the password (at least 8 characters) from the first line of stdin')
  .option('--password <password>', 'password, at least 8 characters (visible in `ps`: prefer --password-stdin or the prompt)')
  .option('--json', 'print the new host as JSON')
  .addHelpText(
    'after',
    examplesText([
      'venue hosts create --first-name Ali --last-name Haddad --email ali@venue.example          # asks for the password',
      'printf \'%s\\n\' "$PASS" | venue hosts create --first-name Ali --last-name Haddad --email ali@venue.example --password-stdin',
    ]),
  )
  .action(
    action(async (raw: unknown) => {
      const { password, passwordStdin, json, ...fields } = parse(optionsSchema, raw);
      const secret = await passwordOf({ stdin: passwordStdin, flag: password, prompt: 'Password: ', ways: '--password-stdin or --password' });
      const { client } = await signedInClient();
      const { createHost } = await client.request(CreateHostDocument, { input: { ...fields, password: secret } });
      if (json) printJson(createHost.host);
      else printTable(hostColumns, [createHost.host]);
      say(createHost.message);
      return ExitCode.OK;
    }),
  );
