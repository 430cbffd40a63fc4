import { beforeAll, describe, expect, test } from 'vitest';
import { emptyPermission } from '#domain/permissions';
import type { SearchHit } from '#domain/schemas/search';
import { callApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { backends } from '../support/backends.ts';
import { bookTicketsFor, makeTicketedEvent, makeUser } from '../support/bookings.ts';
import { insertEvent, insertIp } from '../support/events.ts';

describe.each(backends)('GET /search on %s', (backend) => {
  const api = useTestApi(backend);
  let usersOnly: string;

  beforeAll(async () => {
    for (const name of ['Head Bar', 'Barista', 'Bar']) await api.createRole({ name });
    const user = { firstName: 'Bart', lastName: 'Simmons', email: 'bart@guest.test', mobileCode: '+971', mobileNo: '501234567', dob: '1994-02-28' };
    expect((await callApi(api.url, 'post', '/create/user', { token: api.adminToken, body: user })).status).toBe(201);
    const role = await api.createRole({ name: 'Guest list', permissions: [{ ...emptyPermission('users'), view: true }] });
    usersOnly = (await api.createSubAdmin({ roleId: role })).token;
  });

  const search = (token: string, query: Record<string, string | number>) => callApi<SearchHit[]>(api.url, 'get', '/search', { token, query });

  test('finds records across areas, the whole text first, then its start, then anywhere in it', async () => {
    const { status, body } = await search(api.adminToken, { text: ' BAR ' });
    expect(status).toBe(200);
    expect(body.data!.map(({ area, label, rank }) => [area, label, rank])).toEqual([
      ['roles', 'Bar', 'EXACT'],
      ['roles', 'Barista', 'PREFIX'],
      ['users', 'Bart Simmons <bart@guest.test>', 'PREFIX'],
      ['roles', 'Head Bar', 'CONTAINS'],
    ]);
    expect(body.data![0]).toMatchObject({ _id: expect.any(String), isActive: true });
  });

  test('names a week anthem by its day, as the console does', async () => {
    const { body } = await search(api.adminToken, { text: 'friday' });
    expect(body.data!.filter((hit) => hit.area === 'weekAnthems').map(({ label, rank }) => [label, rank])).toEqual([['Friday', 'EXACT']]);
  });

  test('finds a booking by its whole id in any case, its start, its digits anywhere, or a part from inside its start', async () => {
    const { category } = await makeTicketedEvent(api, { name: 'Id Night' });
    const userId = (await search(api.adminToken, { text: 'bart@guest.test' })).body.data!.find((hit) => hit.area === 'users')!._id;
    const { bookingId } = await bookTicketsFor(api, { userId, ticketCategoryId: category._id, tickets: 1 });
    const bookingHits = async (text: string) => (await search(api.adminToken, { text })).body.data!.filter((hit) => hit.area === 'bookings').map(({ label, rank }) => [label, rank]);
    expect(await bookingHits(bookingId.toLowerCase())).toEqual([[`${bookingId} · bart@guest.test`, 'EXACT']]);
    expect(await bookingHits(bookingId.slice(0, 5))).toEqual([[`${bookingId} · bart@guest.test`, 'PREFIX']]);
    expect(await bookingHits(bookingId.slice(-4))).toEqual([[`${bookingId} · bart@guest.test`, 'CONTAINS']]);
    expect(await bookingHits(`k${bookingId.slice(2, 6)}`)).toEqual([[`${bookingId} · bart@guest.test`, 'CONTAINS']]);
    expect(await bookingHits('BK-9')).toEqual([]);
    expect(await bookingHits('BK-0x')).toEqual([]);
  });

  test('finds a Follow Us slot by its name on screen ("Follow Us image 3"), inactive ones so marked', async () => {
    const hits = async (text: string) => (await search(api.adminToken, { text })).body.data!.filter((hit) => hit.area === 'followUs').map(({ label, rank, isActive }) => [label, rank, isActive]);
    expect(await hits('follow us image 3')).toEqual([['Follow Us image 3', 'EXACT', true]]);
    expect((await hits('follow us')).map(([label]) => label)).toEqual(['Follow Us image 1', 'Follow Us image 2', 'Follow Us image 3', 'Follow Us image 4', 'Follow Us image 5', 'Follow Us image 6']);
    const slot = (await search(api.adminToken, { text: 'follow us image 2' })).body.data!.find((hit) => hit.area === 'followUs')!;
    expect((await callApi(api.url, 'patch', '/update/follow/status', { token: api.adminToken, body: { followId: slot._id, status: 2 } })).status).toBe(200);
    expect(await hits('Follow Us image 2')).toEqual([['Follow Us image 2', 'EXACT', false]]);
  });

  test('finds an event by its name or its IP’s name', async () => {
    const ip = await insertIp(api, 'Noirwave');
    await insertEvent(api, { name: 'Friday Session', ipId: ip._id, date: '2031-05-02' });
    await insertEvent(api, { name: 'Noirwave Live', date: '2031-05-03' });
    // Weekly nights share a name: a hit is labelled with its IP and its day.
    await insertEvent(api, { name: 'Friday Session', ipId: ip._id, date: '2031-05-09' });
    const eventHits = async (text: string) => (await search(api.adminToken, { text })).body.data!.filter((hit) => hit.area === 'events').map(({ label, rank }) => [label, rank]);
    const first = 'Friday Session (Noirwave) · May 02, 2031';
    const second = 'Friday Session (Noirwave) · May 09, 2031';
    const live = 'Noirwave Live · May 03, 2031';
    expect((await eventHits('noirwave')).sort()).toEqual([[first, 'EXACT'], [second, 'EXACT'], [live, 'PREFIX']]);
    expect((await eventHits('irwav')).sort()).toEqual([[first, 'CONTAINS'], [second, 'CONTAINS'], [live, 'CONTAINS']]);
    expect((await eventHits('friday sess')).sort()).toEqual([[first, 'PREFIX'], [second, 'PREFIX']]);
  });

  test('finds a booking by its guest’s email: whole, its start, or a part of it', async () => {
    const { category } = await makeTicketedEvent(api, { name: 'Email Night' });
    const user = await makeUser(api, 'noura.booker@guest.test');
    const { bookingId } = await bookTicketsFor(api, { userId: user._id, ticketCategoryId: category._id, tickets: 2 });
    const bookingHits = async (text: string) => (await search(api.adminToken, { text })).body.data!.filter((hit) => hit.area === 'bookings').map(({ label, rank }) => [label, rank]);
    const label = `${bookingId} · noura.booker@guest.test`;
    expect(await bookingHits('Noura.Booker@guest.test')).toEqual([[label, 'EXACT']]);
    expect(await bookingHits('noura.b')).toEqual([[label, 'PREFIX']]);
    expect(await bookingHits('booker@')).toEqual([[label, 'CONTAINS']]);
    expect(await bookingHits('nobody.booker@')).toEqual([]);
  });

  test('lets areas take turns within a tier: a guest with many bookings does not push the guest off a short list', async () => {
    const { category } = await makeTicketedEvent(api, { name: 'Regulars Night' });
    const user = await makeUser(api, 'hessa.regular@guest.test');
    for (let i = 0; i < 4; i += 1) await bookTicketsFor(api, { userId: user._id, ticketCategoryId: category._id, tickets: 1 });
    const { body } = await search(api.adminToken, { text: 'hessa.regular', limit: 3 });
    expect(body.data!.map(({ area, rank }) => [area, rank])).toEqual([
      ['bookings', 'PREFIX'],
      ['users', 'PREFIX'],
      ['bookings', 'PREFIX'],
    ]);
    // Without a limit every booking is there, still behind the one guest.
    const all = (await search(api.adminToken, { text: 'hessa.regular' })).body.data!;
    expect(all.filter((hit) => hit.area === 'bookings')).toHaveLength(4);
    expect(all.findIndex((hit) => hit.area === 'users')).toBe(1);
  });

  test('finds only what the role may view', async () => {
    const { body } = await search(usersOnly, { text: 'bar' });
    expect(body.data!.map((hit) => hit.area)).toEqual(['users']);
  });

  test('refuses an empty text and a limit past the cap, and anyone not signed in', async () => {
    expect(await search(api.adminToken, { text: '  ' })).toMatchObject({ status: 400, body: { message: 'Search text is required' } });
    expect((await search(api.adminToken, { text: 'bar', limit: 51 })).status).toBe(400);
    expect(await search(api.adminToken, { text: 'bar', limit: '0x10' as never })).toMatchObject({ status: 400, body: { message: 'Limit must be a number' } });
    expect((await callApi(api.url, 'get', '/search', { query: { text: 'bar' } })).status).toBe(401);
  });
});
