import { getTableName, is, ne } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { SECURITY_AREA } from '../../api/audit/security.ts';
import type { Db } from '../../api/db/database.ts';
import * as schema from '../../api/db/schema.ts';
import { auditLog, signInThrottle } from '../../api/db/schema.ts';

const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable) && value !== signInThrottle);
const byContent = (a: unknown, b: unknown) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1);

/**
 * Every row of every API table (new tables included without changes here), to assert that a
 * refused call wrote nothing. Security events (sign-ins, refused requests) and throttle counts are
 * left out: a refused call is meant to leave them; tests that care read them with `securityEvents`
 * or from `sign_in_throttle`.
 */
export async function snapshotDb(db: Db): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {};
  for (const table of tables) {
    const query = db.select().from(table);
    const rows = table === auditLog ? await query.where(ne(auditLog.area, SECURITY_AREA)) : await query;
    snapshot[getTableName(table)] = rows.sort(byContent);
  }
  return snapshot;
}
