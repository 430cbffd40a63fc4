import { sql } from 'drizzle-orm';
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

/**
 * Writes many audit rows in one INSERT, the rows sent as ONE json parameter (a bulk call's 1,000
 * rows would otherwise be 6,000 parameters); call it with the transaction that makes the changes.
 */
export async function recordAudits(db: Db, entries: readonly AuditEntry[]): Promise<void> {
  if (!entries.length) return;
  const rows = JSON.stringify(entries.map((e) => ({ actor_id: e.actorId, action: e.action, area: e.area, record_id: e.recordId, before: e.before ?? null, after: e.after ?? null })));
  await db.execute(sql`
    insert into ${auditLog} (actor_id, action, area, record_id, before, after)
    select actor_id, action, area, record_id, before, after
    from jsonb_to_recordset(${rows}::jsonb) as t(actor_id uuid, action text, area text, record_id text, before jsonb, after jsonb)`);
}
