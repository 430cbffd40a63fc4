import { readFile, stat } from 'node:fs/promises';
import { text } from 'node:stream/consumers';
import { Command } from 'commander';
import { action } from '../../lib/action.ts';
import { CliError } from '../../lib/cli-error.ts';
import { gatewayClient } from '../../lib/client.ts';
import { resolveConnection } from '../../lib/connection.ts';
import { ExitCode, RELOGIN_HINT } from '../../lib/exit-codes.ts';
import { printJson, say } from '../../lib/output.ts';
import { toExit } from '../../lib/to-exit.ts';

/** A JSON object from `--variables` or `--variables-file`, or a validation error naming where it came from. */
function variablesOf(source: string, where: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(source);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new CliError(ExitCode.INVALID, `${where} must be a JSON object, e.g. '{"limit": 5}'`);
}

const isFile = async (path: string) => (await stat(path).catch(() => undefined))?.isFile() === true;

/** `venue gql <query|file|->`: a raw GraphQL request with the saved session; prints its data, and its errors beside any partial data. */
export const gqlCommand = new Command('gql')
  .description('send a raw GraphQL query or mutation and print its data (and any errors) as JSON')
  .argument('<query>', 'the GraphQL document, a file holding it (e.g. ops.graphql), or - to read it from stdin')
  .option('--variables <json>', 'variables as a JSON object')
  .option('--variables-file <path>', 'variables from a JSON file (- for stdin)')
  .option('--operation-name <name>', 'the operation to run when the document holds several')
  .addHelpText(
    'after',
    `
Output: the reply's data as JSON on stdout; when the gateway also sends errors, { data, errors } is
printed instead (partial data beside every error), each error goes to stderr, and the exit code is
the first error's (see venue --help).

In production the gateway accepts only the documents the web console and this CLI were built with
(trusted documents); an arbitrary document needs GRAPHQL_ALLOW_ARBITRARY=true on the gateway.

Examples:
  $ venue gql '{ me { name email } }'
  $ venue gql ops.graphql --operation-name Roles --variables '{"limit": 5}'
  $ venue gql - --variables-file vars.json < query.graphql`,
  )
  .action(
    action(async (query: string, raw: { variables?: string; variablesFile?: string; operationName?: string }) => {
      if (raw.variables !== undefined && raw.variablesFile !== undefined) throw new CliError(ExitCode.USAGE, '--variables and --variables-file cannot be used together');
      if (query === '-' && raw.variablesFile === '-') throw new CliError(ExitCode.USAGE, 'stdin can hold the query or the variables, not both');
      const document = query === '-' ? await text(process.stdin) : (await isFile(query)) ? await readFile(query, 'utf8') : query;
      if (!document.trim()) throw new CliError(ExitCode.INVALID, 'The query is empty');
      let variables: Record<string, unknown> | undefined;
      if (raw.variables !== undefined) variables = variablesOf(raw.variables, '--variables');
      if (raw.variablesFile !== undefined) {
        const file = raw.variablesFile;
        const source = file === '-' ? await text(process.stdin) : await readFile(file, 'utf8').catch(() => {
          throw new CliError(ExitCode.USAGE, `Cannot read the variables file ${file}`);
        });
        variables = variablesOf(source, `--variables-file ${file}`);
      }
      const { gateway, token } = await resolveConnection();
      if (!gateway) throw new CliError(ExitCode.UNAUTHENTICATED, `No gateway: set VENUE_GATEWAY or sign in. ${RELOGIN_HINT}`);
      const reply = await gatewayClient(gateway, token).raw(document, variables, raw.operationName);
      if (!reply.errors?.length) {
        printJson(reply.data ?? null);
        return ExitCode.OK;
      }
      printJson({ data: reply.data ?? null, errors: reply.errors });
      const errors = reply.errors as { message?: string; extensions?: { code?: string } }[];
      for (const error of errors) say(`venue: ${error.message ?? 'error'}${error.extensions?.code ? ` (${error.extensions.code})` : ''}`);
      // The first error decides the exit code, as for every other command.
      const first = Object.assign(new Error('ClientError'), { request: {}, response: { status: 200, errors } });
      return toExit(first).code;
    }),
  );
