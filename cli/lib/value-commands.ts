import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Command } from 'commander';
import { z } from 'zod';
import { action } from './action.ts';
import { signedInClient } from './connection.ts';
import { ExitCode } from './exit-codes.ts';
import { idArgument } from './id-argument.ts';
import { parse } from './parse.ts';
import { printReply, type Reply } from './reply.ts';

/** One verb and the value it sends, e.g. `block` → true, `mark` → MARKED. */
export interface ValueVerb<V> {
  name: string;
  help: string;
  value: V;
}

/** Verbs on one record that differ only in the value they send: `venue <area> <verb> <id> [--json]`. */
export interface ValueCommandsSpec<R, V> {
  verbs: readonly ValueVerb<V>[];
  /** The document's variable the value goes in, e.g. `blocked`, `status`. */
  variable: string;
  /** Whose id the argument is: "host" → "host id", "print the host as JSON". */
  noun: string;
  document: TypedDocumentNode<R, Record<string, unknown>>;
  reply: (data: R) => Reply;
}

/** The verbs: each sends its value; the API's message on stderr, the record with --json. */
export function valueCommands<R, V>(spec: ValueCommandsSpec<R, V>): Command[] {
  const argsSchema = z.object({ id: idArgument(spec.noun), json: z.boolean().default(false) });
  return spec.verbs.map((verb) =>
    new Command(verb.name)
      .description(verb.help)
      .argument('<id>', `${spec.noun} id`)
      .option('--json', `print the ${spec.noun} as JSON`)
      .action(
        action(async (id: string, raw: { json?: boolean }) => {
          const options = parse(argsSchema, { id, ...raw });
          const { client } = await signedInClient();
          const variables: Record<string, unknown> = { id: options.id, [spec.variable]: verb.value };
          printReply(spec.reply(await client.request(spec.document, variables)), options.json);
          return ExitCode.OK;
        }),
      ),
  );
}
