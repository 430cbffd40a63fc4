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

/** A signer over one HMAC secret and token lifetime; the session id travels as the token's `jti`. */
export function createTokenSigner(secret: string, ttl: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ accountId, sessionId }, expiresIn = ttl) =>
      new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(accountId).setJti(sessionId).setIssuedAt().setExpirationTime(expiresIn).sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        // A token without a session (signed before sessions existed) names nothing the server can end.
        if (!payload.sub || !payload.jti || !isUuid(payload.sub) || !isUuid(payload.jti)) return { error: 'invalid' };
        return { accountId: payload.sub, sessionId: payload.jti };
      } catch (error) {
        return { error: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
