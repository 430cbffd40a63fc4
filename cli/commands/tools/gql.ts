import { readFile, stat } from 'node:fs/promises';
import { text } from 'node:stream/consumers';
import { Command } from 'commander';
import type { DocumentNode } from 'graphql';
import { action } from '../../lib/action.ts';
import { CliError } from '../../lib/cli-error.ts';
import { gatewayClient } from '../../lib/client.ts';
import { notSignedIn, resolveConnection } from '../../lib/connection.ts';
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

/** Whether the argument names a file rather than holding a document: `ops.graphql`, `q.gql`, `./queries/roles` (a document always has a `{`). */
const looksLikePath = (query: string) => /\.(graphql|gql)$/i.test(query.trim()) || (/[\\/]/.test(query) && !query.includes('{'));

/** The document's text: from stdin (-), from a file, or the argument itself; a file that is not there is a usage error (2). */
async function documentOf(query: string): Promise<string> {
  if (query === '-') return text(process.stdin);
  if (await isFile(query)) return readFile(query, 'utf8');
  if (looksLikePath(query)) throw new CliError(ExitCode.USAGE, `No such file: ${query} (give a GraphQL document, a file holding one, or - for stdin)`);
  return query;
}

/**
 * The operation to run, checked before anything is sent: a document that does not parse is invalid
 * input (6) with the parser's message, and so is one with several operations and no (or an unknown)
 * --operation-name, listing them.
 */
async function checkOperation(document: string, operationName: string | undefined): Promise<void> {
  // graphql's parser is CommonJS: Node names its exports, a bundle's chunk gives them as `default`.
  const module = (await import('graphql/language/parser.js')) as { parse?: (source: string) => DocumentNode; default?: { parse: (source: string) => DocumentNode } };
  const parseDocument = module.parse ?? module.default!.parse;
  let parsed: DocumentNode;
  try {
    parsed = parseDocument(document);
  } catch (error) {
    throw new CliError(ExitCode.INVALID, error instanceof Error ? error.message : String(error));
  }
  const names = parsed.definitions.filter((d) => d.kind === 'OperationDefinition').map((d) => (d as { name?: { value: string } }).name?.value ?? '(anonymous)');
  const listed = names.join(', ');
  if (operationName !== undefined && !names.includes(operationName)) throw new CliError(ExitCode.INVALID, `No operation named "${operationName}" in the document; it holds: ${listed}`);
  if (operationName === undefined && names.length > 1) throw new CliError(ExitCode.INVALID, `The document holds ${names.length} operations (${listed}): choose one with --operation-name`);
}

/** What to do about a refused document, beside the gateway's message. */
const HINTS: Record<string, string> = {
  PERSISTED_QUERY_ONLY: 'This gateway (NODE_ENV=production) runs only its trusted documents, those of the web console and this CLI. To send others, set GRAPHQL_ALLOW_ARBITRARY=true on the gateway and use an Admin token.',
};

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
(trusted documents); an arbitrary document needs GRAPHQL_ALLOW_ARBITRARY=true on the gateway, else it
is refused (exit 4). A document with several operations needs --operation-name.

Examples:
  $ venue gql '{ me { name email } }'
  $ venue gql ops.graphql --operation-name Roles --variables '{"limit": 5}'
  $ venue gql - --variables-file vars.json < query.graphql`,
  )
  .action(
    action(async (query: string, raw: { variables?: string; variablesFile?: string; operationName?: string }) => {
      if (raw.variables !== undefined && raw.variablesFile !== undefined) throw new CliError(ExitCode.USAGE, '--variables and --variables-file cannot be used together');
      if (query === '-' && raw.variablesFile === '-') throw new CliError(ExitCode.USAGE, 'stdin can hold the query or the variables, not both');
      const document = await documentOf(query);
      if (!document.trim()) throw new CliError(ExitCode.INVALID, 'The query is empty');
      await checkOperation(document, raw.operationName);
      let variables: Record<string, unknown> | undefined;
      if (raw.variables !== undefined) variables = variablesOf(raw.variables, '--variables');
      if (raw.variablesFile !== undefined) {
        const file = raw.variablesFile;
        const source = file === '-' ? await text(process.stdin) : await readFile(file, 'utf8').catch(() => {
          throw new CliError(ExitCode.USAGE, `Cannot read the variables file ${file}`);
        });
        variables = variablesOf(source, `--variables-file ${file}`);
      }
      const connection = await resolveConnection();
      const { gateway, token } = connection;
      if (!gateway) throw new CliError(ExitCode.UNAUTHENTICATED, `No gateway: set VENUE_GATEWAY or sign in. ${RELOGIN_HINT}`);
      // Anonymous calls are fine, but not in place of a saved login that is for another gateway.
      if (connection.savedFor) throw notSignedIn(connection);
      const reply = await gatewayClient(gateway, token).raw(document, variables, raw.operationName);
      if (!reply.errors?.length) {
        printJson(reply.data ?? null);
        return ExitCode.OK;
      }
      printJson({ data: reply.data ?? null, errors: reply.errors });
      const errors = reply.errors as { message?: string; extensions?: { code?: string } }[];
      for (const error of errors) say(`venue: ${error.message ?? 'error'}${error.extensions?.code ? ` (${error.extensions.code})` : ''}`);
      const hint = HINTS[errors[0]?.extensions?.code ?? ''];
      if (hint) say(hint);
      // The first error decides the exit code, as for every other command.
      const first = Object.assign(new Error('ClientError'), { request: {}, response: { status: 200, errors } });
      return toExit(first).code;
    }),
  );
