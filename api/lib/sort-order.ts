import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SortTerm } from '#domain/schemas/list';

/** What a sort field orders by: a column, or an expression such as a joined table's column. */
export type Sortable = PgColumn | SQL;

/**
 * The ORDER BY of a list: the caller's `sort` terms, each its column in its direction, then `id`
 * in the last term's direction (so a two-column index scanned either way serves the page, and rows
 * that tie keep one order from page to page); the list's own `fallback` order without a sort.
 * A field missing from `columns` is a programming error (the schema allowed it), not the caller's.
 */
export function sortOrder(sort: readonly SortTerm[] | undefined, columns: Readonly<Record<string, Sortable | undefined>>, id: PgColumn, fallback: readonly Sortable[]): Sortable[] {
  if (!sort?.length) return [...fallback];
  const by = (term: SortTerm, column: Sortable) => (term.direction === 'desc' ? desc(column) : asc(column));
  const keys = sort.map((term) => {
    const column = columns[term.field];
    if (!column) throw new Error(`sort field ${term.field} has no column`);
    return by(term, column);
  });
  return [...keys, by(sort[sort.length - 1]!, id)];
}

/** The columns of `table` named like the sort fields, for tables whose REST names are their column names. */
export const columnsNamed = (table: object, fields: readonly string[]): Record<string, Sortable> =>
  Object.fromEntries(
    fields.map((field) => {
      const column = (table as Record<string, Sortable | undefined>)[field];
      if (!column) throw new Error(`sort field ${field} is not a column`);
      return [field, column];
    }),
  );

/** The ORDER BY of a declared area's list over `table`, whose columns carry the REST names of its `sort` fields. */
export const listOrder = (area: { sort: readonly string[] }, table: object & { id: PgColumn }, sort: readonly SortTerm[] | undefined, fallback: readonly Sortable[]): Sortable[] =>
  sortOrder(sort, columnsNamed(table, area.sort), table.id, fallback);
