import { loginSchema } from '#domain/schemas/login';
import { findAccountByEmail } from '../accounts/repository.ts';
import { sessionRole } from '../accounts/session-role.ts';
import { recordSecurityEvent } from '../audit/security.ts';
import { verifyPassword } from '../auth/password.ts';
import { openCheckedSession } from '../auth/sessions.ts';
import { clearSignIns, MAX_SIGN_INS_PER_ACCOUNT, MAX_SIGN_INS_PER_ADDRESS, releaseSignIn, reserveAttempt, signInKeys } from '../auth/throttle.ts';
import { HttpError, tooManyRequests } from '../lib/http-error.ts';
import { signInRefusals } from '../lib/metrics.ts';
import { ACCOUNT_BLOCKED, INVALID_CREDENTIALS, TOO_MANY_SIGN_INS } from '../lib/messages.ts';
import type { ApiDeps, Reply, RequestInput } from '../lib/route.ts';
import { validate } from '../lib/validate.ts';

// Compared against when the email is unknown, so both failures take the same time.
/** Why a sign-in is refused, as `venue_sign_in_refusals_total` labels it; each series is there from the start, at 0. */
const REFUSALS = ['throttled', 'throttled for the account', 'invalid credentials', 'blocked'] as const;
for (const reason of REFUSALS) signInRefusals.inc({ reason }, 0);

const DUMMY_HASH = 'scrypt$AAAAAAAAAAAAAAAAAAAAAA==$' + 'A'.repeat(86) + '==';

/**
 * POST /login: each attempt is reserved against the per-address and per-account limits before the
 * password is hashed, so no concurrency lets more guesses be checked; an unknown email and a wrong
 * password get the same reply after the same work. Every outcome is logged and audited, never the password.
 */
export async function signIn({ body, ip }: RequestInput, { db, tokens, logger }: ApiDeps): Promise<Reply> {
  const { email, password } = validate(loginSchema.strict(), body);
  const refuse = async (reason: (typeof REFUSALS)[number], refusal: HttpError): Promise<never> => {
    signInRefusals.inc({ reason });
    await recordSecurityEvent(db, logger, { action: 'login_failed', actorId: null, subject: email.toLowerCase(), detail: { reason, ip } });
    throw refusal;
  };
  const keys = signInKeys(email, ip);
  // The account's limit is only spent once the address's allows the attempt, so one address cannot use it all.
  // A refusal's Retry-After is the seconds until the window that refused it ends.
  const byAddress = await reserveAttempt(db, keys.address, MAX_SIGN_INS_PER_ADDRESS);
  if (!byAddress.granted) return refuse('throttled', tooManyRequests(TOO_MANY_SIGN_INS, byAddress.retryAfterSeconds));
  const byAccount = await reserveAttempt(db, keys.account, MAX_SIGN_INS_PER_ACCOUNT);
  if (!byAccount.granted) return refuse('throttled for the account', tooManyRequests(TOO_MANY_SIGN_INS, byAccount.retryAfterSeconds));
  const account = await findAccountByEmail(db, email);
  const matches = await verifyPassword(password, account?.passwordHash ?? DUMMY_HASH);
  if (!account || !matches) return refuse('invalid credentials', new HttpError(401, INVALID_CREDENTIALS));
  if (account.isBlocked) return refuse('blocked', new HttpError(401, ACCOUNT_BLOCKED));
  // Checking the password takes tens of milliseconds: the session opens only if the account is still
  // as it was read (an Admin may have blocked, deleted or re-passworded it meanwhile).
  const token = await openCheckedSession(db, tokens, account);
  if (!token) {
    const now = await findAccountByEmail(db, email);
    return now?.id === account.id && now.isBlocked && now.passwordHash === account.passwordHash
      ? refuse('blocked', new HttpError(401, ACCOUNT_BLOCKED))
      : refuse('invalid credentials', new HttpError(401, INVALID_CREDENTIALS));
  }
  await clearSignIns(db, keys.address);
  await releaseSignIn(db, keys.account, MAX_SIGN_INS_PER_ACCOUNT);
  await recordSecurityEvent(db, logger, { action: 'login', actorId: account.id, subject: account.id, detail: { ip } });
  return {
    message: 'Login successfully',
    data: { token, name: account.name, accountType: account.accountType, roleId: await sessionRole(db, account) },
  };
}
