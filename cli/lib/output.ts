/** One column of a printed table. */
export interface Column<T> {
  header: string;
  value: (row: T) => string;
}

/**
 * Data goes to stdout: an aligned table with a header on a terminal; otherwise tab-separated rows
 * without a header, so that `cut -f` and `awk -F'\t'` work on it.
 */
export function printTable<T>(columns: readonly Column<T>[], rows: readonly T[]): void {
  const cells = rows.map((row) => columns.map((c) => clean(c.value(row))));
  if (!process.stdout.isTTY) {
    for (const line of cells) process.stdout.write(`${line.join('\t')}\n`);
    return;
  }
  const headers = columns.map((c) => c.header);
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((line) => line[i]?.length ?? 0)));
  const format = (line: string[]) => line.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
  process.stdout.write(`${[format(headers), format(widths.map((w) => '-'.repeat(w))), ...cells.map(format)].join('\n')}\n`);
}

/** Machine-readable output for `--json`. */
export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** A message for people: always stderr, so stdout stays clean data. */
export function say(message: string): void {
  process.stderr.write(`${message}\n`);
}

const clean = (value: string) => value.replace(/[\t\r\n]+/g, ' ');
