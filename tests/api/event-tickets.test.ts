import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventTicketCategories, events } from '../../api/db/schema.ts';
import { backends } from '../support/backends.ts';
import { callApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { snapshotDb } from '../support/db-snapshot.ts';
import { insertEvent } from '../support/events.ts';
import { parseCsv } from '../support/csv.ts';
import { manualClock } from '../support/manual-clock.ts';

interface Category {
  _id: string;
  type: number;
  name: string;
  offer: string;
  price: number;
  totalTickets: number;
  bookedTickets: number;
}
interface Ticket {
  _id: string;
  eventId: { _id: string; name: string; image: string; date: string };
  status: number;
  isBlocked: boolean;
  categories: Category[];
  createdAt: string;
}
type Page = { data: Ticket[]; count: number };

const silver = { type: 1, name: 'Silver', offer: 'Welcome drink', price: 150, totalTickets: 300 };
const gold = { type: 2, name: 'Gold', offer: 'Two drinks', price: 350.5, totalTickets: 200 };
const premium = { type: 3, name: 'Premium', offer: 'Table service', price: 900, totalTickets: 100 };

describe.each(backends)('event tickets on %s', (backend) => {
  const api = useTestApi(backend);
  const call = <T = Ticket>(method: string, path: string, body?: unknown, query?: Record<string, string | number>) => callApi<T>(api.url, method, path, { token: api.adminToken, body, query });
  const event = (name?: string) => insertEvent(api, { name });
  /** A ticket set created through REST for a new event. */
  const makeSet = async (categories: unknown[] = [silver, gold], name?: string) => {
    const reply = await call('post', '/create/eventTicket', { eventId: (await event(name))._id, categories });
    if (reply.status !== 201) throw new Error(`create failed: ${reply.body.message}`);
    return reply.body.data!;
  };
  const book = (categoryId: string, bookedTickets: number) => api.db.update(eventTicketCategories).set({ bookedTickets }).where(eq(eventTicketCategories.id, categoryId));
  const deleteEvent = (id: string) => api.db.update(events).set({ isDelete: true }).where(eq(events.id, id));
  const auditOf = async (recordId: string) =>
    ((await snapshotDb(api.db)).audit_log as { area: string; recordId: string; action: string; before: unknown; after: unknown; createdAt: Date }[])
      .filter((r) => r.area === 'eventTickets' && r.recordId === recordId)
      .sort((a, b) => +a.createdAt - +b.createdAt);

  it('creates a ticket set: its event populated, its categories in order with no tickets booked', async () => {
    const night = await insertEvent(api, { name: 'Afro Night', date: '2030-05-04' });
    const created = await call('post', '/create/eventTicket', { eventId: night._id, categories: [premium, silver, { ...gold, name: ' Gold ' }] });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Event ticket created successfully');
    const ticket = created.body.data!;
    const [image] = (await api.db.select({ image: events.image }).from(events).where(eq(events.id, night._id))).map((e) => e.image);
    expect(ticket).toMatchObject({
      eventId: { _id: night._id, name: 'Afro Night', image, date: '2030-05-04' },
      status: 1,
      isBlocked: false,
      categories: [
        { ...premium, bookedTickets: 0 },
        { ...silver, bookedTickets: 0 },
        { ...gold, bookedTickets: 0 },
      ],
    });
    expect(Object.keys(ticket.categories[0]!).sort()).toEqual(['_id', 'bookedTickets', 'name', 'offer', 'price', 'totalTickets', 'type']);
    expect(new Date(ticket.createdAt).getTime()).not.toBeNaN();
    expect(await call('get', `/get/eventTicket/${ticket._id}`)).toEqual({ status: 200, body: { status: true, message: 'Event ticket fetched successfully', data: ticket } });
    expect((await auditOf(ticket._id)).map((r) => [r.action, r.before, r.after])).toEqual([['create', null, ticket]]);
  });

  it('lists newest first with count, limit and offset; searches the event name; filters by event', async () => {
    const tag = randomUUID().slice(0, 6);
    const sets = [];
    for (const name of ['Jazz', 'Soul', 'Funk']) sets.push(await makeSet([silver], `${name} ${tag}`));
    const page = await call<Page>('get', '/get/eventTickets', undefined, { search: tag, limit: 2 });
    expect(page.body.message).toBe('Event tickets fetched successfully');
    expect(page.body.data!.count).toBe(3);
    expect(page.body.data!.data.map((t) => t.eventId.name)).toEqual([`Funk ${tag}`, `Soul ${tag}`]);
    expect((await call<Page>('get', '/get/eventTickets', undefined, { search: tag, offset: 2 })).body.data!.data.map((t) => t.eventId.name)).toEqual([`Jazz ${tag}`]);
    expect((await call<Page>('get', '/get/eventTickets', undefined, { search: `SOUL ${tag}` })).body.data!.data.map((t) => t._id)).toEqual([sets[1]!._id]);

    const soul = sets[1]!.eventId._id;
    expect((await call<Page>('get', '/get/eventTickets', undefined, { eventId: soul })).body.data).toEqual({ data: [sets[1]], count: 1 });
    expect((await call<Page>('get', '/get/eventTickets', undefined, { eventId: soul, search: 'Jazz' })).body.data).toEqual({ data: [], count: 0 });
    expect((await call<Page>('get', '/get/eventTickets', undefined, { eventId: (await event())._id })).body.data).toEqual({ data: [], count: 0 });
    for (const eventId of [randomUUID(), 'not-an-id']) {
      expect(await call('get', '/get/eventTickets', undefined, { eventId })).toEqual({ status: 404, body: { status: false, message: 'Event not found' } });
    }
  });

  it('takes 100 and 500 tickets and a price of 0, the bounds of §9', async () => {
    const ticket = await makeSet([
      { ...silver, totalTickets: 100, price: 0 },
      { ...gold, totalTickets: 500 },
    ]);
    expect(ticket.categories.map((c) => [c.totalTickets, c.price])).toEqual([
      [100, 0],
      [500, gold.price],
    ]);
  });

  const createCases: [string, string, (eventId: string) => unknown][] = [
    ['no event', 'Event is required', () => ({ categories: [silver] })],
    ['an empty event', 'Event is required', () => ({ eventId: '', categories: [silver] })],
    ['an unknown event', 'Event not found', () => ({ eventId: randomUUID(), categories: [silver] })],
    ['an event id that is no id', 'Event not found', () => ({ eventId: 'tonight', categories: [silver] })],
    ['no categories', 'At least one category is required', (eventId) => ({ eventId })],
    ['an empty list of categories', 'At least one category is required', (eventId) => ({ eventId, categories: [] })],
    ['no type', 'Category type is required', (eventId) => ({ eventId, categories: [{ ...silver, type: undefined }] })],
    ['an unknown type', 'Category type must be 1 (Silver), 2 (Gold) or 3 (Premium)', (eventId) => ({ eventId, categories: [{ ...silver, type: 4 }] })],
    ['a type twice', 'Each category type may appear once', (eventId) => ({ eventId, categories: [silver, { ...gold, type: 1 }] })],
    ['four categories', 'Each category type may appear once', (eventId) => ({ eventId, categories: [silver, gold, premium, silver] })],
    ['no name', 'Name is required', (eventId) => ({ eventId, categories: [{ ...silver, name: undefined }] })],
    ['a blank name', 'Name is required', (eventId) => ({ eventId, categories: [silver, { ...gold, name: '  ' }] })],
    ['no offer', 'Offer is required', (eventId) => ({ eventId, categories: [{ ...silver, offer: undefined }] })],
    ['an empty offer', 'Offer is required', (eventId) => ({ eventId, categories: [{ ...silver, offer: '' }] })],
    ['no price', 'Price is required', (eventId) => ({ eventId, categories: [{ ...silver, price: undefined }] })],
    ['a price as text', 'Price must be a number', (eventId) => ({ eventId, categories: [{ ...silver, price: 'free' }] })],
    ['a negative price', 'Price must be at least 0', (eventId) => ({ eventId, categories: [{ ...silver, price: -1 }] })],
    ['a price in tenths of fils', 'Price may have at most 2 decimals', (eventId) => ({ eventId, categories: [{ ...silver, price: 10.005 }] })],
    ['no total', 'Total Tickets are required', (eventId) => ({ eventId, categories: [{ ...silver, totalTickets: undefined }] })],
    ['99 tickets', 'Minimum 100 tickets required', (eventId) => ({ eventId, categories: [{ ...silver, totalTickets: 99 }] })],
    ['0 tickets', 'Minimum 100 tickets required', (eventId) => ({ eventId, categories: [{ ...silver, totalTickets: 0 }] })],
    ['501 tickets', 'Maximum 500 tickets allowed', (eventId) => ({ eventId, categories: [{ ...silver, totalTickets: 501 }] })],
    ['150.5 tickets', 'Total Tickets must be a whole number', (eventId) => ({ eventId, categories: [{ ...silver, totalTickets: 150.5 }] })],
    ['a category id', 'Unrecognized key: "_id"', (eventId) => ({ eventId, categories: [{ ...silver, _id: randomUUID() }] })],
    ['booked tickets', 'Unrecognized key: "bookedTickets"', (eventId) => ({ eventId, categories: [{ ...silver, bookedTickets: 5 }] })],
    ['a status', 'Unrecognized key: "status" (it is set with PATCH /api/v1/update/eventTicket/status)', (eventId) => ({ eventId, categories: [silver], status: 1 })],
  ];

  it.each(createCases)('refuses to create with %s: 400 "%s", nothing written', async (_what, message, body) => {
    const { _id } = await event();
    const before = await snapshotDb(api.db);
    expect(await call('post', '/create/eventTicket', body(_id))).toEqual({ status: 400, body: { status: false, message } });
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  it('refuses a set for a deleted event: 400 "Event not found"', async () => {
    const gone = await event();
    await deleteEvent(gone._id);
    const before = await snapshotDb(api.db);
    expect(await call('post', '/create/eventTicket', { eventId: gone._id, categories: [silver] })).toEqual({ status: 400, body: { status: false, message: 'Event not found' } });
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  it('keeps one live set per event: a second is 409, also when two are created at once; a deleted set frees the event', async () => {
    const first = await makeSet();
    const eventId = first.eventId._id;
    const before = await snapshotDb(api.db);
    const conflict = { status: 409, body: { status: false, message: 'This event already has a ticket set: edit that one instead' } };
    expect(await call('post', '/create/eventTicket', { eventId, categories: [premium] })).toEqual(conflict);
    expect(await snapshotDb(api.db)).toEqual(before);

    const other = await event();
    const race = await Promise.all([0, 1, 2].map(() => call('post', '/create/eventTicket', { eventId: other._id, categories: [silver] })));
    expect(race.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const refused of race.filter((r) => r.status === 409)) expect(refused).toEqual(conflict);
    expect((await call<Page>('get', '/get/eventTickets', undefined, { eventId: other._id })).body.data!.count).toBe(1);

    await call('delete', '/delete/eventTicket', { eventTicketId: first._id, isDelete: true });
    const second = await call('post', '/create/eventTicket', { eventId, categories: [premium] });
    expect(second.status).toBe(201);
    expect(await call('patch', '/restore/eventTicket', { eventTicketId: first._id })).toEqual({
      status: 409,
      body: { status: false, message: 'This event has another ticket set now: delete that one before restoring this one' },
    });
  });

  it('edits the categories: saved rows change in place, new rows are added, rows left out are removed', async () => {
    const ticket = await makeSet([silver, gold]);
    const [s, g] = ticket.categories;
    const edited = await call('patch', '/update/eventTicket', {
      eventTicketId: ticket._id,
      categories: [{ ...premium }, { ...gold, _id: g!._id, name: 'Gold Plus', offer: 'Three drinks', price: 420, totalTickets: 250 }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('Event ticket updated successfully');
    const after = edited.body.data!;
    expect(after).toMatchObject({ _id: ticket._id, eventId: ticket.eventId, status: 1, isBlocked: false, createdAt: ticket.createdAt });
    expect(after.categories).toEqual([
      { ...premium, _id: expect.any(String), bookedTickets: 0 },
      { _id: g!._id, type: 2, name: 'Gold Plus', offer: 'Three drinks', price: 420, totalTickets: 250, bookedTickets: 0 },
    ]);
    expect(after.categories.map((c) => c._id)).not.toContain(s!._id);
    expect((await call('get', `/get/eventTicket/${ticket._id}`)).body.data).toEqual(after);
    expect((await api.db.select().from(eventTicketCategories).where(eq(eventTicketCategories.ticketId, ticket._id))).length).toBe(2);
    const audit = await auditOf(ticket._id);
    expect(audit.at(-1)).toMatchObject({ action: 'update', before: ticket, after });
  });

  it('lets a total come down to the tickets booked, never below, and keeps booked categories', async () => {
    const ticket = await makeSet([silver, gold]);
    const [s, g] = ticket.categories;
    await book(s!._id, 180);
    const keep = (totalTickets: number) => ({ eventTicketId: ticket._id, categories: [{ ...silver, _id: s!._id, totalTickets }, { ...gold, _id: g!._id }] });
    const before = await snapshotDb(api.db);
    expect(await call('patch', '/update/eventTicket', keep(179))).toEqual({ status: 409, body: { status: false, message: 'Total Tickets of Silver cannot be less than the 180 tickets already booked' } });
    expect(await call('patch', '/update/eventTicket', { eventTicketId: ticket._id, categories: [{ ...gold, _id: g!._id }] })).toEqual({
      status: 409,
      body: { status: false, message: 'Silver has 180 booked tickets and cannot be removed' },
    });
    expect(await snapshotDb(api.db)).toEqual(before);
    const lowered = await call('patch', '/update/eventTicket', keep(180));
    expect(lowered.body.data!.categories[0]).toMatchObject({ totalTickets: 180, bookedTickets: 180 });
    // An unbooked category may still go.
    const dropped = await call('patch', '/update/eventTicket', { eventTicketId: ticket._id, categories: [{ ...silver, _id: s!._id, totalTickets: 180 }] });
    expect(dropped.body.data!.categories.map((c) => c._id)).toEqual([s!._id]);
  });

  it('refuses a category id of another set, and every §5 message on edit, writing nothing', async () => {
    const ticket = await makeSet([silver]);
    const other = await makeSet([silver]);
    const mine = ticket.categories[0]!._id;
    const cases: [unknown, number, string][] = [
      [{ eventTicketId: ticket._id, categories: [{ ...silver, _id: other.categories[0]!._id }] }, 400, 'Category not found in this ticket set'],
      [{ eventTicketId: ticket._id, categories: [{ ...silver, _id: 'not-an-id' }] }, 400, 'Category not found in this ticket set'],
      [{ eventTicketId: ticket._id, categories: [{ ...silver, _id: mine }, { ...gold, _id: mine }] }, 400, 'Each category may appear once'],
      [{ eventTicketId: ticket._id, categories: [{ ...silver, _id: mine }, { ...gold, type: 1 }] }, 400, 'Each category type may appear once'],
      [{ eventTicketId: ticket._id, categories: [] }, 400, 'At least one category is required'],
      [{ eventTicketId: ticket._id, categories: [{ ...silver, _id: mine, name: '' }] }, 400, 'Name is required'],
      [{ eventTicketId: ticket._id, categories: [{ ...silver, _id: mine, offer: ' ' }] }, 400, 'Offer is required'],
      [{ eventTicketId: ticket._id, categories: [{ ...silver, _id: mine, price: null }] }, 400, 'Price is required'],
      [{ eventTicketId: ticket._id, categories: [{ ...silver, _id: mine, totalTickets: null }] }, 400, 'Total Tickets are required'],
      [{ eventTicketId: ticket._id, categories: [{ ...silver, _id: mine, totalTickets: 99 }] }, 400, 'Minimum 100 tickets required'],
      [{ eventTicketId: ticket._id, categories: [{ ...silver, _id: mine, totalTickets: 501 }] }, 400, 'Maximum 500 tickets allowed'],
      [{ eventTicketId: ticket._id, eventId: ticket.eventId._id, categories: [silver] }, 400, 'Unrecognized key: "eventId"'],
      [{ categories: [silver] }, 400, 'eventTicketId is required'],
      [{ eventTicketId: ticket._id, isBlocked: 'yes' }, 400, 'isBlocked must be true or false'],
      [{ eventTicketId: ticket._id, isBlocked: true, categories: [silver] }, 400, 'Unrecognized key: "categories"'],
      [{ eventTicketId: randomUUID(), categories: [silver] }, 404, 'Event ticket not found'],
    ];
    const before = await snapshotDb(api.db);
    for (const [body, status, message] of cases) expect(await call('patch', '/update/eventTicket', body), message).toEqual({ status, body: { status: false, message } });
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  it('blocks and unblocks through the update path with { isBlocked, eventTicketId }, and switches the status apart', async () => {
    const ticket = await makeSet();
    const blocked = await call('patch', '/update/eventTicket', { eventTicketId: ticket._id, isBlocked: true });
    expect(blocked.body).toEqual({ status: true, message: 'Event ticket blocked successfully', data: { ...ticket, isBlocked: true, updatedAt: expect.any(String) } });
    expect((await call('get', `/get/eventTicket/${ticket._id}`)).body.data).toMatchObject({ isBlocked: true, status: 1 });
    expect((await call('patch', '/update/eventTicket', { eventTicketId: ticket._id, isBlocked: false })).body).toMatchObject({ message: 'Event ticket unblocked successfully', data: { isBlocked: false } });

    const off = await call('patch', '/update/eventTicket/status', { eventTicketId: ticket._id, status: 2 });
    expect(off.body).toEqual({ status: true, message: 'Event ticket status updated successfully', data: { ...ticket, status: 2, updatedAt: expect.any(String) } });
    expect(await call('patch', '/update/eventTicket/status', { eventTicketId: ticket._id, status: 3 })).toEqual({ status: 400, body: { status: false, message: 'Status must be 1 (active) or 2 (inactive)' } });
    // A real field sent to the other call is told which call takes it (not that a status is missing), in `errors` by its own path; nothing is written.
    const before = await snapshotDb(api.db);
    const wrongCall = 'Unrecognized key: "isBlocked" (it is set with PATCH /api/v1/update/eventTicket)';
    expect(await call('patch', '/update/eventTicket/status', { eventTicketId: ticket._id, isBlocked: true })).toEqual({ status: 400, body: { status: false, message: wrongCall } });
    expect(await call('patch', '/update/eventTicket/status', { eventTicketId: ticket._id, status: 1, isBlocked: true })).toEqual({ status: 400, body: { status: false, message: wrongCall } });
    const listed = await callApi(api.url, 'patch', '/update/eventTicket/status', { token: api.adminToken, body: { eventTicketId: ticket._id, isBlocked: true }, headers: { 'x-field-errors': 'all' } });
    expect(listed).toEqual({
      status: 400,
      body: { status: false, message: wrongCall, errors: [{ path: ['isBlocked'], message: wrongCall }, { path: ['status'], message: 'Status must be 1 (active) or 2 (inactive)' }] },
    });
    // And the other way round: a status sent to the update path.
    expect(await call('patch', '/update/eventTicket', { eventTicketId: ticket._id, status: 1 })).toEqual({
      status: 400,
      body: { status: false, message: 'Unrecognized key: "status" (it is set with PATCH /api/v1/update/eventTicket/status)' },
    });
    expect(await snapshotDb(api.db)).toEqual(before);
    expect((await auditOf(ticket._id)).map((r) => r.action)).toEqual(['create', 'toggle', 'toggle', 'status']);
  });

  it('calls a set on sale only when it is active and not blocked in the CSV export; the search marks only the blocked one', async () => {
    const [onSale, blocked, inactive] = [await makeSet(undefined, 'Sale Night A'), await makeSet(undefined, 'Sale Night B'), await makeSet(undefined, 'Sale Night C')];
    await call('patch', '/update/eventTicket', { eventTicketId: blocked._id, isBlocked: true });
    await call('patch', '/update/eventTicket/status', { eventTicketId: inactive._id, status: 2 });
    const csv = await (await fetch(new URL('/api/v1/export/event-tickets.csv?search=sale%20night', api.url), { headers: { authorization: `Bearer ${api.adminToken}` } })).text();
    const statusOf = (name: string) => parseCsv(csv).find((row) => row.includes(name))?.at(-1);
    expect(['Sale Night A', 'Sale Night B', 'Sale Night C'].map(statusOf)).toEqual(['On sale', 'Blocked', 'Inactive']);
    const found = (await callApi<{ _id: string; isActive: boolean }[]>(api.url, 'get', '/search', { token: api.adminToken, query: { text: 'sale night' } })).body.data!;
    const active = (id: string) => found.find((hit) => hit._id === id)?.isActive;
    // The palette's hint says "blocked" and offers Block / Unblock from this flag; the status is apart.
    expect([onSale._id, blocked._id, inactive._id].map(active)).toEqual([true, false, true]);
  });

  it('soft-deletes a set (404 after, listed as deleted) and restores it; a set of a deleted event is not restored', async () => {
    const ticket = await makeSet();
    expect(await call('delete', '/delete/eventTicket', { eventTicketId: ticket._id, isDelete: true })).toEqual({ status: 200, body: { status: true, message: 'Event ticket deleted successfully', data: { _id: ticket._id } } });
    expect(await call('get', `/get/eventTicket/${ticket._id}`)).toEqual({ status: 404, body: { status: false, message: 'Event ticket not found' } });
    expect((await call<Page>('get', '/get/eventTickets', undefined, { eventId: ticket.eventId._id })).body.data!.count).toBe(0);
    expect((await call<Page>('get', '/get/eventTickets', undefined, { eventId: ticket.eventId._id, deleted: 'true' })).body.data!.data.map((t) => t._id)).toEqual([ticket._id]);
    for (const body of [{ eventTicketId: ticket._id, isBlocked: true }, { eventTicketId: ticket._id, categories: [silver] }]) expect((await call('patch', '/update/eventTicket', body)).status).toBe(404);

    const restored = await call('patch', '/restore/eventTicket', { eventTicketId: ticket._id });
    expect(restored.body).toEqual({ status: true, message: 'Event ticket restored successfully', data: { ...ticket, updatedAt: expect.any(String) } });

    await call('delete', '/delete/eventTicket', { eventTicketId: ticket._id, isDelete: true });
    await deleteEvent(ticket.eventId._id);
    const before = await snapshotDb(api.db);
    expect(await call('patch', '/restore/eventTicket', { eventTicketId: ticket._id })).toEqual({ status: 409, body: { status: false, message: 'The event of this ticket set has been deleted: restore the event first' } });
    expect(await snapshotDb(api.db)).toEqual(before);
    expect((await auditOf(ticket._id)).map((r) => r.action)).toEqual(['create', 'delete', 'restore', 'delete']);
  });

  it('refuses to delete a set with booked tickets (409), alone or in bulk, so no booking loses its tickets; an unbooked set goes', async () => {
    const sold = await makeSet([silver, gold]);
    const unsold = await makeSet([silver]);
    await book(sold.categories[0]!._id, 12);
    await book(sold.categories[1]!._id, 8);
    const before = await snapshotDb(api.db);
    expect(await call('delete', '/delete/eventTicket', { eventTicketId: sold._id, isDelete: true })).toEqual({
      status: 409,
      body: { status: false, message: 'This ticket set has 20 booked tickets and cannot be deleted' },
    });
    const bulk = await call<{ committed: boolean; results: { _id: string; result: string; reason?: string }[] }>('post', '/bulk/eventTickets/delete', { ids: [unsold._id, sold._id] });
    expect(bulk.body.data!.committed).toBe(false);
    expect(bulk.body.data!.results).toEqual([
      { _id: unsold._id, result: 'failed', reason: 'not applied: the batch was rolled back because 1 of its records failed', rolledBack: true },
      { _id: sold._id, result: 'failed', reason: 'This ticket set has 20 booked tickets and cannot be deleted', rolledBack: false },
    ]);
    expect(await snapshotDb(api.db)).toEqual(before);
    expect((await call('get', `/get/eventTicket/${sold._id}`)).status).toBe(200);
    expect((await call('delete', '/delete/eventTicket', { eventTicketId: unsold._id, isDelete: true })).status).toBe(200);
  });

  it('says "1 booked ticket", not "1 booked tickets", when one ticket stands in the way of a removal or a delete', async () => {
    const ticket = await makeSet([silver, gold]);
    await book(ticket.categories[0]!._id, 1);
    const [, g] = ticket.categories;
    expect((await call('patch', '/update/eventTicket', { eventTicketId: ticket._id, categories: [{ ...gold, _id: g!._id }] })).body.message).toBe('Silver has 1 booked ticket and cannot be removed');
    expect((await call('delete', '/delete/eventTicket', { eventTicketId: ticket._id, isDelete: true })).body.message).toBe('This ticket set has 1 booked ticket and cannot be deleted');
  });

  it('answers 404 "Event ticket not found" for unknown and malformed ids on every call', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const notFound = { status: 404, body: { status: false, message: 'Event ticket not found' } };
      expect(await call('get', `/get/eventTicket/${id}`)).toEqual(notFound);
      expect(await call('patch', '/update/eventTicket', { eventTicketId: id, categories: [silver] })).toEqual(notFound);
      expect(await call('patch', '/update/eventTicket', { eventTicketId: id, isBlocked: true })).toEqual(notFound);
      expect(await call('patch', '/update/eventTicket/status', { eventTicketId: id, status: 2 })).toEqual(notFound);
      expect(await call('delete', '/delete/eventTicket', { eventTicketId: id, isDelete: true })).toEqual(notFound);
      expect(await call('patch', '/restore/eventTicket', { eventTicketId: id })).toEqual(notFound);
    }
  });

  it('refuses a sub-admin without eventTickets every call; one with view only may read but not write', async () => {
    const ticket = await makeSet();
    const calls = async (eventId: string) =>
      [
        ['get', '/get/eventTickets', undefined],
        ['get', `/get/eventTicket/${ticket._id}`, undefined],
        ['post', '/create/eventTicket', { eventId, categories: [silver] }],
        ['patch', '/update/eventTicket', { eventTicketId: ticket._id, categories: [silver] }],
        ['patch', '/update/eventTicket', { eventTicketId: ticket._id, isBlocked: true }],
        ['patch', '/update/eventTicket/status', { eventTicketId: ticket._id, status: 2 }],
        ['delete', '/delete/eventTicket', { eventTicketId: ticket._id, isDelete: true }],
        ['patch', '/restore/eventTicket', { eventTicketId: ticket._id }],
      ] as const;
    const freeEvent = (await event())._id;
    const none = await api.createSubAdmin({ roleId: await api.createRole({ permissions: [{ name: 'events', all: true, add: true, view: true, edit: true, del: true }] }) });
    const viewer = await api.createSubAdmin({ roleId: await api.createRole({ permissions: [{ name: 'eventTickets', view: true }] }) });
    const before = await snapshotDb(api.db);
    for (const [method, path, body] of await calls(freeEvent)) {
      expect((await callApi(api.url, method, path, { token: none.token, body })).status, `${method} ${path}`).toBe(403);
      expect((await callApi(api.url, method, path, { token: viewer.token, body })).status, `viewer ${method} ${path}`).toBe(method === 'get' ? 200 : 403);
    }
    expect(await snapshotDb(api.db)).toEqual(before);
  });
});

describe.each(backends)('event tickets and the venue day on %s', (backend) => {
  // 23:30 UTC on 1 March is already 2 March in Dubai.
  const clock = manualClock('2027-03-01T23:30:00Z');
  const api = useTestApi(backend, { config: { clock } });

  it('sells tickets only for a night still to come: an event of yesterday (venue day) is refused, writing nothing; one of today is taken', async () => {
    const yesterday = await insertEvent(api, { date: '2027-03-01' });
    const today = await insertEvent(api, { date: '2027-03-02' });
    const before = await snapshotDb(api.db);
    expect(await callApi(api.url, 'post', '/create/eventTicket', { token: api.adminToken, body: { eventId: yesterday._id, categories: [silver] } })).toEqual({
      status: 400,
      body: { status: false, message: 'This event has already taken place: a ticket set is for an event on today or a later day' },
    });
    expect(await snapshotDb(api.db)).toEqual(before);
    expect((await callApi(api.url, 'post', '/create/eventTicket', { token: api.adminToken, body: { eventId: today._id, categories: [silver] } })).status).toBe(201);
  });
});
