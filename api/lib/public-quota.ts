import { reserveAttempt } from '../auth/throttle.ts';
import type { Db } from '../db/database.ts';
import { tooManyRequests } from './http-error.ts';

/** Calls one address may make to one public endpoint in the sign-in window (15 minutes). */
export const PUBLIC_CALLS_PER_ADDRESS = 10;
export const TOO_MANY_REQUESTS = 'Too many requests. Try again later.';

/**
 * Counts one call of the public endpoint `endpoint` from `ip`, atomically and by the database clock
 * as sign-ins are (so every API replica agrees); past `limit` in the window it is a 429 whose
 * `Retry-After` gives the seconds until the window ends.
 */
export async function takePublicQuota(db: Db, endpoint: string, ip: string, limit = PUBLIC_CALLS_PER_ADDRESS): Promise<void> {
  const { granted, retryAfterSeconds } = await reserveAttempt(db, `public:${endpoint}:${ip}`, limit);
  if (!granted) throw tooManyRequests(TOO_MANY_REQUESTS, retryAfterSeconds);
}
