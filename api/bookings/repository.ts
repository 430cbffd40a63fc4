import { onSaleSql } from '../event-tickets/on-sale.ts';
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { bookingsArea } from '#domain/areas/bookings';
import { BookingType, holdsBooked, PaymentStatus, type PaymentStatusCode } from '#domain/bookings';
import { standardMessages } from '#domain/declaration/standard-messages';
import { addDays } from '#domain/floor/calendar-day';
import { BookingStatus } from '#domain/floor/booking-status';
import type { BookingForm, BookingListQuery } from '#domain/schemas/booking';
import { recordAudit } from '../audit/record.ts';
import type { Db } from '../db/database.ts';
import { bookings, eventTicketCategories, eventTickets, events, floorTables, hosts, tableBookings, users } from '../db/schema.ts';
import { liveWhere } from '../lib/audited-records.ts';
import { conflictAs409 } from '../lib/conflict.ts';
import { requireLive } from '../lib/require-live.ts';
import { conflict, HttpError, type FieldProblem } from '../lib/http-error.ts';
import { isUuid } from '../lib/ids.ts';
import { venueDayStart } from '../lib/venue-day-start.ts';
import { insertBookings, recountPaymentStatus } from './insert-bookings.ts';
import { BOOKING_MESSAGES as M, ticketsLeftMessage } from './messages.ts';
import { countedWhere, planPage, type CountedFilter } from './pages.ts';
import { presentBooking, type BookingView } from './present.ts';
import { bookingSearch } from './search.ts';
import { andAfter, keysetChunks, newestFirst } from '../export/area-export.ts';
import { listOrder, type Sortable } from '../lib/sort-order.ts';
import type { SortTerm } from '#domain/schemas/list';

const AREA = 'bookings';
const NEWEST_FIRST: Sortable[] = [desc(bookings.createdAt), desc(bookings.id)];
// The maintained counts' fast path serves the list's own order, newest first.
const isNewestFirst = (sort: readonly SortTerm[] | undefined) => !sort || (sort.length === 1 && sort[0]!.field === 'createdAt' && sort[0]!.direction === 'desc');
const { notFound } = standardMessages(bookingsArea);

/** A search counts its matches up to this many: past it, the count says "at least" (narrow the search). */
export const SEARCH_COUNT_CAP = 10_000;

/**
 * The bookings matching `where`, newest first, `limit` of them after `skip`, with their user, host,
 * event, table and ticket category: the page is found from the creation-time index alone, then only
 * its rows are read and joined (a deferred join), all in one statement.
 */
async function selectBookings(db: Db, where: SQL | undefined, page: { limit: number; skip: number }, order: Sortable[] = NEWEST_FIRST): Promise<BookingView[]> {
  const found = db
    .select({ id: bookings.id, createdAt: bookings.createdAt })
    .from(bookings)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.skip)
    .as('page');
  const rows = await db
    .select({
      booking: bookings,
      userEmail: users.email,
      hostEmail: hosts.email,
      eventName: events.name,
      eventDate: events.date,
      tableName: floorTables.name,
      categoryName: eventTicketCategories.name,
    })
    .from(found)
    .innerJoin(bookings, eq(bookings.id, found.id))
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(hosts, eq(hosts.id, bookings.hostId))
    .leftJoin(events, eq(events.id, bookings.eventId))
    .leftJoin(floorTables, eq(floorTables.id, bookings.tableId))
    .leftJoin(eventTicketCategories, eq(eventTicketCategories.id, bookings.ticketCategoryId))
    .orderBy(...order);
  return rows.map(presentBooking);
}

/**
 * Every booking the list shows for `query` (its filters or its search), newest first, chunk by
 * chunk (the CSV export): each chunk starts after the last one's row in the creation-time index.
 */
export async function bookingChunks(db: Db, query: Omit<BookingListQuery, 'limit' | 'offset'>, timeZone: string): Promise<AsyncGenerator<BookingView[]>> {
  const filter = countedFilter({ ...query, limit: 0, offset: 0 }, timeZone);
  const where = query.search ? and(countedWhere(filter), await bookingSearch(db, query.search)) : countedWhere(filter);
  return keysetChunks(bookings, newestFirst(bookings), (after, limit) => selectBookings(db, andAfter(where, after), { limit, skip: 0 }));
}

/** A booking by id with what it points at, or undefined. */
const readBooking = async (db: Db, id: string): Promise<BookingView | undefined> => (await selectBookings(db, eq(bookings.id, id), { limit: 1, skip: 0 }))[0];

/** The query's filters the maintained counts answer: its days become instants in the venue's timezone. */
const countedFilter = (query: BookingListQuery, timeZone: string): CountedFilter => ({
  type: query.type as CountedFilter['type'],
  paymentStatus: query.paymentStatus as CountedFilter['paymentStatus'],
  from: query.fromDate ? venueDayStart(query.fromDate, timeZone) : undefined,
  to: query.toDate ? venueDayStart(addDays(query.toDate, 1), timeZone) : undefined,
});

/**
 * A page of bookings, newest first, filtered by type, payment status and the venue days they were
 * made on, or searched by booking id or email. Without a search the count and the page's start come
 * from the maintained counts (see pages.ts), so the first, the last and any page between cost the
 * same; a search is an index range whose matches are counted up to SEARCH_COUNT_CAP. Another
 * `sort` (by price, or oldest first) reads its page from that order's index, the count still from
 * the maintained counts.
 */
export async function listBookings(db: Db, query: BookingListQuery & { sort?: SortTerm[] }, timeZone: string): Promise<{ data: BookingView[]; count: number }> {
  const filter = countedFilter(query, timeZone);
  const order = listOrder(bookingsArea, bookings, query.sort, NEWEST_FIRST);
  if (query.search) {
    const where = and(countedWhere(filter), await bookingSearch(db, query.search));
    const matches = db.select({ one: sql`1` }).from(bookings).where(where).limit(SEARCH_COUNT_CAP).as('matches');
    const [data, [total]] = await Promise.all([selectBookings(db, where, { limit: query.limit, skip: query.offset }, order), db.select({ n: count() }).from(matches)]);
    return { data, count: total?.n ?? 0 };
  }
  if (!isNewestFirst(query.sort)) {
    // Another order: the counts still give the total; the page is read from that order's index.
    const [data, { count: total }] = await Promise.all([selectBookings(db, countedWhere(filter), { limit: query.limit, skip: query.offset }, order), planPage(db, filter, 0)]);
    return { data, count: total };
  }
  const { count: total, start } = await planPage(db, filter, query.offset);
  const data = start ? await selectBookings(db, countedWhere(filter, start.before), { limit: query.limit, skip: start.skip }) : [];
  return { data, count: total };
}

/**
 * The ticket category a ticket booking names, with its set's event and sales state, when the set
 * and its event are live; the set stays locked FOR SHARE, so that an edit or a delete of the set
 * (which hold it FOR UPDATE) waits for this booking, or this booking for them, and each judges the
 * booked tickets the other left.
 */
async function lockedTicketCategory(tx: Db, id: string | null | undefined) {
  const [found] =
    id && isUuid(id)
      ? await tx
          .select({ category: eventTicketCategories, eventId: eventTickets.eventId, onSale: sql<boolean>`${onSaleSql}` })
          .from(eventTicketCategories)
          .innerJoin(eventTickets, eq(eventTickets.id, eventTicketCategories.ticketId))
          .innerJoin(events, eq(events.id, eventTickets.eventId))
          .where(and(eq(eventTicketCategories.id, id), eq(eventTickets.isDelete, false), eq(events.isDelete, false)))
          .for('share', { of: eventTickets })
      : [];
  return found;
}

/**
 * Adds (or with a negative number gives back) booked tickets of a category; 409 when fewer are left
 * than asked for, or when the category is no longer on sale, naming the body's `fields` of the number
 * and of the category when the body sent them (a new booking, not a payment status change).
 */
async function bookTickets(tx: Db, categoryId: string, tickets: number, fields?: { tickets: FieldProblem['path']; category: FieldProblem['path'] }): Promise<void> {
  const [changed] = await tx
    .update(eventTicketCategories)
    .set({ bookedTickets: sql`${eventTicketCategories.bookedTickets} + ${tickets}`, updatedAt: new Date() })
    .where(and(eq(eventTicketCategories.id, categoryId), sql`${eventTicketCategories.bookedTickets} + ${tickets} <= ${eventTicketCategories.totalTickets}`))
    .returning({ id: eventTicketCategories.id });
  if (changed) return;
  const [category] = await tx.select().from(eventTicketCategories).where(eq(eventTicketCategories.id, categoryId));
  // Removed from its set by an edit that committed while this booking waited for the set.
  if (!category) throw conflict(M.categoryRemoved, fields?.category);
  throw conflict(ticketsLeftMessage(category.name, category.totalTickets - category.bookedTickets), fields?.tickets);
}

/** A table's state on its day while a booking holds it: Booked once paid, Hold while the payment is under way. */
const tableState = (status: PaymentStatusCode) => (status === PaymentStatus.SUCCESSFUL ? BookingStatus.BOOKED : BookingStatus.HOLD);

/**
 * Makes a booking as the venue's booking site does, in one transaction: a table booking takes its
 * table's row in `table_bookings` for the day (409 naming `tableId` when another booking or hold has it), a ticket
 * booking adds its tickets to the category's booked tickets (409 naming `tickets` past the total), unless the
 * payment has already failed; the counts the list reads are kept in the same statement as the row,
 * and an audit row names no account (the site made it).
 */
export function createBooking(db: Db, form: BookingForm): Promise<BookingView> {
  const id = randomUUID();
  return conflictAs409(M.tableTaken, ['tableId'], () =>
    db.transaction(async (tx) => {
      await requireLive(tx, users, form.userId, M.userMissing);
      if (form.hostId) await requireLive(tx, hosts, form.hostId, M.hostMissing);
      const holds = holdsBooked(form.paymentStatus);
      let eventId = form.eventId ?? null;
      if (form.bookingType === BookingType.TABLE) {
        await requireLive(tx, floorTables, form.tableId!, M.tableMissing);
        if (eventId) {
          const [event] = isUuid(eventId) ? await tx.select({ date: events.date }).from(events).where(liveWhere(events, eq(events.id, eventId))).for('share') : [];
          if (!event) throw new HttpError(400, M.eventMissing);
          if (event.date !== form.date) throw new HttpError(400, M.eventNotThatDay);
        }
      } else {
        const found = await lockedTicketCategory(tx, form.ticketCategoryId);
        if (!found) throw new HttpError(400, M.categoryMissing);
        if (eventId && eventId !== found.eventId) throw new HttpError(400, M.categoryOfAnotherEvent);
        if (!found.onSale) throw conflict(M.salesClosed, ['ticketCategoryId']);
        eventId = found.eventId;
        if (holds) await bookTickets(tx, found.category.id, form.tickets!, { tickets: ['tickets'], category: ['ticketCategoryId'] });
      }
      const isTable = form.bookingType === BookingType.TABLE;
      await insertBookings(tx, [
        {
          id,
          bookingType: form.bookingType,
          paymentStatus: form.paymentStatus,
          price: form.price,
          userId: form.userId,
          hostId: form.hostId ?? null,
          eventId,
          tableId: isTable ? form.tableId! : null,
          tableDate: isTable ? form.date! : null,
          ticketCategoryId: isTable ? null : form.ticketCategoryId!,
          tickets: isTable ? null : form.tickets!,
        },
      ]);
      if (isTable && holds) await tx.insert(tableBookings).values({ tableId: form.tableId!, date: form.date!, state: tableState(form.paymentStatus), bookingId: id });
      const after = (await readBooking(tx, id))!;
      await recordAudit(tx, { actorId: null, action: 'create', area: AREA, recordId: id, before: null, after });
      return after;
    }),
  );
}

/**
 * Moves a booking's payment to another status, as the booking site reports it, in one transaction:
 * a booking that stops holding (Failed) gives its table's day or its tickets back, one that starts
 * holding again takes them (409 when they have gone meanwhile), and a paid table booking turns its
 * Hold into Booked; the counts and an audit row follow in the same transaction.
 */
export function setPaymentStatus(db: Db, id: string, next: PaymentStatusCode): Promise<BookingView> {
  if (!isUuid(id)) throw new HttpError(404, notFound);
  return conflictAs409(M.tableTaken, undefined, () =>
    db.transaction(async (tx) => {
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
      if (!booking) throw new HttpError(404, notFound);
      const before = (await readBooking(tx, id))!;
      if (booking.paymentStatus === next) return before;
      const [held, holds] = [holdsBooked(booking.paymentStatus as PaymentStatusCode), holdsBooked(next)];
      if (booking.bookingType === BookingType.TICKET && held !== holds) {
        // Taking tickets again needs the category in a live set, locked as a new booking locks it.
        if (holds && !(await lockedTicketCategory(tx, booking.ticketCategoryId))) throw new HttpError(409, M.categoryRemoved);
        if (booking.ticketCategoryId) await bookTickets(tx, booking.ticketCategoryId, holds ? booking.tickets! : -booking.tickets!);
      }
      if (booking.bookingType === BookingType.TABLE) {
        if (held && !holds) await tx.delete(tableBookings).where(eq(tableBookings.bookingId, id));
        else if (held && holds) await tx.update(tableBookings).set({ state: tableState(next) }).where(eq(tableBookings.bookingId, id));
        else if (holds) await tx.insert(tableBookings).values({ tableId: booking.tableId!, date: booking.tableDate!, state: tableState(next), bookingId: id });
      }
      await tx.update(bookings).set({ paymentStatus: next, updatedAt: new Date() }).where(eq(bookings.id, id));
      await recountPaymentStatus(tx, booking, next);
      const after = (await readBooking(tx, id))!;
      await recordAudit(tx, { actorId: null, action: 'paymentStatus', area: AREA, recordId: id, before, after });
      return after;
    }),
  );
}
