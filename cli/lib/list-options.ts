import { z } from 'zod';
import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import { orderField, type OrderKey } from '#domain/declaration/order-by';
import { isDayString } from '#domain/floor/calendar-day';
import { sortParam, type SortTerm } from '#domain/schemas/list';
import { CliError } from './cli-error.ts';
import { takesOptionalVariable, takesVariable } from './document-variables.ts';
import { idArgument } from './id-argument.ts';
import { ExitCode } from './exit-codes.ts';

const day = (flag: string) => z.string().refine(isDayString, `--${flag} must be a date (YYYY-MM-DD)`).optional();

/** The values of a list's derived options, as parsed. */
export interface ListOptionValues {
  sort?: SortTerm[];
  from?: string;
  to?: string;
  deleted?: boolean;
  event?: string;
}

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The options of an area's list that its document calls for, offered by every list: `--sort` where
 * it declares `$orderBy` (the area's sort fields as REST names them, `name,-createdAt`), and `--from`
 * / `--to` (venue days, both included) where it declares `$from` and `$to`, `--deleted` (the trash,
 * what `restore` brings back) where it declares `$deleted`, and `--event <id>` where it declares an
 * optional `$eventId` (a required one is the list's parent, see ParentOption). `variables` turns
 * their values into the document's, refusing a `--to` before `--from` as invalid input (6).
 */
export function listOptions(area: Pick<AreaDeclaration, 'key' | 'sort' | 'nouns'>, document: unknown) {
  const options: { flags: string; help: string }[] = [];
  const shape: Record<string, z.ZodType> = {};
  // The arguments of `venue <area> list` in the help's examples.
  const examples: string[] = [];
  const [first, second = first] = area.sort;
  if (takesVariable(document, 'orderBy') && first) {
    options.push({ flags: '--sort <fields>', help: `order by ${area.sort.join(', ')}: comma-separated, the first first, a leading - for descending (the id breaks ties)` });
    shape.sort = sortParam(area.sort, '--sort');
    examples.push(`--sort -${second},${first}`);
  }
  if (takesVariable(document, 'from') && takesVariable(document, 'to')) {
    options.push({ flags: '--from <YYYY-MM-DD>', help: `only ${area.nouns.many} of this venue day or later` }, { flags: '--to <YYYY-MM-DD>', help: `only ${area.nouns.many} of this venue day or earlier` });
    Object.assign(shape, { from: day('from'), to: day('to') });
    examples.push('--from 2027-03-01 --to 2027-03-31');
  }
  if (takesOptionalVariable(document, 'eventId')) {
    options.push({ flags: '--event <id>', help: `only the ${area.nouns.many} of this event (its id)` });
    shape.event = idArgument('event').optional();
    examples.push('--event <event-id>');
  }
  if (takesVariable(document, 'deleted')) {
    options.push({ flags: '--deleted', help: `only the deleted ${area.nouns.many}; \`${kebab(area.key)} restore\` brings them back` });
    shape.deleted = z.boolean().optional();
    examples.push('--deleted --json');
  }
  const variables = ({ sort, from, to, deleted, event }: ListOptionValues): { orderBy?: OrderKey[]; from?: string; to?: string; deleted?: true; eventId?: string } => {
    if (from && to && to < from) throw new CliError(ExitCode.INVALID, `--to must not be before --from (${to} is before ${from})`);
    const orderBy = sort?.map((term): OrderKey => ({ field: orderField(term.field), direction: term.direction === 'desc' ? 'DESC' : 'ASC' }));
    return { ...(orderBy && { orderBy }), ...(from && { from }), ...(to && { to }), ...(deleted && { deleted: true as const }), ...(event && { eventId: event }) };
  };
  return { options, shape, examples, variables };
}
