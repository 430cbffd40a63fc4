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

/** `venue <area> restore <id> [--json]`. */
export interface RestoreCommandSpec<R> {
  /** The help line, e.g. "restore a deleted user". */
  description: string;
  /** Whose id the argument is: "user" → "user id", "print the restored user as JSON". */
  noun: string;
  document: TypedDocumentNode<R, { id: string }>;
  reply: (data: R) => Reply;
  /** Many ids at once (arguments, stdin or --where-…) through the area's bulk mutation. */
  bulk?: BulkSpec;
}

/** `restore`: brings back a deleted record; the API's message on stderr, the record with --json. Many ids go through the bulk mutation. */
export function restoreCommand<R>(spec: RestoreCommandSpec<R>): Command {
  const argsSchema = z.object({ id: idArgument(spec.noun), json: z.boolean().default(false) });
  const command = new Command('restore')
    .description(spec.description)
    .argument(spec.bulk ? '[ids...]' : '<id>', spec.bulk ? `${spec.noun} ids (or none: stdin or --where-…)` : `${spec.noun} id`)
    .option('--json', `print the restored ${spec.noun} as JSON (with many ids: each id's result)`);
  return withVerbExamples(withBulkOptions(command, spec.bulk), { bulk: spec.bulk, trash: true }).action(
    action(async (ids: string[] | string, raw: BulkOptions) => {
      const list = Array.isArray(ids) ? ids : [ids];
      return oneOrMany(
        list,
        raw,
        spec.bulk,
        async (id) => {
          const options = parse(argsSchema, { id, json: raw.json });
          const { client } = await signedInClient();
          // A record that is not deleted is the API's refusal (409 "… is not deleted", exit 6), as a
          // delete of a deleted one is its 404; a bulk restore reports it skipped instead.
          printReply(spec.reply(await client.request(spec.document, { id: options.id }, { idempotent: true })), options.json);
          return ExitCode.OK;
        },
        { verb: 'Restore', done: 'restored', variables: {} },
      );
    }),
  );
}
