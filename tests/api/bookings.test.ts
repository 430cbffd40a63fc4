import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BookingType, PaymentStatus, type BookingTypeCode, type PaymentStatusCode } from '#domain/bookings';
import { venueDay } from '#domain/format';
import { addDays } from '#domain/floor/calendar-day';
import { BookingStatus } from '#domain/floor/booking-status';
import { insertBookings, type NewBooking } from '../../api/bookings/insert-bookings.ts';
import { createBooking, setPaymentStatus } from '../../api/bookings/repository.ts';
import { USERS_LISTED } from '../../api/bookings/search.ts';
import { bookings, eventTicketCategories, tableBookings, users } from '../../api/db/schema.ts';
import { venueToday } from '../../api/lib/venue-clock.ts';
import { backends } from '../support/backends.ts';
import { callApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { bookTableFor, bookTicketsFor, makeFloorTable, makeHost, makeTicketedEvent, makeUser } from '../support/bookings.ts';
import { snapshotDb } from '../support/db-snapshot.ts';
import { bookingCountsAgree, bookingHoldProblems } from '../support/booking-checks.ts';

interface Booking {
  _id: string;
  bookingId: string;
  createdAt: string;
  updatedAt: string;
  bookingType: 'EventTable' | 'EventTicket';
  price: number;
  paymentStatus: number;
  eventId: { _id: string; name: string; date: string } | null;
  tableBookId: { date: string; tableId: { _id: string; name: string } } | null;
  userId: { _id: string; email: string };
  hostId: { _id: string; email: string } | null;
  ticketCategoryId: { _id: string; name: string } | null;
  tickets: number | null;
}
type Page = { data: Booking[]; count: number };
type Query = Record<string, string | number>;

const TZ = 'Asia/Dubai';
const forbidden = { status: 403, body: { status: false, message: 'You do not have permission to perform this action' } };

describe.each(backends)('bookings on %s', (backend) => {
  const api = useTestApi(backend);
  const call = <T = Page>(query: Query = {}, token = api.adminToken) => callApi<T>(api.url, 'get', '/get/bookings', { token, query });
  const list = async (query: Query = {}) => {
    const reply = await call(query);
    if (reply.status !== 200) throw new Error(`${reply.status} ${reply.body.message}`);
    return reply.body.data!;
  };

  describe('made by the booking site', () => {
    it('lists a table and a ticket booking with what they point at, newest first', async () => {
      const [user, host, table] = await Promise.all([makeUser(api, 'shape@guest.test'), makeHost(api, 'shape-host@venue.test'), makeFloorTable(api, 'Shape Table')]);
      const day = addDays(venueToday(), 3);
      const { event, category } = await makeTicketedEvent(api, { name: 'Shape Night', date: day });
      const tableBooking = await bookTableFor(api, { userId: user._id, tableId: table._id, date: day, eventId: event._id, hostId: host._id }, PaymentStatus.SUCCESSFUL, 2400);
      const ticketBooking = await bookTicketsFor(api, { userId: user._id, ticketCategoryId: category._id, tickets: 2 }, PaymentStatus.IN_PROGRESS, 300.5);

      const page = await call({ search: 'shape@guest.test' });
      expect(page.status).toBe(200);
      expect(page.body.message).toBe('Bookings fetched successfully');
      expect(page.body.data!.count).toBe(2);
      const [ticket, tableRow] = page.body.data!.data;
      expect(ticket).toEqual({
        _id: ticketBooking._id,
        bookingId: expect.stringMatching(/^BK-\d{6}$/),
        bookingType: 'EventTicket',
        price: 300.5,
        paymentStatus: 2,
        eventId: { _id: event._id, name: 'Shape Night', date: day },
        tableBookId: null,
        userId: { _id: user._id, email: 'shape@guest.test' },
        hostId: null,
        ticketCategoryId: { _id: category._id, name: 'Silver' },
        tickets: 2,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(tableRow).toMatchObject({
        _id: tableBooking._id,
        bookingType: 'EventTable',
        price: 2400,
        paymentStatus: 3,
        eventId: { _id: event._id, name: 'Shape Night', date: day },
        tableBookId: { date: day, tableId: { _id: table._id, name: 'Shape Table' } },
        hostId: { _id: host._id, email: 'shape-host@venue.test' },
        ticketCategoryId: null,
        tickets: null,
      });
      expect(Number(ticket!.bookingId.slice(3))).toBeGreaterThan(Number(tableRow!.bookingId.slice(3)));
      expect(new Date(ticket!.createdAt).toISOString()).toBe(ticket!.createdAt);

      const audit = (await snapshotDb(api.db)).audit_log as { area: string; recordId: string; action: string; actorId: string | null }[];
      expect(audit.filter((row) => row.area === 'bookings' && row.recordId === ticketBooking._id)).toEqual([expect.objectContaining({ action: 'create', actorId: null })]);
    });

    it('holds a table while the payment is under way, books it once paid and frees it when the payment fails; the tables list reads the same row', async () => {
      const [user, table] = await Promise.all([makeUser(api), makeFloorTable(api)]);
      const day = addDays(venueToday(), 5);
      const statusOn = async () => {
        const reply = await callApi<{ data: { _id: string; bookingStatus: number }[] }>(api.url, 'get', '/get/tables', { token: api.adminToken, query: { date: day, limit: 100 } });
        return reply.body.data!.data.find((t) => t._id === table._id)!.bookingStatus;
      };
      const rowOf = async (bookingId: string) => (await api.db.select().from(tableBookings).where(eq(tableBookings.bookingId, bookingId)))[0];

      const booking = await bookTableFor(api, { userId: user._id, tableId: table._id, date: day });
      expect(await rowOf(booking._id)).toMatchObject({ tableId: table._id, date: day, state: BookingStatus.HOLD });
      expect(await statusOn()).toBe(BookingStatus.HOLD);

      await setPaymentStatus(api.db, booking._id, PaymentStatus.SUCCESSFUL);
      expect(await statusOn()).toBe(BookingStatus.BOOKED);

      const before = await snapshotDb(api.db);
      await expect(bookTableFor(api, { userId: user._id, tableId: table._id, date: day })).rejects.toMatchObject({ status: 409, message: 'This table is already booked on that day' });
      expect(await snapshotDb(api.db)).toEqual(before);

      await setPaymentStatus(api.db, booking._id, PaymentStatus.FAILED);
      expect(await rowOf(booking._id)).toBeUndefined();
      expect(await statusOn()).toBe(BookingStatus.AVAILABLE);
      const second = await bookTableFor(api, { userId: user._id, tableId: table._id, date: day }, PaymentStatus.SUCCESSFUL);
      expect(await statusOn()).toBe(BookingStatus.BOOKED);
      // The failed booking cannot take the table back while the second one holds it.
      await expect(setPaymentStatus(api.db, booking._id, PaymentStatus.PENDING)).rejects.toMatchObject({ status: 409 });
      expect((await rowOf(second._id))?.state).toBe(BookingStatus.BOOKED);
      expect(await bookingCountsAgree(api.db)).toBe(true);
    });

    it('counts tickets toward the category while the payment has not failed, and refuses more than are left', async () => {
      const user = await makeUser(api);
      const { category } = await makeTicketedEvent(api, { totalTickets: 100 });
      const booked = async () => (await api.db.select().from(eventTicketCategories).where(eq(eventTicketCategories.id, category._id)))[0]!.bookedTickets;

      const big = await bookTicketsFor(api, { userId: user._id, ticketCategoryId: category._id, tickets: 20 });
      for (let i = 0; i < 3; i += 1) await bookTicketsFor(api, { userId: user._id, ticketCategoryId: category._id, tickets: 20 }, PaymentStatus.SUCCESSFUL);
      await bookTicketsFor(api, { userId: user._id, ticketCategoryId: category._id, tickets: 5 }, PaymentStatus.FAILED);
      expect(await booked()).toBe(80);

      await bookTicketsFor(api, { userId: user._id, ticketCategoryId: category._id, tickets: 15 });
      const before = await snapshotDb(api.db);
      await expect(bookTicketsFor(api, { userId: user._id, ticketCategoryId: category._id, tickets: 6 })).rejects.toMatchObject({ status: 409, message: 'Only 5 tickets of Silver are left' });
      expect(await snapshotDb(api.db)).toEqual(before);

      await setPaymentStatus(api.db, big._id, PaymentStatus.FAILED);
      expect(await booked()).toBe(75);
      await bookTicketsFor(api, { userId: user._id, ticketCategoryId: category._id, tickets: 20 });
      expect(await booked()).toBe(95);
      await expect(setPaymentStatus(api.db, big._id, PaymentStatus.SUCCESSFUL)).rejects.toMatchObject({ status: 409, message: 'Only 5 tickets of Silver are left' });
      await bookTicketsFor(api, { userId: user._id, ticketCategoryId: category._id, tickets: 5 });
      await expect(bookTicketsFor(api, { userId: user._id, ticketCategoryId: category._id, tickets: 1 })).rejects.toMatchObject({ status: 409, message: 'Silver is sold out' });
      expect(await bookingCountsAgree(api.db)).toBe(true);
    });

    it('refuses bookings of records that do not exist or do not fit, writing nothing', async () => {
      const [user, table] = await Promise.all([makeUser(api), makeFloorTable(api)]);
      const { event, category } = await makeTicketedEvent(api);
      const other = await makeTicketedEvent(api);
      const day = addDays(venueToday(), 9);
      const unknown = randomUUID();
      const before = await snapshotDb(api.db);
      const refusals: [() => Promise<unknown>, number, string][] = [
        [() => bookTableFor(api, { userId: unknown, tableId: table._id, date: day }), 400, 'User not found'],
        [() => bookTableFor(api, { userId: user._id, tableId: unknown, date: day }), 400, 'Table not found'],
        [() => bookTableFor(api, { userId: user._id, tableId: table._id, date: day, hostId: unknown }), 400, 'Host not found'],
        [() => bookTableFor(api, { userId: user._id, tableId: table._id, date: day, eventId: unknown }), 400, 'Event not found'],
        [() => bookTableFor(api, { userId: user._id, tableId: table._id, date: day, eventId: event._id }), 400, 'The event is not on the booked day'],
        [() => bookTicketsFor(api, { userId: user._id, ticketCategoryId: unknown, tickets: 1 }), 400, 'Ticket category not found'],
        [() => createBooking(api.db, { bookingType: BookingType.TICKET, paymentStatus: 1, price: 1, userId: user._id, ticketCategoryId: category._id, tickets: 1, eventId: other.event._id }), 400, 'The ticket category is not of this event'],
      ];
      for (const [attempt, status, message] of refusals) await expect(attempt()).rejects.toMatchObject({ status, message });
      expect(await snapshotDb(api.db)).toEqual(before);

      await callApi(api.url, 'patch', '/update/eventTicket', { token: api.adminToken, body: { eventTicketId: other.ticketId, isBlocked: true } });
      await expect(bookTicketsFor(api, { userId: user._id, ticketCategoryId: other.category._id, tickets: 1 })).rejects.toMatchObject({ status: 409, message: 'Tickets of this event are not on sale' });
    });
  });

  describe('pages, filters and search', () => {
    // A fixed history on its own API: bookings made over five UTC days, several around the venue's midnight (20:00 UTC in Dubai).
    const fresh = useTestApi(backend);
    let rows: (NewBooking & { createdAt: Date })[];
    let emails: Map<string, string>;
    const freshList = async (query: Query) => {
      const reply = await callApi<Page>(fresh.url, 'get', '/get/bookings', { token: fresh.adminToken, query });
      if (reply.status !== 200) throw new Error(`${reply.status} ${reply.body.message}`);
      return reply.body.data!;
    };

    beforeAll(async () => {
      const users = await Promise.all(['ana_b@guest.test', 'anab@guest.test', 'Zed@Guest.test'].map((email) => makeUser(fresh, email)));
      emails = new Map(users.map((u) => [u._id, u.email]));
      const table = await makeFloorTable(fresh);
      const { event, category } = await makeTicketedEvent(fresh, { totalTickets: 500 });
      const start = Date.parse('2026-03-01T00:00:00Z');
      const times = Array.from({ length: 83 }, (_, i) => {
        const day = Math.floor(i / 17);
        // Spread over the day, with some bookings a minute either side of 20:00 UTC.
        const minute = i % 17 === 3 ? 20 * 60 - 1 : i % 17 === 4 ? 20 * 60 : i % 17 === 5 ? 20 * 60 + 1 : ((i * 97) % 24) * 60 + (i % 60);
        return new Date(start + day * 86_400_000 + minute * 60_000 + i);
      });
      rows = times.map((createdAt, i) => {
        const bookingType = (i % 3 === 0 ? BookingType.TABLE : BookingType.TICKET) as BookingTypeCode;
        return {
          id: randomUUID(),
          bookingType,
          paymentStatus: ((i % 4) + 1) as PaymentStatusCode,
          price: 100 + i,
          userId: users[i % 3]!._id,
          hostId: null,
          eventId: bookingType === BookingType.TICKET ? event._id : null,
          tableId: bookingType === BookingType.TABLE ? table._id : null,
          tableDate: bookingType === BookingType.TABLE ? '2026-03-10' : null,
          ticketCategoryId: bookingType === BookingType.TICKET ? category._id : null,
          tickets: bookingType === BookingType.TICKET ? 1 : null,
          createdAt,
        };
      });
      // In a shuffled order and several statements, as concurrent writers would.
      const shuffled = [...rows].sort((a, b) => a.id.localeCompare(b.id));
      for (let i = 0; i < shuffled.length; i += 20) await insertBookings(fresh.db, shuffled.slice(i, i + 20));
      // A payment that fails later moves its booking between the counts (a table booking: the history holds no tickets to give back).
      await setPaymentStatus(fresh.db, rows[9]!.id, PaymentStatus.FAILED);
      rows[9]!.paymentStatus = PaymentStatus.FAILED;
    });

    const newestFirst = (a: { createdAt: Date; id: string }, b: { createdAt: Date; id: string }) => b.createdAt.getTime() - a.createdAt.getTime() || (b.id < a.id ? -1 : 1);
    const expected = (keep: (row: (typeof rows)[number]) => boolean) => rows.filter(keep).sort(newestFirst).map((row) => row.id);
    const day = (row: (typeof rows)[number]) => venueDay(row.createdAt, TZ);

    const FILTERS: [string, Query, (row: (typeof rows)[number]) => boolean][] = [
      ['no filter', {}, () => true],
      ['tables', { type: 1 }, (r) => r.bookingType === 1],
      ['tickets', { type: 2 }, (r) => r.bookingType === 2],
      ['failed', { paymentStatus: 4 }, (r) => r.paymentStatus === 4],
      ['successful tickets', { type: 2, paymentStatus: 3 }, (r) => r.bookingType === 2 && r.paymentStatus === 3],
      ['one venue day', { fromDate: '2026-03-02', toDate: '2026-03-02' }, (r) => day(r) === '2026-03-02'],
      ['from a day', { fromDate: '2026-03-03' }, (r) => day(r) >= '2026-03-03'],
      ['up to a day', { toDate: '2026-03-02' }, (r) => day(r) <= '2026-03-02'],
      ['a range of pending tables', { fromDate: '2026-03-02', toDate: '2026-03-04', type: 1, paymentStatus: 1 }, (r) => day(r) >= '2026-03-02' && day(r) <= '2026-03-04' && r.bookingType === 1 && r.paymentStatus === 1],
      ['a day with none', { fromDate: '2026-04-01', toDate: '2026-04-02' }, () => false],
    ];

    it.each(FILTERS)('%s: the count and every page, first to past the last, in order', async (_name, query, keep) => {
      const ids = expected(keep);
      for (const limit of [10, 7]) {
        for (let offset = 0; offset <= ids.length + limit; offset += limit) {
          const page = await freshList({ ...query, limit, offset });
          expect(page.count, `offset ${offset}`).toBe(ids.length);
          expect(page.data.map((b) => b._id), `limit ${limit} offset ${offset}`).toEqual(ids.slice(offset, offset + limit));
        }
      }
    });

    it('finds bookings by the beginning of the user’s email, in any case, and escapes LIKE’s wildcards', async () => {
      const byEmail = (prefix: string) => expected((r) => emails.get(r.userId)!.toLowerCase().startsWith(prefix));
      expect((await freshList({ search: 'ana_', limit: 100 })).data.map((b) => b._id)).toEqual(byEmail('ana_'));
      expect((await freshList({ search: 'ANA', limit: 100 })).data.map((b) => b._id)).toEqual(byEmail('ana'));
      expect((await freshList({ search: 'zed@guest', limit: 5, offset: 5 })).data.map((b) => b._id)).toEqual(byEmail('zed@guest').slice(5, 10));
      expect((await freshList({ search: 'zed@guest' })).count).toBe(byEmail('zed').length);
      expect((await freshList({ search: 'guest.test' })).count).toBe(0);
      expect((await freshList({ search: '%' })).count).toBe(0);
      expect((await freshList({ search: 'anab', type: 1 })).data.map((b) => b._id)).toEqual(expected((r) => r.bookingType === 1 && emails.get(r.userId) === 'anab@guest.test').slice(0, 10));
    });

    it('finds the bookings of a prefix so common that more users have it than are named one by one', async () => {
      const crowd = await fresh.db
        .insert(users)
        .values(Array.from({ length: USERS_LISTED + 1 }, (_, i) => ({ firstName: 'Crowd', lastName: String(i), email: `crowd${String(i).padStart(4, '0')}@guest.test`, mobileCode: '+971', mobileNo: '501234567' })))
        .returning({ id: users.id });
      const booked = [crowd[0]!, crowd[500]!, crowd[USERS_LISTED]!].map((user, i) => ({ ...rows[1]!, id: randomUUID(), userId: user.id, createdAt: new Date(Date.UTC(2026, 1, 20 + i)) }));
      await insertBookings(fresh.db, booked);
      const newestFirst = booked.map((b) => b.id).reverse();
      expect(await freshList({ search: 'crowd' })).toMatchObject({ count: 3 });
      expect((await freshList({ search: 'CROWD' })).data.map((b) => b._id)).toEqual(newestFirst);
      expect((await freshList({ search: 'crowd1' })).data.map((b) => b._id)).toEqual([booked[2]!.id]);
      rows.push(...booked);
    });

    it('finds a booking by its id, the id’s beginning or its number', async () => {
      const all = (await freshList({ limit: 100 })).data;
      const oldest = all.at(-1)!;
      expect(await freshList({ search: oldest.bookingId })).toEqual({ count: 1, data: [oldest] });
      expect((await freshList({ search: oldest.bookingId.toLowerCase() })).data).toEqual([oldest]);
      expect((await freshList({ search: String(Number(oldest.bookingId.slice(3))) })).data).toEqual([oldest]);
      const prefix = oldest.bookingId.slice(0, -1);
      const sharing = all.filter((b) => b.bookingId.startsWith(prefix));
      expect((await freshList({ search: prefix, limit: 100 })).data).toEqual(sharing);
      expect((await freshList({ search: 'BK', limit: 100 })).count).toBe(all.length);
      expect((await freshList({ search: 'BK-9999999' })).count).toBe(0);

      // Past a million the id grows a digit instead of being cut to six.
      await fresh.db.execute(sql`select setval(pg_get_serial_sequence('bookings', 'number'), 1234566)`);
      await insertBookings(fresh.db, [{ ...rows[0]!, id: randomUUID(), createdAt: new Date('2026-03-09T00:00:00Z') }]);
      const [newest] = (await freshList({ limit: 1 })).data;
      expect(newest!.bookingId).toBe('BK-1234567');
      expect((await freshList({ search: '1234567' })).data).toEqual([newest]);
      expect((await freshList({ search: 'BK-123456' })).data).toEqual([newest]);
    });

    it('keeps booking_counts equal to the bookings it counts', async () => {
      expect(await bookingCountsAgree(fresh.db)).toBe(true);
    });
  });

  it('refuses bad filters with their message', async () => {
    const cases: [Query, string][] = [
      [{ type: 3 }, 'type must be 1 (Table) or 2 (Ticket)'],
      [{ type: 'TABLE' }, 'type must be 1 (Table) or 2 (Ticket)'],
      [{ paymentStatus: 5 }, 'paymentStatus must be 1 (Pending), 2 (In Progress), 3 (Successful) or 4 (Failed)'],
      [{ paymentStatus: '' }, 'paymentStatus must be 1 (Pending), 2 (In Progress), 3 (Successful) or 4 (Failed)'],
      [{ fromDate: '2026-02-30' }, 'fromDate must be a date (YYYY-MM-DD)'],
      [{ toDate: 'yesterday' }, 'toDate must be a date (YYYY-MM-DD)'],
      [{ fromDate: '2026-03-05', toDate: '2026-03-04' }, 'toDate must not be before fromDate'],
      [{ limit: 0 }, 'limit must be at least 1'],
      [{ search: 'x'.repeat(101) }, 'search must not exceed 100 characters'],
    ];
    for (const [query, message] of cases) expect(await call(query), JSON.stringify(query)).toEqual({ status: 400, body: { status: false, message } });
  });

  it('lets a role with bookings view read; without it, or without a token, nothing; there is no other bookings route', async () => {
    const viewer = await api.createSubAdmin({ roleId: await api.createRole({ permissions: [{ name: 'bookings', view: true }] }) });
    const outsider = await api.createSubAdmin({ roleId: await api.createRole({ permissions: [{ name: 'tables', all: true, add: true, view: true, edit: true, del: true }] }) });
    expect((await call({}, viewer.token)).status).toBe(200);
    expect(await call({}, outsider.token)).toEqual(forbidden);
    expect((await callApi(api.url, 'get', '/get/bookings')).status).toBe(401);
    for (const [method, path] of [['post', '/create/booking'], ['patch', '/update/booking'], ['delete', '/delete/booking'], ['get', `/get/booking/${randomUUID()}`]] as const) {
      expect((await callApi(api.url, method, path, { token: api.adminToken, body: method === 'get' ? undefined : {} })).status, path).toBe(404);
    }
  });

  it('keeps booking_counts, booked tickets and table rows in step with the bookings after every write above', async () => {
    expect(await bookingCountsAgree(api.db)).toBe(true);
    expect(await bookingHoldProblems(api.db)).toEqual([]);
    const [row] = await api.db.select({ n: count() }).from(bookings);
    expect((await list()).count).toBe(row!.n);
  });
});
