import { CliError } from './cli-error.ts';
import { ExitCode } from './exit-codes.ts';
import type { Column } from './output.ts';

const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
const namesOf = (fields: string) =>
  fields
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/** `--fields id,name`: the columns whose headers match, in the order asked (case and spaces ignored); an unknown name is invalid input. */
export function pickColumns<T>(columns: readonly Column<T>[], fields: string | undefined): readonly Column<T>[] {
  if (!fields) return columns;
  return namesOf(fields).map((name) => {
    const column = columns.find((c) => key(c.header) === key(name));
    if (!column) throw new CliError(ExitCode.INVALID, `Unknown field "${name}": pick from ${columns.map((c) => key(c.header)).join(', ')}`);
    return column;
  });
}

/** `--fields` on JSON output: only those keys of the record (as the JSON names them). */
export function pickFields(record: unknown, fields: string): Record<string, unknown> {
  const source = (record ?? {}) as Record<string, unknown>;
  return Object.fromEntries(namesOf(fields).map((name) => [name, source[name]]));
}
