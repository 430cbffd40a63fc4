import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Command } from 'commander';
import type { ToggleDeclaration } from '#domain/declaration/area-declaration';
import type { BulkSpec } from './bulk.ts';
import type { Reply } from './reply.ts';
import { valueCommands } from './value-commands.ts';

/** A declared toggle's two verbs, e.g. `venue hosts block <id>` and `venue hosts unblock <id>`, both with --json. */
export interface ToggleCommandsSpec<R, N extends string> {
  /** The toggle's name: the mutation's Boolean argument, e.g. `blocked`. */
  name: N;
  toggle: ToggleDeclaration;
  /** Whose id the argument is: "host" → "host id", "print the host as JSON". */
  noun: string;
  document: TypedDocumentNode<R, { id: string } & Record<N, boolean>>;
  reply: (data: R) => Reply;
  /** Many ids at once through the area's bulk mutation, which takes the toggle's name as its variable. */
  bulk?: BulkSpec;
}

/** The verbs of one toggle: the two differ only in the value sent. */
export function toggleCommands<R, N extends string>(spec: ToggleCommandsSpec<R, N>): Command[] {
  const { verbs, help, done } = spec.toggle;
  return valueCommands({
    verbs: [
      { name: verbs[0], help: help[0], value: true, done: done[0] },
      { name: verbs[1], help: help[1], value: false, done: done[1] },
    ],
    variable: spec.name,
    noun: spec.noun,
    // The variable is named after the toggle, so its type is only known per area.
    document: spec.document as TypedDocumentNode<R, Record<string, unknown>>,
    reply: spec.reply,
    bulk: spec.bulk,
  });
}
