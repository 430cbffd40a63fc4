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

/**
 * Claims up to `limit` due deliveries in one statement (the same rule as claimDelivery, oldest due
 * first), all under one token and lease: a worker sends them one after another, so fewer claims
 * reach the database. Another worker takes back whatever this one leaves unsettled when the lease ends.
 */
export async function claimDeliveries(db: Db, leaseMs: number, limit: number): Promise<Claimed[]> {
  const token = randomUUID();
  const result = await db.execute(sql`
    with due as (
      select ${deliveries.id} as id from ${deliveries}
      where (${deliveries.state} = ${DeliveryState.PENDING} and ${deliveries.nextAttemptAt} <= now())
         or (${deliveries.state} = ${DeliveryState.SENDING} and ${deliveries.leaseUntil} <= now())
      order by ${deliveries.nextAttemptAt}
      limit ${limit}
      for update skip locked
    )
    update ${deliveries} set state = ${DeliveryState.SENDING}, claim_token = ${token}, lease_until = ${secondsFrom(leaseMs)}, attempts = attempts + 1, updated_at = now()
    from due where ${deliveries}.id = due.id
    returning ${deliveries}.id, ${deliveries}.campaign_id, ${deliveries}.subscriber_id, ${deliveries}.email, ${deliveries}.attempts, ${deliveries}.last_error, ${deliveries}.next_attempt_at`);
  const rows = ((result as unknown as { rows?: Record<string, unknown>[] }).rows ?? (result as unknown as Record<string, unknown>[])) as {
    id: string;
    campaign_id: string;
    subscriber_id: string;
    email: string;
    attempts: number;
    last_error: string | null;
    next_attempt_at: string | Date;
  }[];
  return rows
    .sort((a, b) => new Date(a.next_attempt_at).getTime() - new Date(b.next_attempt_at).getTime())
    .map((row) => ({ id: row.id, campaignId: row.campaign_id, subscriberId: row.subscriber_id, email: row.email, attempts: Number(row.attempts), lastError: row.last_error, token }));
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
