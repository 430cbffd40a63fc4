import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { HttpError, type FieldProblem } from './http-error.ts';
import { isUuid } from './ids.ts';

/** A table rows of another area point at: a uuid `id`, and `isDelete` where its rows are soft-deleted. */
export type ReferencedTable = PgTable & { id: PgColumn; isDelete?: PgColumn };

/** Where a reference sits in the body: its path, or for a list of ids the path of the row at an index. */
export type ReferencePath = FieldProblem['path'] | ((index: number) => FieldProblem['path']);

/**
 * 400 `missing` unless every id names a live row of `table` (not soft-deleted, where it can be).
 * The rows stay locked FOR SHARE, so a delete of them waits for the write that references them.
 * With `at`, the 400 names the field (the first id that is not live), as a refused body's problems do.
 */
export async function requireLive(tx: Db, table: ReferencedTable, ids: string | readonly string[], missing: string, at?: ReferencePath): Promise<void> {
  const list = typeof ids === 'string' ? [ids] : ids;
  const wanted = [...new Set(list)];
  if (wanted.length === 0) return;
  const refuse = (live: ReadonlySet<string>) => {
    const index = list.findIndex((id) => !live.has(id));
    const path = typeof at === 'function' ? at(Math.max(index, 0)) : at;
    return new HttpError(400, missing, path ? [{ path, message: missing }] : undefined);
  };
  if (!wanted.every(isUuid)) throw refuse(new Set(wanted.filter((id) => isUuid(id))));
  const byId = inArray(table.id, wanted);
  const where = table.isDelete ? (and(byId, eq(table.isDelete, false)) as SQL) : byId;
  const found = await tx.select({ id: table.id }).from(table).where(where).for('share');
  if (found.length !== wanted.length) throw refuse(new Set(found.map((row) => String(row.id))));
}
