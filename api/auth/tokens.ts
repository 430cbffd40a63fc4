import { SignJWT, errors, jwtVerify } from 'jose';
import { isUuid } from '../lib/ids.ts';

/** Whom a token speaks for: the account, and the server-side session it belongs to. */
export interface TokenSubject {
  accountId: string;
  sessionId: string;
}

/** Signs and checks session tokens (HS256). */
export interface TokenSigner {
  /** A token for the session; `expiresIn` overrides the configured lifetime (jose duration or epoch seconds). */
  sign(subject: TokenSubject, expiresIn?: string | number): Promise<string>;
  /** Whom the token speaks for, or why it was refused. */
  verify(token: string): Promise<TokenSubject | { error: 'expired' | 'invalid' }>;
}

/** How many verified tokens a signer remembers; the least recently used one goes first. */
const REMEMBERED_TOKENS = 1000;

/**
 * A signer over one HMAC secret and token lifetime; the session id travels as the token's `jti`.
 * A token whose signature checked out is remembered with its expiry, so the next request with it
 * skips the signature check (two Web Crypto calls on the thread pool, on every API request) but
 * not the expiry; whether its session is still open is the caller's check, made every time.
 */
export function createTokenSigner(secret: string, ttl: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, TokenSubject & { expiresAt: number }>();
  return {
    sign: ({ accountId, sessionId }, expiresIn = ttl) =>
      new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(accountId).setJti(sessionId).setIssuedAt().setExpirationTime(expiresIn).sign(key),
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        verified.delete(token);
        if (Date.now() >= known.expiresAt) return { error: 'expired' };
        verified.set(token, known);
        return { accountId: known.accountId, sessionId: known.sessionId };
      }
      try {
        // Every token this signer makes expires: one without `exp` was not made here, whatever its signature says.
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp'] });
        // A token without a session (signed before sessions existed) names nothing the server can end.
        if (!payload.sub || !payload.jti || !isUuid(payload.sub) || !isUuid(payload.jti)) return { error: 'invalid' };
        const subject = { accountId: payload.sub, sessionId: payload.jti };
        if (typeof payload.exp === 'number') {
          if (verified.size >= REMEMBERED_TOKENS) verified.delete(verified.keys().next().value!);
          verified.set(token, { ...subject, expiresAt: payload.exp * 1000 });
        }
        return subject;
      } catch (error) {
        return { error: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
