import type { Command } from 'commander';
import type { BulkSpec } from './bulk.ts';
import { listIdsExample, withExamples } from './examples.ts';

/** How a verb on records is shown in its examples. */
export interface VerbExamples {
  /** The value typed after the ids: `inactive` for set-status; none for a verb that is its own value (block). */
  value?: string;
  /** Its bulk spec, when it takes many ids: examples with several ids, a piped list and a `--where-…` filter. */
  bulk?: BulkSpec;
  /** The ids come from the trash (restore): the piped list is `list --deleted`. */
  trash?: boolean;
}

/**
 * Ends the help of a verb on one record or many (set-status, delete, restore, block …) with examples
 * under the area's own names: `venue roles set-status <id> inactive`, and with many ids, several
 * ids, ids piped from the area's list, and a dry run of a `--where-…` filter.
 */
export function withVerbExamples(command: Command, { value, bulk, trash = false }: VerbExamples): Command {
  return withExamples(command, (area, verb) => {
    const run = `venue ${area} ${verb.name()}`;
    const then = value ? ` ${value}` : '';
    const lines = [`${run} <id>${then}`, `${run} <id>${then} --json`];
    if (!bulk) return lines;
    lines.push(`${run} <id> <id> <id>${then} --yes`);
    const ids = verb.parent && listIdsExample(verb.parent, trash);
    if (ids) lines.push(`${ids} | ${run}${then} --yes`);
    if (bulk.where?.search) lines.push(`${run}${then} --where-search bar --dry-run`);
    else if (bulk.where?.status) lines.push(`${run}${then} --where-status ${bulk.where.status.words[0]} --dry-run`);
    return lines;
  });
}
