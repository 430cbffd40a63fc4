import { found } from '#domain/found';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Command } from 'commander';
import { z } from 'zod';
import { dayQuerySchema } from '#domain/schemas/table';
import { action } from './action.ts';
import { signedInClient } from './connection.ts';
import { ExitCode } from './exit-codes.ts';
import { idArgument } from './id-argument.ts';
import { printJson } from './output.ts';
import { parse } from './parse.ts';
import { withExamples } from './examples.ts';

/** `venue <area> get <id> [--json]`. */
export interface GetCommandSpec<R, T> {
  /** The help line, e.g. "show one role and its permissions". */
  description: string;
  /** Whose id the argument is: "role" → "role id", "print the role as JSON". */
  noun: string;
  document: TypedDocumentNode<R, { id: string; date?: string | null }>;
  /** The help of `--date` (YYYY-MM-DD) where the record reads as on a day (a table's price and booking status); none takes no --date. */
  date?: string;
  /** The record in the reply (null only beside an error, which the client throws first). */
  record: (data: R) => T | null;
  /** How the record reads on a terminal or in a pipe. */
  print: (record: T) => void;
}

/** `get`: one record, printed by the area, or as JSON with --json; as on a day with `--date` where the area reads so (as its list does). */
export function getCommand<R, T>(spec: GetCommandSpec<R, T>): Command {
  const argsSchema = z.object({ id: idArgument(spec.noun), json: z.boolean().default(false), date: dayQuerySchema.optional() });
  const command = new Command('get')
    .description(spec.description)
    .argument('<id>', `${spec.noun} id`)
    .option('--json', `print the ${spec.noun} as JSON`);
  if (spec.date) command.option('--date <YYYY-MM-DD>', spec.date);
  return withExamples(command, (area) => [`venue ${area} get <id>`, spec.date ? `venue ${area} get <id> --date 2027-03-03 --json | jq .` : `venue ${area} get <id> --json | jq .`])
    .action(
      action(async (id: string, raw: { json?: boolean; date?: string }) => {
        const options = parse(argsSchema, { id, ...raw });
        const { client } = await signedInClient();
        const record = found(spec.record(await client.request(spec.document, { id: options.id, ...(options.date !== undefined && { date: options.date }) })));
        if (options.json) printJson(record);
        else spec.print(record);
        return ExitCode.OK;
      }),
    );
}
