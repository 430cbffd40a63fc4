import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { loginAttempts } from '../db/schema.ts';

/** Failed sign-ins allowed for one email from one address within the window. */
export const MAX_FAILED_SIGN_INS = 5;
/** The window, in minutes; judged by the database clock so that every API replica agrees. */
export const SIGN_IN_WINDOW_MINUTES = 15;

const windowStart = sql`now() - make_interval(mins => ${SIGN_IN_WINDOW_MINUTES})`;
const keyOf = (email: string, ip: string) => and(eq(loginAttempts.email, email.trim().toLowerCase()), eq(loginAttempts.ip, ip));

/** Whether this email from this address has used up its failed sign-ins for now. */
export async function isSignInThrottled(db: Db, email: string, ip: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(loginAttempts).where(and(keyOf(email, ip), gt(loginAttempts.createdAt, windowStart)));
  return (row?.n ?? 0) >= MAX_FAILED_SIGN_INS;
}

/** Counts one failed sign-in, dropping this key's attempts that fell out of the window. */
export async function recordFailedSignIn(db: Db, email: string, ip: string): Promise<void> {
  await db.delete(loginAttempts).where(and(keyOf(email, ip), lt(loginAttempts.createdAt, windowStart)));
  await db.insert(loginAttempts).values({ email: email.trim().toLowerCase(), ip });
}

/** A successful sign-in starts the count afresh. */
export async function clearFailedSignIns(db: Db, email: string, ip: string): Promise<void> {
  await db.delete(loginAttempts).where(keyOf(email, ip));
}
