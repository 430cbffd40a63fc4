import { Command } from 'commander';
import { subAdminFormSchema } from '#domain/schemas/sub-admin';
import { graphql } from '#gql';
import { z } from 'zod';
import { action } from '../../lib/action.ts';
import { examplesText } from '../../lib/examples.ts';
import { signedInClient } from '../../lib/connection.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { parse } from '../../lib/parse.ts';
import { printJson, printTable, say } from '../../lib/output.ts';
import { passwordOf } from '../../lib/password.ts';
import { subAdminColumns } from './sub-admin-fields.ts';

const CreateSubAdminDocument = graphql(`
  mutation CliCreateSubAdmin($input: CreateSubAdminInput!) {
    createSubAdmin(input: $input) {
      message
      subAdmin {
        ...CliSubAdminFields
      }
    }
  }
`);

const optionsSchema = z.object({ name: z.string().optional(), email: z.string().optional(), role: z.string().optional(), passwordStdin: z.boolean().default(false), json: z.boolean().default(false) });

/** `venue sub-admins create --name … --email … --role <roleId>`: the password is asked for, or read from stdin. */
export const subAdminsCreateCommand = new Command('create')
  .description('create a sub-admin with a role (see `venue roles list`)')
  .requiredOption('--name <name>', 'full name')
  .requiredOption('--email <email>', 'sign-in email')
  .requiredOption('--role <roleId>', 'id of an active role')
  .option('--password-stdin', 'read the password from the first line of stdin instead of asking (never a flag: flags show in `ps`)')
  .option('--json', 'print the new sub-admin as JSON')
  .addHelpText(
    'after',
    examplesText([
      'venue sub-admins create --name Dana --email dana@venue.example --role <role-id>          # asks for the password',
      'printf \'%s\\n\' "$PASS" | venue sub-admins create --name Dana --email dana@venue.example --role <role-id> --password-stdin --json',
    ]),
  )
  .action(
    action(async (raw: unknown) => {
      const options = parse(optionsSchema, raw);
      const form = parse(subAdminFormSchema, { name: options.name, email: options.email, roleId: options.role, password: await passwordOf({ stdin: options.passwordStdin, prompt: 'Password for the new sub-admin: ', ways: '--password-stdin' }) });
      const { client } = await signedInClient();
      const { createSubAdmin } = await client.request(CreateSubAdminDocument, { input: form });
      if (options.json) printJson(createSubAdmin.subAdmin);
      else printTable(subAdminColumns, [createSubAdmin.subAdmin]);
      say(createSubAdmin.message);
      return ExitCode.OK;
    }),
  );
