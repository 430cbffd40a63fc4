import type { Command } from 'commander';
import { z } from 'zod';
import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import { listQuerySchema } from '#domain/schemas/list';
import { dayQuerySchema } from '#domain/schemas/table';
import { idArgument } from './id-argument.ts';
import { listStatus, statusFlags, statusOption } from './list-status.ts';
import { listOptions, type ListOptionValues } from './list-options.ts';
import { parse } from './parse.ts';

/** A filter of an area's own: `flags` as commander takes them (`--payment-status <…>`), parsed by `schema` into the variable commander names after them (`paymentStatus`). */
export interface ListFilter {
  flags: string;
  help: string;
  schema: z.ZodType;
}

/** A required option naming the parent record a list belongs to, e.g. `--event <id>` sent as `eventId`. */
export interface ParentOption<Variable extends string> {
  /** The option's name without dashes: `event`. */
  flag: string;
  variable: Variable;
  help: string;
}

/** What decides a list's filters: its document's variables, and the help of the options an area words itself. */
export interface ListFiltersSpec {
  area: AreaDeclaration;
  document: unknown;
  /** The help of --search; a list without it takes no --search. */
  search?: string;
  /** The help of --date (YYYY-MM-DD, e.g. the tables' day); a list without it takes no --date. */
  date?: string;
  /** The help of --status when not one from the area's nouns. */
  statusHelp?: string;
  /** Filters of the area's own, by the document variable each sets (an optional variable of the document). */
  filters?: Readonly<Record<string, ListFilter>>;
  /** The records' parent, when the list is one parent's (a memory's event). */
  parent?: ParentOption<string>;
}

/** One option of a list's filters; `name` is commander's attribute name (`paymentStatus`). */
export interface FilterOption {
  flags: string;
  help: string;
  name: string;
  required?: boolean;
}

/**
 * The options that pick a list's rows (not its page or its output), as `venue <area> list` and
 * `venue export <area>` offer them, and their values as the list document's variables. Both read
 * them here, so they take the same options with the same checks and messages: an invalid value is
 * exit 6 naming the option (`--from must be a date (YYYY-MM-DD)`), a missing parent exit 2.
 */
export interface ListFilters {
  options: readonly FilterOption[];
  /** The arguments of `venue <area> list` in its help's examples (`--sort -name,createdAt`). */
  examples: readonly string[];
  /** Commander's option values → the document's variables of the filters given. */
  variables(raw: unknown): Record<string, unknown>;
  /** Adds the options to a command, but those named in `except` (commander's names, e.g. `sort`). */
  addTo(command: Command, except?: readonly string[]): Command;
}

const attribute = (flags: string) => (flags.match(/--([\w-]+)/)?.[1] ?? '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** The filters of a list, from its document's variables (see listStatus and listOptions) and the area's own. */
export function listFilters(spec: ListFiltersSpec): ListFilters {
  const status = listStatus(spec.area, spec.document, spec.statusHelp);
  const derived = listOptions(spec.area, spec.document);
  const options: FilterOption[] = [];
  const shape: Record<string, z.ZodType> = {};
  const add = (flags: string, help: string, schema: z.ZodType, required = false) => {
    const name = attribute(flags);
    options.push({ flags, help, name, ...(required && { required }) });
    shape[name] = schema;
  };
  if (spec.search) add('--search <text>', spec.search, listQuerySchema.shape.search);
  if (spec.date) add('--date <YYYY-MM-DD>', spec.date, dayQuerySchema.optional());
  if (status) add(statusFlags(status), status.help, statusOption(status));
  for (const option of derived.options) add(option.flags, option.help, derived.shape[attribute(option.flags)]!);
  for (const filter of Object.values(spec.filters ?? {})) add(filter.flags, filter.help, filter.schema);
  const parent = spec.parent;
  if (parent) add(`--${parent.flag} <id>`, parent.help, idArgument(parent.flag), true);
  const schema = z.object(shape);
  return {
    options,
    examples: derived.examples,
    addTo: (command, except = []) => {
      for (const option of options) {
        if (except.includes(option.name)) continue;
        if (option.required) command.requiredOption(option.flags, option.help);
        else command.option(option.flags, option.help);
      }
      return command;
    },
    variables: (raw) => {
      const values = parse(schema, raw) as Record<string, unknown> & ListOptionValues & { status?: Record<string, unknown> };
      // The parent's option is named after the record (`--event`), its variable after the id (`eventId`).
      const parentValue = parent ? { [parent.variable]: values[parent.flag] } : {};
      if (parent) delete values[parent.flag];
      const { sort, from, to, deleted, event, status: chosen, ...own } = values;
      return { ...own, ...chosen, ...derived.variables({ sort, from, to, deleted, event }), ...parentValue };
    },
  };
}
