import { reserveAttempt } from '../auth/throttle.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from './http-error.ts';

/** Calls one address may make to one public endpoint in the sign-in window (15 minutes). */
export const PUBLIC_CALLS_PER_ADDRESS = 10;
export const TOO_MANY_REQUESTS = 'Too many requests. Try again later.';

/**
 * Counts one call of the public endpoint `endpoint` from `ip`, atomically and by the database clock
 * as sign-ins are (so every API replica agrees); past `limit` in the window it is a 429.
 */
export async function takePublicQuota(db: Db, endpoint: string, ip: string, limit = PUBLIC_CALLS_PER_ADDRESS): Promise<void> {
  if (!(await reserveAttempt(db, `public:${endpoint}:${ip}`, limit))) throw new HttpError(429, TOO_MANY_REQUESTS);
}
