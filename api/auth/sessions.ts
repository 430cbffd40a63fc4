import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { recordAudit, recordAudits } from '../audit/record.ts';
import { SECURITY_AREA } from '../audit/security.ts';
import type { Db } from '../db/database.ts';
import { accounts, sessions, type AccountRow } from '../db/schema.ts';
import type { TokenSigner, TokenSubject } from './tokens.ts';

/** Opens a server-side session for the account and returns its token; expired sessions of the account are cleared. */
export async function openSession(db: Db, tokens: TokenSigner, accountId: string, expiresIn?: string | number): Promise<string> {
  const sessionId = randomUUID();
  const token = await tokens.sign({ accountId, sessionId }, expiresIn);
  const expiresAt = new Date((decodeJwt(token).exp ?? 0) * 1000);
  await db.delete(sessions).where(and(eq(sessions.accountId, accountId), lt(sessions.expiresAt, sql`now()`)));
  await db.insert(sessions).values({ id: sessionId, accountId, expiresAt });
  return token;
}

/**
 * Opens a session for a sign-in, only if the account is still as the sign-in checked it: the same
 * password hash, neither blocked nor deleted. The check and the insert are one statement that takes a
 * share lock on the account's row, so a block, delete or password change that runs at the same time
 * either comes first (no session is opened) or waits for it (and then ends it with the others): a
 * token never outlives a change that was made while its sign-in was checking the password.
 * Returns undefined when the account changed in between.
 */
export async function openCheckedSession(db: Db, tokens: TokenSigner, account: Pick<AccountRow, 'id' | 'passwordHash'>): Promise<string | undefined> {
  const sessionId = randomUUID();
  const token = await tokens.sign({ accountId: account.id, sessionId });
  const expiresAt = new Date((decodeJwt(token).exp ?? 0) * 1000);
  await db.delete(sessions).where(and(eq(sessions.accountId, account.id), lt(sessions.expiresAt, sql`now()`)));
  const opened = await db.execute(sql`
    INSERT INTO ${sessions} (id, account_id, expires_at)
    SELECT ${sessionId}::uuid, ${accounts.id}, ${expiresAt.toISOString()}::timestamptz FROM ${accounts}
    WHERE ${accounts.id} = ${account.id} AND ${accounts.passwordHash} = ${account.passwordHash}
      AND ${accounts.isBlocked} = false AND ${accounts.isDelete} = false
    FOR SHARE
    RETURNING id`);
  // node-postgres and PGlite both reply { rows }; drizzle's other drivers reply the rows themselves.
  const rows = (opened as unknown as { rows?: unknown[] }).rows ?? (opened as unknown as unknown[]);
  return rows.length === 1 ? token : undefined;
}

/** The account a token speaks for, when its session is still open; undefined once it was ended. */
export async function findSessionAccount(db: Db, { accountId, sessionId }: TokenSubject): Promise<AccountRow | undefined> {
  const [row] = await db
    .select({ account: accounts })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.accountId, accountId), gt(sessions.expiresAt, sql`now()`)));
  return row?.account;
}

/** The account a token names, whatever its sessions: why a token without a live session is refused. */
export async function findAccount(db: Db, accountId: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  return row;
}

/** Why sessions were ended, as the audit trail names it. */
export type SessionEnd = 'logout' | 'logout_everywhere' | 'password_changed' | 'account_blocked' | 'account_deleted';

/**
 * Ends one session of the account (`sessionId`) or all of them, and records it in the security
 * trail; its tokens are refused from the next request on. Returns how many were ended.
 */
export async function endSessions(db: Db, end: { accountId: string; sessionId?: string; actorId: string; reason: SessionEnd; ip?: string }): Promise<number> {
  const which = end.sessionId ? and(eq(sessions.accountId, end.accountId), eq(sessions.id, end.sessionId)) : eq(sessions.accountId, end.accountId);
  const ended = await db.delete(sessions).where(which).returning({ id: sessions.id });
  await recordAudit(db, {
    actorId: end.actorId,
    action: end.reason,
    area: SECURITY_AREA,
    recordId: end.accountId,
    before: null,
    after: { sessionsEnded: ended.length, ...(end.ip ? { ip: end.ip } : {}) },
  });
  return ended.length;
}

/**
 * Ends every session of each account (blocked or deleted by an Admin, alone or in bulk), with one
 * security-trail row per account: a token does not come back to life when the account is unblocked
 * or restored; its holder signs in again.
 */
export async function endSessionsOf(db: Db, end: { accountIds: readonly string[]; actorId: string; reason: SessionEnd }): Promise<void> {
  if (end.accountIds.length === 0) return;
  const ended = await db.delete(sessions).where(inArray(sessions.accountId, [...end.accountIds])).returning({ accountId: sessions.accountId });
  const count = (id: string) => ended.filter((row) => row.accountId === id).length;
  await recordAudits(
    db,
    end.accountIds.map((id) => ({ actorId: end.actorId, action: end.reason, area: SECURITY_AREA, recordId: id, before: null, after: { sessionsEnded: count(id) } })),
  );
}
