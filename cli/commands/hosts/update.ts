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
import { hostsDocuments } from './documents.ts';
import { hostColumns } from './host-fields.ts';

const UpdateHostDocument = graphql(`
  mutation CliUpdateHost($input: UpdateHostInput!) {
    updateHost(input: $input) {
      message
      host {
        ...CliHostFields
      }
    }
  }
`);

const optionsSchema = z.object({ firstName: z.string().optional(), lastName: z.string().optional(), email: z.string().optional(), passwordStdin: z.boolean().default(false), json: z.boolean().default(false) });

/** `venue hosts update <id> [--first-name] [--last-name] [--email] [--password-stdin]`: flags not given are kept. */
export const hostsUpdateCommand = new Command('update')
  .description('change a host (flags not given are kept; the password only with --password-stdin)')
  .argument('<id>', 'host id')
  .option('--first-name <name>', 'first name')
  .option('--last-name <name>', 'last name')
  .option('--email <email>', 'email address (unique among hosts)')
  .option('--password-stdin', 'a new password from the first line of stdin')
  .option('--json', 'print the host as JSON')
  .addHelpText('after', '\nExamples:\n  $ venue hosts update <id> --email ali@venue.example\n  $ printf "%s\\n" "$NEW" | venue hosts update <id> --password-stdin')
  .action(
    action(async (id: string, raw: unknown) => {
      const hostId = parse(idArgument('host'), id);
      const { passwordStdin, json, ...given } = parse(optionsSchema, raw);
      requireChange(hostsUpdateCommand, { ...given, passwordStdin });
      const { client } = await signedInClient();
      const host = found((await client.request(hostsDocuments.get, { id: hostId })).host);
      const password = passwordStdin ? await passwordFromStdin() : undefined;
      const input = { id: hostId, firstName: given.firstName ?? host.firstName, lastName: given.lastName ?? host.lastName, email: given.email ?? host.email, ...(password ? { password } : {}) };
      const { updateHost } = await client.request(UpdateHostDocument, { input });
      if (json) printJson(updateHost.host);
      else printTable(hostColumns, [updateHost.host]);
      say(updateHost.message);
      return ExitCode.OK;
    }),
  );
