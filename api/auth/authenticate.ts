import { sessionRole } from '../accounts/session-role.ts';
import { HttpError } from '../lib/http-error.ts';
import { ACCOUNT_BLOCKED, SESSION_ENDED, TOKEN_EXPIRED, UNAUTHORIZED } from '../lib/messages.ts';
import type { Actor, ApiDeps } from '../lib/route.ts';
import { findAccount, findSessionAccount } from './sessions.ts';

const BEARER = /^Bearer\s+(\S+)$/i;

/** Turns an Authorization header into the current account and session, re-read now; a 401 otherwise. */
export async function authenticate(header: string | undefined, { db, tokens }: ApiDeps): Promise<Actor> {
  const token = header ? BEARER.exec(header)?.[1] : undefined;
  if (!token) throw new HttpError(401, UNAUTHORIZED);
  const verified = await tokens.verify(token);
  if ('error' in verified) throw new HttpError(401, verified.error === 'expired' ? TOKEN_EXPIRED : UNAUTHORIZED);
  const account = await findSessionAccount(db, verified);
  // Blocking or deleting an account also ends its sessions: then the account says why, not the session.
  const owner = account ?? (await findAccount(db, verified.accountId));
  if (!owner || owner.isDelete) throw new HttpError(401, UNAUTHORIZED);
  if (owner.isBlocked) throw new HttpError(401, ACCOUNT_BLOCKED);
  if (!account) throw new HttpError(401, SESSION_ENDED);
  const role = await sessionRole(db, account);
  return { id: account.id, sessionId: verified.sessionId, name: account.name, email: account.email, accountType: account.accountType, role };
}
