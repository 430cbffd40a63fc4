import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Command } from 'commander';
import { z } from 'zod';
import { action } from './action.ts';
import { signedInClient } from './connection.ts';
import { ExitCode } from './exit-codes.ts';
import { idArgument } from './id-argument.ts';
import { parse } from './parse.ts';
import { printReply, type Reply } from './reply.ts';

/** `venue <area> restore <id> [--json]`. */
export interface RestoreCommandSpec<R> {
  /** The help line, e.g. "restore a deleted user". */
  description: string;
  /** Whose id the argument is: "user" → "user id", "print the restored user as JSON". */
  noun: string;
  document: TypedDocumentNode<R, { id: string }>;
  reply: (data: R) => Reply;
}

/** `restore`: brings back a deleted record; the API's message on stderr, the record with --json. */
export function restoreCommand<R>(spec: RestoreCommandSpec<R>): Command {
  const argsSchema = z.object({ id: idArgument(spec.noun), json: z.boolean().default(false) });
  return new Command('restore')
    .description(spec.description)
    .argument('<id>', `${spec.noun} id`)
    .option('--json', `print the restored ${spec.noun} as JSON`)
    .action(
      action(async (id: string, raw: { json?: boolean }) => {
        const options = parse(argsSchema, { id, ...raw });
        const { client } = await signedInClient();
        printReply(spec.reply(await client.request(spec.document, { id: options.id })), options.json);
        return ExitCode.OK;
      }),
    );
}
