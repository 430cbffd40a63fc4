import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Command } from 'commander';
import { DATA_NOT_FOUND } from '#domain/messages';
import { z } from 'zod';
import { action } from './action.ts';
import { signedInClient } from './connection.ts';
import { ExitCode } from './exit-codes.ts';
import { printJson, printTable, say, type Column } from './output.ts';
import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import { registerAreaList } from './area-lists.ts';
import { listFilters } from './list-filters.ts';
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

const jsonSchema = z.object({ json: z.boolean().default(false) });

/** `list`: every slot in its fixed order as a table, or a JSON array with --json. */
export function listAllCommand<R, T>(spec: ListAllCommandSpec<R, T>): Command {
  const filters = listFilters(spec);
  registerAreaList(spec.area, spec.document, filters);
  const command = filters.addTo(new Command('list').description(spec.description));
  return command
    .option('--json', 'print the slots as a JSON array')
    .addHelpText('after', (context) => {
      const area = context.command.parent?.name() ?? '<area>';
      const lines = ['', '--json | jq length', ...(spec.search ? ['--search bar'] : []), ...filters.examples].map((args) => `  $ venue ${area} list${args ? ` ${args}` : ''}`);
      return `\nExamples:\n${lines.join('\n')}`;
    })
    .action(
      action(async (raw: unknown) => {
        const { json } = parse(jsonSchema, raw);
        const variables = filters.variables(raw);
        const { client } = await signedInClient();
        const rows = spec.rows(await client.request(spec.document, { limit: spec.limit, ...variables }));
        if (json) printJson(rows);
        else if (rows.length === 0) say(DATA_NOT_FOUND);
        else printTable(spec.columns, rows);
        return ExitCode.OK;
      }),
    );
}
