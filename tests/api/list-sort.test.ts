import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREAS } from '#domain/areas/index';
import { restRoutes } from '#domain/declaration/rest-routes';
import { venueDay } from '#domain/format';
import { addDays } from '#domain/floor/calendar-day';
import { generateVenue } from '../../api/demo/generate-venue.ts';
import { eventMemories } from '../../api/db/schema.ts';
import { systemClock } from '../../api/lib/venue-clock.ts';
import { createLocalStorage } from '../../api/media/local-storage.ts';
import { backends } from '../support/backends.ts';
import { callApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';

type Row = Record<string, unknown> & { _id: string };
type Page = { data: Row[]; count: number };

describe.each(backends)('list sort and date ranges on %s', (backend) => {
  const api = useTestApi(backend);
  let mediaDir: string;
  let eventId: string;
  const get = (path: string, query: Record<string, string | number> = {}) => callApi<Page | Row[]>(api.url, 'get', path, { token: api.adminToken, query });
  const rows = async (path: string, query: Record<string, string | number> = {}) => {
    const reply = await get(path, { limit: 100, ...query });
    expect(reply.status, `${path} ${JSON.stringify(query)}: ${reply.body.message}`).toBe(200);
    const data = reply.body.data!;
    return Array.isArray(data) ? data : data.data;
  };

  beforeAll(async () => {
    mediaDir = mkdtempSync(join(tmpdir(), 'venue-sort-media-'));
    await generateVenue(api.db, createLocalStorage(mediaDir), { bookings: 60, users: 30, clock: systemClock(), seed: 11 });
    eventId = (await api.db.select({ id: eventMemories.eventId }).from(eventMemories).limit(1))[0]!.id;
    // The demo venue has no roles or sub-admins of its own.
    for (const name of ['Door', 'Bar', 'Floor']) {
      const roleId = await api.createRole({ name, permissions: [{ name: 'users', view: true }] });
      await api.createSubAdmin({ roleId, name: `${name} lead` });
    }
  }, 120_000);
  afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

  it('every area sorts its list by each allowed field both ways, the id breaking ties in the same direction', async () => {
    for (const area of AREAS) {
      const path = restRoutes(area).list.path;
      const extra: Record<string, string> = area.key === 'memoryEvents' ? { eventId } : {};
      for (const field of area.sort) {
        const up = await rows(path, { ...extra, sort: field });
        const down = await rows(path, { ...extra, sort: `-${field}` });
        expect(up.length, `${area.key} has rows to sort`).toBeGreaterThan(0);
        expect(up.every((row) => field in row), `${area.key} rows carry ${field}`).toBe(true);
        // Ascending with ascending ids is exactly the reverse of descending with descending ids.
        expect(down.map((r) => r._id), `${area.key} -${field}`).toEqual(up.map((r) => r._id).reverse());
        const values = up.map((row) => row[field]);
        if (values.every((v) => typeof v === 'number')) expect(values, `${area.key} ${field}`).toEqual([...(values as number[])].sort((a, b) => a - b));
        if (/At$|^date$/.test(field)) expect(values, `${area.key} ${field}`).toEqual([...(values as string[])].sort((a, b) => Date.parse(a) - Date.parse(b)));
      }
      // All the fields at once are accepted too.
      await rows(path, { ...extra, sort: area.sort.map((f, i) => (i % 2 ? `-${f}` : f)).join(',') });
    }
  });

  it('pages of a sort with ties neither repeat nor skip a row', async () => {
    const all = await rows('/get/roles', { sort: 'status' });
    const paged: Row[] = [];
    for (let offset = 0; offset < all.length; offset += 2) paged.push(...(await rows('/get/roles', { sort: 'status', limit: 2, offset })));
    expect(paged.map((r) => r._id)).toEqual(all.map((r) => r._id));
    const byStatusThenName = await rows('/users', { sort: '-lastName,firstName' });
    for (let i = 1; i < byStatusThenName.length; i += 1) {
      const [a, b] = [byStatusThenName[i - 1]!, byStatusThenName[i]!];
      if (a.lastName === b.lastName) expect(String(a.firstName) <= String(b.firstName) || a.firstName === b.firstName).toBe(true);
    }
  });

  it('the lists beside the declared ones sort too: the records of a category and the newsletter campaigns', async () => {
    const categoryId = (await rows('/get/categories'))[0]!._id;
    const records = async (sort: string) => {
      const reply = await callApi<{ categoryRecord: Page }>(api.url, 'get', '/get/category', { token: api.adminToken, query: { categoryId, sort } });
      expect(reply.status, reply.body.message).toBe(200);
      return reply.body.data!.categoryRecord.data;
    };
    const byPrice = (await records('-price')).map((r) => Number(r.price));
    expect(byPrice.length).toBeGreaterThan(1);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => b - a));
    const byDay = (await records('fromDate')).map((r) => String(r.fromDate));
    expect(byDay).toEqual([...byDay].sort());
    const refused = await callApi(api.url, 'get', '/get/category', { token: api.adminToken, query: { categoryId, sort: 'days' } });
    expect(refused.body.message).toBe('sort cannot use "days": sort by fromDate, price (a leading "-" sorts descending)');
    expect((await get('/get/newsletter/campaigns', { sort: 'subject,-createdAt' })).status).toBe(200);
    expect((await get('/get/newsletter/campaigns', { sort: 'message' })).body.message).toBe('sort cannot use "message": sort by createdAt, subject (a leading "-" sorts descending)');
  });

  it('refuses a field outside the allow-list, naming the allowed ones, and a field named twice', async () => {
    const unknown = await get('/get/roles', { sort: 'name,-password' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('sort cannot use "password": sort by name, status, createdAt (a leading "-" sorts descending)');
    const twice = await get('/users', { sort: 'email,-email' });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('sort names "email" more than once');
    const bookings = await get('/get/bookings', { sort: 'userId' });
    expect(bookings.status).toBe(400);
    expect(bookings.body.message).toBe('sort cannot use "userId": sort by createdAt, price (a leading "-" sorts descending)');
  });

  it('bookings sorted by price come from the whole filtered list, with the same count as the newest-first list', async () => {
    const newest = (await get('/get/bookings', { limit: 5 })).body.data as Page;
    const cheapest = (await get('/get/bookings', { limit: 100, sort: 'price' })).body.data as Page;
    expect(cheapest.count).toBe(newest.count);
    expect(cheapest.data).toHaveLength(Math.min(100, newest.count));
    const prices = cheapest.data.map((b) => Number(b.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const paid = (await get('/get/bookings', { paymentStatus: 3, sort: '-price' })).body.data as Page;
    expect(paid.data.every((b) => b.paymentStatus === 3)).toBe(true);
  });

  it('enquiries and subscribers are filtered by the venue days they were filed on, both days included', async () => {
    for (const path of ['/get/contactUs/list', '/get/newsletters']) {
      const all = await rows(path);
      const day = venueDay(new Date(String(all[0]!.createdAt)));
      const onDay = all.filter((row) => venueDay(new Date(String(row.createdAt))) === day).map((r) => r._id);
      expect((await rows(path, { fromDate: day, toDate: day })).map((r) => r._id).sort(), path).toEqual(onDay.sort());
      const since = await rows(path, { fromDate: day });
      expect(since.every((row) => venueDay(new Date(String(row.createdAt))) >= day), path).toBe(true);
      expect(since.length, path).toBe(all.filter((row) => venueDay(new Date(String(row.createdAt))) >= day).length);
      const until = await rows(path, { toDate: addDays(day, -1) });
      expect(until.every((row) => venueDay(new Date(String(row.createdAt))) < day), path).toBe(true);
      const backwards = await get(path, { fromDate: day, toDate: addDays(day, -1) });
      expect(backwards.status, path).toBe(400);
      expect(backwards.body.message, path).toBe('toDate must not be before fromDate');
      const notDay = await get(path, { fromDate: '2026-02-30' });
      expect(notDay.status, path).toBe(400);
      expect(notDay.body.message, path).toBe('fromDate must be a date (YYYY-MM-DD)');
    }
  });
});
