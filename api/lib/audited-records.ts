import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { StatusCode } from '#domain/codes';
import type { ListQuery } from '#domain/schemas/list';
import { recordAudit } from '../audit/record.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from './http-error.ts';
import { isUuid } from './ids.ts';

/** A table of audited records: a uuid `id`, `updatedAt`, `isDelete` where rows are soft-deleted, and `status` where the area has one. */
export type RecordTable = PgTable & { id: PgColumn; isDelete?: PgColumn; updatedAt: PgColumn; status?: PgColumn };

/** A table whose rows are soft-deleted. */
export type SoftDeleteTable = RecordTable & { isDelete: PgColumn };

/** One area's table, its REST shape and its 404 text. */
export interface RecordArea<T extends RecordTable, View> {
  table: T;
  area: string;
  present: (row: T['$inferSelect']) => View;
  notFound: string;
}

/** A change to one record; each is one audited transaction. */
export type RecordChange<Values> =
  | { action: 'update'; values: Values }
  | { action: 'status'; status: StatusCode }
  | { action: 'delete' }
  | { action: 'restore' }
  | { action: 'toggle'; field: string; value: boolean };

/** Work done inside the write's transaction before it, e.g. checking referenced uploads. */
export type Precheck = (tx: Db) => Promise<void>;

const liveOf = (table: SoftDeleteTable): SQL => eq(table.isDelete, false);

/** The condition for non-deleted rows, combined with `extra` when given. */
export const liveWhere = (table: SoftDeleteTable, extra?: SQL): SQL => (extra ? (and(liveOf(table), extra) as SQL) : liveOf(table));

// Every row of a table without soft deletes is live.
const liveIn = (table: RecordTable, extra?: SQL): SQL | undefined => (table.isDelete ? liveWhere(table as SoftDeleteTable, extra) : extra);

/** The condition for the rows a list shows: the soft-deleted ones when `deleted`, else the live ones; with `extra` when given. */
export const listedWhere = (table: SoftDeleteTable, deleted: boolean | undefined, extra?: SQL): SQL => {
  const side = eq(table.isDelete, deleted === true);
  return extra ? (and(side, extra) as SQL) : side;
};

/** A page of non-deleted rows, or with `deleted` only the deleted ones (matching `filter` when given), in `order`, in their REST shape, with the total. */
export async function pageLive<T extends RecordTable, View>(
  db: Db,
  area: RecordArea<T, View>,
  query: Pick<ListQuery, 'limit' | 'offset'> & { deleted?: boolean },
  order: (SQL | PgColumn)[],
  filter?: SQL,
): Promise<{ data: View[]; count: number }> {
  const table = area.table as RecordTable;
  const where = table.isDelete ? listedWhere(table as SoftDeleteTable, query.deleted, filter) : filter;
  const [rows, [total]] = await Promise.all([
    db.select().from(table).where(where).orderBy(...order).limit(query.limit).offset(query.offset),
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { data: (rows as T['$inferSelect'][]).map(area.present), count: total?.n ?? 0 };
}

/** A non-deleted row by id, or undefined (also for ids that are not UUIDs). */
export async function findLive<T extends RecordTable, View>(db: Db, area: RecordArea<T, View>, id: string): Promise<T['$inferSelect'] | undefined> {
  if (!isUuid(id)) return undefined;
  const table = area.table as RecordTable;
  const [row] = await db.select().from(table).where(liveIn(table, eq(table.id, id)));
  return row as T['$inferSelect'] | undefined;
}

/** A non-deleted row by id in its REST shape, or undefined. */
export async function findLiveView<T extends RecordTable, View>(db: Db, area: RecordArea<T, View>, id: string): Promise<View | undefined> {
  const row = await findLive(db, area, id);
  return row && area.present(row);
}

/** Inserts a row and its audit row in one transaction; `actorId` null when no account acts (the venue's site). */
export async function createAudited<T extends RecordTable, View>(
  db: Db,
  actorId: string | null,
  area: RecordArea<T, View>,
  values: T['$inferInsert'],
  precheck?: Precheck,
): Promise<View> {
  return db.transaction(async (tx) => {
    await precheck?.(tx);
    const [row] = (await tx.insert(area.table as RecordTable).values(values).returning()) as T['$inferSelect'][];
    if (!row) throw new Error(`${area.area} insert returned no row`);
    const after = area.present(row);
    await recordAudit(tx, { actorId, action: 'create', area: area.area, recordId: (row as { id: string }).id, before: null, after });
    return after;
  });
}

function changeValues<Values>(change: RecordChange<Values>): Record<string, unknown> {
  switch (change.action) {
    case 'update':
      return change.values as Record<string, unknown>;
    case 'status':
      return { status: change.status };
    case 'delete':
      return { isDelete: true };
    case 'restore':
      return { isDelete: false };
    case 'toggle':
      return { [change.field]: change.value };
  }
}

/**
 * Applies a change, locking the row, and writes the audit row in the same transaction. Restore
 * finds any row (a live one comes back unchanged); every other change only live ones (404 otherwise).
 */
export async function changeAudited<T extends RecordTable, View, Values>(
  db: Db,
  actorId: string,
  area: RecordArea<T, View>,
  id: string,
  change: RecordChange<Values>,
  precheck?: Precheck,
): Promise<View> {
  if (!isUuid(id)) throw new HttpError(404, area.notFound);
  const table = area.table as RecordTable;
  const byId = eq(table.id, id);
  return db.transaction(async (tx) => {
    const [current] = (await tx
      .select()
      .from(table)
      .where(change.action === 'restore' ? byId : liveIn(table, byId))
      .for('update')) as (T['$inferSelect'] & { isDelete?: boolean })[];
    if (!current) throw new HttpError(404, area.notFound);
    const before = area.present(current);
    if (change.action === 'restore' && !current.isDelete) return before;
    await precheck?.(tx);
    const [row] = (await tx
      .update(table)
      .set({ ...changeValues(change), updatedAt: new Date() })
      .where(byId)
      .returning()) as (T['$inferSelect'] & { isDelete?: boolean })[];
    if (!row) throw new Error(`${area.area} update returned no row`);
    const after = area.present(row);
    // Where rows are soft-deleted, the audit row says whether this one was.
    const deleted = (r: { isDelete?: boolean }) => (table.isDelete ? { isDelete: r.isDelete } : {});
    await recordAudit(tx, {
      actorId,
      action: change.action,
      area: area.area,
      recordId: id,
      before: { ...before, ...deleted(current) },
      after: { ...after, ...deleted(row) },
    });
    return after;
  });
}
