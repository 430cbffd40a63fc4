import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { useTestApi } from '../support/use-test-api.ts';
import { insertIp } from '../support/events.ts';
import { makeCategory } from '../support/floor.ts';
import { manualClock } from '../support/manual-clock.ts';
import { seedMedia } from '../support/seed-media.ts';
import { startCountingGateway, type CountingGateway } from '../support/counting-gateway.ts';
import { codes, gql } from './lib/gql.ts';

const EVENT_FIELDS =
  'id name image posterImage ip { id name } date time summary admission popularity address inclusions howToRedeem itinerary importantInformation categories { categoryId name price } status createdAt';
const CREATE = `mutation C($input: CreateEventInput!) { createEvent(input: $input) { message event { ${EVENT_FIELDS} } } }`;
const UPDATE = `mutation U($input: UpdateEventInput!) { updateEvent(input: $input) { message event { ${EVENT_FIELDS} } } }`;

type Event = { id: string; name: string; date: string; address: string; admission: number; ip: { id: string; name: string } | null; status: string; image: string };

const api = useTestApi('pglite', () => ({ config: { clock: manualClock('2027-03-01T20:00:00Z'), venueAddress: 'Hall 7, Harbour Road' } }));
let gateway: CountingGateway;
let categoryId: string;
const asAdmin = <T>(query: string, variables?: Record<string, unknown>) => gql<T>(gateway.url, query, { variables, token: api.adminToken });
const input = async (extra: Record<string, unknown> = {}) => ({
  name: 'Neon Nights',
  image: await seedMedia(api.db, 'events', { width: 900, height: 1200 }),
  date: '2027-03-09',
  time: '21:30',
  summary: 'Lights and music',
  popularity: 3,
  inclusions: ['Entry'],
  howToRedeem: ['Show the QR code'],
  itinerary: ['Doors open'],
  importantInformation: ['21+'],
  categories: [{ categoryId, name: 'Gold seating', price: 450 }],
  ...extra,
});
const create = async (extra: Record<string, unknown> = {}) => {
  const reply = await asAdmin<{ createEvent: { event: Event } }>(CREATE, { input: await input(extra) });
  expect(reply.errors).toBeUndefined();
  return reply.data!.createEvent.event;
};

beforeAll(async () => {
  gateway = await startCountingGateway(api.url);
  categoryId = (await makeCategory(api, 'Gold'))._id;
});
afterAll(() => gateway?.close());

describe('events through GraphQL', () => {
  test('the events list makes ONE upstream call however many rows, IP names included', async () => {
    const ips = await Promise.all(['Afterglow', 'Moonrise', 'Tidal'].map((name) => insertIp(api, name)));
    for (let i = 0; i < 12; i += 1) await create({ name: `Night ${i}`, ipId: ips[i % 3]!._id });
    gateway.upstream.length = 0;
    const page = await asAdmin<{ events: { count: number; items: Event[] } }>(`{ events(limit: 12) { count items { ${EVENT_FIELDS} } } }`);
    expect(page.data?.events.items).toHaveLength(12);
    expect(page.data?.events.items.map((e) => e.ip?.name)).toEqual(Array.from({ length: 4 }, () => ['Tidal', 'Moonrise', 'Afterglow']).flat());
    expect(gateway.upstream).toEqual(['GET /api/v1/get/events?limit=12']);

    gateway.upstream.length = 0;
    const found = await asAdmin<{ events: { count: number; items: Event[] } }>('{ events(search: "tidal") { count items { name ip { name } } } }');
    expect(found.data?.events.count).toBe(4);
    expect(gateway.upstream).toEqual(['GET /api/v1/get/events?search=tidal']);
  });

  test('create: admission 21 and the venue address when left out; the IP as ipId', async () => {
    const ip = await insertIp(api, 'Solstice');
    const created = await asAdmin<{ createEvent: { message: string; event: Event } }>(CREATE, { input: await input({ ipId: ip._id }) });
    expect(created.data?.createEvent).toMatchObject({ message: 'Event created successfully', event: { admission: 21, address: 'Hall 7, Harbour Road', ip: { id: ip._id, name: 'Solstice' }, status: 'ACTIVE', posterImage: null } });
    const given = await create({ admission: 30, address: 'Rooftop' });
    expect(given).toMatchObject({ admission: 30, address: 'Rooftop', ip: null });
  });

  test('§5 messages come back as BAD_USER_INPUT; an unknown event is NOT_FOUND', async () => {
    const past = await asAdmin(CREATE, { input: await input({ date: '2027-03-01' }) });
    expect(past.errors).toMatchObject([{ message: 'Date cannot be in the past', extensions: { code: 'BAD_USER_INPUT' } }]);
    const price = await asAdmin(CREATE, { input: await input({ categories: [{ categoryId, name: 'Gold', price: 0 }] }) });
    expect(price.errors?.[0]?.message).toBe('Price must be at least 1');
    const twice = await asAdmin(CREATE, { input: await input({ categories: [{ categoryId, name: 'Gold', price: 450 }, { categoryId, name: 'Gold again', price: 500 }] }) });
    expect(twice.errors).toMatchObject([{ message: 'Each category may appear once', extensions: { code: 'BAD_USER_INPUT', fields: [{ path: ['categories', 1, 'categoryId'], message: 'Each category may appear once' }] } }]);
    const missing = await asAdmin('{ event(id: "00000000-0000-4000-8000-000000000000") { id } }');
    expect(codes(missing)).toEqual(['NOT_FOUND']);
  });

  test('a refused reference (IP, category, image) names its input field, in GraphQL’s names, and writes nothing', async () => {
    const nobody = '00000000-0000-4000-8000-000000000000';
    const before = await asAdmin<{ events: { count: number } }>('{ events { count } }');
    const ip = await asAdmin(CREATE, { input: await input({ ipId: nobody }) });
    expect(ip.errors).toMatchObject([{ message: 'IP not found', extensions: { code: 'BAD_USER_INPUT', fields: [{ path: ['ipId'], message: 'IP not found' }] } }]);
    const row = await asAdmin(CREATE, { input: await input({ categories: [{ categoryId, price: 450 }, { categoryId: nobody, price: 500 }] }) });
    expect(row.errors).toMatchObject([{ message: 'Category not found', extensions: { code: 'BAD_USER_INPUT', fields: [{ path: ['categories', 1, 'categoryId'], message: 'Category not found' }] } }]);
    const image = await asAdmin(CREATE, { input: await input({ image: 'events/never-uploaded.png' }) });
    expect(image.errors).toMatchObject([{ extensions: { code: 'BAD_USER_INPUT', fields: [{ path: ['image'] }] } }]);
    const after = await asAdmin<{ events: { count: number } }>('{ events { count } }');
    expect(after.data?.events.count).toBe(before.data?.events.count);
  });

  test('update keeps the date when left out; status, delete and restore; get', async () => {
    const event = await create();
    const { image, ...rest } = await input({ name: 'Renamed', date: undefined });
    const updated = await asAdmin<{ updateEvent: { message: string; event: Event } }>(UPDATE, { input: { id: event.id, ...rest, image, admission: 18, address: 'Terrace' } });
    expect(updated.data?.updateEvent).toMatchObject({ message: 'Event updated successfully', event: { name: 'Renamed', date: event.date, admission: 18, address: 'Terrace' } });
    const moved = await asAdmin<{ updateEvent: { event: Event } }>(UPDATE, { input: { id: event.id, ...rest, image, admission: 18, address: 'Terrace', date: '2027-02-01' } });
    expect(moved.data?.updateEvent.event.date).toBe('2027-02-01');

    const off = await asAdmin<{ setEventStatus: { event: Event } }>(`mutation { setEventStatus(id: "${event.id}", status: INACTIVE) { event { status } } }`);
    expect(off.data?.setEventStatus.event.status).toBe('INACTIVE');
    const deleted = await asAdmin<{ deleteEvent: { id: string; message: string } }>(`mutation { deleteEvent(id: "${event.id}") { id message } }`);
    expect(deleted.data?.deleteEvent).toEqual({ id: event.id, message: 'Event deleted successfully' });
    const listed = await asAdmin<{ events: { items: { id: string }[] } }>('{ events(deleted: true) { items { id } } }');
    expect(listed.data?.events.items.map((e) => e.id)).toContain(event.id);
    const restored = await asAdmin<{ restoreEvent: { message: string; event: Event } }>(`mutation { restoreEvent(id: "${event.id}") { message event { id status } } }`);
    expect(restored.data?.restoreEvent).toEqual({ message: 'Event restored successfully', event: { id: event.id, status: 'INACTIVE' } });
    const one = await asAdmin<{ event: Event }>(`{ event(id: "${event.id}") { ${EVENT_FIELDS} } }`);
    expect(one.data?.event).toMatchObject({ id: event.id, name: 'Renamed' });
  });

  test('update: ipId, address and admission left out keep the event’s; ipId null removes the IP; an empty or null address is refused', async () => {
    const ip = await insertIp(api, 'Equinox');
    const event = await create({ ipId: ip._id, address: 'Rooftop', admission: 30 });
    const { date: _date, ...rest } = await input({ name: 'Kept' });
    const kept = await asAdmin<{ updateEvent: { event: Event } }>(UPDATE, { input: { id: event.id, ...rest } });
    expect(kept.errors).toBeUndefined();
    expect(kept.data?.updateEvent.event).toMatchObject({ name: 'Kept', ip: { id: ip._id, name: 'Equinox' }, address: 'Rooftop', admission: 30 });
    // The same with the input written in the document rather than in variables.
    const inline = await asAdmin<{ updateEvent: { event: Event } }>(
      `mutation { updateEvent(input: { id: "${event.id}", name: "Inline", image: "${rest.image}", time: "21:30", summary: "Lights", popularity: 3, inclusions: ["Entry"], howToRedeem: ["QR"], itinerary: ["Doors"], importantInformation: ["21+"], categories: [] }) { event { name ip { id } address admission } } }`,
    );
    expect(inline.errors).toBeUndefined();
    expect(inline.data?.updateEvent.event).toEqual({ name: 'Inline', ip: { id: ip._id }, address: 'Rooftop', admission: 30 });
    const cleared = await asAdmin<{ updateEvent: { event: Event } }>(UPDATE, { input: { id: event.id, ...rest, admission: 21, ipId: null } });
    expect(cleared.data?.updateEvent.event).toMatchObject({ ip: null, address: 'Rooftop' });
    for (const address of ['', null]) {
      const refused = await asAdmin(UPDATE, { input: { id: event.id, ...rest, admission: 21, address } });
      expect(refused.errors).toMatchObject([{ message: 'Address is required', extensions: { code: 'BAD_USER_INPUT', fields: [{ path: ['address'], message: 'Address is required' }] } }]);
    }
  });

  test('allEvents (latest date first) and eventDefaults', async () => {
    const late = await create({ name: 'New Year', date: '2027-12-31' });
    const all = await asAdmin<{ allEvents: { id: string; name: string; date: string; image: string }[] }>('{ allEvents { id name date image } }');
    expect(all.data?.allEvents[0]).toEqual({ id: late.id, name: 'New Year', date: '2027-12-31', image: late.image });
    // `search` by name and `status` reach the API.
    const off = await create({ name: 'New Year brunch', date: '2027-12-30' });
    await asAdmin(`mutation { setEventStatus(id: "${off.id}", status: INACTIVE) { event { status } } }`);
    const named = async (args: string) => (await asAdmin<{ allEvents: { name: string }[] }>(`{ allEvents(${args}) { name } }`)).data?.allEvents.map((e) => e.name);
    expect(await named('search: "new year"')).toEqual(['New Year', 'New Year brunch']);
    expect(await named('search: "new year", status: ACTIVE')).toEqual(['New Year']);
    expect(await named('search: "new year", status: INACTIVE')).toEqual(['New Year brunch']);
    // `ticketable: true` reaches it too: an event with a live ticket set is not offered for another.
    const ticket = await asAdmin('mutation T($input: CreateEventTicketInput!) { createEventTicket(input: $input) { message } }', {
      input: { eventId: off.id, categories: [{ type: 'SILVER', name: 'Silver', offer: 'Entry', price: 150, totalTickets: 100 }] },
    });
    expect(ticket.errors).toBeUndefined();
    expect(await named('search: "new year", ticketable: true')).toEqual(['New Year']);
    expect(await named('search: "new year", ticketable: false')).toEqual(['New Year', 'New Year brunch']);
    const defaults = await asAdmin<{ eventDefaults: { admission: number; address: string } }>('{ eventDefaults { admission address } }');
    expect(defaults.data?.eventDefaults).toEqual({ admission: 21, address: 'Hall 7, Harbour Road' });
  });
});
