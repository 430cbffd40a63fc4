import { found } from '#domain/found';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Command } from 'commander';
import { z } from 'zod';
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
  document: TypedDocumentNode<R, { id: string }>;
  /** The record in the reply (null only beside an error, which the client throws first). */
  record: (data: R) => T | null;
  /** How the record reads on a terminal or in a pipe. */
  print: (record: T) => void;
}

/** `get`: one record, printed by the area, or as JSON with --json. */
export function getCommand<R, T>(spec: GetCommandSpec<R, T>): Command {
  const argsSchema = z.object({ id: idArgument(spec.noun), json: z.boolean().default(false) });
  const command = new Command('get')
    .description(spec.description)
    .argument('<id>', `${spec.noun} id`)
    .option('--json', `print the ${spec.noun} as JSON`);
  return withExamples(command, (area) => [`venue ${area} get <id>`, `venue ${area} get <id> --json | jq .`])
    .action(
      action(async (id: string, raw: { json?: boolean }) => {
        const options = parse(argsSchema, { id, ...raw });
        const { client } = await signedInClient();
        const record = found(spec.record(await client.request(spec.document, { id: options.id })));
        if (options.json) printJson(record);
        else spec.print(record);
        return ExitCode.OK;
      }),
    );
}
