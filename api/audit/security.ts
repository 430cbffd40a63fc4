import type { Logger } from 'pino';
import type { Db } from '../db/database.ts';
import { recordAudit } from './record.ts';

/** The audit area of sign-ins, failed sign-ins and refused requests (not record changes). */
export const SECURITY_AREA = 'security';

export interface SecurityEvent {
  action: 'login' | 'login_failed' | 'forbidden';
  /** Null for a failed sign-in: nobody proved who they are. */
  actorId: string | null;
  /** The account id, the email tried, or the refused route. */
  subject: string;
  /** What happened, for people reading the trail; never a password. */
  detail: Record<string, unknown>;
}

/** Logs a security event and writes it to the audit trail. */
export async function recordSecurityEvent(db: Db, logger: Logger, event: SecurityEvent): Promise<void> {
  const fields = { event: event.action, actorId: event.actorId, subject: event.subject, ...event.detail };
  if (event.action === 'login') logger.info(fields, 'sign-in');
  else logger.warn(fields, event.action === 'forbidden' ? 'request refused' : 'sign-in failed');
  await recordAudit(db, { actorId: event.actorId, action: event.action, area: SECURITY_AREA, recordId: event.subject, before: null, after: event.detail });
}
