import { randomUUID } from 'node:crypto';
import { and, asc, eq, lte, or, sql } from 'drizzle-orm';
import { DeliveryState } from '#domain/newsletters/delivery-state';
import type { Db } from '../db/database.ts';
import { newsletterDeliveries as deliveries } from '../db/schema.ts';

/** A delivery a worker has claimed: the row as claimed (attempts already counting this one) and the claim's token. */
export interface Claimed {
  id: string;
  campaignId: string;
  subscriberId: string;
  email: string;
  attempts: number;
  lastError: string | null;
  token: string;
}

/** How a claimed delivery ends: sent; tried again later; failed for good; or handed back unsent (a worker stopping). */
export type Outcome = { kind: 'sent' } | { kind: 'retry'; error: string; delayMs: number } | { kind: 'failed'; error: string } | { kind: 'release' };

const secondsFrom = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/**
 * Claims the delivery due first: a pending one whose time has come, or one whose claim's lease
 * ran out (its worker died). One statement; `FOR UPDATE SKIP LOCKED` lets workers on PostgreSQL
 * claim side by side, each a different row. The claim counts as an attempt and holds a lease.
 */
export async function claimDelivery(db: Db, leaseMs: number): Promise<Claimed | undefined> {
  const token = randomUUID();
  const due = db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(
      or(
        and(eq(deliveries.state, DeliveryState.PENDING), lte(deliveries.nextAttemptAt, sql`now()`)),
        and(eq(deliveries.state, DeliveryState.SENDING), lte(deliveries.leaseUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(deliveries.nextAttemptAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(deliveries)
    .set({ state: DeliveryState.SENDING, claimToken: token, leaseUntil: secondsFrom(leaseMs), attempts: sql`${deliveries.attempts} + 1`, updatedAt: sql`now()` })
    // A scalar subquery (not IN): it runs once, so one statement claims at most one row.
    .where(sql`${deliveries.id} = (${due})`)
    .returning({ id: deliveries.id, campaignId: deliveries.campaignId, subscriberId: deliveries.subscriberId, email: deliveries.email, attempts: deliveries.attempts, lastError: deliveries.lastError });
  return row && { ...row, token };
}

const SETTLED = { claimToken: null, leaseUntil: null, updatedAt: sql`now()` } as const;

const valuesOf = (outcome: Outcome) => {
  switch (outcome.kind) {
    case 'sent':
      return { state: DeliveryState.SENT, sentAt: sql`now()`, lastError: null };
    case 'retry':
      return { state: DeliveryState.PENDING, nextAttemptAt: secondsFrom(outcome.delayMs), lastError: outcome.error };
    case 'failed':
      return { state: DeliveryState.FAILED, lastError: outcome.error };
    case 'release':
      return { state: DeliveryState.PENDING, nextAttemptAt: sql`now()`, attempts: sql`${deliveries.attempts} - 1` };
  }
};

/** Ends a claim; false when the claim was no longer this worker's (its lease ran out and another worker took the row). */
export async function settleDelivery(db: Db, claimed: Claimed, outcome: Outcome): Promise<boolean> {
  const done = await db
    .update(deliveries)
    .set({ ...valuesOf(outcome), ...SETTLED })
    .where(and(eq(deliveries.id, claimed.id), eq(deliveries.claimToken, claimed.token), eq(deliveries.state, DeliveryState.SENDING)))
    .returning({ id: deliveries.id });
  return done.length === 1;
}
