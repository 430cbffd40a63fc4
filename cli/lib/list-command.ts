import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Command } from 'commander';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '#domain/limits';
import { listQuerySchema } from '#domain/schemas/list';
import { dayQuerySchema } from '#domain/schemas/table';
import { z } from 'zod';
import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import { sellsByBlock, statusNames, type StatusName } from '#domain/declaration/status-names';
import { action } from './action.ts';
import { registerAreaList } from './area-lists.ts';
import { takesVariable } from './document-variables.ts';
import { listOptions, type ListOptionValues } from './list-options.ts';
import { CliError } from './cli-error.ts';
import { pickColumns, pickFields } from './fields.ts';
import { progressBar } from './progress-bar.ts';
import { idArgument } from './id-argument.ts';
import { signedInClient } from './connection.ts';
import { ExitCode } from './exit-codes.ts';
import type { Column } from './output.ts';
import { printJson, printTable } from './output.ts';
import { parse } from './parse.ts';
import { printPage } from './print-page.ts';

/** The variables of a list document (and those of its derived options, see listOptions). */
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
export interface ListCommandSpec<R, T, D extends AreaDeclaration, Parent extends string = never> {
  /** The help line, e.g. "list roles, newest first". */
  description: string;
  /** The help of --search; a list without it takes no --search. */
  search?: string;
  /** The help of --date (YYYY-MM-DD, e.g. the tables' day); a list without it takes no --date. */
  date?: string;
  /** The area listed: its status names (given in lower case) are what --status takes, where the document declares `$status`. */
  area: D;
  /** The help of --status when not one from the area's nouns. */
  statusHelp?: string;
  /** Filters of the area's own, by the document variable each sets (an optional variable of `document`). */
  filters?: Readonly<Record<string, ListFilter>>;
  /** Rows per page when --limit is not given. */
  pageSize?: number;
  /** The records' parent, when the list is one parent's (a memory's event). */
  parent?: ParentOption<Parent>;
  document: TypedDocumentNode<R, ListVariables<StatusName<D>> & Record<NoInfer<Parent>, string>>;
  page: (data: R) => { items: readonly T[]; count: number };
  columns: readonly Column<T>[];
}

const json = { json: z.boolean().default(false), all: z.boolean().default(false), fields: z.string().optional() };
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

/** The `--status` of a list: the words it takes (`active`, `blocked` …) and the document variables each sets. */
export interface StatusFilter {
  help: string;
  words: readonly string[];
  variables: (word: string) => { status?: string; blocked?: boolean; subscribed?: boolean };
}

/**
 * `--status` of an area's list, from what its document declares, with the words the web's status
 * filter and `venue export --status` take (web/lib/listStatus.ts):
 * - `$status`: the area's status names in lower case (`active|inactive`, `pending|marked`);
 * - else `$blocked`: `blocked|unblocked` (hosts, sub-admins); where the area also has a status of
 *   its own (event tickets), `active|inactive` as the web's "on sale": active is not blocked;
 * - else `$subscribed`: `subscribed|unsubscribed` (newsletters).
 * `help` words the option when given (the `$status` case).
 */
export function listStatus(area: AreaDeclaration, document: unknown, help?: string): StatusFilter | undefined {
  const many = area.nouns.record ? `${area.nouns.record}s` : area.nouns.many;
  // Two words for a Boolean filter: `yes` sets it true, the other false.
  const yesNo = (variable: 'blocked' | 'subscribed', words: readonly [string, string], yes: string, text: string): StatusFilter => ({ help: text, words, variables: (word) => ({ [variable]: word === yes }) });
  if (takesVariable(document, 'status')) {
    const names = statusNames(area);
    const words = names.map(optionWord);
    return { help: help ?? `only ${many} with this status`, words, variables: (word) => ({ status: names[words.indexOf(word)] }) };
  }
  if (takesVariable(document, 'blocked')) {
    if (sellsByBlock(area)) return yesNo('blocked', ['active', 'inactive'], 'inactive', `active: only ${many} not blocked (on sale); inactive: only the blocked (off sale)`);
    return yesNo('blocked', ['blocked', 'unblocked'], 'blocked', `only the blocked or only the unblocked ${area.nouns.many}`);
  }
  if (takesVariable(document, 'subscribed')) return yesNo('subscribed', ['subscribed', 'unsubscribed'], 'subscribed', `only the subscribed or only the unsubscribed ${area.nouns.many}`);
  return undefined;
}

/** The flags of a status filter's option: `--status <active|inactive>`. */
export const statusFlags = (status: StatusFilter, flag = '--status'): string => `${flag} <${status.words.join('|')}>`;

/** `--status <word>` parsed into the document variables it sets; a word not taken is invalid input (6). */
export const statusOption = (status: StatusFilter) =>
  z
    .enum(status.words as [string, ...string[]], { error: `Status must be ${status.words.map((w) => `"${w}"`).join(' or ')}` })
    .transform(status.variables)
    .optional();

/** `list`: one page as a numbered table, or `{ items, count }` with --json. */
export function listCommand<R, T, const D extends AreaDeclaration, Parent extends string = never>(spec: ListCommandSpec<R, T, D, Parent>): Command {
  const status = listStatus(spec.area, spec.document, spec.statusHelp);
  const derived = listOptions(spec.area, spec.document);
  if (!spec.parent) registerAreaList(spec.area, spec.document);
  const command = new Command('list')
    .description(spec.description)
    .option('--limit <n>', `rows per page (1-${MAX_PAGE_SIZE}; more is an error: use --all)`, String(spec.pageSize ?? PAGE_SIZE))
    .option('--offset <n>', 'rows to skip', '0');
  if (spec.search) command.option('--search <text>', spec.search);
  if (spec.date) command.option('--date <YYYY-MM-DD>', spec.date);
  if (status) command.option(statusFlags(status), status.help);
  for (const option of derived.options) command.option(option.flags, option.help);
  const filters = Object.entries(spec.filters ?? {});
  for (const [, filter] of filters) command.option(filter.flags, filter.help);
  const parent = spec.parent;
  if (parent) command.requiredOption(`--${parent.flag} <id>`, parent.help);
  const base = spec.search ? withSearch : withoutSearch;
  const dated = spec.date ? withDate(base) : base;
  const withStatus = status ? dated.extend({ status: statusOption(status) }) : dated;
  // Typed as without the filters: their values go to the document's optional variables of the same names.
  const schema = withStatus.extend({ ...derived.shape, ...Object.fromEntries(filters.map(([variable, filter]) => [variable, filter.schema])) }) as unknown as typeof withStatus;
  return command
    .option('--json', 'print the page as JSON: { items, count } (with --all: one record per line, NDJSON)')
    .option('--all', `every page, ${MAX_PAGE_SIZE} rows at a time, streamed (ignores --limit and --offset)`)
    .option('--fields <names>', 'only these columns (or JSON keys), comma-separated, e.g. id,name')
    .addHelpText('after', (context) => listExamples(context.command.parent?.name() ?? '<area>', spec, derived.examples))
    .action(
    action(async (raw: unknown) => {
      const limit = Number((raw as { limit?: string }).limit);
      if (Number.isFinite(limit) && limit > MAX_PAGE_SIZE) throw new CliError(ExitCode.INVALID, `--limit must be at most ${MAX_PAGE_SIZE} (the API's page cap); use --all for every row`);
      const { json, all, fields, sort, from, to, deleted, event, status: chosen, ...query } = parse(schema, raw) as Omit<z.output<typeof schema>, 'status'> & ListOptionValues & { status?: ReturnType<StatusFilter['variables']> };
      const own = parent ? parse(z.object({ [parent.flag]: idArgument(parent.flag) }), raw) : {};
      const variables: ListVariables = { ...query, ...chosen, ...derived.variables({ sort, from, to, deleted, event }), ...(parent && { [parent.variable]: own[parent.flag] }) };
      const columns = pickColumns(spec.columns, fields);
      const { client } = await signedInClient();
      // The parent's variable is in `variables` exactly when the document asks for it.
      const read = async (vars: ListVariables) => spec.page(await client.request(spec.document as TypedDocumentNode<R, ListVariables>, vars));
      if (all) return printAll(read, variables, columns, json, fields);
      const page = await read(variables);
      if (json) printJson(fields ? { ...page, items: page.items.map((item) => pickFields(item, fields)) } : page);
      else printPage(columns, page, variables.offset);
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
