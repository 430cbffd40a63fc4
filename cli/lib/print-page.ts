import { rowNumber } from '#domain/format';
import { DATA_NOT_FOUND } from '#domain/messages';
import { printTable, say, type Column } from './output.ts';

/**
 * Prints one page of a list: rows numbered from `offset` and "from-to of count" on stderr, or DATA NOT FOUND.
 * With `numbered: false` (the columns picked with --fields) the rows are printed without the number column.
 */
export function printPage<T>(columns: readonly Column<T>[], page: { items: readonly T[]; count: number }, offset: number, { numbered: withNumbers = true } = {}): void {
  if (page.items.length === 0) {
    say(DATA_NOT_FOUND);
    return;
  }
  if (!withNumbers) printTable(columns, page.items);
  else {
    const numbered = page.items.map((row, index) => ({ row, index }));
    printTable([{ header: '#', value: (r) => String(rowNumber(r.index, offset)) }, ...columns.map((c) => ({ header: c.header, value: (r: { row: T }) => c.value(r.row) }))], numbered);
  }
  say(`${rowNumber(0, offset)}-${rowNumber(page.items.length - 1, offset)} of ${page.count}`);
}
