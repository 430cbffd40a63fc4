import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { HttpError } from './http-error.ts';
import { isUuid } from './ids.ts';

/** A table rows of another area point at: a uuid `id`, and `isDelete` where its rows are soft-deleted. */
export type ReferencedTable = PgTable & { id: PgColumn; isDelete?: PgColumn };

/**
 * 400 `missing` unless every id names a live row of `table` (not soft-deleted, where it can be).
 * The rows stay locked FOR SHARE, so a delete of them waits for the write that references them.
 */
export async function requireLive(tx: Db, table: ReferencedTable, ids: string | readonly string[], missing: string): Promise<void> {
  const wanted = [...new Set(typeof ids === 'string' ? [ids] : ids)];
  if (wanted.length === 0) return;
  if (!wanted.every(isUuid)) throw new HttpError(400, missing);
  const byId = inArray(table.id, wanted);
  const where = table.isDelete ? (and(byId, eq(table.isDelete, false)) as SQL) : byId;
  const found = await tx.select({ id: table.id }).from(table).where(where).for('share');
  if (found.length !== wanted.length) throw new HttpError(400, missing);
}
