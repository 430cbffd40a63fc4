import { found } from '#domain/found';
import { Command } from 'commander';
import { graphql } from '#gql';
import { z } from 'zod';
import { action } from '../../lib/action.ts';
import { CliError } from '../../lib/cli-error.ts';
import { signedInClient } from '../../lib/connection.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { idArgument } from '../../lib/id-argument.ts';
import { printJson, printTable, say } from '../../lib/output.ts';
import { parse } from '../../lib/parse.ts';
import { requireChange } from '../../lib/require-change.ts';
import { usersDocuments } from './documents.ts';
import { userColumns } from './user-fields.ts';

const CreateUserDocument = graphql(`
  mutation CliCreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      message
      user {
        ...CliUserFields
      }
    }
  }
`);

const UpdateUserDocument = graphql(`
  mutation CliUpdateUser($input: UpdateUserInput!) {
    updateUser(input: $input) {
      message
      user {
        ...CliUserFields
      }
    }
  }
`);

const FIELDS = ['firstName', 'lastName', 'email', 'mobileCode', 'mobileNo', 'dob'] as const;
const optionsSchema = z.object({ ...Object.fromEntries(FIELDS.map((f) => [f, z.string().optional()])), json: z.boolean().default(false) }) as z.ZodType<
  Partial<Record<(typeof FIELDS)[number], string>> & { json: boolean }
>;
const flag = (field: string) => `--${field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

const withFields = (command: Command) =>
  command
    .option('--first-name <name>', 'first name')
    .option('--last-name <name>', 'last name')
    .option('--email <email>', 'email address')
    .option('--mobile-code <code>', 'dialling code, e.g. +971')
    .option('--mobile-no <digits>', 'mobile number')
    .option('--dob <YYYY-MM-DD>', 'date of birth')
    .option('--json', 'print the user as JSON');

/** `venue users create`: every field is required; the API applies §5 with the spec's messages. */
export const usersCreateCommand = withFields(new Command('create').description('add a user (customer)'))
  .addHelpText('after', '\nExamples:\n  $ venue users create --first-name Dana --last-name Saleh --email dana@example.com --mobile-code +971 --mobile-no 501234567 --dob 1994-02-28')
  .action(
    action(async (raw: unknown) => {
      const { json, ...given } = parse(optionsSchema, raw);
      const missing = FIELDS.find((field) => given[field] === undefined);
      if (missing) throw new CliError(ExitCode.USAGE, `${flag(missing)} is required`);
      const { client } = await signedInClient();
      const { createUser } = await client.request(CreateUserDocument, { input: given as Record<(typeof FIELDS)[number], string> });
      if (json) printJson(createUser.user);
      else printTable(userColumns, [createUser.user]);
      say(createUser.message);
      return ExitCode.OK;
    }),
  );

/** `venue users update <id> [flags]`: flags not given are kept. */
export const usersUpdateCommand = withFields(new Command('update').description('change a user (flags not given are kept)').argument('<id>', 'user id'))
  .addHelpText('after', '\nExamples:\n  $ venue users update <id> --mobile-no 509876543\n  $ venue users update <id> --email dana@example.org --json')
  .action(
    action(async (id: string, raw: unknown) => {
      const userId = parse(idArgument('user'), id);
      const { json, ...given } = parse(optionsSchema, raw);
      requireChange(usersUpdateCommand, given);
      const { client } = await signedInClient();
      const user = found((await client.request(usersDocuments.get, { id: userId })).user);
      const current = Object.fromEntries(FIELDS.map((field) => [field, given[field] ?? String(user[field] ?? '')])) as Record<(typeof FIELDS)[number], string>;
      const { updateUser } = await client.request(UpdateUserDocument, { input: { id: userId, ...current } });
      if (json) printJson(updateUser.user);
      else printTable(userColumns, [updateUser.user]);
      say(updateUser.message);
      return ExitCode.OK;
    }),
  );
