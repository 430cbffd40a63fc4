import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Command } from 'commander';
import { z } from 'zod';
import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import { graphqlFields } from '#domain/declaration/graphql-fields';
import { RECORD_LABELS, recordLabel } from '#domain/record-labels';
import { action } from './action.ts';
import { oneOrMany, withBulkOptions, type BulkOptions, type BulkSpec } from './bulk.ts';
import { confirmDelete } from './confirm-delete.ts';
import { signedInClient } from './connection.ts';
import { ExitCode } from './exit-codes.ts';
import { idArgument } from './id-argument.ts';
import { parse } from './parse.ts';
import { canPrompt } from './prompt.ts';
import { printReply } from './reply.ts';
import { toExit } from './to-exit.ts';
import { withVerbExamples } from './verb-examples.ts';

type Data = Record<string, unknown>;
type Client = Awaited<ReturnType<typeof signedInClient>>['client'];

/** How Confirm Delete names the record: read by the area's `get`, labelled as people know it. */
export interface DeleteNaming {
  document: TypedDocumentNode<Data, { id: string }>;
  /** The record's label in the reply; undefined when it cannot be told. */
  label: (data: Data) => string | undefined;
}

/**
 * The naming of an area's records in Confirm Delete: its `get` (`document`) and its label in
 * RECORD_LABELS (domain/record-labels.ts, the palette's). Throws for an area without a label, so
 * the program does not build without one.
 */
export function deleteNaming(area: AreaDeclaration, document: TypedDocumentNode<Data, { id: string }>): DeleteNaming {
  if (!(area.key in RECORD_LABELS)) throw new Error(`${area.key}: no label in domain/record-labels.ts to name a record in Confirm Delete`);
  const field = graphqlFields(area).get.name;
  return { document, label: (data) => recordLabel(area.key, data[field]) };
}

// What the delete itself would fail with: the question is not asked.
const FAILS_THE_DELETE_TOO = new Set<number>([ExitCode.NOT_FOUND, ExitCode.UNAUTHENTICATED, ExitCode.UNREACHABLE]);

/**
 * What Confirm Delete names: `"<label>"` of the record read, else the id (an area without a get, a
 * read refused otherwise, a record without its label). A record that is not there, no usable
 * session or no gateway fails here as the delete would, with the same message and exit code.
 */
async function nameOfRecord(naming: DeleteNaming | undefined, id: string, client: Client): Promise<string> {
  if (!naming) return id;
  let label: string | undefined;
  try {
    label = naming.label(await client.request(naming.document, { id }));
  } catch (error) {
    if (FAILS_THE_DELETE_TOO.has(toExit(error).code)) throw error;
    return id;
  }
  // A name is shown on one line of a terminal: no control characters reach it.
  const shown = label?.replace(/\p{Cc}+/gu, ' ').trim();
  return shown ? `"${shown}"` : id;
}

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
  /** How the question names the record (see deleteNaming); without it, by its id. */
  naming?: DeleteNaming;
}

/**
 * `delete`: asks first on a terminal, naming the record as people know it (read first, see
 * DeleteNaming; scripts must pass --yes, and off a terminal the refusal names the id); --json
 * prints `{ id, message }`. Many ids go through the bulk mutation.
 */
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
          // Off a terminal (or with --yes) nothing is asked, so nothing is read: the refusal names the id, as before.
          const asking = !options.yes && canPrompt();
          const { client } = asking ? await signedInClient() : { client: undefined };
          const what = client ? await nameOfRecord(spec.naming, options.id, client) : options.id;
          if (!(await confirmDelete(options.yes, `${spec.noun} ${what}`))) return ExitCode.OK;
          const connected = client ?? (await signedInClient()).client;
          // A known id: a retry after a lost reply cannot delete more (its refusal then says an earlier try may have done it).
          const result = spec.result(await connected.request(spec.document, { id: options.id }, { idempotent: true }));
          printReply({ message: result.message, record: result }, options.json);
          return ExitCode.OK;
        },
        { verb: 'Delete', done: 'deleted', variables: {} },
      );
    }),
  );
}
