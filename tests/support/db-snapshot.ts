import { asc } from 'drizzle-orm';
import type { Db } from '../../api/db/database.ts';
import { accounts, auditLog, roles } from '../../api/db/schema.ts';

/** Every row of the API's tables, to assert that a refused call wrote nothing. */
export async function snapshotDb(db: Db) {
  return {
    roles: await db.select().from(roles).orderBy(asc(roles.id)),
    accounts: await db.select().from(accounts).orderBy(asc(accounts.id)),
    auditLog: await db.select().from(auditLog).orderBy(asc(auditLog.id)),
  };
}
