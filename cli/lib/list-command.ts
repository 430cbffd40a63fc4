import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Command } from 'commander';
import { PAGE_SIZE } from '#domain/limits';
import { listQuerySchema } from '#domain/schemas/list';
import { dayQuerySchema } from '#domain/schemas/table';
import { z } from 'zod';
import { action } from './action.ts';
import { idArgument } from './id-argument.ts';
import { signedInClient } from './connection.ts';
import { ExitCode } from './exit-codes.ts';
import type { Column } from './output.ts';
import { printJson } from './output.ts';
import { parse } from './parse.ts';
import { printPage } from './print-page.ts';

/** The variables of a list document. */
type ListVariables<S extends string = string> = { limit: number; offset: number; search?: string; date?: string; status?: S };

/** A required option naming the parent record a list belongs to, e.g. `--event <id>` sent as `eventId`. */
export interface ParentOption<Variable extends string> {
  /** The option's name without dashes: `event`. */
  flag: string;
  variable: Variable;
  help: string;
}

/** A filter of an area's own: `flags` as commander takes them (`--payment-status <…>`), parsed by `schema` into the variable commander names after them (`paymentStatus`). */
export interface ListFilter {
  flags: string;
  help: string;
  schema: z.ZodType;
}

/** A paged list: `venue <area> list [--limit] [--offset] [--search] [--status] [filters] [--json]`. */
export interface ListCommandSpec<R, T, S extends string = never, Parent extends string = never> {
  /** The help line, e.g. "list roles, newest first". */
  description: string;
  /** The help of --search; a list without it takes no --search. */
  search?: string;
  /** The help of --date (YYYY-MM-DD, e.g. the tables' day); a list without it takes no --date. */
  date?: string;
  /** The help of --status and the statuses it takes, as GraphQL names them (given in lower case); a list without it takes no --status. */
  status?: { help: string; names: readonly S[] };
  /** Filters of the area's own, by the document variable each sets (an optional variable of `document`). */
  filters?: Readonly<Record<string, ListFilter>>;
  /** Rows per page when --limit is not given. */
  pageSize?: number;
  /** The records' parent, when the list is one parent's (a memory's event). */
  parent?: ParentOption<Parent>;
  document: TypedDocumentNode<R, ListVariables<S> & Record<NoInfer<Parent>, string>>;
  page: (data: R) => { items: readonly T[]; count: number };
  columns: readonly Column<T>[];
}

const json = { json: z.boolean().default(false) };
const withSearch = listQuerySchema.extend(json);
const withoutSearch = listQuerySchema.omit({ search: true }).extend(json);
const withDate = (schema: typeof withSearch | typeof withoutSearch) => schema.extend({ date: dayQuerySchema.optional() });

/** How a GraphQL enum value is typed on the command line: `IN_PROGRESS` → `in-progress`. */
export const optionWord = (name: string): string => name.toLowerCase().replace(/_/g, '-');

/** `--<label> in-progress` → `IN_PROGRESS`, refused unless one of `names`. */
export const choiceOption = <S extends string>(label: string, names: readonly S[]) => {
  const words = names.map(optionWord);
  return z
    .enum(words as [string, ...string[]], { error: `${label} must be ${words.map((w) => `"${w}"`).join(' or ')}` })
    .transform((word) => names[words.indexOf(word)] as S)
    .optional();
};

/** `list`: one page as a numbered table, or `{ items, count }` with --json. */
export function listCommand<R, T, S extends string = never, Parent extends string = never>(spec: ListCommandSpec<R, T, S, Parent>): Command {
  const command = new Command('list')
    .description(spec.description)
    .option('--limit <n>', 'rows per page (1-100)', String(spec.pageSize ?? PAGE_SIZE))
    .option('--offset <n>', 'rows to skip', '0');
  if (spec.search) command.option('--search <text>', spec.search);
  if (spec.date) command.option('--date <YYYY-MM-DD>', spec.date);
  if (spec.status) command.option(`--status <${spec.status.names.map(optionWord).join('|')}>`, spec.status.help);
  const filters = Object.entries(spec.filters ?? {});
  for (const [, filter] of filters) command.option(filter.flags, filter.help);
  const parent = spec.parent;
  if (parent) command.requiredOption(`--${parent.flag} <id>`, parent.help);
  const base = spec.search ? withSearch : withoutSearch;
  const dated = spec.date ? withDate(base) : base;
  const withStatus = spec.status ? dated.extend({ status: choiceOption('Status', spec.status.names) }) : dated;
  // Typed as without the filters: their values go to the document's optional variables of the same names.
  const schema = withStatus.extend(Object.fromEntries(filters.map(([variable, filter]) => [variable, filter.schema]))) as unknown as typeof withStatus;
  return command.option('--json', 'print the page as JSON: { items, count }').action(
    action(async (raw: unknown) => {
      const { json, ...query } = parse(schema, raw);
      const own = parent ? parse(z.object({ [parent.flag]: idArgument(parent.flag) }), raw) : {};
      const variables: ListVariables = { ...query, ...(parent && { [parent.variable]: own[parent.flag] }) };
      const { client } = await signedInClient();
      // The parent's variable is in `variables` exactly when the document asks for it.
      const page = spec.page(await client.request(spec.document as TypedDocumentNode<R, ListVariables>, variables));
      if (json) printJson(page);
      else printPage(spec.columns, page, variables.offset);
      return ExitCode.OK;
    }),
  );
}
