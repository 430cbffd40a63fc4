import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { SubscriberListQuery } from '#domain/schemas/newsletter';
import { recordAudit } from '../audit/record.ts';
import type { Db } from '../db/database.ts';
import { newsletterSubscribers as subscribers } from '../db/schema.ts';
import { isUuid } from '../lib/ids.ts';
import { containsPattern } from '../lib/like.ts';
import { presentSubscriber, type SubscriberView } from './present.ts';

const AREA = 'newsletters';

/** A page of subscribers, latest submission first, optionally matching an email and subscribed or not. */
export async function listSubscribers(db: Db, query: SubscriberListQuery): Promise<{ data: SubscriberView[]; count: number }> {
  const filters = [query.search ? ilike(subscribers.email, containsPattern(query.search)) : undefined, query.subscribed === undefined ? undefined : eq(subscribers.isSubscribed, query.subscribed)];
  const where = and(...filters.filter((f): f is SQL => f !== undefined));
  const [rows, [total]] = await Promise.all([
    db.select().from(subscribers).where(where).orderBy(desc(subscribers.lastSubmission), desc(subscribers.id)).limit(query.limit).offset(query.offset),
    db.select({ n: count() }).from(subscribers).where(where),
  ]);
  return { data: rows.map(presentSubscriber), count: total?.n ?? 0 };
}

/** A subscriber by id, or undefined. */
export async function findSubscriber(db: Db, id: string): Promise<SubscriberView | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(subscribers).where(eq(subscribers.id, id));
  return row && presentSubscriber(row);
}

/**
 * The venue's site adds an address: a new one is subscribed with count 1; a known one counts one
 * more submission, from now, and is subscribed again. One statement, so two at once count twice.
 */
export async function subscribe(db: Db, email: string): Promise<SubscriberView> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(subscribers)
      .values({ email: email.toLowerCase() })
      .onConflictDoUpdate({
        target: subscribers.email,
        set: { subscribeCount: sql`${subscribers.subscribeCount} + 1`, lastSubmission: sql`now()`, isSubscribed: true, updatedAt: sql`now()` },
      })
      .returning();
    if (!row) throw new Error('subscribe returned no row');
    const after = presentSubscriber(row);
    await recordAudit(tx, { actorId: null, action: 'subscribe', area: AREA, recordId: row.id, before: null, after });
    return after;
  });
}

/** Unsubscribes by id (the signed link's); undefined when no such subscriber. Unsubscribing twice changes nothing more. */
export async function unsubscribe(db: Db, id: string): Promise<SubscriberView | undefined> {
  if (!isUuid(id)) return undefined;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(subscribers).where(eq(subscribers.id, id)).for('update');
    if (!current) return undefined;
    if (!current.isSubscribed) return presentSubscriber(current);
    const [row] = await tx.update(subscribers).set({ isSubscribed: false, updatedAt: sql`now()` }).where(eq(subscribers.id, id)).returning();
    const after = presentSubscriber(row!);
    await recordAudit(tx, { actorId: null, action: 'unsubscribe', area: AREA, recordId: id, before: presentSubscriber(current), after });
    return after;
  });
}
