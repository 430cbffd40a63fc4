import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Command } from 'commander';
import { z } from 'zod';
import type { ToggleDeclaration } from '#domain/declaration/area-declaration';
import { action } from './action.ts';
import { signedInClient } from './connection.ts';
import { ExitCode } from './exit-codes.ts';
import { idArgument } from './id-argument.ts';
import { parse } from './parse.ts';
import { printReply, type Reply } from './reply.ts';

/** A declared toggle's two verbs, e.g. `venue hosts block <id>` and `venue hosts unblock <id>`, both with --json. */
export interface ToggleCommandsSpec<R, N extends string> {
  /** The toggle's name: the mutation's Boolean argument, e.g. `blocked`. */
  name: N;
  toggle: ToggleDeclaration;
  /** Whose id the argument is: "host" → "host id", "print the host as JSON". */
  noun: string;
  document: TypedDocumentNode<R, { id: string } & Record<N, boolean>>;
  reply: (data: R) => Reply;
}

/** The verbs of one toggle: the two differ only in the value sent. */
export function toggleCommands<R, N extends string>(spec: ToggleCommandsSpec<R, N>): Command[] {
  const argsSchema = z.object({ id: idArgument(spec.noun), json: z.boolean().default(false) });
  return [true, false].map((value) => {
    const index = value ? 0 : 1;
    return new Command(spec.toggle.verbs[index])
      .description(spec.toggle.help[index])
      .argument('<id>', `${spec.noun} id`)
      .option('--json', `print the ${spec.noun} as JSON`)
      .action(
        action(async (id: string, raw: { json?: boolean }) => {
          const options = parse(argsSchema, { id, ...raw });
          const { client } = await signedInClient();
          // The variable is named after the toggle, so its type is only known per area.
          const document = spec.document as TypedDocumentNode<R, Record<string, unknown>>;
          printReply(spec.reply(await client.request(document, { id: options.id, [spec.name]: value })), options.json);
          return ExitCode.OK;
        }),
      );
  });
}
