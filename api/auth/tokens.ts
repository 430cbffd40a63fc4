import { SignJWT, errors, jwtVerify } from 'jose';

/** Signs and checks session tokens (HS256). */
export interface TokenSigner {
  /** A token for the account; `expiresIn` overrides the configured lifetime (jose duration or epoch seconds). */
  sign(accountId: string, expiresIn?: string | number): Promise<string>;
  /** The account id, or why the token was refused. */
  verify(token: string): Promise<{ accountId: string } | { error: 'expired' | 'invalid' }>;
}

/** A signer over one HMAC secret and token lifetime. */
export function createTokenSigner(secret: string, ttl: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (accountId, expiresIn = ttl) =>
      new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(accountId).setIssuedAt().setExpirationTime(expiresIn).sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        return payload.sub ? { accountId: payload.sub } : { error: 'invalid' };
      } catch (error) {
        return { error: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
