import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { signInThrottle } from '../db/schema.ts';

/** Sign-in attempts checked for one email from one address within a window. */
export const MAX_SIGN_INS_PER_ADDRESS = 5;
/** Sign-in attempts checked for one email from all addresses together within a window. */
export const MAX_SIGN_INS_PER_ACCOUNT = 20;
/** The window, in minutes; judged by the database clock so that every API replica agrees. */
export const SIGN_IN_WINDOW_MINUTES = 15;

const windowStart = sql`now() - make_interval(mins => ${SIGN_IN_WINDOW_MINUTES})`;
const normal = (email: string) => email.trim().toLowerCase();

/** The throttle keys of one attempt: the email from this address, and the email from anywhere. */
export const signInKeys = (email: string, ip: string) => ({ address: `address:${ip}:${normal(email)}`, account: `account:${normal(email)}` });

/** Whether an attempt was granted, and the whole seconds until its key's window ends and frees its calls again (at least 1). */
export type Reservation = { granted: boolean; retryAfterSeconds: number };

/**
 * Reserves one attempt under `key` (a sign-in, or a call of a public endpoint), in a single statement, before any work; granted
 * when it is within `limit`. The upsert locks the key's row, so concurrent attempts are counted one
 * after another and no more than `limit` are ever granted per window. A refused attempt leaves the
 * count at limit + 1, so that the count always tells how many were granted (at most `limit`). The
 * seconds until the window ends come from the same statement, by the database clock.
 */
export async function reserveAttempt(db: Db, key: string, limit: number): Promise<Reservation> {
  const t = signInThrottle;
  const expired = sql`${t.windowStart} <= ${windowStart}`;
  const [row] = await db
    .insert(t)
    .values({ key, attempts: 1 })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        attempts: sql`CASE WHEN ${expired} THEN 1 ELSE least(${t.attempts} + 1, ${limit + 1}) END`,
        windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${t.windowStart} END`,
      },
    })
    .returning({
      attempts: t.attempts,
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from (${t.windowStart} + make_interval(mins => ${SIGN_IN_WINDOW_MINUTES}) - now()))))::int`,
    });
  return { granted: (row?.attempts ?? limit + 1) <= limit, retryAfterSeconds: Number(row?.retryAfterSeconds ?? SIGN_IN_WINDOW_MINUTES * 60) };
}

/** Gives back a granted reservation (a sign-in that succeeded is no guess). */
export async function releaseSignIn(db: Db, key: string, limit: number): Promise<void> {
  const t = signInThrottle;
  await db
    .update(t)
    .set({ attempts: sql`greatest(least(${t.attempts}, ${limit}) - 1, 0)` })
    .where(and(eq(t.key, key), sql`${t.windowStart} > ${windowStart}`));
}

/** A successful sign-in starts this address's count afresh and clears keys whose window has passed. */
export async function clearSignIns(db: Db, key: string): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.key, key));
  await db.delete(signInThrottle).where(lt(signInThrottle.windowStart, windowStart));
}
