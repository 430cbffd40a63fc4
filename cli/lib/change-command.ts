import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Command } from 'commander';
import { z } from 'zod';
import { action } from './action.ts';
import { signedInClient } from './connection.ts';
import { ExitCode } from './exit-codes.ts';
import { idArgument } from './id-argument.ts';
import { parse } from './parse.ts';
import { printReply, type Reply } from './reply.ts';
import { withVerbExamples } from './verb-examples.ts';

/** `venue <area> <name> <id> [<value>] [--json]`: one change to one record (restore, a switch). */
export interface ChangeCommandSpec<R, V> {
  name: string;
  description: string;
  /** Whose id the argument is: "table" → "table id". */
  noun: string;
  /** A second argument, checked by its schema, e.g. `on|off`; the schema maps it to the document's variables. */
  value?: { name: string; help: string; schema: z.ZodType<Omit<V, 'id'>> };
  document: TypedDocumentNode<R, V>;
  reply: (data: R) => Reply;
}

/** A change command: sends the mutation; the API's message on stderr, the record with --json. */
export function changeCommand<R, V extends { id: string | number }>(spec: ChangeCommandSpec<R, V>): Command {
  const idSchema = z.object({ id: idArgument(spec.noun), json: z.boolean().default(false) });
  const command = new Command(spec.name).description(spec.description).argument('<id>', `${spec.noun} id`);
  if (spec.value) command.argument(`<${spec.value.name}>`, spec.value.help);
  command.option('--json', `print the ${spec.noun} as JSON`);
  return withVerbExamples(command, { value: spec.value?.name.split('|')[0] }).action(
    action(async (id: string, ...rest: unknown[]) => {
      const raw = (spec.value ? rest[1] : rest[0]) as { json?: boolean };
      const options = parse(idSchema, { id, ...raw });
      const values = spec.value ? parse(spec.value.schema, rest[0]) : {};
      const { client } = await signedInClient();
      const document = spec.document as TypedDocumentNode<R, Record<string, unknown>>;
      // A value given (on|off), not flipped: sending it twice does no more than once.
      printReply(spec.reply(await client.request(document, { ...values, id: options.id }, { idempotent: true })), options.json);
      return ExitCode.OK;
    }),
  );
}
