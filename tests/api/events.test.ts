import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_VENUE_ADDRESS } from '#domain/limits';
import { backends } from '../support/backends.ts';
import { callApi, startTestApi, type TestApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { snapshotDb } from '../support/db-snapshot.ts';
import { insertIp } from '../support/events.ts';
import { makeCategory } from '../support/floor.ts';
import { manualClock } from '../support/manual-clock.ts';
import { seedMedia } from '../support/seed-media.ts';

interface Event {
  _id: string;
  name: string;
  image: string;
  posterImage: string | null;
  ip: { _id: string; name: string } | null;
  date: string;
  time: string;
  summary: string;
  admission: number;
  popularity: number;
  location: { address: string };
  inclusions: string[];
  howToRedeem: string[];
  itinerary: string[];
  importantInformation: string[];
  categories: { categoryId: string; name: string; price: number }[];
  status: number;
  createdAt: string;
}
type Page = { data: Event[]; count: number };

const VENUE = 'Hall 7, Harbour Road, Dubai';

describe.each(backends)('events on %s', (backend) => {
  let category: { _id: string; name: string };
  let ip: { _id: string; name: string };
  const clock = manualClock('2027-03-01T20:00:00Z'); // already 2 March in Dubai
  const api = useTestApi(backend, { config: { clock, venueAddress: VENUE } });
  const call = <T = Event>(method: string, path: string, body?: unknown, query?: Record<string, string | number>, token = api.adminToken) => callApi<T>(api.url, method, path, { token, body, query });
  const form = async (extra: Record<string, unknown> = {}) => ({
    ip: ip._id,
    name: 'Neon Nights',
    time: '21:30',
    date: '2027-03-09',
    summary: 'Lights, music and the best of the city',
    popularity: 5,
    itinerary: ['Doors open', 'Main act'],
    inclusions: ['Entry', 'Welcome drink'],
    howToRedeem: ['Show the QR code'],
    importantInformation: ['21+ only'],
    categories: [{ categoryId: category._id, name: 'Gold seating', price: 450 }],
    image: await seedMedia(api.db, 'events', { width: 900, height: 1200 }),
    ...extra,
  });
  const create = async (extra: Record<string, unknown> = {}) => {
    const reply = await call('post', '/create/event', await form(extra));
    expect(reply.status, reply.body.message).toBe(201);
    return reply.body.data!;
  };

  beforeAll(async () => {
    category = await makeCategory(api, 'Gold');
    ip = await insertIp(api, 'Afterglow');
  });
  afterEach(() => clock.set('2027-03-01T20:00:00Z'));

  it('creates an active event with admission 21 and the venue address by default, its IP and categories populated; get answers the same', async () => {
    const body = await form();
    const created = await call('post', '/create/event', body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: true,
      message: 'Event created successfully',
      data: {
        name: 'Neon Nights',
        image: body.image,
        posterImage: null,
        ip: { _id: ip._id, name: 'Afterglow' },
        date: '2027-03-09',
        time: '21:30',
        admission: 21,
        popularity: 5,
        location: { address: VENUE },
        inclusions: ['Entry', 'Welcome drink'],
        itinerary: ['Doors open', 'Main act'],
        // The row is named as its category is, whatever name was sent.
        categories: [{ categoryId: category._id, name: 'Gold', price: 450 }],
        status: 1,
      },
    });
    expect(created.body.data).not.toHaveProperty('ipId');
    expect((await call('get', `/get/event/${created.body.data!._id}`)).body).toEqual({ status: true, message: 'Event fetched successfully', data: created.body.data });
  });

  it('takes a given address, admission and no IP; §7’s posterImage placeholder is taken and not stored', async () => {
    const event = await create({ ip: null, address: 'Rooftop, Marina Walk', admission: 25, posterImage: 'https://cdn.example/poster-placeholder.png' });
    expect(event).toMatchObject({ ip: null, location: { address: 'Rooftop, Marina Walk' }, admission: 25, posterImage: null });
  });

  it('GET /get/eventDefaults gives the add form admission 21 and the venue address', async () => {
    expect((await call('get', '/get/eventDefaults')).body).toEqual({ status: true, message: 'Event defaults fetched successfully', data: { admission: 21, address: VENUE } });
  });

  it('judges "Date cannot be in the past" on the venue’s day: at 20:00 UTC on 1 March, 1 March is past in Dubai and 2 March is today', async () => {
    const body = await form({ date: '2027-03-01' });
    const before = await snapshotDb(api.db);
    const past = await call('post', '/create/event', body);
    expect(past).toEqual({ status: 400, body: { status: false, message: 'Date cannot be in the past' } });
    expect(await snapshotDb(api.db)).toEqual(before);
    expect((await create({ date: '2027-03-02' })).date).toBe('2027-03-02');
    clock.set('2027-03-02T20:30:00Z'); // 3 March in Dubai
    expect((await call('post', '/create/event', await form({ date: '2027-03-02' }))).body.message).toBe('Date cannot be in the past');
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ name: undefined }, 'Name is required'],
    [{ address: '  ' }, 'Address is required'],
    [{ date: undefined }, 'Date is required'],
    [{ date: '' }, 'Date is required'],
    [{ date: '2027-02-30' }, 'Date must be a date (YYYY-MM-DD)'],
    [{ time: '' }, 'Time is required'],
    [{ time: '9:30 PM' }, 'Time must be a 24-hour time (HH:MM)'],
    [{ time: '24:00' }, 'Time must be a 24-hour time (HH:MM)'],
    [{ summary: undefined }, 'Summary is required'],
    [{ popularity: 0 }, 'Popularity must be at least 1'],
    [{ popularity: undefined }, 'Popularity is required'],
    [{ popularity: 'high' }, 'Popularity must be a number'],
    [{ admission: 17 }, 'Admission must be at least 18'],
    [{ admission: 'adults' }, 'Admission must be a number'],
    [{ inclusions: [] }, 'At least one inclusion is required'],
    [{ inclusions: undefined }, 'At least one inclusion is required'],
    [{ inclusions: ['Entry', ''] }, 'Inclusion is required'],
    [{ inclusions: [''] }, 'At least one inclusion is required'],
    [{ howToRedeem: [] }, 'At least one how to redeem is required'],
    [{ howToRedeem: [' '] }, 'At least one how to redeem is required'],
    [{ howToRedeem: ['QR', ' '] }, 'How to redeem is required'],
    [{ itinerary: [] }, 'At least one itinerary is required'],
    [{ itinerary: [''] }, 'At least one itinerary is required'],
    [{ itinerary: ['Doors', ''] }, 'Itinerary is required'],
    [{ importantInformation: [] }, 'At least one important information is required'],
    [{ importantInformation: [''] }, 'At least one important information is required'],
    [{ importantInformation: ['21+', ''] }, 'Important information is required'],
    [{ categories: [{ categoryId: 'c', name: 'Gold', price: 'free' }] }, 'Price must be a number'],
    [{ categories: [{ categoryId: 'c', name: 'Gold' }] }, 'Price is required'],
    [{ categories: [{ categoryId: 'c', name: 'Gold', price: 0 }] }, 'Price must be at least 1'],
    [{ categories: [{ categoryId: 'c', name: 'Gold', price: 1.555 }] }, 'Price may have at most 2 decimals'],
    [{ categories: [{ categoryId: '', name: 'Gold', price: 5 }] }, 'Category is required'],
    [{ image: undefined }, 'Please select a image'],
    [{ image: '' }, 'Please select a image'],
    [{ status: 1 }, 'Unrecognized key: "status" (it is set with PATCH /api/v1/update/event/status)'],
  ])('refuses %j: 400 "%s", nothing written', async (change, message) => {
    const body = await form(change);
    const before = await snapshotDb(api.db);
    const reply = await call('post', '/create/event', body);
    expect(reply).toEqual({ status: 400, body: { status: false, message } });
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  it('refuses unknown or deleted references with 400 and writes nothing, even when other rows are fine', async () => {
    const gone = await makeCategory(api, `Gone ${randomUUID().slice(0, 6)}`);
    await call('delete', '/delete/category', { categoryId: gone._id, isDelete: true });
    const wrongSection = await seedMedia(api.db, 'tables');
    const cases: [Record<string, unknown>, string][] = [
      [{ ip: randomUUID() }, 'IP not found'],
      [{ ip: 'not-an-id' }, 'IP not found'],
      [{ categories: [{ categoryId: category._id, name: 'Gold', price: 5 }, { categoryId: randomUUID(), name: 'Other', price: 5 }] }, 'Category not found'],
      [{ categories: [{ categoryId: gone._id, name: 'Gone', price: 5 }] }, 'Category not found'],
      [{ image: wrongSection }, 'Image not found: upload it first'],
      [{ image: 'events/none.jpg' }, 'Image not found: upload it first'],
    ];
    for (const [change, message] of cases) {
      const body = await form(change);
      const before = await snapshotDb(api.db);
      expect(await call('post', '/create/event', body), JSON.stringify(change)).toEqual({ status: 400, body: { status: false, message } });
      expect(await snapshotDb(api.db)).toEqual(before);
    }
  });

  it('edits with the same rules but no date rule; a date left out is kept', async () => {
    const event = await create();
    const { date: _date, ...rest } = await form({ name: 'Neon Nights II', ip: null, address: 'Terrace', admission: 18, categories: [] });
    const kept = await call('patch', '/update/event', { eventId: event._id, ...rest });
    expect(kept.body).toMatchObject({ message: 'Event updated successfully', data: { _id: event._id, name: 'Neon Nights II', ip: null, date: event.date, admission: 18, location: { address: 'Terrace' }, categories: [] } });
    const past = await call('patch', '/update/event', { eventId: event._id, ...rest, date: '2027-02-01' });
    expect(past.body).toMatchObject({ status: true, data: { date: '2027-02-01' } });

    for (const [change, message] of [
      [{ admission: 17 }, 'Admission must be at least 18'],
      [{ address: '' }, 'Address is required'],
      [{ admission: null }, 'Admission is required'],
      [{ inclusions: [] }, 'At least one inclusion is required'],
      [{ posterImage: 'x' }, 'Unrecognized key: "posterImage"'],
      [{ ip: randomUUID() }, 'IP not found'],
      [{ categories: [{ categoryId: category._id, name: 'Gold', price: 450.125 }] }, 'Price may have at most 2 decimals'],
    ] as const) {
      const before = await snapshotDb(api.db);
      expect(await call('patch', '/update/event', { eventId: event._id, ...rest, ...change }), message).toEqual({ status: 400, body: { status: false, message } });
      expect(await snapshotDb(api.db)).toEqual(before);
    }
  });

  it('an update with the create body (§7: no address, no admission) keeps the event’s address and admission; an empty or null one is refused and writes nothing', async () => {
    const event = await create({ address: 'Rooftop, Marina Walk', admission: 25 });
    const { date: _date, ...rest } = await form({ name: 'Neon Nights Redux', image: event.image });
    expect(rest).not.toHaveProperty('address');
    expect(rest).not.toHaveProperty('admission');
    const kept = await call('patch', '/update/event', { eventId: event._id, ...rest });
    expect(kept.status, kept.body.message).toBe(200);
    expect(kept.body.data).toMatchObject({ name: 'Neon Nights Redux', location: { address: 'Rooftop, Marina Walk' }, admission: 25 });
    expect((await call('get', `/get/event/${event._id}`)).body.data).toMatchObject({ location: { address: 'Rooftop, Marina Walk' }, admission: 25 });
    const cases: [Record<string, unknown>, string][] = [
      [{ address: '' }, 'Address is required'],
      [{ address: '   ' }, 'Address is required'],
      [{ address: null }, 'Address is required'],
      [{ admission: null }, 'Admission is required'],
    ];
    for (const [change, message] of cases) {
      const before = await snapshotDb(api.db);
      expect(await call('patch', '/update/event', { eventId: event._id, ...rest, ...change }), message).toEqual({ status: 400, body: { status: false, message } });
      expect(await snapshotDb(api.db)).toEqual(before);
    }
  });

  it('an update without ip keeps the event’s IP; ip null (or "") removes it', async () => {
    const event = await create();
    expect(event.ip).toEqual({ _id: ip._id, name: 'Afterglow' });
    const { date: _date, ip: _ip, ...rest } = await form({ name: 'Kept IP', image: event.image });
    const kept = await call('patch', '/update/event', { eventId: event._id, ...rest });
    expect(kept.status, kept.body.message).toBe(200);
    expect(kept.body.data).toMatchObject({ name: 'Kept IP', ip: { _id: ip._id, name: 'Afterglow' } });
    const cleared = await call('patch', '/update/event', { eventId: event._id, ...rest, ip: null });
    expect(cleared.body.data).toMatchObject({ ip: null });
    const again = await call('patch', '/update/event', { eventId: event._id, ...rest, ip: ip._id });
    expect(again.body.data).toMatchObject({ ip: { _id: ip._id } });
    expect((await call('patch', '/update/event', { eventId: event._id, ...rest, ip: '' })).body.data).toMatchObject({ ip: null });
    // A named IP must still exist.
    const before = await snapshotDb(api.db);
    expect(await call('patch', '/update/event', { eventId: event._id, ...rest, ip: randomUUID() })).toEqual({ status: 400, body: { status: false, message: 'IP not found' } });
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  it('refuses a category listed twice, on create and on update (400 "Each category may appear once" on the repeated row, nothing written)', async () => {
    const other = await makeCategory(api, `Silver ${randomUUID().slice(0, 6)}`);
    const event = await create();
    const { date: _date, ...rest } = await form({ image: event.image });
    const twice = [
      [{ categoryId: category._id, name: 'Gold seating', price: 450 }, { categoryId: other._id, name: 'Silver', price: 200 }, { categoryId: category._id, name: 'Gold again', price: 500 }],
      [{ categoryId: other._id, name: 'Silver', price: 200 }, { categoryId: ` ${other._id.toUpperCase()} `, name: 'Silver shouted', price: 200 }],
    ];
    for (const categories of twice) {
      const repeated = categories.length - 1;
      for (const [method, path, body] of [
        ['post', '/create/event', await form({ categories })],
        ['patch', '/update/event', { eventId: event._id, ...rest, categories }],
      ] as const) {
        const before = await snapshotDb(api.db);
        expect(await call(method, path, body), `${path} ${JSON.stringify(categories)}`).toEqual({ status: 400, body: { status: false, message: 'Each category may appear once' } });
        const listed = await fetch(`${api.url}/api/v1${path}`, {
          method: method.toUpperCase(),
          headers: { 'content-type': 'application/json', authorization: `Bearer ${api.adminToken}`, 'x-field-errors': 'all' },
          body: JSON.stringify(body),
        });
        expect(((await listed.json()) as { errors: unknown }).errors).toEqual([{ path: ['categories', repeated, 'categoryId'], message: 'Each category may appear once' }]);
        expect(await snapshotDb(api.db)).toEqual(before);
      }
    }
    // Each once is fine.
    const both = [{ categoryId: category._id, name: 'Gold', price: 450 }, { categoryId: other._id, name: other.name, price: 200 }];
    expect((await call('patch', '/update/event', { eventId: event._id, ...rest, categories: both })).body.data?.categories).toEqual(both);
  });

  it('stores each category row under its category\'s own name: a name sent is ignored, a Gold row cannot read "Silver"', async () => {
    const gold = { categoryId: category._id, price: 5 };
    const created = await create({ categories: [{ ...gold, name: 'Silver' }] });
    expect(created.categories).toEqual([{ ...gold, name: 'Gold' }]);
    const { date: _date, ...rest } = await form({ image: created.image });
    // Upper-case ids name the same category; a row sent without a name is named all the same.
    const updated = await call('patch', '/update/event', { eventId: created._id, ...rest, categories: [{ categoryId: category._id.toUpperCase(), price: 7 }] });
    expect(updated.status, updated.body.message).toBe(200);
    expect((await call('get', `/get/event/${created._id}`)).body.data?.categories).toEqual([{ categoryId: category._id.toUpperCase(), name: 'Gold', price: 7 }]);
  });

  it('lists newest first in pages; search matches the event name or its IP name', async () => {
    const other = await insertIp(api, `Moonrise ${randomUUID().slice(0, 4)}`);
    const first = await create({ name: 'Sunset Sessions', ip: other._id });
    const second = await create({ name: 'Jazz Brunch', ip: null });
    const page = await call<Page>('get', '/get/events', undefined, { limit: 2, offset: 0 });
    expect(page.body.message).toBe('Events fetched successfully');
    expect(page.body.data!.data.map((e) => e._id)).toEqual([second._id, first._id]);
    expect(page.body.data!.count).toBeGreaterThan(2);
    const byName = await call<Page>('get', '/get/events', undefined, { search: 'sunset' });
    expect(byName.body.data).toEqual({ data: [first], count: 1 });
    const byIp = await call<Page>('get', '/get/events', undefined, { search: other.name.slice(0, 10).toUpperCase() });
    expect(byIp.body.data).toEqual({ data: [first], count: 1 });
  });

  it('switches status, soft-deletes (404 afterwards, listed only as deleted) and restores', async () => {
    const event = await create({ name: `Short-lived ${randomUUID().slice(0, 6)}` });
    expect((await call('patch', '/update/event/status', { eventId: event._id, status: 2 })).body).toMatchObject({ message: 'Event status updated successfully', data: { status: 2, ip: { name: 'Afterglow' } } });
    expect((await call('delete', '/delete/event', { eventId: event._id, isDelete: true })).body).toEqual({ status: true, message: 'Event deleted successfully', data: { _id: event._id } });
    expect((await call('get', `/get/event/${event._id}`)).body).toEqual({ status: false, message: 'Event not found' });
    expect((await call<Page>('get', '/get/events', undefined, { search: event.name })).body.data!.count).toBe(0);
    expect((await call<Page>('get', '/get/events', undefined, { search: event.name, deleted: 'true' })).body.data!.data.map((e) => e._id)).toEqual([event._id]);
    expect((await call('patch', '/update/event', { eventId: event._id, ...(await form({ address: 'Terrace', admission: 21 })) })).body).toEqual({ status: false, message: 'Event not found' });
    expect((await call('patch', '/restore/event', { eventId: event._id })).body).toMatchObject({ message: 'Event restored successfully', data: { _id: event._id, status: 2 } });
    expect((await call('get', `/get/event/${event._id}`)).status).toBe(200);
  });

  it('refuses to delete an event while it has a live ticket set (409, nothing written), and deletes it once the set is gone', async () => {
    const event = await create({ name: `Ticketed ${randomUUID().slice(0, 6)}` });
    const categories = [{ type: 1, name: 'Silver', offer: 'Entry', price: 100, totalTickets: 100 }];
    const ticket = await call<{ _id: string }>('post', '/create/eventTicket', { eventId: event._id, categories });
    expect(ticket.status, ticket.body.message).toBe(201);
    const before = await snapshotDb(api.db);
    expect(await call('delete', '/delete/event', { eventId: event._id, isDelete: true })).toEqual({
      status: 409,
      body: { status: false, message: 'This event still has a ticket set: delete the ticket set before deleting the event' },
    });
    expect(await snapshotDb(api.db)).toEqual(before);
    expect((await call('delete', '/delete/eventTicket', { eventTicketId: ticket.body.data!._id, isDelete: true })).status).toBe(200);
    expect((await call('delete', '/delete/event', { eventId: event._id, isDelete: true })).status).toBe(200);
  });

  it.each([
    ['get', () => `/get/event/${randomUUID()}`, undefined],
    ['get', () => '/get/event/nope', undefined],
    ['patch', () => '/update/event/status', () => ({ eventId: randomUUID(), status: 1 })],
    ['delete', () => '/delete/event', () => ({ eventId: randomUUID(), isDelete: true })],
    ['patch', () => '/restore/event', () => ({ eventId: randomUUID() })],
  ])('%s an unknown event → 404 "Event not found"', async (method, path, body) => {
    expect(await call(method, path(), body?.())).toEqual({ status: 404, body: { status: false, message: 'Event not found' } });
  });

  it('GET /get/all/events: live events { _id, name, date, image }, latest date first', async () => {
    const late = await create({ name: 'Late one', date: '2027-12-31' });
    const gone = await create({ name: 'Gone one', date: '2027-12-30' });
    await call('delete', '/delete/event', { eventId: gone._id, isDelete: true });
    const all = await call<{ _id: string; name: string; date: string; image: string }[]>('get', '/get/all/events');
    expect(all.body.message).toBe('Events fetched successfully');
    expect(all.body.data![0]).toEqual({ _id: late._id, name: 'Late one', date: '2027-12-31', image: late.image });
    expect(all.body.data!.map((e) => e._id)).not.toContain(gone._id);
    const dates = all.body.data!.map((e) => e.date);
    expect(dates).toEqual([...dates].sort().reverse());
    // `search` matches the name, `status=1|2` keeps one status; a bad one is refused with the list's message.
    const off = await create({ name: 'Late 100%_ party', date: '2027-12-29' });
    await call('patch', '/update/event/status', { eventId: off._id, status: 2 });
    const ids = async (query: Record<string, string | number>) => (await call<{ _id: string }[]>('get', '/get/all/events', undefined, query)).body.data!.map((e) => e._id);
    expect(await ids({ search: ' LATE ' })).toEqual([late._id, off._id]);
    expect(await ids({ search: '100%_' })).toEqual([off._id]);
    expect(await ids({ search: 'late', status: 1 })).toEqual([late._id]);
    expect(await ids({ search: 'late', status: 2 })).toEqual([off._id]);
    expect(await call('get', '/get/all/events', undefined, { status: 3 })).toEqual({ status: 400, body: { status: false, message: 'Status must be 1 (active) or 2 (inactive)' } });
    expect((await call('get', '/get/all/events', undefined, { search: 'x'.repeat(101) })).body).toEqual({ status: false, message: 'search must not exceed 100 characters' });
  });

  it('GET /get/all/events?ticketable=true: only events that can take a ticket set, none with a live set, none before the venue\'s today', async () => {
    const today = await create({ name: 'Tix today', date: '2027-03-03' });
    const later = await create({ name: 'Tix later', date: '2027-03-05' });
    const withSet = await create({ name: 'Tix with a set', date: '2027-03-06' });
    const setDeleted = await create({ name: 'Tix set deleted', date: '2027-03-07' });
    const past = await create({ name: 'Tix past', date: '2027-03-02' });
    clock.set('2027-03-02T20:00:00Z'); // 3 March in Dubai: `past` was yesterday
    const rows = [{ type: 1, name: 'Silver', offer: 'Entry', price: 150, totalTickets: 100 }];
    expect((await call('post', '/create/eventTicket', { eventId: withSet._id, categories: rows })).status).toBe(201);
    const gone = await call<{ _id: string }>('post', '/create/eventTicket', { eventId: setDeleted._id, categories: rows });
    expect((await call('delete', '/delete/eventTicket', { eventTicketId: gone.body.data!._id, isDelete: true })).status).toBe(200);
    const ids = async (query: Record<string, string>) => (await call<{ _id: string }[]>('get', '/get/all/events', undefined, { search: 'tix', ...query })).body.data!.map((e) => e._id);
    expect(await ids({ ticketable: 'true' })).toEqual([setDeleted._id, later._id, today._id]);
    // Without it (or false) every live event, as before.
    expect((await ids({ ticketable: 'false' })).sort()).toEqual([today._id, later._id, withSet._id, setDeleted._id, past._id].sort());
    expect((await ids({})).length).toBe(5);
    expect((await call('get', '/get/all/events', undefined, { ticketable: 'yes' })).body).toEqual({ status: false, message: 'ticketable must be true or false' });
  });

  it('GET /get/all/events opens to those who read events (any flag), add or edit tickets, or read memories; the events list to events readers only', async () => {
    const as = async (permissions: Parameters<TestApi['createRole']>[0]) => (await api.createSubAdmin({ roleId: await api.createRole(permissions) })).token;
    const cases: [Parameters<TestApi['createRole']>[0], number, number][] = [
      [{ permissions: [{ name: 'events', view: true }] }, 200, 200],
      [{ permissions: [{ name: 'eventTickets', add: true }] }, 200, 403],
      [{ permissions: [{ name: 'eventTickets', edit: true }] }, 200, 403],
      [{ permissions: [{ name: 'memoryEvents', view: true }] }, 200, 403],
      [{ permissions: [{ name: 'memoryEvents', add: true, edit: true }] }, 200, 403],
      [{ permissions: [{ name: 'events', edit: true }] }, 200, 200],
      [{ permissions: [{ name: 'eventTickets', view: true, del: true }, { name: 'users', all: true }] }, 403, 403],
    ];
    for (const [role, all, list] of cases) {
      const token = await as(role);
      expect((await call('get', '/get/all/events', undefined, undefined, token)).status, JSON.stringify(role)).toBe(all);
      expect((await call('get', '/get/events', undefined, undefined, token)).status, JSON.stringify(role)).toBe(list);
    }
  });

  it('a sub-admin with events view but not add may not create, nor read the form defaults', async () => {
    const token = (await api.createSubAdmin({ roleId: await api.createRole({ permissions: [{ name: 'events', view: true, edit: true }] }) })).token;
    const body = await form();
    const before = await snapshotDb(api.db);
    expect((await call('post', '/create/event', body, undefined, token)).status).toBe(403);
    expect((await call('get', '/get/eventDefaults', undefined, undefined, token)).status).toBe(403);
    expect(await snapshotDb(api.db)).toEqual(before);
  });
});

describe('the default venue address', () => {
  it('is the fixed hotel address when VENUE_ADDRESS is not set', async () => {
    const api = await startTestApi();
    try {
      const reply = await callApi<{ address: string }>(api.url, 'get', '/get/eventDefaults', { token: api.adminToken });
      expect(reply.body.data?.address).toBe(DEFAULT_VENUE_ADDRESS);
    } finally {
      await api.close();
    }
    // A whole API started inside the test: slow on a busy machine, and not what is tested.
  }, 60_000);
});
