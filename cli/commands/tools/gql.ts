import { text } from 'node:stream/consumers';
import { Command } from 'commander';
import { z } from 'zod';
import { action } from '../../lib/action.ts';
import { CliError } from '../../lib/cli-error.ts';
import { gatewayClient } from '../../lib/client.ts';
import { resolveConnection } from '../../lib/connection.ts';
import { ExitCode, RELOGIN_HINT } from '../../lib/exit-codes.ts';
import { parse } from '../../lib/parse.ts';
import { printJson } from '../../lib/output.ts';

const optionsSchema = z.object({
  query: z.string().min(1, 'The query is empty'),
  variables: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined) return undefined;
      try {
        const value: unknown = JSON.parse(text);
        if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
      } catch {
        // reported below
      }
      ctx.addIssue({ code: 'custom', message: '--variables must be a JSON object, e.g. \'{"limit": 5}\'' });
      return z.NEVER;
    }),
});

/** `venue gql <query>`: a raw GraphQL request with the saved session; prints `data` as JSON. */
export const gqlCommand = new Command('gql')
  .description('send a raw GraphQL query or mutation and print its data as JSON')
  .argument('<query>', 'the GraphQL document, or - to read it from stdin')
  .option('--variables <json>', 'variables as a JSON object')
  .action(
    action(async (query: string, raw: { variables?: string }) => {
      const options = parse(optionsSchema, { query: query === '-' ? await text(process.stdin) : query, variables: raw.variables });
      const { gateway, token } = await resolveConnection();
      if (!gateway) throw new CliError(ExitCode.UNAUTHENTICATED, `No gateway: set VENUE_GATEWAY or sign in. ${RELOGIN_HINT}`);
      printJson(await gatewayClient(gateway, token).request<unknown>({ document: options.query, variables: options.variables }));
      return ExitCode.OK;
    }),
  );
