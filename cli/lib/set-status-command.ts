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
import { statusArgument } from './status-argument.ts';
import { withVerbExamples } from './verb-examples.ts';

/** `venue <area> set-status <id> <active|inactive> [--json]`. */
export interface SetStatusCommandSpec<R> {
  /** The help line, e.g. "activate or deactivate a role". */
  description: string;
  /** Whose id the argument is: "role" → "role id". */
  noun: string;
  /** What --json prints, when not the noun: "slot" → "print the updated slot as JSON". */
  recordNoun?: string;
  document: TypedDocumentNode<R, { id: string; status: z.output<typeof statusArgument> }>;
  reply: (data: R) => Reply;
  /** Many ids at once (arguments, stdin or --where-…) through the area's bulk mutation. */
  bulk?: BulkSpec;
}

/** `set-status`: sends the new status; the API's message on stderr, the record with --json. Many ids go through the bulk mutation. */
export function setStatusCommand<R>(spec: SetStatusCommandSpec<R>): Command {
  const argsSchema = z.object({ id: idArgument(spec.noun), status: statusArgument, json: z.boolean().default(false) });
  const command = new Command('set-status')
    .description(spec.description)
    .argument('<ids-then-status...>', spec.bulk ? `one or more ${spec.noun} ids (or none: stdin or --where-…), then active or inactive` : `${spec.noun} id, then active or inactive`)
    .usage(spec.bulk ? '[options] [ids...] <active|inactive>' : '[options] <id> <active|inactive>')
    .option('--json', `print the updated ${spec.recordNoun ?? spec.noun} as JSON (with many ids: each id's result)`);
  return withVerbExamples(withBulkOptions(command, spec.bulk), { value: 'inactive', bulk: spec.bulk }).action(
    action(async (args: string[], raw: BulkOptions) => {
      const ids = args.slice(0, -1);
      const status = parse(statusArgument, args.at(-1));
      return oneOrMany(
        ids,
        raw,
        spec.bulk,
        async (id) => {
          const options = parse(argsSchema, { id, status: args.at(-1), json: raw.json });
          const { client } = await signedInClient();
          // A status given, not flipped: sending it twice does no more than once.
          printReply(spec.reply(await client.request(spec.document, { id: options.id, status: options.status }, { idempotent: true })), options.json);
          return ExitCode.OK;
        },
        status === 'ACTIVE' ? { verb: 'Activate', done: 'activated', variables: { status } } : { verb: 'Deactivate', done: 'deactivated', variables: { status } },
      );
    }),
  );
}
