import { and, asc, count, desc, eq, gt, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { eventTicketsArea } from '#domain/areas/event-tickets';
import { standardMessages } from '#domain/declaration/standard-messages';
import type { EventTicketEdit, EventTicketForm, EventTicketListQuery } from '#domain/schemas/event-ticket';
import { recordAudit } from '../audit/record.ts';
import type { Db } from '../db/database.ts';
import { eventTicketCategories, eventTickets, events, type EventTicketCategoryRow } from '../db/schema.ts';
import type { ChangeOf } from '../lib/area-store.ts';
import { changeAudited, listedWhere, liveWhere, type Precheck, type BulkRecords, type RecordArea } from '../lib/audited-records.ts';
import { conflictAs409 } from '../lib/conflict.ts';
import { HttpError, badField, conflict } from '../lib/http-error.ts';
import { isUuid } from '../lib/ids.ts';
import { nextUpdatedAt, requireUnmodified } from '../lib/preconditions.ts';
import { containsPattern } from '../lib/like.ts';
import { belowBookedMessage, deleteBookedMessage, EVENT_TICKET_MESSAGES as M, removeBookedMessage } from './messages.ts';
import { saleFilter } from './on-sale.ts';
import { presentTicket, presentTicketRow, type EventTicketView, type TicketRowView } from './present.ts';
import { andAfter, keysetChunks, newestFirst } from '../export/area-export.ts';
import { listOrder } from '../lib/sort-order.ts';
import type { SortTerm } from '#domain/schemas/list';

const AREA = 'eventTickets';
const { notFound, notDeleted, stale } = standardMessages(eventTicketsArea);

/** The ticket sets' own table as an audited, soft-deleted area (status, block, delete, restore). */
const ticketArea: RecordArea<typeof eventTickets, TicketRowView> = { table: eventTickets, area: AREA, present: presentTicketRow, notFound, notDeleted, stale };

/** The tickets booked in each of these sets that has any: set id → tickets. */
async function bookedIn(tx: Db, ids: string[]): Promise<Map<string, number>> {
  const booked = sql<number>`sum(${eventTicketCategories.bookedTickets})::int`;
  const rows = await tx
    .select({ id: eventTicketCategories.ticketId, booked })
    .from(eventTicketCategories)
    .where(and(inArray(eventTicketCategories.ticketId, ids), gt(eventTicketCategories.bookedTickets, 0)))
    .groupBy(eventTicketCategories.ticketId);
  return new Map(rows.map((row) => [row.id, Number(row.booked)]));
}

/**
 * Bulk calls of ticket sets: set-based, but a restore (judged against its event and the event's other
 * sets) goes one set at a time; a delete is refused for each set with booked tickets.
 */
export const eventTicketsBulk: BulkRecords = {
  records: ticketArea,
  rules: {
    oneByOne: (change) => change.action === 'restore',
    refuse: async (tx, ids, change) => (change.action === 'delete' ? new Map([...(await bookedIn(tx, ids))].map(([id, n]) => [id, deleteBookedMessage(n)])) : new Map()),
  },
};

const ORDER = [desc(eventTickets.createdAt), desc(eventTickets.id)];

/** Ticket sets joined with their events, then their categories in one query: two queries whatever the page size. */
async function selectTickets(db: Db, where: SQL, page?: { limit: number; offset: number; sort?: SortTerm[] }): Promise<EventTicketView[]> {
  const query = db
    .select({ ticket: eventTickets, event: { id: events.id, name: events.name, image: events.image, date: events.date } })
    .from(eventTickets)
    .innerJoin(events, eq(events.id, eventTickets.eventId))
    .where(where)
    .orderBy(...listOrder(eventTicketsArea, eventTickets, page?.sort, ORDER));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  if (rows.length === 0) return [];
  const categories = await db
    .select()
    .from(eventTicketCategories)
    .where(
      inArray(
        eventTicketCategories.ticketId,
        rows.map((r) => r.ticket.id),
      ),
    )
    .orderBy(asc(eventTicketCategories.position));
  return rows.map(({ ticket, event }) =>
    presentTicket(
      ticket,
      event,
      categories.filter((c) => c.ticketId === ticket.id),
    ),
  );
}

/** A ticket set by id, deleted or not (the reply after a change). */
const readTicket = async (db: Db, id: string): Promise<EventTicketView | undefined> => (await selectTickets(db, eq(eventTickets.id, id)))[0];

/** 404 "Event not found" when no event, live or deleted, has the id a list is filtered by. */
async function requireEventToFilter(db: Db, eventId: string): Promise<void> {
  const [found] = isUuid(eventId) ? await db.select({ id: events.id }).from(events).where(eq(events.id, eventId)) : [];
  if (!found) throw new HttpError(404, M.eventMissing);
}

/**
 * A page of live ticket sets (with `deleted`, only the deleted ones), newest first, optionally those
 * whose event's name contains `search`, the set of one event, only those on sale or only those off sale.
 */
type TicketFilters = Omit<EventTicketListQuery, 'limit' | 'offset'>;
const whereOf = (query: TicketFilters) => {
  const filters = [
    query.search ? ilike(events.name, containsPattern(query.search)) : undefined,
    query.eventId ? eq(eventTickets.eventId, query.eventId) : undefined,
    saleFilter(query.blocked),
  ];
  return listedWhere(eventTickets, query.deleted, and(...filters));
};

/** Every ticket set the list shows for `query`, chunk by chunk (the CSV export); an unknown event is refused as by the list. */
export async function eventTicketChunks(db: Db, query: TicketFilters): Promise<AsyncGenerator<EventTicketView[]>> {
  if (query.eventId !== undefined) await requireEventToFilter(db, query.eventId);
  return keysetChunks(eventTickets, newestFirst(eventTickets), (after, limit) => selectTickets(db, andAfter(whereOf(query), after)!, { limit, offset: 0 }));
}

export async function listEventTickets(db: Db, query: EventTicketListQuery & { sort?: SortTerm[] }): Promise<{ data: EventTicketView[]; count: number }> {
  if (query.eventId !== undefined) await requireEventToFilter(db, query.eventId);
  const where = whereOf(query);
  const [data, [total]] = await Promise.all([
    selectTickets(db, where, query),
    db.select({ n: count() }).from(eventTickets).innerJoin(events, eq(events.id, eventTickets.eventId)).where(where),
  ]);
  return { data, count: total?.n ?? 0 };
}

/** A live ticket set with its event and categories, or undefined. */
export const findEventTicket = async (db: Db, id: string): Promise<EventTicketView | undefined> =>
  isUuid(id) ? (await selectTickets(db, liveWhere(eventTickets, eq(eventTickets.id, id))))[0] : undefined;

/** Whether the event is live; it stays locked FOR SHARE so that deleting it waits for this write. */
async function liveEvent(tx: Db, eventId: string): Promise<{ date: string } | undefined> {
  const [found] = isUuid(eventId) ? await tx.select({ date: events.date }).from(events).where(liveWhere(events, eq(events.id, eventId))).for('share') : [];
  return found;
}

/** Whether the event has a live ticket set (the partial unique index stands behind this check). */
async function hasLiveSet(tx: Db, eventId: string): Promise<boolean> {
  const [found] = await tx.select({ id: eventTickets.id }).from(eventTickets).where(liveWhere(eventTickets, eq(eventTickets.eventId, eventId))).limit(1);
  return !!found;
}

type Row = EventTicketEdit['categories'][number];
const columnsOf = ({ type, name, offer, price, totalTickets }: Row, position: number) => ({ type, name, offer, price, totalTickets, position });

/** Creates a ticket set for a live event of today (venue day) or later with no live set (409 naming `eventId` otherwise, a concurrent create included), and its audit row. */
export const createEventTicket = (db: Db, actorId: string, form: EventTicketForm, venue: { today: string }): Promise<EventTicketView> =>
  conflictAs409(M.oneSetPerEvent, ['eventId'], () =>
    db.transaction(async (tx) => {
      const event = await liveEvent(tx, form.eventId);
      if (!event) throw badField(M.eventMissing, ['eventId']);
      // Tickets are sold for a night still to come (today in the venue included), as the form offers.
      if (event.date < venue.today) throw badField(M.eventPast, ['eventId']);
      if (await hasLiveSet(tx, form.eventId)) throw conflict(M.oneSetPerEvent, ['eventId']);
      const [ticket] = await tx.insert(eventTickets).values({ eventId: form.eventId }).returning();
      if (!ticket) throw new Error('event ticket insert returned no row');
      await tx.insert(eventTicketCategories).values(form.categories.map((row, position) => ({ ticketId: ticket.id, ...columnsOf(row, position) })));
      const after = (await readTicket(tx, ticket.id))!;
      await recordAudit(tx, { actorId, action: 'create', area: AREA, recordId: ticket.id, before: null, after });
      return after;
    }),
  );

/**
 * What an edit may do to the saved categories: every `_id` must be one of them (400), no total may
 * drop below its booked tickets (409 naming the row's `totalTickets`), and a category left out is removed only when none of it is booked (409 naming `categories`).
 */
function checkEdit(saved: readonly EventTicketCategoryRow[], rows: readonly Row[]): EventTicketCategoryRow[] {
  const byId = new Map(saved.map((c) => [c.id, c]));
  for (const [index, row] of rows.entries()) {
    const old = row._id === undefined ? undefined : byId.get(row._id);
    if (row._id !== undefined && !old) throw badField(M.categoryMissing, ['categories', index, '_id']);
    if (old && row.totalTickets < old.bookedTickets) throw conflict(belowBookedMessage(row.name, old.bookedTickets), ['categories', index, 'totalTickets']);
  }
  const kept = new Set(rows.map((row) => row._id));
  const removed = saved.filter((c) => !kept.has(c.id));
  const booked = removed.find((c) => c.bookedTickets > 0);
  // The row is not in the body to point at: the list that left it out is, as a 400 about the rows as a whole names it.
  if (booked) throw conflict(removeBookedMessage(booked.name, booked.bookedTickets), ['categories']);
  return removed;
}

/** Replaces a live set's categories as the edit lists them (kept, added, removed), in one audited transaction. */
export async function updateEventTicket(db: Db, actorId: string, id: string, form: EventTicketEdit): Promise<EventTicketView> {
  if (!isUuid(id)) throw new HttpError(404, notFound);
  return db.transaction(async (tx) => {
    const [ticket] = await tx.select({ id: eventTickets.id, updatedAt: eventTickets.updatedAt }).from(eventTickets).where(liveWhere(eventTickets, eq(eventTickets.id, id))).for('update');
    if (!ticket) throw new HttpError(404, notFound);
    requireUnmodified(ticket, stale);
    // Locked, so that booked tickets are judged as the bookings in flight leave them (a payment retried takes tickets without the set's lock).
    const saved = await tx.select().from(eventTicketCategories).where(eq(eventTicketCategories.ticketId, id)).orderBy(asc(eventTicketCategories.position)).for('update');
    const before = (await readTicket(tx, id))!;
    const removed = checkEdit(saved, form.categories);
    if (removed.length > 0) await tx.delete(eventTicketCategories).where(inArray(eventTicketCategories.id, removed.map((c) => c.id)));
    const now = nextUpdatedAt(ticket.updatedAt);
    for (const [position, row] of form.categories.entries()) {
      if (row._id === undefined) await tx.insert(eventTicketCategories).values({ ticketId: id, ...columnsOf(row, position) });
      else await tx.update(eventTicketCategories).set({ ...columnsOf(row, position), updatedAt: now }).where(eq(eventTicketCategories.id, row._id));
    }
    await tx.update(eventTickets).set({ updatedAt: now }).where(eq(eventTickets.id, id));
    const after = (await readTicket(tx, id))!;
    await recordAudit(tx, { actorId, action: 'update', area: AREA, recordId: id, before, after });
    return after;
  });
}

/** A restore brings a set back only beside a live event with no other live set (409 otherwise). */
const restorable =
  (id: string): Precheck =>
  async (tx) => {
    const [ticket] = await tx.select({ eventId: eventTickets.eventId }).from(eventTickets).where(eq(eventTickets.id, id));
    if (!ticket || !(await liveEvent(tx, ticket.eventId))) throw new HttpError(409, M.restoreEventGone);
    if (await hasLiveSet(tx, ticket.eventId)) throw new HttpError(409, M.restoreTaken);
  };

/** A delete leaves no booking without its tickets: 409 while the set has booked tickets. */
const deletable =
  (id: string): Precheck =>
  async (tx) => {
    const booked = (await bookedIn(tx, [id])).get(id);
    if (booked) throw new HttpError(409, deleteBookedMessage(booked));
  };

/** Switches the status or the block, deletes or restores a set in one audited transaction; answers with the set as reads show it. */
export async function changeEventTicket(db: Db, actorId: string, id: string, change: ChangeOf<typeof eventTicketsArea>): Promise<{ _id: string }> {
  const precheck = change.action === 'restore' ? restorable(id) : change.action === 'delete' ? deletable(id) : undefined;
  const row = await conflictAs409(M.restoreTaken, undefined, () => changeAudited(db, actorId, ticketArea, id, change, precheck));
  return change.action === 'delete' ? row : ((await readTicket(db, id)) ?? row);
}
