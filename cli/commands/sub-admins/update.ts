import { found } from '#domain/found';
import { Command } from 'commander';
import { graphql } from '#gql';
import { z } from 'zod';
import { action } from '../../lib/action.ts';
import { signedInClient } from '../../lib/connection.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { idArgument } from '../../lib/id-argument.ts';
import { printJson, printTable, say } from '../../lib/output.ts';
import { parse } from '../../lib/parse.ts';
import { requireChange } from '../../lib/require-change.ts';
import { passwordFromStdin } from '../../lib/password.ts';
import { subAdminsDocuments } from './documents.ts';
import { subAdminColumns } from './sub-admin-fields.ts';

const UpdateSubAdminDocument = graphql(`
  mutation CliUpdateSubAdmin($input: UpdateSubAdminInput!) {
    updateSubAdmin(input: $input) {
      message
      subAdmin {
        ...CliSubAdminFields
      }
    }
  }
`);

const optionsSchema = z.object({ name: z.string().optional(), email: z.string().optional(), role: z.string().optional(), passwordStdin: z.boolean().default(false), json: z.boolean().default(false) });

/** `venue sub-admins update <id> [--name] [--email] [--role] [--password-stdin]`: flags not given are kept. */
export const subAdminsUpdateCommand = new Command('update')
  .description('change a sub-admin (flags not given are kept; a new password ends their sessions)')
  .argument('<id>', 'sub-admin id')
  .option('--name <name>', 'name')
  .option('--email <email>', 'email address')
  .option('--role <roleId>', 'role id')
  .option('--password-stdin', 'a new password from the first line of stdin')
  .option('--json', 'print the sub-admin as JSON')
  .addHelpText('after', '\nExamples:\n  $ venue sub-admins update <id> --role <roleId>\n  $ printf "%s\\n" "$NEW" | venue sub-admins update <id> --password-stdin')
  .action(
    action(async (id: string, raw: unknown) => {
      const subAdminId = parse(idArgument('sub-admin'), id);
      const { passwordStdin, json, ...given } = parse(optionsSchema, raw);
      requireChange(subAdminsUpdateCommand, { ...given, passwordStdin });
      const { client } = await signedInClient();
      const subAdmin = found((await client.request(subAdminsDocuments.get, { id: subAdminId })).subAdmin);
      const password = passwordStdin ? await passwordFromStdin() : undefined;
      const roleId = given.role ?? subAdmin.role?.id ?? '';
      const input = { id: subAdminId, name: given.name ?? subAdmin.name, email: given.email ?? subAdmin.email, roleId, ...(password ? { password } : {}) };
      const { updateSubAdmin } = await client.request(UpdateSubAdminDocument, { input });
      if (json) printJson(updateSubAdmin.subAdmin);
      else printTable(subAdminColumns, [updateSubAdmin.subAdmin]);
      say(updateSubAdmin.message);
      return ExitCode.OK;
    }),
  );
