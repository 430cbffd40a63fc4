import { and, count, desc, eq, gte, ilike, inArray, lte, notExists, or, type SQL } from 'drizzle-orm';
import { eventsArea } from '#domain/areas/events';
import { standardMessages } from '#domain/declaration/standard-messages';
import type { EventChoicesQuery, EventCreateForm, EventEditForm } from '#domain/schemas/event';
import type { ListQuery } from '#domain/schemas/list';
import type { Db } from '../db/database.ts';
import { categories, eventTickets, events, intellectualProperties, type EventCategoryRow } from '../db/schema.ts';
import { changeAudited, createAudited, listedWhere, liveWhere, type Precheck, type BulkRecords, type RecordArea, type RecordChange } from '../lib/audited-records.ts';
import { HttpError } from '../lib/http-error.ts';
import { isUuid } from '../lib/ids.ts';
import { refuseManyWhileReferenced, refuseOne, refuseWhileReferenced } from '../lib/in-use.ts';
import { containsPattern } from '../lib/like.ts';
import { isImage, requireMedia } from '../lib/media-refs.ts';
import { requireLive } from '../lib/require-live.ts';
import { EVENT_MESSAGES } from './messages.ts';
import { presentEvent, presentEventOption, presentEventRow, type EventRowView, type EventView } from './present.ts';
import { andAfter, keysetChunks, newestFirst } from '../export/area-export.ts';
import { listOrder } from '../lib/sort-order.ts';
import type { SortTerm } from '#domain/schemas/list';

const { notFound, notDeleted, stale } = standardMessages(eventsArea);

/** The events table as an audited, soft-deleted area. */
const eventArea: RecordArea<typeof events, EventRowView> = { table: events, area: 'events', present: presentEventRow, notFound, notDeleted, stale };

/**
 * For each of `ids` (events), the 409 text when a category its rows price has been deleted: a
 * restored event must not come back pricing a category that is gone (its edit could not keep the
 * row). Categories found live stay locked FOR SHARE until the restore commits.
 */
async function withDeletedCategories(tx: Db, ids: string[]): Promise<Map<string, string>> {
  const rows = await tx.select({ id: events.id, categories: events.categories }).from(events).where(inArray(events.id, ids));
  const named = [...new Set(rows.flatMap((row) => row.categories.map((c) => c.categoryId.toLowerCase())).filter(isUuid))];
  const live = named.length ? await tx.select({ id: categories.id }).from(categories).where(and(inArray(categories.id, named), eq(categories.isDelete, false))).for('share') : [];
  const liveIds = new Set(live.map((row) => row.id.toLowerCase()));
  return new Map(rows.filter((row) => row.categories.some((c) => !liveIds.has(c.categoryId.toLowerCase()))).map((row) => [row.id, EVENT_MESSAGES.categoryDeleted]));
}

const refuseDeletesWithTickets = refuseManyWhileReferenced(eventTickets, eventTickets.eventId, EVENT_MESSAGES.hasTickets);

/** Bulk calls of events: set-based; a delete is refused for each event a live ticket set still sells, a restore for each that prices a deleted category. */
export const eventsBulk: BulkRecords = {
  records: eventArea,
  rules: { refuse: async (tx, ids, change) => (change.action === 'restore' ? withDeletedCategories(tx, ids) : refuseDeletesWithTickets(tx, ids, change)) },
};

/** Events joined with their IP's name: one query for a whole page, however many rows (DESIGN §5). */
async function selectEvents(db: Db, where: SQL, page?: { limit: number; offset: number; sort?: SortTerm[] }): Promise<EventView[]> {
  const query = db
    .select({ event: events, ipName: intellectualProperties.name })
    .from(events)
    .leftJoin(intellectualProperties, eq(intellectualProperties.id, events.ipId))
    .where(where)
    .orderBy(...listOrder(eventsArea, events, page?.sort, [desc(events.createdAt), desc(events.id)]));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(({ event, ipName }) => presentEvent(event, ipName));
}

/** A page of non-deleted events (with `deleted`, only the deleted ones), newest first; `search` matches the event's name or its IP's, `status` keeps one status and `fromDate` / `toDate` a range of event days. */
type EventFilters = Omit<ListQuery, 'limit' | 'offset'> & { status?: number; fromDate?: string; toDate?: string };
const whereOf = (query: EventFilters) => {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const filters = [pattern ? or(ilike(events.name, pattern), ilike(intellectualProperties.name, pattern)) : undefined, query.status ? eq(events.status, query.status) : undefined, query.fromDate ? gte(events.date, query.fromDate) : undefined, query.toDate ? lte(events.date, query.toDate) : undefined];
  return listedWhere(events, query.deleted, and(...filters));
};

/** Every event the list shows for `query`, chunk by chunk (the CSV export). */
export const eventChunks = (db: Db, query: EventFilters) => keysetChunks(events, newestFirst(events), (after, limit) => selectEvents(db, andAfter(whereOf(query), after)!, { limit, offset: 0 }));

export async function listEvents(db: Db, query: ListQuery & { status?: number; fromDate?: string; toDate?: string; sort?: SortTerm[] }): Promise<{ data: EventView[]; count: number }> {
  const where = whereOf(query);
  const [data, [total]] = await Promise.all([
    selectEvents(db, where, query),
    db.select({ n: count() }).from(events).leftJoin(intellectualProperties, eq(intellectualProperties.id, events.ipId)).where(where),
  ]);
  return { data, count: total?.n ?? 0 };
}

/** A non-deleted event with its IP, or undefined. */
export async function findEvent(db: Db, id: string): Promise<EventView | undefined> {
  if (!isUuid(id)) return undefined;
  const [found] = await selectEvents(db, liveWhere(events, eq(events.id, id)));
  return found;
}

/**
 * Every non-deleted event, latest date first: the choices of the ticket form's select and the
 * memories' grid; `search` matches the name, `status` keeps one status, `ticketable` keeps the events
 * that can take a ticket set: no live set yet, and dated `today` (the venue's) or later.
 */
export const allEvents = async (db: Db, query: Partial<EventChoicesQuery>, today: string) =>
  (
    await db
      .select({ id: events.id, name: events.name, date: events.date, image: events.image })
      .from(events)
      .where(
        liveWhere(
          events,
          and(
            query.search ? ilike(events.name, containsPattern(query.search)) : undefined,
            query.status ? eq(events.status, query.status) : undefined,
            query.ticketable ? gte(events.date, today) : undefined,
            query.ticketable ? notExists(db.select({ id: eventTickets.id }).from(eventTickets).where(liveWhere(eventTickets, eq(eventTickets.eventId, events.id)))) : undefined,
          ),
        ),
      )
      .orderBy(desc(events.date), desc(events.createdAt))
  ).map(presentEventOption);

/** The IP, the categories and the image an event form names must be live, inside the write's transaction. */
const requireRefs =
  (form: { ip?: string | null; categories: readonly { categoryId: string }[]; image: string }): Precheck =>
  async (tx) => {
    if (form.ip) await requireLive(tx, intellectualProperties, form.ip, EVENT_MESSAGES.ipMissing, ['ip']);
    await requireLive(
      tx,
      categories,
      form.categories.map((row) => row.categoryId),
      EVENT_MESSAGES.categoryMissing,
      (index) => ['categories', index, 'categoryId'],
    );
    await requireMedia({ key: form.image, missing: EVENT_MESSAGES.imageMissing, sections: ['events'], accepts: isImage, at: ['image'] })(tx);
  };

// The event's columns from a form: its IP is `ipId`. A field left out of an update (date, address, admission, IP) is undefined, which the update does not set, so it is kept.
const columnsOf = <F extends { ip?: string | null }>({ ip, ...form }: F) => ({ ...form, ipId: ip });

/**
 * The form with each category row named as its category is (the row's name is never the client's:
 * a Gold row cannot read "Silver"). An id naming no category keeps no name here; `requireRefs`
 * refuses it inside the write.
 */
async function namedCategories<F extends { categories: readonly { categoryId: string; price: number }[] }>(db: Db, form: F): Promise<F & { categories: EventCategoryRow[] }> {
  const ids = form.categories.map((row) => row.categoryId).filter(isUuid);
  const found = ids.length ? await db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, ids)) : [];
  const names = new Map(found.map((category) => [category.id.toLowerCase(), category.name]));
  return { ...form, categories: form.categories.map(({ categoryId, price }) => ({ categoryId, name: names.get(categoryId.toLowerCase()) ?? '', price })) };
}

/** The event as read after a write, deleted or not (a delete answers with its id). */
async function readBack(db: Db, id: string): Promise<EventView> {
  const [found] = await selectEvents(db, eq(events.id, id));
  if (!found) throw new HttpError(404, notFound);
  return found;
}

/**
 * Creates an event and its audit row: status active, `address` the venue's unless given, no poster
 * (§7's posterImage is a fixed placeholder, not a stored upload).
 */
export async function createEvent(db: Db, actorId: string, { posterImage: _placeholder, ...sent }: EventCreateForm, venueAddress: string): Promise<EventView> {
  const form = await namedCategories(db, sent);
  const created = await createAudited(db, actorId, eventArea, { ...columnsOf(form), address: form.address ?? venueAddress, posterImage: null }, requireRefs(form));
  return readBack(db, created._id);
}

/** Updates an event in one audited transaction; a date, address, admission or IP left out is kept. */
export async function updateEvent(db: Db, actorId: string, id: string, sent: EventEditForm): Promise<EventView> {
  const form = await namedCategories(db, sent);
  await changeAudited(db, actorId, eventArea, id, { action: 'update', values: columnsOf(form) }, requireRefs(form));
  return readBack(db, id);
}

/** Switches, deletes or restores an event in one audited transaction. */
export async function changeEvent(db: Db, actorId: string, id: string, change: RecordChange<never>): Promise<EventView> {
  // A ticket set would be left selling tickets of a deleted event.
  const precheck: Precheck | undefined =
    change.action === 'delete'
      ? refuseWhileReferenced(eventTickets, eventTickets.eventId, id, EVENT_MESSAGES.hasTickets)
      : change.action === 'restore' && isUuid(id)
        ? refuseOne(withDeletedCategories, id)
        : undefined;
  await changeAudited(db, actorId, eventArea, id, change, precheck);
  return readBack(db, id);
}
