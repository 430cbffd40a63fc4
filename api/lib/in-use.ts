import { and, count, eq, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import type { BulkChange, Precheck, SoftDeleteTable } from './audited-records.ts';
import { HttpError } from './http-error.ts';

/** A delete's 409 text: fixed, or written from how many live rows still point at the record ("still assigned to 2 sub-admins"). */
export type InUseMessage = string | ((count: number) => string);

const inUseText = (message: InUseMessage, n: number): string => (typeof message === 'string' ? message : message(n));

/** How many live rows of `table` point at each of `ids` through `column`: one grouped query. */
async function liveReferences(tx: Db, table: SoftDeleteTable, column: PgColumn, ids: string[]): Promise<Map<string, number>> {
  const used = await tx.select({ id: column, n: count() }).from(table).where(and(inArray(column, ids), eq(table.isDelete, false))).groupBy(column);
  return new Map(used.map((row) => [String(row.id), Number(row.n)]));
}

/**
 * A delete's precheck: 409 with `message` (naming no field: the request holds only the record's id,
 * which is right; the rows in the way are what the message names) while live rows of `table` point at the record through
 * `column`. It runs under the record's FOR UPDATE lock, and writers of `table` lock the record FOR
 * SHARE while they reference it, so no row can start pointing at it meanwhile.
 */
export const refuseWhileReferenced =
  (table: SoftDeleteTable, column: PgColumn, id: string, message: InUseMessage): Precheck =>
  async (tx) => {
    const n = (await liveReferences(tx, table, column, [id])).get(id);
    if (n) throw new HttpError(409, inUseText(message, n));
  };

/**
 * The set-based form of `refuseWhileReferenced` for bulk deletes (`BulkRules.refuse`): each id that
 * live rows of `table` still point at through `column`, with `message`; one query for all the ids.
 */
export const refuseManyWhileReferenced =
  (table: SoftDeleteTable, column: PgColumn, message: InUseMessage) =>
  async (tx: Db, ids: string[], change: BulkChange): Promise<Map<string, string>> => {
    if (change.action !== 'delete') return new Map();
    const used = await liveReferences(tx, table, column, ids);
    return new Map([...used].map(([id, n]) => [id, inUseText(message, n)]));
  };

/** A record's link to a soft-deleted parent that a restore must find live: its column, the parent's table, and the 409 text. */
export interface LiveParent {
  column: PgColumn;
  parent: SoftDeleteTable;
  message: string;
}

/**
 * For each id of `table` being restored, the 409 text of its first parent (in `parents` order) that is
 * deleted: a restored record must not come back under a deleted section, category or event, where no
 * screen reaches it and no edit can keep its own parent. Parents found live stay locked FOR SHARE, so
 * they cannot be deleted until the restore commits. One query per parent whatever the number of ids.
 */
async function deletedParents(tx: Db, table: SoftDeleteTable, ids: string[], parents: readonly LiveParent[]): Promise<Map<string, string>> {
  const refused = new Map<string, string>();
  for (const { column, parent, message } of parents) {
    const rows = await tx.select({ id: table.id, parentId: column }).from(table).where(inArray(table.id, ids));
    const parentIds = [...new Set(rows.map((row) => row.parentId).filter((id): id is string => typeof id === 'string'))];
    const live = parentIds.length ? await tx.select({ id: parent.id }).from(parent).where(and(inArray(parent.id, parentIds), eq(parent.isDelete, false))).for('share') : [];
    const liveIds = new Set(live.map((row) => String(row.id)));
    for (const row of rows) if (typeof row.parentId === 'string' && !liveIds.has(row.parentId) && !refused.has(String(row.id))) refused.set(String(row.id), message);
  }
  return refused;
}

/** A set-based refusal: for each of `ids` it refuses, the 409 text. */
export type Refusals = (tx: Db, ids: string[]) => Promise<Map<string, string>>;

/** One record's precheck from a set-based refusal: 409 with its text when it names `id` (in any case). */
export const refuseOne =
  (refusals: Refusals, id: string): Precheck =>
  async (tx) => {
    const refused = await refusals(tx, [id]);
    const message = refused.get(id) ?? refused.get(id.toLowerCase());
    if (message) throw new HttpError(409, message);
  };

/** A restore's precheck: 409 while a parent the record points at is soft-deleted (see deletedParents). */
export const refuseRestoreUnderDeleted = (table: SoftDeleteTable, id: string, parents: readonly LiveParent[]): Precheck =>
  refuseOne((tx, ids) => deletedParents(tx, table, ids, parents), id);

/** The set-based form for bulk restores (`BulkRules.refuse`). */
export const refuseManyRestoresUnderDeleted =
  (table: SoftDeleteTable, parents: readonly LiveParent[]) =>
  async (tx: Db, ids: string[], change: BulkChange): Promise<Map<string, string>> =>
    change.action === 'restore' ? deletedParents(tx, table, ids, parents) : new Map();
