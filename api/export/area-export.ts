import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import { inColumnOrder, type ColumnTitle } from '#domain/declaration/list-columns';
import { statusLabel } from '#domain/codes';
import { formatDate } from '#domain/format';
import { CURRENCY } from '#domain/limits';
import { NOT_AVAILABLE } from '#domain/messages';
import type { Db } from '../db/database.ts';
import { listFilter, type RecordArea, type RecordTable } from '../lib/audited-records.ts';
import type { CellValue } from './csv.ts';

/** Rows read per statement: an export never holds more than this many records. */
export const EXPORT_CHUNK = 2_000;

/** What a column's cell may depend on besides the row: the venue's timezone and today. */
export interface ExportContext {
  timeZone: string;
  today: string;
}

/** One column of an area's CSV: its title (the web list's column title) and its cell. */
export interface ExportColumn<Row> {
  title: string;
  cell: (row: Row, context: ExportContext) => CellValue;
}

/**
 * An area's export: the query of its list (the same filters, with the same messages), the rows of
 * a query read chunk by chunk (keyset pages, see {@link keysetChunks}), and its columns.
 */
export interface AreaExport<Row = never, Query = never> {
  area: AreaDeclaration;
  query: z.ZodType<Query>;
  chunks: (db: Db, query: Query, context: ExportContext) => AsyncIterable<Row[]>;
  columns: readonly ExportColumn<Row>[];
}

/** What a column shows of a row. */
export type ExportCell<Row> = ExportColumn<Row>['cell'];

/**
 * Declares an area's export (types checked against its rows and query): a cell for each of the
 * columns the area declares, by title, written in the declared order (the web list's).
 */
export const areaExport = <const D extends AreaDeclaration, Row, Query>(
  definition: Omit<AreaExport<Row, Query>, 'area' | 'columns'> & { area: D; columns: { [T in ColumnTitle<D>]: ExportCell<NoInfer<Row>> } },
): AreaExport<Row, Query> => ({ ...definition, columns: inColumnOrder<D, ExportCell<Row>>(definition.area, definition.columns).map(([title, cell]) => ({ title, cell })) });

/** A column's order: the column and its direction. The last one must be unique (the id). */
export type Ordering = readonly (readonly [PgColumn, 'asc' | 'desc'])[];

/** The ORDER BY of an ordering. */
export const orderOf = (ordering: Ordering): SQL[] => ordering.map(([column, direction]) => (direction === 'asc' ? asc(column) : desc(column)));

/** Newest first: `createdAt` then `id`, both descending (most lists' order). */
export const newestFirst = (table: PgTable & { createdAt: PgColumn; id: PgColumn }): Ordering => [
  [table.createdAt, 'desc'],
  [table.id, 'desc'],
];

/**
 * The rows that come after the row `lastId` of `table` in `ordering`: its values are read by a
 * subquery, so the comparison uses the stored values at full precision. All one direction is a row
 * comparison (one index range); mixed directions compare column by column.
 */
export function afterRow(table: PgTable, ordering: Ordering, lastId: string): SQL {
  const id = ordering.at(-1)![0];
  const valueOf = (column: PgColumn) => sql`(select ${column} from ${table} where ${id} = ${lastId})`;
  const directions = new Set(ordering.map(([, direction]) => direction));
  if (directions.size === 1) {
    const columns = sql.join(
      ordering.map(([column]) => column),
      sql`, `,
    );
    const asc = directions.has('asc');
    // The leading column's bound alone is what an index on that column can range over; the row comparison then settles the ties.
    const [lead] = ordering[0]!;
    return sql`${lead} ${asc ? sql`>=` : sql`<=`} ${valueOf(lead)} and (${columns}) ${asc ? sql`>` : sql`<`} (select ${columns} from ${table} where ${id} = ${lastId})`;
  }
  // a > a' or (a = a' and (b > b' or (b = b' and …)))
  const [[column, direction], ...rest] = ordering as [readonly [PgColumn, 'asc' | 'desc'], ...Ordering];
  const beyond = direction === 'asc' ? sql`${column} > ${valueOf(column)}` : sql`${column} < ${valueOf(column)}`;
  if (rest.length === 0) return beyond;
  return sql`(${beyond} or (${column} = ${valueOf(column)} and ${afterRow(table, rest, lastId)}))`;
}

/** `where` and, past the first chunk, `after`. */
export const andAfter = (where: SQL | undefined, after: SQL | undefined): SQL | undefined => (after ? and(where, after) : where);

/**
 * Every row of a query, chunk by chunk: `page(after, limit)` reads up to `limit` rows past the
 * condition `after` (none for the first chunk) in the list's order; the next chunk starts after the
 * last row read (keyset paging, so each chunk costs the same however deep it is).
 */
export async function* keysetChunks<Row extends { _id: string }>(
  table: PgTable,
  ordering: Ordering,
  page: (after: SQL | undefined, limit: number) => Promise<Row[]>,
  size: number = EXPORT_CHUNK,
): AsyncGenerator<Row[]> {
  let after: SQL | undefined;
  for (;;) {
    const rows = await page(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = afterRow(table, ordering, rows.at(-1)!._id);
  }
}

/** A date as the web shows it: "MMM dd, yyyy" in the venue's timezone. */
export const dateCell = (value: string | Date | null | undefined, { timeZone }: ExportContext): string => formatDate(value, timeZone);

/** A price as the web shows it: "AED 1500", or "N/A" when there is none. */
export const priceCell = (price: number | string | null | undefined): string => (price === null || price === undefined ? NOT_AVAILABLE : `${CURRENCY} ${Number(price)}`);

/**
 * Every row a pageLive list shows (see api/lib/audited-records.ts) for `query`, in `ordering`, in
 * its REST shape, chunk by chunk.
 */
export function liveChunks<T extends RecordTable, View extends { _id: string }>(
  db: Db,
  area: RecordArea<T, View>,
  query: { deleted?: boolean; status?: number },
  ordering: Ordering,
  areaFilter?: SQL,
): AsyncGenerator<View[]> {
  const table = area.table as RecordTable;
  const where = listFilter(table, query, areaFilter);
  return keysetChunks(table, ordering, async (after, limit) => {
    const rows = await db.select().from(table).where(andAfter(where, after)).orderBy(...orderOf(ordering)).limit(limit);
    return (rows as T['$inferSelect'][]).map(area.present);
  });
}

/** A stored picture or PDF as the address the web loads it from (`/media/<key>`), or "N/A". */
export const mediaCell = (key: string | null | undefined): string => (key ? `/media/${key}` : NOT_AVAILABLE);

/** The Date of most lists: the day the record was created. */
export const createdCell = (row: { createdAt: string }, context: ExportContext): string => dateCell(row.createdAt, context);

/** The Status switch's cell: Active or Inactive. */
export const statusCell = (row: { status: number }): string => statusLabel(row.status);

type Picture = { createdAt: string; status: number; image: string; metaData: { width: number; height: number } };

/** The columns of a list of pictures (the gallery, an event's memories): Date, Image, Width, Height and Status. */
export const pictureCells = {
  Date: createdCell,
  Image: (row: Picture) => mediaCell(row.image),
  Width: (row: Picture) => row.metaData.width,
  Height: (row: Picture) => row.metaData.height,
  Status: statusCell,
};

/** The chunks of a reader that first checks something (a parent that must exist): its failure comes with the first chunk. */
export async function* awaited<Row>(chunks: Promise<AsyncIterable<Row[]>>): AsyncGenerator<Row[]> {
  yield* await chunks;
}
