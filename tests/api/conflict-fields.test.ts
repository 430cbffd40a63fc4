import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIELD_ERRORS_HEADER } from '#domain/gateway';
import { PaymentStatus } from '#domain/bookings';
import { emptyPermissions } from '#domain/permissions';
import { setPaymentStatus } from '../../api/bookings/repository.ts';
import { addDays } from '#domain/floor/calendar-day';
import { formatDate } from '#domain/format';
import { eventTicketCategories, eventTickets } from '../../api/db/schema.ts';
import { venueToday } from '../../api/lib/venue-clock.ts';
import { HttpError } from '../../api/lib/http-error.ts';
import { backends } from '../support/backends.ts';
import { callApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { bookTableFor, bookTicketsFor, makeFloorTable, makeTicketedEvent, makeUser } from '../support/bookings.ts';
import { snapshotDb } from '../support/db-snapshot.ts';
import { insertEvent } from '../support/events.ts';
import { makeCategory, makeRecord, makeSection, makeTable } from '../support/floor.ts';

const USER_TAKEN = 'A user with this email already exists';
const STAFF_TAKEN = 'This email is already used by another staff account (the Admin, a sub-admin or a host)';
const ROLE_TAKEN = 'A role with this name already exists';
const silver = { type: 1, name: 'Silver', offer: 'Entry', price: 150, totalTickets: 200 };

/** A 409 naming one field, as a client asking for every problem by field sees it. */
const takenAt = (path: (string | number)[], message: string) => takenAtAll([path], message);
/** A 409 naming several fields with one message (a period's first and last days). */
const takenAtAll = (paths: (string | number)[][], message: string) => ({ status: 409, body: { status: false, message, errors: paths.map((path) => ({ path, message })) } });

describe.each(backends)('a 409 about one field names it, as a 400 does, on %s', (backend) => {
  const api = useTestApi(backend);
  let roleId: string;
  /** A REST call as the gateway makes it: with `X-Field-Errors: all`. */
  const listed = async (method: string, path: string, body: unknown) => {
    const response = await fetch(new URL(`/api/v1${path}`, api.url), {
      method: method.toUpperCase(),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${api.adminToken}`, [FIELD_ERRORS_HEADER]: 'all' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const call = <T = { _id: string }>(method: string, path: string, body?: unknown) => callApi<T>(api.url, method, path, { token: api.adminToken, body });
  const user = (email: string) => ({ firstName: 'Guest', lastName: 'Person', email, mobileCode: '+971', mobileNo: '501234567', dob: '1990-01-01' });
  const host = (email: string) => ({ firstName: 'Ali', lastName: 'Haddad', email, password: 'Str0ng-pass' });
  const role = (name: string) => ({ name, permissions: emptyPermissions().map((row) => ({ ...row, view: row.name === 'hosts' })) });

  beforeAll(async () => {
    roleId = await api.createRole({ permissions: [{ name: 'hosts', view: true }] });
  });

  it('a taken user email is a 409 naming email, on create and on edit; without the header the body is §7 envelope alone', async () => {
    const kept = await call('post', '/create/user', user('kept@guest.test'));
    const other = await call('post', '/create/user', user('other@guest.test'));
    const before = await snapshotDb(api.db);
    expect(await listed('post', '/create/user', user('KEPT@guest.test'))).toEqual(takenAt(['email'], USER_TAKEN));
    expect(await listed('patch', '/update/user', { userId: other.body.data!._id, ...user('kept@guest.test') })).toEqual(takenAt(['email'], USER_TAKEN));
    expect(await call('post', '/create/user', user('kept@guest.test'))).toEqual({ status: 409, body: { status: false, message: USER_TAKEN } });
    expect(await snapshotDb(api.db)).toEqual(before);
    expect(kept.status).toBe(201);
  });

  it('a restore whose email was taken meanwhile is a 409 naming no field: its request holds only the id', async () => {
    const gone = await call('post', '/create/user', user('back@guest.test'));
    expect((await call('post', '/delete/user', { userId: gone.body.data!._id, isDelete: true })).status).toBe(200);
    expect((await call('post', '/create/user', user('back@guest.test'))).status).toBe(201);
    expect(await listed('patch', '/restore/user', { userId: gone.body.data!._id })).toEqual({ status: 409, body: { status: false, message: USER_TAKEN } });
  });

  it('a taken staff email names email for a sub-admin and a host, on create and on edit', async () => {
    const sami = await call('post', '/create/subAdmin', { name: 'Sami', email: 'sami@venue.test', roleId, password: 'Str0ng-pass' });
    const hana = await call('post', '/create/host', host('hana@venue.test'));
    expect([sami.status, hana.status]).toEqual([201, 201]);
    const writes = [
      listed('post', '/create/subAdmin', { name: 'Copy', email: 'HANA@venue.test', roleId, password: 'Str0ng-pass' }),
      listed('patch', '/update/subAdmin', { subAdminId: sami.body.data!._id, name: 'Sami', email: api.adminEmail, roleId }),
      listed('post', '/create/host', host('sami@venue.test')),
      listed('patch', '/update/host', { hostId: hana.body.data!._id, ...host('sami@venue.test') }),
    ];
    for (const reply of await Promise.all(writes)) expect(reply).toEqual(takenAt(['email'], STAFF_TAKEN));
  });

  it('a taken role name is a 409 naming name, on create and on edit', async () => {
    await call('post', '/create/role', role('Door staff'));
    const bar = await call('post', '/create/role', role('Bar staff'));
    expect(await listed('post', '/create/role', role('door STAFF'))).toEqual(takenAt(['name'], ROLE_TAKEN));
    expect(await listed('patch', '/update/role', { roleId: bar.body.data!._id, ...role('Door staff') })).toEqual(takenAt(['name'], ROLE_TAKEN));
  });

  it("an event's second ticket set names eventId; a total below the booked tickets names that row's totalTickets", async () => {
    const event = await insertEvent(api);
    const first = await call<{ _id: string; categories: { _id: string }[] }>('post', '/create/eventTicket', { eventId: event._id, categories: [silver] });
    expect(await listed('post', '/create/eventTicket', { eventId: event._id, categories: [silver] })).toEqual(
      takenAt(['eventId'], 'This event already has a ticket set: edit that one instead'),
    );
    const row = first.body.data!.categories[0]!._id;
    await api.db.update(eventTicketCategories).set({ bookedTickets: 150 }).where(eq(eventTicketCategories.id, row));
    const lowered = { eventTicketId: first.body.data!._id, categories: [{ ...silver, _id: row, totalTickets: 120 }] };
    expect(await listed('patch', '/update/eventTicket', lowered)).toEqual(
      takenAt(['categories', 0, 'totalTickets'], 'Total Tickets of Silver cannot be less than the 150 tickets already booked'),
    );
  });

  it('a price period overlapping another record of the category names fromDate and toDate; nothing is written', async () => {
    const category = await makeCategory(api);
    const start = addDays(venueToday(), 5);
    await makeRecord(api, category._id, start, addDays(start, 4), 300);
    const before = await snapshotDb(api.db);
    const overlapping = { categoryId: category._id, fromDate: addDays(start, 2), toDate: addDays(start, 8), price: 350 };
    const message = `These dates overlap another price record of this category (${formatDate(start)} to ${formatDate(addDays(start, 4))}); choose days after it or before it`;
    expect(await listed('post', '/create/category/record', overlapping)).toEqual(takenAtAll([['fromDate'], ['toDate']], message));
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  it('an edit leaving out a ticket row that has bookings names categories, the list that left it out', async () => {
    const event = await insertEvent(api);
    const gold = { type: 2, name: 'Gold', offer: 'Entry and a drink', price: 300, totalTickets: 100 };
    const made = await call<{ _id: string; categories: { _id: string; name: string }[] }>('post', '/create/eventTicket', { eventId: event._id, categories: [silver, gold] });
    const [silverRow, goldRow] = made.body.data!.categories;
    await api.db.update(eventTicketCategories).set({ bookedTickets: 40 }).where(eq(eventTicketCategories.id, silverRow!._id));
    const before = await snapshotDb(api.db);
    const withoutSilver = { eventTicketId: made.body.data!._id, categories: [{ ...gold, _id: goldRow!._id }] };
    expect(await listed('patch', '/update/eventTicket', withoutSilver)).toEqual(takenAt(['categories'], 'Silver has 40 booked tickets and cannot be removed'));
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  it('a delete refused while other records still use the record names no field: its request holds only the id', async () => {
    const section = await makeSection(api);
    await makeTable(api, { sectionId: section._id, categoryId: (await makeCategory(api))._id });
    expect(await listed('delete', '/delete/section', { sectionId: section._id, isDelete: true })).toEqual({
      status: 409,
      body: { status: false, message: 'This section still has tables: move or delete them before deleting the section' },
    });
  });

  it("a booking's taken table names tableId, too few tickets left names tickets, tickets not on sale name ticketCategoryId; a payment status change names none", async () => {
    const refused = (work: Promise<unknown>) => work.then(() => expect.fail('expected a 409'), (error: unknown) => error as HttpError);
    const guest = await makeUser(api, `guest-${randomUUID().slice(0, 8)}@guest.test`);
    const table = await makeFloorTable(api);
    const first = await bookTableFor(api, { userId: guest._id, tableId: table._id, date: '2031-05-02' });
    const taken = await refused(bookTableFor(api, { userId: guest._id, tableId: table._id, date: '2031-05-02' }));
    expect(taken).toMatchObject({ status: 409, message: 'This table is already booked on that day', fields: [{ path: ['tableId'], message: 'This table is already booked on that day' }] });

    const { category } = await makeTicketedEvent(api, { totalTickets: 100 });
    for (let i = 0; i < 5; i++) await bookTicketsFor(api, { userId: guest._id, ticketCategoryId: category._id, tickets: 20 });
    const soldOut = await refused(bookTicketsFor(api, { userId: guest._id, ticketCategoryId: category._id, tickets: 1 }));
    expect(soldOut).toMatchObject({ status: 409, message: 'Silver is sold out', fields: [{ path: ['tickets'], message: 'Silver is sold out' }] });

    // Tickets of a blocked set are not on sale: the refusal names the category the booking asked for.
    const offSale = await makeTicketedEvent(api);
    await api.db.update(eventTickets).set({ isBlocked: true }).where(eq(eventTickets.id, offSale.ticketId));
    const closed = await refused(bookTicketsFor(api, { userId: guest._id, ticketCategoryId: offSale.category._id, tickets: 2 }));
    expect(closed).toMatchObject({ status: 409, message: 'Tickets of this event are not on sale', fields: [{ path: ['ticketCategoryId'], message: 'Tickets of this event are not on sale' }] });

    // A failed booking gives its table back; another takes it; the first cannot take it again, and its request names no field.
    await setPaymentStatus(api.db, first._id, PaymentStatus.FAILED);
    await bookTableFor(api, { userId: guest._id, tableId: table._id, date: '2031-05-02' });
    const retaken = await refused(setPaymentStatus(api.db, first._id, PaymentStatus.PENDING));
    expect(retaken).toBeInstanceOf(HttpError);
    expect(retaken).toMatchObject({ status: 409, message: 'This table is already booked on that day', fields: undefined });
  });
});
