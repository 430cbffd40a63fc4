import type { Db } from '../db/database.ts';
import { auditLog } from '../db/schema.ts';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  area: string;
  recordId: string;
  before: unknown;
  after: unknown;
}

/** Writes one audit row; call it with the transaction that makes the change. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
}
