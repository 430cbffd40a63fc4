import { eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PaymentStatus } from '#domain/bookings';
import { setPaymentStatus } from '../../api/bookings/repository.ts';
import { bookings, eventTicketCategories } from '../../api/db/schema.ts';
import { backends } from '../support/backends.ts';
import { callApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { bookTicketsFor, makeUser } from '../support/bookings.ts';
import { insertEvent } from '../support/events.ts';
import { atOnce, outcome, RACE_MS, raceRounds, tally } from '../support/race.ts';

/** A category of a set as the API answers it; an edit sends it back without its booked tickets. */
type Category = { _id: string; name: string; bookedTickets: number } & Record<string, unknown>;
type Ticket = { _id: string; categories: Category[] };

const silver = { type: 1, name: 'Silver', offer: 'Entry', price: 150, totalTickets: 200 };
const gold = { type: 2, name: 'Gold', offer: 'Two drinks', price: 350, totalTickets: 200 };
const ROUNDS = 3;

describe.each(backends)('event ticket sets under parallel requests on %s', (backend) => {
  const api = useTestApi(backend);
  let userId: string;
  const call = <T = Ticket>(method: string, path: string, body?: unknown) => callApi<T>(api.url, method, path, { token: api.adminToken, body });
  const makeSet = async (categories: unknown[] = [silver, gold]) => {
    const reply = await call('post', '/create/eventTicket', { eventId: (await insertEvent(api))._id, categories });
    if (reply.status !== 201) throw new Error(`create failed: ${reply.body.message}`);
    return reply.body.data!;
  };
  const read = async (id: string) => (await call('get', `/get/eventTicket/${id}`)).body.data!;
  const saved = (ticketId: string) => api.db.select().from(eventTicketCategories).where(eq(eventTicketCategories.ticketId, ticketId));
  const edit = (set: Ticket, categories: unknown[]) => call('patch', '/update/eventTicket', { eventTicketId: set._id, categories });
  const keep = ({ bookedTickets: _b, ...row }: Category, change: Partial<Category> = {}) => ({ ...row, ...change });
  /** Tickets held by the set's live bookings of each category: what booked tickets must add up to. */
  const heldBy = async (categoryId: string) =>
    (await api.db.select().from(bookings).where(eq(bookings.ticketCategoryId, categoryId))).filter((b) => b.paymentStatus !== PaymentStatus.FAILED).reduce((n, b) => n + (b.tickets ?? 0), 0);

  const categoryRow = async (id: string) => (await api.db.select().from(eventTicketCategories).where(eq(eventTicketCategories.id, id)))[0]!;
  /** The category's booked tickets are within its total, and are the tickets its live bookings hold. */
  const expectWithinTotal = async (categoryId: string) => {
    const row = await categoryRow(categoryId);
    expect(row.bookedTickets).toBeLessThanOrEqual(row.totalTickets);
    expect(await heldBy(categoryId)).toBe(row.bookedTickets);
  };
  /** A set of one Silver category of `totalTickets`, `booked` of them already booked. */
  const silverSet = async (totalTickets: number, booked: number) => {
    const set = await makeSet([{ ...silver, totalTickets }]);
    const category = set.categories[0]!;
    await bookTicketsFor(api, { userId, ticketCategoryId: category._id, tickets: booked });
    return { set, category };
  };

  /** Ticket bookings that hold tickets but lost their category: never allowed. */
  const heldWithoutCategory = async () =>
    (await api.db.select().from(bookings).where(isNull(bookings.ticketCategoryId))).filter((b) => b.tickets !== null && b.paymentStatus !== PaymentStatus.FAILED).map((b) => b.id);

  beforeAll(async () => {
    userId = (await makeUser(api))._id;
  });

  it(
    'creates one ticket set when many creates for the same event arrive at once; the others are 409',
    () =>
      raceRounds(ROUNDS, {
        setUp: () => insertEvent(api),
        fire: (event) => atOnce(8, () => call('post', '/create/eventTicket', { eventId: event._id, categories: [silver] })),
        check: (replies) => {
          expect(tally(replies.map((r) => r.status))).toEqual({ 201: 1, 409: 7 });
          expect(new Set(replies.filter((r) => r.status === 409).map((r) => r.body.message))).toEqual(new Set(['This event already has a ticket set: edit that one instead']));
        },
      }),
    RACE_MS,
  );

  it(
    'applies parallel edits of one set one after the other: the set ends as exactly one of them, never a mix, never a duplicate',
    () =>
      raceRounds(ROUNDS, {
        setUp: async () => {
          const set = await makeSet();
          const [s, g] = set.categories as [Category, Category];
          // Six staff who opened the same form: each changes the prices and adds a Premium row of their own.
          const edits = Array.from({ length: 6 }, (_, i) => [keep(s, { price: 100 + i }), keep(g, { price: 300 + i }), { type: 3, name: 'Premium', offer: `Offer ${i}`, price: 900 + i, totalTickets: 100 }]);
          return { set, s, g, edits };
        },
        fire: ({ set, edits }) => Promise.all(edits.map((rows) => edit(set, rows))),
        check: async (replies, { set, s, g, edits }) => {
          expect(replies.map((r) => r.status)).toEqual(edits.map(() => 200));
          const after = await read(set._id);
          const shape = (rows: Record<string, unknown>[]) => rows.map(({ name, offer, price, totalTickets }) => ({ name, offer, price, totalTickets }));
          expect(edits.map(shape)).toContainEqual(shape(after.categories));
          // The two kept rows kept their ids; one Premium row, no orphan left in the table.
          expect(after.categories.slice(0, 2).map((c) => c._id)).toEqual([s._id, g._id]);
          const rows = await saved(set._id);
          expect(rows).toHaveLength(3);
          expect(new Set(rows.map((r) => r.position))).toEqual(new Set([0, 1, 2]));
        },
      }),
    RACE_MS,
  );

  it(
    'never sells the same last tickets twice: of 30 parallel bookings of the last 6 tickets, 6 succeed',
    () =>
      raceRounds(ROUNDS, {
        setUp: () => silverSet(100, 94),
        fire: ({ category }) => atOnce(30, () => outcome(bookTicketsFor(api, { userId, ticketCategoryId: category._id, tickets: 1 }))),
        check: async (results, { category }) => {
          expect(tally(results.map((r) => r.status))).toEqual({ 200: 6, 409: 24 });
          expect((await categoryRow(category._id)).bookedTickets).toBe(100);
          expect(await heldBy(category._id)).toBe(100);
        },
      }),
    RACE_MS,
  );

  it(
    'keeps booked tickets within the total when an edit lowers it while bookings arrive: the edit is 200 or 409, never 500',
    () =>
      raceRounds(ROUNDS, {
        setUp: () => silverSet(300, 95),
        fire: ({ set, category }) => {
          const bookingsAtOnce = Array.from({ length: 20 }, () => outcome(bookTicketsFor(api, { userId, ticketCategoryId: category._id, tickets: 1 })));
          const edits = [edit(set, [keep(category, { totalTickets: 100 })]), edit(set, [keep(category, { totalTickets: 105 })])];
          return Promise.all([Promise.all(bookingsAtOnce), Promise.all(edits)]);
        },
        check: async ([, replies], { category }) => {
          for (const reply of replies) {
            expect([200, 409]).toContain(reply.status);
            if (reply.status === 409) expect(reply.body.message).toMatch(/^Total Tickets of Silver cannot be less than the \d+ tickets already booked$/);
          }
          await expectWithinTotal(category._id);
        },
      }),
    RACE_MS,
  );

  it(
    'never removes a category a booking is taking at that moment: either the edit is refused or the booking is',
    () =>
      raceRounds(ROUNDS * 2, {
        setUp: async () => {
          const set = await makeSet();
          const [s, g] = set.categories as [Category, Category];
          return { set, s, g };
        },
        fire: ({ set, s, g }) => Promise.all([outcome(bookTicketsFor(api, { userId, ticketCategoryId: g._id, tickets: 2 })), edit(set, [keep(s)])]),
        check: async ([booked, removed], { set, s, g }) => {
          const rows = await saved(set._id);
          if (booked.status === 200) {
            expect(removed.status).toBe(409);
            expect(removed.body.message).toBe('Gold has 2 booked tickets and cannot be removed');
            expect(rows.find((r) => r.id === g._id)?.bookedTickets).toBe(2);
          } else {
            expect(removed.status).toBe(200);
            expect([400, 409]).toContain(booked.status);
            expect(booked.message).toMatch(/^(Ticket category not found|The ticket category of this booking is no longer on sale: its ticket set was deleted or the category removed)$/);
            expect(rows.map((r) => r.id)).toEqual([s._id]);
          }
          // Every booking of the set still has its category.
          expect(await heldWithoutCategory()).toEqual([]);
        },
      }),
    RACE_MS,
  );

  it(
    'never deletes a set while a booking is taking its tickets: either the delete is refused or the booking is',
    () =>
      raceRounds(ROUNDS * 2, {
        setUp: () => makeSet([silver]),
        fire: (set) => Promise.all([outcome(bookTicketsFor(api, { userId, ticketCategoryId: set.categories[0]!._id, tickets: 3 })), call('delete', '/delete/eventTicket', { eventTicketId: set._id, isDelete: true })]),
        check: ([booked, deleted]) => {
          if (booked.status === 200) {
            expect(deleted.status).toBe(409);
            expect(deleted.body.message).toBe('This ticket set has 3 booked tickets and cannot be deleted');
          } else {
            expect(deleted.status).toBe(200);
            expect(booked).toEqual({ status: 400, message: 'Ticket category not found' });
          }
        },
      }),
    RACE_MS,
  );

  it(
    'keeps booked tickets within the total when a failed payment is retried while an edit lowers the total',
    () =>
      raceRounds(ROUNDS, {
        setUp: async () => {
          const { set, category } = await silverSet(300, 95);
          const failed = await bookTicketsFor(api, { userId, ticketCategoryId: category._id, tickets: 10 }, PaymentStatus.FAILED);
          return { set, category, failed };
        },
        fire: ({ set, category, failed }) => Promise.all([outcome(setPaymentStatus(api.db, failed._id, PaymentStatus.PENDING)), edit(set, [keep(category, { totalTickets: 100 })])]),
        check: async ([retried, lowered], { category }) => {
          expect(retried.status === 200 ? lowered.status : retried.status).toBe(409);
          await expectWithinTotal(category._id);
        },
      }),
    RACE_MS,
  );

  it('refuses to take tickets again for a failed payment whose category was removed or whose set was deleted', async () => {
    const set = await makeSet();
    const [s, g] = set.categories as [Category, Category];
    const failed = await bookTicketsFor(api, { userId, ticketCategoryId: g._id, tickets: 4 }, PaymentStatus.FAILED);
    expect((await edit(set, [keep(s)])).status).toBe(200);
    const removed = 'The ticket category of this booking is no longer on sale: its ticket set was deleted or the category removed';
    expect(await outcome(setPaymentStatus(api.db, failed._id, PaymentStatus.PENDING))).toEqual({ status: 409, message: removed });
    const other = await makeSet([silver]);
    const failedToo = await bookTicketsFor(api, { userId, ticketCategoryId: other.categories[0]!._id, tickets: 4 }, PaymentStatus.FAILED);
    expect((await call('delete', '/delete/eventTicket', { eventTicketId: other._id, isDelete: true })).status).toBe(200);
    expect(await outcome(setPaymentStatus(api.db, failedToo._id, PaymentStatus.SUCCESSFUL))).toEqual({ status: 409, message: removed });
    const [row] = await api.db.select().from(bookings).where(eq(bookings.id, failedToo._id));
    expect(row!.paymentStatus).toBe(PaymentStatus.FAILED);
    expect((await saved(other._id))[0]!.bookedTickets).toBe(0);
  });
});
