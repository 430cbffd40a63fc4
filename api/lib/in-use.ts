import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Precheck, SoftDeleteTable } from './audited-records.ts';
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
