import { and, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { SubscriberListQuery } from '#domain/schemas/newsletter';
import { recordAudit } from '../audit/record.ts';
import type { Db } from '../db/database.ts';
import { newsletterSubscribers as subscribers } from '../db/schema.ts';
import { isUuid } from '../lib/ids.ts';
import { containsPattern } from '../lib/like.ts';
import { withinVenueDays } from '../lib/venue-day-start.ts';
import { presentSubscriber, type SubscriberView } from './present.ts';
import { andAfter, keysetChunks, orderOf, type Ordering } from '../export/area-export.ts';
import { listOrder } from '../lib/sort-order.ts';
import type { SortTerm } from '#domain/schemas/list';
import { newslettersArea } from '#domain/areas/newsletters';

const AREA = 'newsletters';

/** Subscribers latest submission first (or in `sort`), optionally matching an email, subscribed or not, and first subscribed on the venue days `fromDate` to `toDate`. */
type SubscriberFilters = Omit<SubscriberListQuery, 'limit' | 'offset'>;
const whereOf = (query: SubscriberFilters, timeZone: string) =>
  and(
    ...[query.search ? ilike(subscribers.email, containsPattern(query.search)) : undefined, query.subscribed === undefined ? undefined : eq(subscribers.isSubscribed, query.subscribed), withinVenueDays(subscribers.createdAt, query, timeZone)].filter(
      (f): f is SQL => f !== undefined,
    ),
  );
const ORDER: Ordering = [
  [subscribers.lastSubmission, 'desc'],
  [subscribers.id, 'desc'],
];

/** Every subscriber the list shows for `query`, chunk by chunk (the CSV export). */
export const subscriberChunks = (db: Db, query: SubscriberFilters, venue: { timeZone: string }) =>
  keysetChunks(subscribers, ORDER, async (after, limit) => (await db.select().from(subscribers).where(andAfter(whereOf(query, venue.timeZone), after)).orderBy(...orderOf(ORDER)).limit(limit)).map(presentSubscriber));

export async function listSubscribers(db: Db, query: SubscriberListQuery & { sort?: SortTerm[] }, timeZone: string): Promise<{ data: SubscriberView[]; count: number }> {
  const where = whereOf(query, timeZone);
  const [rows, [total]] = await Promise.all([
    db.select().from(subscribers).where(where).orderBy(...listOrder(newslettersArea, subscribers, query.sort, orderOf(ORDER))).limit(query.limit).offset(query.offset),
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
