import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Command } from 'commander';
import { z } from 'zod';
import { action } from './action.ts';
import { oneOrMany, withBulkOptions, type BulkOptions, type BulkSpec } from './bulk.ts';
import { signedInClient } from './connection.ts';
import { ExitCode } from './exit-codes.ts';
import { idArgument } from './id-argument.ts';
import { parse } from './parse.ts';
import { printReply, type Reply } from './reply.ts';
import { withVerbExamples } from './verb-examples.ts';

/** One verb and the value it sends, e.g. `block` → true, `mark` → MARKED. */
export interface ValueVerb<V> {
  name: string;
  help: string;
  value: V;
  /** The past tense of bulk summaries, e.g. "blocked"; "<verb> done" when not given. */
  done?: string;
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
  /** Many ids at once (arguments, stdin or --where-…) through the area's bulk mutation, which takes the same variable. */
  bulk?: BulkSpec;
}

/** The verbs: each sends its value; the API's message on stderr, the record with --json. Many ids go through the bulk mutation. */
export function valueCommands<R, V>(spec: ValueCommandsSpec<R, V>): Command[] {
  const argsSchema = z.object({ id: idArgument(spec.noun), json: z.boolean().default(false) });
  return spec.verbs.map((verb) => {
    const command = new Command(verb.name)
      .description(verb.help)
      .argument(spec.bulk ? '[ids...]' : '<id>', spec.bulk ? `${spec.noun} ids (or none: stdin or --where-…)` : `${spec.noun} id`)
      .option('--json', `print the ${spec.noun} as JSON (with many ids: each id's result)`);
    return withVerbExamples(withBulkOptions(command, spec.bulk), { bulk: spec.bulk }).action(
      action(async (ids: string[] | string, raw: BulkOptions) => {
        const list = Array.isArray(ids) ? ids : [ids];
        return oneOrMany(
          list,
          raw,
          spec.bulk,
          async (id) => {
            const options = parse(argsSchema, { id, json: raw.json });
            const { client } = await signedInClient();
            const variables: Record<string, unknown> = { id: options.id, [spec.variable]: verb.value };
            // A value given, not flipped: sending it twice does no more than once.
            printReply(spec.reply(await client.request(spec.document, variables, { idempotent: true })), options.json);
            return ExitCode.OK;
          },
          { verb: verb.name.charAt(0).toUpperCase() + verb.name.slice(1), done: verb.done ?? `${verb.name} done`, variables: { [spec.variable]: verb.value } },
        );
      }),
    );
  });
}
