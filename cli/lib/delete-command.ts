import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Command } from 'commander';
import { z } from 'zod';
import { action } from './action.ts';
import { oneOrMany, withBulkOptions, type BulkOptions, type BulkSpec } from './bulk.ts';
import { confirmDelete } from './confirm-delete.ts';
import { signedInClient } from './connection.ts';
import { ExitCode } from './exit-codes.ts';
import { idArgument } from './id-argument.ts';
import { parse } from './parse.ts';
import { printReply } from './reply.ts';
import { withVerbExamples } from './verb-examples.ts';

/** `venue <area> delete <id> [--yes] [--json]`. */
export interface DeleteCommandSpec<R> {
  /** The help line, e.g. "delete a role (asks for confirmation unless --yes)". */
  description: string;
  /** Whose id the argument is: "role" → "role id". */
  noun: string;
  document: TypedDocumentNode<R, { id: string }>;
  /** The mutation's `{ id, message }`. */
  result: (data: R) => { id: string; message: string };
  /** Many ids at once (arguments, stdin or --where-…) through the area's bulk mutation. */
  bulk?: BulkSpec;
}

/** `delete`: asks first on a terminal, naming the record (scripts must pass --yes); --json prints `{ id, message }`. Many ids go through the bulk mutation. */
export function deleteCommand<R>(spec: DeleteCommandSpec<R>): Command {
  const argsSchema = z.object({ id: idArgument(spec.noun), yes: z.boolean().default(false), json: z.boolean().default(false) });
  const command = new Command('delete')
    .description(spec.description)
    .argument(spec.bulk ? '[ids...]' : '<id>', spec.bulk ? `${spec.noun} ids (or none: stdin or --where-…)` : `${spec.noun} id`)
    .option('-y, --yes', 'delete without asking')
    .option('--json', 'print { id, message } as JSON (with many ids: each id\'s result)');
  return withVerbExamples(withBulkOptions(command, spec.bulk), { bulk: spec.bulk }).action(
    action(async (ids: string[] | string, raw: BulkOptions) => {
      const list = Array.isArray(ids) ? ids : [ids];
      return oneOrMany(
        list,
        raw,
        spec.bulk,
        async (id) => {
          const options = parse(argsSchema, { id, yes: raw.yes, json: raw.json });
          if (!(await confirmDelete(options.yes, `${spec.noun} ${options.id}`))) return ExitCode.OK;
          const { client } = await signedInClient();
          // A known id: a retry after a lost reply cannot delete more (its refusal then says an earlier try may have done it).
          const result = spec.result(await client.request(spec.document, { id: options.id }, { idempotent: true }));
          printReply({ message: result.message, record: result }, options.json);
          return ExitCode.OK;
        },
        { verb: 'Delete', done: 'deleted', variables: {} },
      );
    }),
  );
}
