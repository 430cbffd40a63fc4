import { rowNumber } from '#domain/format';
import { DATA_NOT_FOUND } from '#domain/messages';
import { printTable, say, type Column } from './output.ts';

/** Prints one page of a list: rows numbered from `offset` and "from-to of count" on stderr, or DATA NOT FOUND. */
export function printPage<T>(columns: readonly Column<T>[], page: { items: readonly T[]; count: number }, offset: number): void {
  if (page.items.length === 0) {
    say(DATA_NOT_FOUND);
    return;
  }
  const numbered = page.items.map((row, index) => ({ row, index }));
  printTable([{ header: '#', value: (r) => String(rowNumber(r.index, offset)) }, ...columns.map((c) => ({ header: c.header, value: (r: { row: T }) => c.value(r.row) }))], numbered);
  say(`${rowNumber(0, offset)}-${rowNumber(page.items.length - 1, offset)} of ${page.count}`);
}
