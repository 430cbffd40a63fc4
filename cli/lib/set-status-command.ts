import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Command } from 'commander';
import { z } from 'zod';
import { action } from './action.ts';
import { signedInClient } from './connection.ts';
import { ExitCode } from './exit-codes.ts';
import { idArgument } from './id-argument.ts';
import { parse } from './parse.ts';
import { printReply, type Reply } from './reply.ts';
import { statusArgument } from './status-argument.ts';

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
}

/** `set-status`: sends the new status; the API's message on stderr, the record with --json. */
export function setStatusCommand<R>(spec: SetStatusCommandSpec<R>): Command {
  const argsSchema = z.object({ id: idArgument(spec.noun), status: statusArgument, json: z.boolean().default(false) });
  return new Command('set-status')
    .description(spec.description)
    .argument('<id>', `${spec.noun} id`)
    .argument('<status>', 'active or inactive')
    .option('--json', `print the updated ${spec.recordNoun ?? spec.noun} as JSON`)
    .action(
      action(async (id: string, status: string, raw: { json?: boolean }) => {
        const options = parse(argsSchema, { id, status, ...raw });
        const { client } = await signedInClient();
        printReply(spec.reply(await client.request(spec.document, { id: options.id, status: options.status })), options.json);
        return ExitCode.OK;
      }),
    );
}
