import { asc, eq } from 'drizzle-orm';
import { SECURITY_AREA } from '../../api/audit/security.ts';
import type { Db } from '../../api/db/database.ts';
import { auditLog } from '../../api/db/schema.ts';

/** The security trail (sign-ins, failed sign-ins, refused requests), oldest first. */
export const securityEvents = (db: Db) => db.select().from(auditLog).where(eq(auditLog.area, SECURITY_AREA)).orderBy(asc(auditLog.createdAt), asc(auditLog.id));
