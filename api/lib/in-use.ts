import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import type { BulkChange, Precheck, SoftDeleteTable } from './audited-records.ts';
import { HttpError } from './http-error.ts';

/**
 * A delete's precheck: 409 with `message` while live rows of `table` point at the record through
 * `column`. It runs under the record's FOR UPDATE lock, and writers of `table` lock the record FOR
 * SHARE while they reference it, so no row can start pointing at it meanwhile.
 */
export const refuseWhileReferenced =
  (table: SoftDeleteTable, column: PgColumn, id: string, message: string): Precheck =>
  async (tx) => {
    const [used] = await tx.select({ one: sql`1` }).from(table).where(and(eq(column, id), eq(table.isDelete, false))).limit(1);
    if (used) throw new HttpError(409, message);
  };

/**
 * The set-based form of `refuseWhileReferenced` for bulk deletes (`BulkRules.refuse`): each id that
 * live rows of `table` still point at through `column`, with `message`; one query for all the ids.
 */
export const refuseManyWhileReferenced =
  (table: SoftDeleteTable, column: PgColumn, message: string) =>
  async (tx: Db, ids: string[], change: BulkChange): Promise<Map<string, string>> => {
    if (change.action !== 'delete') return new Map();
    const used = await tx.selectDistinct({ id: column }).from(table).where(and(inArray(column, ids), eq(table.isDelete, false)));
    return new Map(used.map((row) => [String(row.id), message]));
  };
