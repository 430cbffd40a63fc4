import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { StatusCode } from '#domain/codes';
import type { ListQuery, SortTerm } from '#domain/schemas/list';
import { recordAudit, recordAudits } from '../audit/record.ts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from './db-errors.ts';
import { HttpError } from './http-error.ts';
import { isUuid } from './ids.ts';
import { nextUpdatedAt, requireUnmodified } from './preconditions.ts';
import { columnsNamed, sortOrder, type Sortable } from './sort-order.ts';
import type { BulkItemResult, BulkReply } from '#domain/declaration/bulk-operations';
import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import { standardMessages } from '#domain/declaration/standard-messages';

/** A table of audited records: a uuid `id`, `updatedAt`, `isDelete` where rows are soft-deleted, and `status` where the area has one. */
export type RecordTable = PgTable & { id: PgColumn; isDelete?: PgColumn; updatedAt: PgColumn; status?: PgColumn; isBlocked?: PgColumn };

/** A table whose rows are soft-deleted. */
export type SoftDeleteTable = RecordTable & { isDelete: PgColumn };

/** One area's table, its REST shape and its 404 text. */
export interface RecordArea<T extends RecordTable, View> {
  table: T;
  area: string;
  present: (row: T['$inferSelect']) => View;
  notFound: string;
  /** The 409 text of a restore of a live record, where the area restores (`recordMessages`); else a generic one. */
  notDeleted?: string;
  /** The 412 text of a change whose `If-Match` names an older version (`recordMessages`); else a generic one. */
  stale?: string;
  /** What the list's `sort` fields order by when they are not the table's columns of the same names. */
  sortable?: Readonly<Record<string, Sortable>>;
}

/** A record area's 404, "not deleted" and stale-version texts, from its declaration: `{ table, area, present, ...recordMessages(servicesArea) }`. */
export function recordMessages(declaration: AreaDeclaration): { notFound: string; notDeleted: string; stale: string } {
  const { notFound, notDeleted, stale } = standardMessages(declaration);
  return { notFound, notDeleted, stale };
}

/** The 412 text of a record that changed since the caller read it, where its area has none of its own. */
export const STALE_RECORD = 'This record has changed since you opened it: nothing was saved. Reload it to see the changes.';

/** A change to one record; each is one audited transaction. */
export type RecordChange<Values> =
  | { action: 'update'; values: Values }
  | { action: 'status'; status: StatusCode }
  | { action: 'delete' }
  | { action: 'restore' }
  | { action: 'toggle'; field: string; value: boolean };

/** Work done inside the write's transaction before it, e.g. checking referenced uploads. */
export type Precheck = (tx: Db) => Promise<void>;

/**
 * Transactions of a bulk call (api/lib/bulk-route.ts): inside them a change that would leave the
 * record as it is (the same status or switch, restoring a live record) throws `Unchanged` instead of
 * writing, so the bulk reply can say the id was skipped. Single-record calls are not affected.
 */
const bulkTransactions = new WeakSet<object>();

/** Marks `tx` as a bulk call's transaction. */
export const markBulk = (tx: Db): void => void bulkTransactions.add(tx);

/** Thrown inside a bulk transaction by a change that would change nothing. */
export class Unchanged extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'Unchanged';
  }
}

const unchangedReason = (change: RecordChange<unknown>, current: Record<string, unknown>): string | undefined => {
  if (change.action === 'restore') return current.isDelete ? undefined : 'not deleted';
  if (change.action === 'delete') return undefined;
  const values = changeValues(change);
  return Object.entries(values).every(([key, value]) => current[key] === value) ? 'already in that state' : undefined;
};

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

/** The rows a list of `table` shows: live or deleted ones (where rows are soft-deleted), of `status` or `blocked` where it has one, matching `areaFilter`. */
export function listFilter(table: RecordTable, query: { deleted?: boolean; status?: number; blocked?: boolean }, areaFilter?: SQL): SQL | undefined {
  const byStatus = table.status && query.status !== undefined ? eq(table.status, query.status) : undefined;
  const byBlocked = table.isBlocked && query.blocked !== undefined ? eq(table.isBlocked, query.blocked) : undefined;
  const filters = [areaFilter, byStatus, byBlocked].filter((f) => f !== undefined);
  const filter = filters.length > 1 ? and(...filters) : filters[0];
  return table.isDelete ? listedWhere(table as SoftDeleteTable, query.deleted, filter) : filter;
}

/**
 * A page of non-deleted rows, or with `deleted` only the deleted ones (matching `filter` when given,
 * and `status` or `blocked` where the table has one), in the query's `sort` (its fields the table's columns of
 * the same names, or the area's `sortable`) or else `order`, in their REST shape, with the total.
 */
export async function pageLive<T extends RecordTable, View>(
  db: Db,
  area: RecordArea<T, View>,
  query: Pick<ListQuery, 'limit' | 'offset'> & { deleted?: boolean; status?: number; blocked?: boolean; sort?: readonly SortTerm[] },
  order: (SQL | PgColumn)[],
  areaFilter?: SQL,
): Promise<{ data: View[]; count: number }> {
  const table = area.table as RecordTable;
  const where = listFilter(table, query, areaFilter);
  const [rows, [total]] = await Promise.all([
    db.select().from(table).where(where).orderBy(...sortOrder(query.sort, area.sortable ?? columnsNamed(table, query.sort?.map((t) => t.field) ?? []), table.id, order)).limit(query.limit).offset(query.offset),
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
 * finds any row (a live one is a 409, "… is not deleted", as a delete of a deleted one is a 404, so of
 * two restores at once only one succeeds); every other change only live ones (404 otherwise).
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
    if (bulkTransactions.has(db)) {
      const reason = unchangedReason(change, current as Record<string, unknown>);
      if (reason) throw new Unchanged(reason);
    } else requireUnmodified(current as { id: string; updatedAt: Date }, area.stale ?? STALE_RECORD);
    const before = area.present(current);
    if (change.action === 'restore' && !current.isDelete) throw new HttpError(409, area.notDeleted ?? 'This record is not deleted');
    await precheck?.(tx);
    const [row] = (await tx
      .update(table)
      .set({ ...changeValues(change), updatedAt: nextUpdatedAt((current as { updatedAt: Date }).updatedAt) })
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

/** A failure of one id inside a bulk call: the batch is undone and the id reported with `reason`. */
const failureReason = (error: unknown): string | undefined => (error instanceof HttpError && error.status !== 404 ? error.message : undefined);

/** One id's change inside a bulk transaction, the area's single-record path (each in a savepoint). */
export type ChangeOne = (tx: Db, id: string) => Promise<unknown>;

/** Runs `each` for every id in savepoints of `tx`: not found (404) and `Unchanged` are skipped, other refusals fail the id. */
async function changeEach(tx: Db, ids: readonly string[], each: ChangeOne): Promise<BulkItemResult[]> {
  markBulk(tx);
  const results = new Map<string, BulkItemResult>();
  // In the ids' own order, not the caller's: two bulk calls naming the same records lock them in the same order, so neither waits for the other in a deadlock.
  for (const id of [...ids].sort()) {
    try {
      await each(tx, id);
      results.set(id, { _id: id, result: 'done', rolledBack: false });
    } catch (error) {
      if (error instanceof Unchanged || (error instanceof HttpError && error.status === 404)) results.set(id, { _id: id, result: 'skipped', reason: error.message, rolledBack: false });
      else {
        const reason = failureReason(error);
        if (reason === undefined) throw error;
        results.set(id, { _id: id, result: 'failed', reason, rolledBack: false });
      }
    }
  }
  return ids.map((id) => results.get(id)!);
}

/**
 * One bulk batch in ONE transaction, all or nothing: `work` gives every id's result; when any
 * failed, the batch is rolled back and the ids that were done are reported as rolled back.
 * Unexpected errors roll back and propagate.
 */
async function inOneBatch(db: Db, ids: readonly string[], work: (tx: Db, unique: string[]) => Promise<BulkItemResult[]>): Promise<BulkReply> {
  // A UUID names the same record in any case: the reply names it as the store does (lower case), once.
  const unique = [...new Set(ids.map((id) => (isUuid(id) ? id.toLowerCase() : id)))];
  let results: BulkItemResult[] = [];
  const rollback = new Error('bulk batch rolled back');
  try {
    await db.transaction(async (tx) => {
      results = await work(tx, unique);
      if (results.some((r) => r.result === 'failed')) throw rollback;
    });
  } catch (error) {
    if (error !== rollback) throw error;
    const failed = results.filter((r) => r.result === 'failed').length;
    const undone = `not applied: the batch was rolled back because ${failed} of its records failed`;
    for (const r of results) if (r.result === 'done') Object.assign(r, { result: 'failed', reason: undone, rolledBack: true });
  }
  const tally = (outcome: BulkItemResult['result']) => results.filter((r) => r.result === outcome).length;
  return { committed: !results.some((r) => r.result === 'failed'), done: tally('done'), failed: tally('failed'), skipped: tally('skipped'), results };
}

/**
 * Runs `each` for every id (duplicates once) in ONE transaction, each in a savepoint of its own, so
 * every single-record rule and audit row stays the store's. Not found (404) and `Unchanged` ids are
 * skipped; any other refusal (409, 400) fails its id, and then the whole batch is rolled back.
 */
export const bulkAudited = (db: Db, ids: readonly string[], each: ChangeOne): Promise<BulkReply> => inOneBatch(db, ids, (tx, unique) => changeEach(tx, unique, each));

/** The changes a bulk call makes: status, delete, restore, or a switch. */
export type BulkChange = Exclude<RecordChange<never>, { action: 'update' }>;

/** An area's rules for set-based bulk changes, beside its table (`BulkRecords`). */
export interface BulkRules<View> {
  /** Only rows matching this are the area's (sub-admins among the accounts). */
  scope?: SQL;
  /** The records as the area's reads and audit rows show them, read by id in one query (default: `present` of the row). */
  read?: (tx: Db, ids: string[]) => Promise<Map<string, View>>;
  /** The audit action of a change, where the area's trail names it otherwise (a switch recorded as `update` or `block`). */
  auditAction?: (change: BulkChange) => string;
  /**
   * The area's refusals of a change, judged for all the ids at once under their row locks: id → the
   * 409 text (e.g. a delete refused while other records point at the record). `today` is the
   * venue's day (a table booked from today on cannot be deleted).
   */
  refuse?: (tx: Db, ids: string[], change: BulkChange, today: string) => Promise<Map<string, string>>;
  /** Changes whose rules are only judged one record at a time: they take the area's single-record path. */
  oneByOne?: (change: BulkChange) => boolean;
  /** What else the change does to the changed ids, in the same transaction after their audit rows (a blocked account's sessions end). */
  afterWrite?: (tx: Db, ids: string[], change: BulkChange, actorId: string) => Promise<void>;
}

/** What the shared bulk route needs of an area: its audited table and its set-based rules. */
export interface BulkRecords<View = unknown> {
  // The table's own row type is the area's; here any audited table will do.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  records: RecordArea<any, View>;
  rules?: BulkRules<View>;
}

/**
 * A bulk change of many records of one area, set-based, in ONE transaction (all or nothing): the
 * rows locked in one query; ids not found (or soft-deleted, except for a restore) and ids already
 * in that state are skipped; the area's `refuse` fails ids (and so rolls the batch back); the rest
 * change in one UPDATE … WHERE id = ANY(…) RETURNING and get one audit row each in one INSERT,
 * before and after as the single-record path writes them. A unique index refusing the set (two
 * restores of the same name) falls back to `each`, the single-record path, which names the id.
 */
export function changeManyAudited<View>(db: Db, actorId: string, bulk: BulkRecords<View>, ids: readonly string[], change: BulkChange, each: ChangeOne, today: string): Promise<BulkReply> {
  const { records: area, rules = {} } = bulk;
  const table = area.table as RecordTable;
  return inOneBatch(db, ids, async (tx, unique) => {
    if (rules.oneByOne?.(change)) return changeEach(tx, unique, each);
    const wanted = unique.filter(isUuid);
    const byId = idIn(table, wanted);
    // Locked in id order whatever the plan, as changeEach locks them: overlapping bulk calls never deadlock.
    const rows = wanted.length ? ((await tx.select().from(table).where(rules.scope ? and(byId, rules.scope) : byId).orderBy(table.id).for('update')) as Record<string, unknown>[]) : [];
    const found = new Map(rows.map((row) => [row.id as string, row]));
    const results = new Map<string, BulkItemResult>();
    const candidates: string[] = [];
    for (const id of unique) {
      const row = found.get(id);
      const reason = !row || (change.action !== 'restore' && row.isDelete === true) ? area.notFound : unchangedReason(change, row);
      if (reason) results.set(id, { _id: id, result: 'skipped', reason, rolledBack: false });
      else candidates.push(id);
    }
    const refused = candidates.length && rules.refuse ? await rules.refuse(tx, candidates, change, today) : new Map<string, string>();
    if (refused.size) {
      // The batch is rolled back: the others would have been done, and are reported as undone.
      for (const id of candidates) results.set(id, refused.has(id) ? { _id: id, result: 'failed', reason: refused.get(id), rolledBack: false } : { _id: id, result: 'done', rolledBack: false });
    } else if (candidates.length) {
      try {
        await tx.transaction((sp) => writeMany(sp, actorId, bulk, candidates, found, change));
        for (const id of candidates) results.set(id, { _id: id, result: 'done', rolledBack: false });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        for (const r of await changeEach(tx, candidates, each)) results.set(r._id, r);
      }
    }
    return unique.map((id) => results.get(id)!);
  });
}

/** `id = ANY($1)`: the ids as ONE array parameter, however many (drizzle's inArray makes a parameter of each). */
const idIn = (table: RecordTable, ids: readonly string[]): SQL => sql`${table.id} = any(${sql.param(ids)}::uuid[])`;

/** The set-based write of `changeManyAudited`: one UPDATE and one audit INSERT for all `ids`. */
async function writeMany<View>(tx: Db, actorId: string, { records: area, rules = {} }: BulkRecords<View>, ids: string[], current: Map<string, Record<string, unknown>>, change: BulkChange): Promise<void> {
  const table = area.table as RecordTable;
  const before = rules.read ? await rules.read(tx, ids) : new Map(ids.map((id) => [id, area.present(current.get(id)!)]));
  const rows = (await tx
    .update(table)
    // Each row's new version is after its last one (api/lib/preconditions.ts), as a single change's is.
    .set({ ...changeValues(change), updatedAt: sql`greatest(${new Date().toISOString()}::timestamptz, ${table.updatedAt} + interval '1 millisecond')` })
    .where(idIn(table, ids))
    .returning()) as Record<string, unknown>[];
  if (rows.length !== ids.length) throw new Error(`${area.area} bulk update changed ${rows.length} of ${ids.length} rows`);
  const after = rules.read ? await rules.read(tx, ids) : new Map(rows.map((row) => [row.id as string, area.present(row)]));
  const updated = new Map(rows.map((row) => [row.id as string, row]));
  // Where rows are soft-deleted, the audit row says whether this one was.
  const deleted = (row: Record<string, unknown> | undefined) => (table.isDelete ? { isDelete: row?.isDelete } : {});
  const action = rules.auditAction?.(change) ?? change.action;
  await recordAudits(
    tx,
    ids.map((id) => ({ actorId, action, area: area.area, recordId: id, before: { ...before.get(id), ...deleted(current.get(id)) }, after: { ...after.get(id), ...deleted(updated.get(id)) } })),
  );
  await rules.afterWrite?.(tx, ids, change, actorId);
}
