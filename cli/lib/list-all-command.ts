import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Command } from 'commander';
import { DATA_NOT_FOUND } from '#domain/messages';
import { listQuerySchema } from '#domain/schemas/list';
import { z } from 'zod';
import { action } from './action.ts';
import { signedInClient } from './connection.ts';
import { ExitCode } from './exit-codes.ts';
import { printJson, printTable, say, type Column } from './output.ts';
import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import { registerAreaList } from './area-lists.ts';
import { listStatus, statusFlags, statusOption, type StatusFilter } from './list-command.ts';
import { listOptions, type ListOptionValues } from './list-options.ts';
import { parse } from './parse.ts';

/** A list of fixed slots, all on one page: `venue <area> list [--search] [--json]`. */
export interface ListAllCommandSpec<R, T> {
  /** The help line, e.g. "list the menu slots". */
  description: string;
  /** The help of --search; a list without it takes no --search. */
  search?: string;
  /** The area listed: its status names are what --status takes, where the document declares `$status`. */
  area: AreaDeclaration;
  /** The help of --status when not one from the area's nouns. */
  statusHelp?: string;
  /** A page size that holds every slot, for queries that page. */
  limit?: number;
  document: TypedDocumentNode<R, { limit?: number; search?: string; status?: string }>;
  rows: (data: R) => readonly T[];
  columns: readonly Column<T>[];
}

const json = { json: z.boolean().default(false) };
const withSearch = listQuerySchema.pick({ search: true }).extend(json);
const withoutSearch = z.object(json);

/** `list`: every slot in its fixed order as a table, or a JSON array with --json. */
export function listAllCommand<R, T>(spec: ListAllCommandSpec<R, T>): Command {
  const status = listStatus(spec.area, spec.document, spec.statusHelp);
  const derived = listOptions(spec.area, spec.document);
  registerAreaList(spec.area, spec.document);
  const command = new Command('list').description(spec.description);
  if (spec.search) command.option('--search <text>', spec.search);
  if (status) command.option(statusFlags(status), status.help);
  for (const option of derived.options) command.option(option.flags, option.help);
  const base = spec.search ? withSearch : withoutSearch;
  const schema = (status ? base.extend({ status: statusOption(status) }) : base).extend(derived.shape);
  const examples = derived.examples.map((args) => `  $ venue <area> list ${args}`);
  if (examples.length) command.addHelpText('after', (context) => `\nExamples:\n${examples.join('\n').replaceAll('<area>', context.command.parent?.name() ?? '<area>')}`);
  return command.option('--json', 'print the slots as a JSON array').action(
    action(async (raw: unknown) => {
      const { json, sort, from, to, deleted, event, status: chosen, ...filter } = parse(schema, raw) as unknown as { json: boolean; search?: string; status?: ReturnType<StatusFilter['variables']> } & ListOptionValues;
      const { client } = await signedInClient();
      const rows = spec.rows(await client.request(spec.document, { limit: spec.limit, ...filter, ...chosen, ...derived.variables({ sort, from, to, deleted, event }) }));
      if (json) printJson(rows);
      else if (rows.length === 0) say(DATA_NOT_FOUND);
      else printTable(spec.columns, rows);
      return ExitCode.OK;
    }),
  );
}
