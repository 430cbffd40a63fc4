import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Command } from 'commander';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '#domain/limits';
import { listQuerySchema } from '#domain/schemas/list';
import { z } from 'zod';
import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import type { StatusName } from '#domain/declaration/status-names';
import { action } from './action.ts';
import { registerAreaList } from './area-lists.ts';
import { listFilters, type ListFiltersSpec, type ParentOption } from './list-filters.ts';
import { CliError } from './cli-error.ts';
import { pickColumns, pickFields } from './fields.ts';
import { progressBar } from './progress-bar.ts';
import { signedInClient } from './connection.ts';
import { ExitCode } from './exit-codes.ts';
import type { Column } from './output.ts';
import { printJson, printTable } from './output.ts';
import { parse } from './parse.ts';
import { printPage } from './print-page.ts';

export type { ListFilter, ParentOption } from './list-filters.ts';

/** The variables of a list document (and those of its derived options, see listOptions). */
type ListVariables<S extends string = string> = { limit: number; offset: number; search?: string; date?: string; status?: S };

/** A paged list: `venue <area> list [--limit] [--offset] [--search] [--status] [filters] [--json]`. */
export interface ListCommandSpec<R, T, D extends AreaDeclaration, Parent extends string = never> extends Omit<ListFiltersSpec, 'area' | 'document' | 'parent'> {
  /** The help line, e.g. "list roles, newest first". */
  description: string;
  /** The area listed: its status names (given in lower case) are what --status takes, where the document declares `$status`. */
  area: D;
  /** Rows per page when --limit is not given. */
  pageSize?: number;
  /** The records' parent, when the list is one parent's (a memory's event). */
  parent?: ParentOption<Parent>;
  document: TypedDocumentNode<R, ListVariables<StatusName<D>> & Record<NoInfer<Parent>, string>>;
  page: (data: R) => { items: readonly T[]; count: number };
  columns: readonly Column<T>[];
}

const pageSchema = listQuerySchema.pick({ limit: true, offset: true }).extend({ json: z.boolean().default(false), all: z.boolean().default(false), fields: z.string().optional() });

/** `list`: one page as a numbered table, or `{ items, count }` with --json. */
export function listCommand<R, T, const D extends AreaDeclaration, Parent extends string = never>(spec: ListCommandSpec<R, T, D, Parent>): Command {
  const filters = listFilters(spec);
  registerAreaList(spec.area, spec.document, filters);
  const command = new Command('list')
    .description(spec.description)
    .option('--limit <n>', `rows per page (1-${MAX_PAGE_SIZE}; more is an error: use --all)`, String(spec.pageSize ?? PAGE_SIZE))
    .option('--offset <n>', 'rows to skip', '0');
  filters.addTo(command);
  return command
    .option('--json', 'print the page as JSON: { items, count } (with --all: one record per line, NDJSON)')
    .option('--all', `every page, ${MAX_PAGE_SIZE} rows at a time, streamed (ignores --limit and --offset)`)
    .option('--fields <names>', 'only these columns (or JSON keys), comma-separated, e.g. id,name')
    .addHelpText('after', (context) => listExamples(context.command.parent?.name() ?? '<area>', spec, filters.examples))
    .action(
      action(async (raw: unknown) => {
        const limit = Number((raw as { limit?: string }).limit);
        if (Number.isFinite(limit) && limit > MAX_PAGE_SIZE) throw new CliError(ExitCode.INVALID, `--limit must be at most ${MAX_PAGE_SIZE} (the API's page cap); use --all for every row`);
        const { json, all, fields, ...page } = parse(pageSchema, raw);
        // The parent's variable is in the filters' variables exactly when the document asks for it.
        const variables = { ...page, ...filters.variables(raw) } as ListVariables;
        const columns = pickColumns(spec.columns, fields);
        const { client } = await signedInClient();
        const read = async (vars: ListVariables) => spec.page(await client.request(spec.document as TypedDocumentNode<R, ListVariables>, vars));
        if (all) return printAll(read, variables, columns, json, fields);
        const first = await read(variables);
        if (json) printJson(fields ? { ...first, items: first.items.map((item) => pickFields(item, fields)) } : first);
        else printPage(columns, first, variables.offset, { numbered: !fields }); // --fields: exactly the columns asked for
        return ExitCode.OK;
      }),
    );
}

/** `--all`: every page in order, printed as it arrives: NDJSON with --json, rows otherwise (a table on a terminal), a progress bar on a terminal. */
async function printAll<T>(
  read: (vars: ListVariables) => Promise<{ items: readonly T[]; count: number }>,
  variables: ListVariables,
  columns: readonly Column<T>[],
  json: boolean,
  fields: string | undefined,
): Promise<number> {
  const bar = process.stderr.isTTY ? progressBar() : undefined;
  const table: T[] = [];
  let done = 0;
  for (let offset = 0; ; offset += MAX_PAGE_SIZE) {
    const page = await read({ ...variables, limit: MAX_PAGE_SIZE, offset });
    if (json) process.stdout.write(page.items.map((item) => `${JSON.stringify(fields ? pickFields(item, fields) : item)}\n`).join(''));
    else if (process.stdout.isTTY) table.push(...page.items);
    else printTable(columns, page.items);
    done += page.items.length;
    bar?.update('Reading', done, page.count);
    if (page.items.length < MAX_PAGE_SIZE || done >= page.count) break;
  }
  bar?.done();
  if (table.length > 0) printTable(columns, table);
  return ExitCode.OK;
}

/** The examples under a list's help; `derived` are the arguments of its derived options (`--sort …`). */
function listExamples(area: string, spec: { search?: string }, derived: readonly string[]): string {
  const lines = [`  $ venue ${area} list --limit 50 --offset 100`, `  $ venue ${area} list --all --json > ${area}.ndjson`, `  $ venue ${area} list --fields id,name`];
  if (spec.search) lines.push(`  $ venue ${area} list --search bar --json | jq '.items[].id'`);
  lines.push(...derived.map((args) => `  $ venue ${area} list ${args}`));
  return `\nExamples:\n${lines.join('\n')}`;
}
