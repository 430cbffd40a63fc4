import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '#domain/floor/calendar-day';
import { auditLog, categories, events, floorTables, sections, tableBookings } from '../../api/db/schema.ts';
import { venueToday } from '../../api/lib/venue-clock.ts';
import { backends } from '../support/backends.ts';
import { callApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { bookTableFor, makeUser } from '../support/bookings.ts';
import { insertEvent } from '../support/events.ts';
import { makeCategory, makeSection, makeTable } from '../support/floor.ts';
import { atOnce, outcome, RACE_MS, raceRounds, tally } from '../support/race.ts';
import { seedMedia } from '../support/seed-media.ts';

const ROUNDS = 3;

describe.each(backends)('records and what they point at under parallel requests on %s', (backend) => {
  const api = useTestApi(backend);
  type Bulk = { committed: boolean; results: { _id: string; result: string }[] };
  const call = <T = { _id: string } & Bulk>(method: string, path: string, body?: unknown) => callApi<T>(api.url, method, path, { token: api.adminToken, body });
  const tableBody = async (refs: { sectionId: string; categoryId: string }) => ({ name: `Table ${randomUUID().slice(0, 6)}`, tableNo: '7', capacity: 6, ...refs, inclusions: ['Water'], image: await seedMedia(api.db, 'tables') });
  const eventBody = async (categoryId: string) => ({
    name: `Night ${randomUUID().slice(0, 6)}`,
    time: '21:30',
    date: addDays(venueToday(), 10),
    summary: 'A night at the venue',
    popularity: 5,
    itinerary: ['Doors open'],
    inclusions: ['Entry'],
    howToRedeem: ['Show the code'],
    importantInformation: ['21+ only'],
    categories: [{ categoryId, name: 'Gold seating', price: 450 }],
    image: await seedMedia(api.db, 'events', { width: 900, height: 1200 }),
  });
  /** Live tables standing in a deleted section or category: never allowed. */
  const tablesUnderDeleted = () =>
    api.db
      .select({ id: floorTables.id })
      .from(floorTables)
      .innerJoin(sections, eq(sections.id, floorTables.sectionId))
      .innerJoin(categories, eq(categories.id, floorTables.categoryId))
      .where(and(eq(floorTables.isDelete, false), sql`(${sections.isDelete} or ${categories.isDelete})`));
  /** Live events pricing a deleted category: never allowed. */
  const eventsPricingDeleted = () =>
    api.db
      .select({ id: events.id })
      .from(events)
      .innerJoin(sql`lateral jsonb_array_elements(${events.categories}) as row`, sql`true`)
      .innerJoin(categories, sql`${categories.id}::text = row ->> 'categoryId'`)
      .where(and(eq(events.isDelete, false), eq(categories.isDelete, true)));
  /** A guest, a section and a category for tables to book. */
  const bookingParts = async () => {
    const user = await makeUser(api);
    const [section, category] = await Promise.all([makeSection(api), makeCategory(api)]);
    return { user, section, category };
  };

  it(
    'never leaves a live table in a section deleted while tables are created in it, moved into it or restored in it',
    () =>
      raceRounds(ROUNDS, {
        setUp: async () => {
          const [section, elsewhere, category] = await Promise.all([makeSection(api), makeSection(api), makeCategory(api)]);
          const moving = await makeTable(api, { sectionId: elsewhere._id, categoryId: category._id });
          return { section, category, moving };
        },
        fire: async ({ section, category, moving }) =>
          Promise.all([
            call('post', '/create/table', await tableBody({ sectionId: section._id, categoryId: category._id })),
            call('patch', '/update/table', { tableId: moving._id, ...(await tableBody({ sectionId: section._id, categoryId: category._id })) }),
            call('delete', '/delete/section', { sectionId: section._id, isDelete: true }),
          ]),
        check: async ([created, moved, deleted]) => {
          if (deleted.status === 200) {
            for (const write of [created, moved]) expect([write.status, write.body.message]).toEqual([400, 'Section not found']);
          } else {
            expect(deleted.status).toBe(409);
            expect(created.status + moved.status).toBeLessThan(400 + 400);
          }
          expect(await tablesUnderDeleted()).toEqual([]);
        },
      }),
    RACE_MS,
  );

  it(
    'never leaves a live event pricing, or a live table in, a category deleted at that moment',
    () =>
      raceRounds(ROUNDS, {
        setUp: async () => {
          const [category, section] = await Promise.all([makeCategory(api), makeSection(api)]);
          return { category, section };
        },
        fire: async ({ category, section }) =>
          Promise.all([
            call('post', '/create/event', await eventBody(category._id)),
            call('post', '/create/table', await tableBody({ sectionId: section._id, categoryId: category._id })),
            call('delete', '/delete/category', { categoryId: category._id, isDelete: true }),
          ]),
        check: async ([event, table, deleted]) => {
          if (deleted.status === 200) {
            expect([event.status, table.status]).toEqual([400, 400]);
          } else {
            expect(deleted.status).toBe(409);
            expect(deleted.body.message).toMatch(/^This category (still has tables|is still priced by 1 event)/);
          }
          expect(await eventsPricingDeleted()).toEqual([]);
          expect(await tablesUnderDeleted()).toEqual([]);
        },
      }),
    RACE_MS,
  );

  it(
    'books a table once for a day when many bookings of it arrive at once; the others are 409',
    async () => {
      const { user, section, category } = await bookingParts();
      const table = await makeTable(api, { sectionId: section._id, categoryId: category._id });
      await raceRounds(ROUNDS, {
        setUp: (round) => addDays(venueToday(), 20 + round),
        fire: (date) => atOnce(12, () => outcome(bookTableFor(api, { userId: user._id, tableId: table._id, date }))),
        check: async (results, date) => {
          expect(tally(results.map((r) => r.status))).toEqual({ 200: 1, 409: 11 });
          expect(new Set(results.filter((r) => r.status === 409).map((r) => r.message))).toEqual(new Set(['This table is already booked on that day']));
          expect(await api.db.select().from(tableBookings).where(and(eq(tableBookings.tableId, table._id), eq(tableBookings.date, date)))).toHaveLength(1);
        },
      });
    },
    RACE_MS,
  );

  it(
    'never deletes a table while a booking for a day ahead takes it: either the delete is refused or the booking is',
    async () => {
      const { user, section, category } = await bookingParts();
      await raceRounds(ROUNDS, {
        setUp: () => makeTable(api, { sectionId: section._id, categoryId: category._id }),
        fire: (table) => Promise.all([outcome(bookTableFor(api, { userId: user._id, tableId: table._id, date: addDays(venueToday(), 3) })), call('delete', '/delete/table', { tableId: table._id, isDelete: true })]),
        check: ([booked, deleted]) => {
          if (booked.status === 200) expect(deleted.status).toBe(409);
          else expect([deleted.status, booked.status, booked.message]).toEqual([200, 400, 'Table not found']);
        },
      });
    },
    RACE_MS,
  );

  it(
    'writes one audit row per switch that answered 200 when status switches and a delete of the record arrive at once',
    () =>
      raceRounds(ROUNDS, {
        setUp: () => makeSection(api),
        fire: (section) => {
          const switches = () => Array.from({ length: 6 }, (_, i) => call('patch', '/update/section/status', { sectionId: section._id, status: (i % 2) + 1 }));
          return Promise.all([...switches(), call('delete', '/delete/section', { sectionId: section._id, isDelete: true }), ...switches()]);
        },
        check: async (replies, section) => {
          expect(replies.every((r) => r.status === 200 || (r.status === 404 && r.body.message === 'Section not found'))).toBe(true);
          expect(replies[6]!.status).toBe(200);
          const trail = await api.db.select().from(auditLog).where(and(eq(auditLog.area, 'sections'), eq(auditLog.recordId, section._id)));
          expect(trail.filter((row) => row.action !== 'create')).toHaveLength(replies.filter((r) => r.status === 200).length);
          expect((await api.db.select().from(sections).where(eq(sections.id, section._id)))[0]!.isDelete).toBe(true);
        },
      }),
    RACE_MS,
  );

  it(
    'runs overlapping bulk calls one after the other: in any order of ids, never a 500, and every record ends in one state',
    () =>
      raceRounds(ROUNDS, {
        setUp: async () => (await atOnce(12, () => makeSection(api))).map((s) => s._id),
        fire: (ids) => {
          const reversed = [...ids].reverse();
          return Promise.all([
            call('post', '/bulk/sections/status', { ids, status: 2 }),
            call('post', '/bulk/sections/delete', { ids: reversed }),
            call('post', '/bulk/sections/status', { ids: reversed, status: 1 }),
            call('post', '/bulk/sections/delete', { ids: ids.slice(3, 9) }),
            call('post', '/bulk/sections/restore', { ids: reversed.slice(2, 10) }),
          ]);
        },
        check: async (replies, ids) => {
          expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
          // Each record changed by a committed call has its audit row; nothing else has one.
          const done = replies.flatMap((r) => (r.body.data!.committed ? r.body.data!.results.filter((x) => x.result === 'done') : []));
          const trail = await api.db.select().from(auditLog).where(and(eq(auditLog.area, 'sections'), inArray(auditLog.recordId, ids), ne(auditLog.action, 'create')));
          expect(trail).toHaveLength(done.length);
        },
      }),
    RACE_MS,
  );

  it(
    'restores ticket sets in bulk (one set at a time) from two callers naming them in opposite orders without a 500',
    () =>
      raceRounds(ROUNDS, {
        setUp: async () => {
          const sets = await atOnce(6, async () => {
            const reply = await call('post', '/create/eventTicket', { eventId: (await insertEvent(api))._id, categories: [{ type: 1, name: 'Silver', offer: 'Entry', price: 100, totalTickets: 100 }] });
            return reply.body.data!._id;
          });
          expect((await call('post', '/bulk/eventTickets/delete', { ids: sets })).status).toBe(200);
          return sets;
        },
        fire: (sets) => Promise.all([call('post', '/bulk/eventTickets/restore', { ids: sets }), call('post', '/bulk/eventTickets/restore', { ids: [...sets].reverse() })]),
        check: (replies) => expect(replies.map((r) => r.status)).toEqual([200, 200]),
      }),
    RACE_MS,
  );
});
