import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, isNotNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingType } from '#domain/bookings';
import { venueDay } from '#domain/format';
import { userSchema } from '#domain/schemas/user';
import { configFromEnv } from '../../api/config.ts';
import { DEMO_VENUE } from '../../api/demo/demo-venue.ts';
import { generateVenue, type Progress } from '../../api/demo/generate-venue.ts';
import { bookings, categories, contactUs, eventMemories, events, eventTicketCategories, floorTables, follows, galleries, hosts, media, menus, tableBookings, users } from '../../api/db/schema.ts';
import { systemClock } from '../../api/lib/venue-clock.ts';
import { createLocalStorage } from '../../api/media/local-storage.ts';
import { startApi } from '../../api/start.ts';
import { backends } from '../support/backends.ts';
import { callApi, type TestApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { bookingCountsAgree, bookingHoldProblems } from '../support/booking-checks.ts';

type Page<T> = { data: T[]; count: number };
const SIZE = { bookings: 900, users: 60 };

describe.each(backends)('the demo generator on %s', (backend) => {
  const api = useTestApi(backend);
  let mediaDir: string;
  const phases: Progress[] = [];
  const get = async <T,>(path: string, query: Record<string, string | number> = {}) => (await callApi<Page<T>>(api.url, 'get', path, { token: api.adminToken, query })).body.data!;
  const rows = async (table: PgTable) => (await api.db.select({ n: count() }).from(table))[0]!.n;

  beforeAll(async () => {
    mediaDir = mkdtempSync(join(tmpdir(), 'venue-demo-media-'));
    await generateVenue(api.db, createLocalStorage(mediaDir), { ...SIZE, clock: systemClock(), seed: 7, onProgress: (p) => phases.push(p) });
  }, 120_000);
  afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

  it('makes as many bookings and users as asked, reporting each phase and the bookings as they are written', async () => {
    expect(await rows(bookings)).toBe(SIZE.bookings);
    expect(await rows(users)).toBe(SIZE.users);
    expect([...new Set(phases.map((p) => p.phase))]).toEqual(['pictures', 'floor', 'programme', 'users', 'content', 'bookings']);
    expect(phases.filter((p) => p.phase === 'bookings').at(-1)).toEqual({ phase: 'bookings', done: SIZE.bookings, total: SIZE.bookings });
    expect((await get('/get/bookings')).count).toBe(SIZE.bookings);
  });

  it('keeps booked tickets, table days and the counts consistent with the bookings', async () => {
    expect(await bookingHoldProblems(api.db)).toEqual([]);
    expect(await bookingCountsAgree(api.db)).toBe(true);
    const [sold] = await api.db.select({ n: sql<number>`sum(${eventTicketCategories.bookedTickets})::int`.mapWith(Number) }).from(eventTicketCategories);
    expect(sold!.n).toBeGreaterThan(0);
    const [heldRows] = await api.db.select({ n: count() }).from(tableBookings).where(isNotNull(tableBookings.bookingId));
    expect(heldRows!.n).toBeGreaterThan(0);
    const types = await api.db.select({ type: bookings.bookingType, n: count() }).from(bookings).groupBy(bookings.bookingType);
    expect(types.map((t) => t.type).sort()).toEqual([BookingType.TABLE, BookingType.TICKET]);
  });

  it('makes people the API would take: every user and enquiry passes the form it is checked with', async () => {
    const today = () => venueDay(new Date());
    const people = [...(await api.db.select().from(users)), ...(await api.db.select().from(contactUs))];
    const refused = people
      .map(({ firstName, lastName, email, mobileCode, mobileNo, dob }) => userSchema(today).safeParse({ firstName, lastName, email, mobileCode, mobileNo, dob }))
      .filter((checked) => !checked.success);
    expect(refused.map((checked) => checked.error?.issues[0])).toEqual([]);
  });

  it('books each night after the booking was made, and makes every booking in the past', async () => {
    const [late] = await api.db
      .select({ n: count() })
      .from(bookings)
      .leftJoin(events, eq(events.id, bookings.eventId))
      .where(sql`${bookings.createdAt} > now() or coalesce(${bookings.tableDate}, ${events.date}) < (${bookings.createdAt} at time zone 'Asia/Dubai')::date`);
    expect(late!.n).toBe(0);
    // Booking ids follow the order bookings were made in.
    const ordered = await api.db.select({ number: bookings.number }).from(bookings).orderBy(bookings.createdAt, bookings.id);
    expect(ordered.map((b) => b.number)).toEqual([...ordered.map((b) => b.number)].sort((a, b) => a - b));
  });

  it('lists the programme in order, newest first: the latest night first, each announced before it happens; the floor and the brands in the order written', async () => {
    const listed = await get<{ date: string; createdAt: string }>('/get/events', { limit: 100 });
    const dates = listed.data.map((e) => e.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const tickets = await get<{ eventId: { date: string } }>('/get/eventTickets', { limit: 100 });
    expect(tickets.data.map((t) => t.eventId.date)).toEqual(dates.slice(0, tickets.data.length));
    // The floor and the brands as they were written: the first section's tables 01, 02 …, Monday's brand first.
    const tables = await get<{ name: string }>('/get/tables', { limit: 3 });
    expect(tables.data.map((t) => t.name.slice(-2))).toEqual(['01', '02', '03']);
    const brands = await get<{ weekDay: number }>('/get/intellectualProperties');
    expect(brands.data.map((b) => b.weekDay)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const now = Date.now();
    for (const e of listed.data) {
      expect(Date.parse(e.createdAt)).toBeLessThanOrEqual(now);
      expect(Date.parse(e.createdAt)).toBeLessThan(Date.parse(`${e.date}T00:00:00Z`));
    }
  });

  it('fills every screen: floor with current prices, programme past and upcoming, people, content, each picture a stored file of its own section', async () => {
    const cats = await get<{ price: number | null; autoRenewal: boolean; tableCount: number }>('/get/categories');
    expect(cats.count).toBe(4);
    expect(cats.data.every((c) => c.price !== null && c.tableCount > 0)).toBe(true);
    expect(cats.data.filter((c) => c.autoRenewal)).toHaveLength(3);
    const tables = await get<{ bookingStatus: number }>('/get/tables', { limit: 100 });
    expect(tables.count).toBe(48);
    expect((await get('/get/sections')).count).toBe(3);
    const tickets = await get<{ categories: { bookedTickets: number }[] }>('/get/eventTickets', { limit: 100 });
    expect(tickets.count).toBeGreaterThan(75);
    expect((await get('/get/intellectualProperties')).count).toBe(7);
    expect((await get<{ offer: string; primaryImage: string }>('/get/weekAnthems')).data.every((a) => a.offer && a.primaryImage)).toBe(true);
    expect((await get('/get/contactUs/list')).count).toBeGreaterThanOrEqual(12);
    expect((await get('/get/hosts')).count).toBe(12);
    expect((await get('/get/services')).count).toBe(4);
    expect(await rows(galleries)).toBe(9);
    expect(await rows(eventMemories)).toBeGreaterThan(0);
    expect(await rows(hosts)).toBe(12);
    expect(await rows(contactUs)).toBeGreaterThan(0);
    const subscribers = await get<{ isSubscribed: boolean }>('/get/newsletters', { limit: 100 });
    expect(subscribers.count).toBe(SIZE.users / 3);
    expect(subscribers.data.some((s) => s.isSubscribed)).toBe(true);
    const [upcoming] = await api.db.select({ n: count() }).from(events).where(sql`${events.date} > current_date`);
    expect(upcoming!.n).toBeGreaterThanOrEqual(29);
    expect((await api.db.select().from(follows)).every((f) => f.image)).toBe(true);
    expect((await api.db.select().from(menus)).every((m) => m.image && m.pdf)).toBe(true);

    const stored = await api.db.select().from(media);
    const storage = createLocalStorage(mediaDir);
    for (const file of stored) {
      expect(await storage.exists(file.key), file.key).toBe(true);
      expect(file.key.startsWith(`${file.section}/`)).toBe(true);
    }
    const referenced = [
      ...(await api.db.select({ key: floorTables.image }).from(floorTables)),
      ...(await api.db.select({ key: categories.layoutImage }).from(categories)),
      ...(await api.db.select({ key: events.image }).from(events)),
    ].map((r) => r.key);
    const keys = new Set(stored.map((file) => file.key));
    expect(referenced.filter((key) => !keys.has(key))).toEqual([]);
    // A few pictures, shared by every record of their use.
    expect(stored.length).toBeLessThan(80);
  });
});

describe('the demo venue on first start', () => {
  const dirs: string[] = [];
  const start = async (dataDir: string, extra: Partial<Parameters<typeof startApi>[0]> = {}) =>
    startApi({ ...configFromEnv({}), port: 0, dataDir, database: { dataDir }, logLevel: 'silent', print: () => {}, admin: { email: 'owner@venue.test', password: 'Owner-pass-1', name: 'Owner' }, ...extra });
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'venue-demo-'));
    dirs.push(dir);
    return dir;
  };
  const bookingsIn = async (db: TestApi['db']) => (await db.select({ n: count() }).from(bookings))[0]!.n;
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('is filled on the embedded default’s first start, once, its pictures served and its events at the venue’s address', async () => {
    const dataDir = tempDir();
    const first = await start(dataDir, { venueAddress: 'Pier 7, Dubai Creek Harbour' });
    try {
      expect(await bookingsIn(first.db)).toBe(DEMO_VENUE.bookings);
      // The address a new event gets by default: a newcomer does not see the venue in two places.
      expect(await first.db.selectDistinct({ address: events.address }).from(events)).toEqual([{ address: 'Pier 7, Dubai Creek Harbour' }]);
      const [picture] = await first.db.select().from(media).limit(1);
      const served = await fetch(`${first.url}/media/${picture!.key}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(picture!.contentType);
    } finally {
      await first.close();
    }
    const second = await start(dataDir);
    try {
      expect(await bookingsIn(second.db)).toBe(DEMO_VENUE.bookings);
    } finally {
      await second.close();
    }
  }, 120_000);

  it('is left out with DEMO_DATA=false, and never made on an in-memory or test database', async () => {
    expect(configFromEnv({ DEMO_DATA: 'false' }).demoData).toBe(false);
    expect(configFromEnv({ DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(configFromEnv({}).demoData).toBeUndefined();
    const off = await start(tempDir(), { demoData: false });
    try {
      expect(await bookingsIn(off.db)).toBe(0);
      expect((await off.db.select({ n: count() }).from(users))[0]!.n).toBe(0);
    } finally {
      await off.close();
    }
    const memory = await start(tempDir(), { database: { memory: true } });
    try {
      expect(await bookingsIn(memory.db)).toBe(0);
    } finally {
      await memory.close();
    }
  }, 120_000);
});
