import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Command } from 'commander';
import { z } from 'zod';
import { action } from './action.ts';
import { signedInClient } from './connection.ts';
import { ExitCode } from './exit-codes.ts';
import { idArgument } from './id-argument.ts';
import { parse } from './parse.ts';
import { printReply, type Reply } from './reply.ts';

/** `venue <area> block <id>` and `venue <area> unblock <id>`, both with --json. */
export interface BlockCommandsSpec<R> {
  /** Whose id the argument is: "host" → "host id", "print the host as JSON". */
  noun: string;
  /** The help line of each command. */
  descriptions: { block: string; unblock: string };
  document: TypedDocumentNode<R, { id: string; blocked: boolean }>;
  reply: (data: R) => Reply;
}

/** `block` and `unblock`: the two differ only in the value sent. */
export function blockCommands<R>(spec: BlockCommandsSpec<R>): Command[] {
  const argsSchema = z.object({ id: idArgument(spec.noun), json: z.boolean().default(false) });
  return (['block', 'unblock'] as const).map((name) =>
    new Command(name)
      .description(spec.descriptions[name])
      .argument('<id>', `${spec.noun} id`)
      .option('--json', `print the ${spec.noun} as JSON`)
      .action(
        action(async (id: string, raw: { json?: boolean }) => {
          const options = parse(argsSchema, { id, ...raw });
          const { client } = await signedInClient();
          printReply(spec.reply(await client.request(spec.document, { id: options.id, blocked: name === 'block' })), options.json);
          return ExitCode.OK;
        }),
      ),
  );
}
