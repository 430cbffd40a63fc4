import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { liveWhere, type SoftDeleteTable } from './audited-records.ts';
import { HttpError } from './http-error.ts';
import { isUuid } from './ids.ts';

/** 400 with `missing` unless the record is live; it stays locked FOR SHARE so a delete of it waits for this write. */
export async function requireLive(tx: Db, table: SoftDeleteTable, id: string, missing: string): Promise<void> {
  const [found] = isUuid(id) ? await tx.select({ id: table.id }).from(table).where(liveWhere(table, eq(table.id, id))).for('share') : [];
  if (!found) throw new HttpError(400, missing);
}
