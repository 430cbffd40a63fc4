import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { events } from '../db/schema.ts';
import type { BulkChange, Precheck } from '../lib/audited-records.ts';
import { refuseOne } from '../lib/in-use.ts';
import { CATEGORY_MESSAGES } from './messages.ts';

/**
 * How many live (not deleted) events list each of `ids` among their category rows (§3's
 * `categories [{categoryId, name, price}]`): one grouped query. Event writes lock the categories
 * they name FOR SHARE (requireLive), and a delete holds the category FOR UPDATE, so no event can
 * start naming a category while its delete is judged.
 */
async function eventsListing(tx: Db, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const named = sql<string>`lower(category_row ->> 'categoryId')`;
  const rows = await tx
    .select({ id: named, n: sql<number>`count(distinct ${events.id})::int`.mapWith(Number) })
    .from(events)
    .innerJoin(sql`lateral jsonb_array_elements(${events.categories}) as category_row`, sql`true`)
    .where(and(eq(events.isDelete, false), sql`${named} = any(${sql.param(ids.map((id) => id.toLowerCase()))}::text[])`))
    .groupBy(named);
  return new Map(rows.map((r) => [r.id.toLowerCase(), r.n]));
}

/** Each of `ids` live events still price, with its 409 text. */
async function pricedByEvents(tx: Db, ids: string[]): Promise<Map<string, string>> {
  const used = await eventsListing(tx, ids);
  return new Map(ids.flatMap((id) => (used.get(id.toLowerCase()) ? [[id, CATEGORY_MESSAGES.onEvents(used.get(id.toLowerCase())!)] as [string, string]] : [])));
}

/** A category delete's precheck: 409 while live events still price it. */
export const refuseWhileEventsList = (id: string): Precheck => refuseOne(pricedByEvents, id);

/** The set-based form for bulk deletes. */
export const refuseManyWhileEventsList = async (tx: Db, ids: string[], change: BulkChange): Promise<Map<string, string>> =>
  change.action === 'delete' ? pricedByEvents(tx, ids) : new Map();
