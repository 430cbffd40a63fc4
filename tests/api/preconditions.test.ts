import { describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { snapshotDb } from '../support/db-snapshot.ts';
import { makeTicketedEvent, makeUser } from '../support/bookings.ts';
import { makeSection } from '../support/floor.ts';
import { useTestApi } from '../support/use-test-api.ts';

type Reply = { status: number; etag: string | null; body: { status: boolean; message: string; data?: Record<string, unknown>; errors?: unknown[] } };

describe.each(backends)('two staff editing one record: If-Match and ETag, on %s', (backend) => {
  const api = useTestApi(backend);

  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> => {
    const response = await fetch(`${api.url}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${api.adminToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, etag: response.headers.get('etag'), body: (await response.json()) as Reply['body'] };
  };

  const STALE_SECTION = 'This section has changed since you opened it: nothing was saved. Reload it to see the changes.';

  it('a record’s reply names its version, and a save naming an older one is refused with 412, writing nothing', async () => {
    const section = await makeSection(api, 'Terrace');
    const read = await call('GET', `/get/section/${section._id}`);
    expect(read.status).toBe(200);
    expect(read.etag).toBe(`"${read.body.data!.updatedAt as string}"`);

    // The first of two staff saves, naming the version both read: it goes through, with a new version.
    const first = await call('PATCH', '/update/section', { sectionId: section._id, name: 'Roof terrace' }, { 'if-match': read.etag! });
    expect(first.status).toBe(200);
    expect(first.etag).toBe(`"${first.body.data!.updatedAt as string}"`);
    expect(first.etag).not.toBe(read.etag);

    // The second names the version it read, which is no longer the record's.
    const before = await snapshotDb(api.db);
    const second = await call('PATCH', '/update/section', { sectionId: section._id, name: 'Garden' }, { 'if-match': read.etag!, 'x-field-errors': 'all' });
    expect(second).toEqual({ status: 412, etag: first.etag, body: { status: false, message: STALE_SECTION, errors: [{ path: ['updatedAt'], message: STALE_SECTION }] } });
    expect(await snapshotDb(api.db)).toEqual(before);
    expect((await call('GET', `/get/section/${section._id}`)).body.data!.name).toBe('Roof terrace');

    // Sent again with the version the refusal named, it saves.
    const again = await call('PATCH', '/update/section', { sectionId: section._id, name: 'Garden' }, { 'if-match': second.etag! });
    expect(again.status).toBe(200);
    expect(again.body.data!.name).toBe('Garden');
  });

  it('without If-Match the last save wins, as before; `*` only asks that the record exists', async () => {
    const section = await makeSection(api, 'Cellar');
    expect((await call('PATCH', '/update/section', { sectionId: section._id, name: 'Wine cellar' })).status).toBe(200);
    expect((await call('PATCH', '/update/section', { sectionId: section._id, name: 'Cave' }, { 'if-match': '*' })).status).toBe(200);
    expect((await call('PATCH', '/update/section', { sectionId: '00000000-0000-4000-8000-000000000000', name: 'Cave' }, { 'if-match': '*' })).status).toBe(404);
  });

  it('each change makes a new version, even two in the same millisecond, so no stale save slips through', async () => {
    const section = await makeSection(api, 'Mezzanine');
    const tags = new Set<string>();
    let tag = (await call('GET', `/get/section/${section._id}`)).etag!;
    tags.add(tag);
    for (let i = 0; i < 5; i += 1) {
      const saved = await call('PATCH', '/update/section/status', { sectionId: section._id, status: i % 2 === 0 ? 2 : 1 }, { 'if-match': tag });
      expect(saved.status).toBe(200);
      tag = saved.etag!;
      tags.add(tag);
    }
    expect(tags.size).toBe(6);
  });

  it('a status change and a delete are refused too when the record changed since it was read', async () => {
    const section = await makeSection(api, 'Lounge');
    const read = await call('GET', `/get/section/${section._id}`);
    expect((await call('PATCH', '/update/section', { sectionId: section._id, name: 'Lounge bar' })).status).toBe(200);
    const status = await call('PATCH', '/update/section/status', { sectionId: section._id, status: 2 }, { 'if-match': read.etag! });
    expect(status.status).toBe(412);
    const deleted = await call('DELETE', '/delete/section', { sectionId: section._id, isDelete: true }, { 'if-match': read.etag! });
    expect(deleted.status).toBe(412);
    const now = await call('GET', `/get/section/${section._id}`);
    expect(now.body.data).toMatchObject({ name: 'Lounge bar', status: 1 });
  });

  it('a weak tag never matches, one of several tags may, and a malformed If-Match is a 400', async () => {
    const section = await makeSection(api, 'Patio');
    const read = await call('GET', `/get/section/${section._id}`);
    expect((await call('PATCH', '/update/section', { sectionId: section._id, name: 'Patio 2' }, { 'if-match': `W/${read.etag!}` })).status).toBe(412);
    expect((await call('PATCH', '/update/section', { sectionId: section._id, name: 'Patio 2' }, { 'if-match': `"older", ${read.etag!}` })).status).toBe(200);
    const malformed = await call('PATCH', '/update/section', { sectionId: section._id, name: 'Patio 3' }, { 'if-match': read.body.data!.updatedAt as string });
    expect(malformed).toMatchObject({ status: 400, body: { status: false, message: 'If-Match must be * or one or more quoted entity tags, as a record’s ETag gives them' } });
    expect((await call('GET', `/get/section/${section._id}`)).body.data!.name).toBe('Patio 2');
  });

  it('areas that change their records their own way honour it: users, sub-admins, menu, follow-us and event tickets', async () => {
    const stale = async (readPath: string, method: string, path: string, body: unknown, message: string) => {
      const read = await call('GET', readPath);
      expect(read.etag, readPath).toMatch(/^"\d{4}-\d\d-\d\dT/);
      // Someone else's change in between: an empty change that still makes a new version is a status set to what it is.
      const bumped = await call(method, path, body);
      expect(bumped.status, `${path}: ${bumped.body.message}`).toBe(200);
      const refused = await call(method, path, body, { 'if-match': read.etag! });
      expect({ status: refused.status, message: refused.body.message }, path).toEqual({ status: 412, message });
    };
    const user = await makeUser(api);
    const userBody = { userId: user._id, firstName: 'Guest', lastName: 'Person', email: user.email, mobileCode: '+971', mobileNo: '501234567', dob: '1990-01-01' };
    await stale(`/user/${user._id}`, 'PATCH', '/update/user', userBody, 'This user has changed since you opened it: nothing was saved. Reload it to see the changes.');

    const roleId = await api.createRole({ name: 'Door team', permissions: [{ name: 'users', view: true }] });
    const subAdmin = await api.createSubAdmin({ roleId });
    await stale(`/get/subAdmin/${subAdmin.id}`, 'PATCH', '/update/subAdmin', { subAdminId: subAdmin.id, isBlocked: false }, 'This sub-admin has changed since you opened it: nothing was saved. Reload it to see the changes.');

    const menu = (await call('GET', '/get/menu/list')).body.data as unknown as { _id: string }[];
    await stale(`/get/menu/${menu[0]!._id}`, 'PATCH', '/update/menu/status', { menuId: menu[0]!._id, status: 1 }, 'This menu has changed since you opened it: nothing was saved. Reload it to see the changes.');

    const follows = (await call('GET', '/get/follows')).body.data as unknown as { data: { _id: string }[] };
    const follow = follows.data[0]!._id;
    const followRead = await call('PATCH', '/update/follow/status', { followId: follow, status: 1 });
    expect(followRead.etag).toMatch(/^"/);
    expect((await call('PATCH', '/update/follow/status', { followId: follow, status: 1 })).status).toBe(200);
    const followStale = await call('PATCH', '/update/follow/status', { followId: follow, status: 1 }, { 'if-match': followRead.etag! });
    expect({ status: followStale.status, message: followStale.body.message }).toEqual({
      status: 412,
      message: 'This follow-us picture has changed since you opened it: nothing was saved. Reload it to see the changes.',
    });

    const { ticketId, category } = await makeTicketedEvent(api);
    const edit = { eventTicketId: ticketId, categories: [{ _id: category._id, type: 1, name: 'Silver', offer: 'Entry', price: 150, totalTickets: 120 }] };
    await stale(`/get/eventTicket/${ticketId}`, 'PATCH', '/update/eventTicket', edit, 'This event ticket has changed since you opened it: nothing was saved. Reload it to see the changes.');
  });

  it('a bulk call changes many records and compares none of them with If-Match', async () => {
    const [a, b] = await Promise.all([makeSection(api, 'Bulk A'), makeSection(api, 'Bulk B')]);
    const reply = await call('POST', '/bulk/sections/status', { ids: [a._id, b._id], status: 2 }, { 'if-match': '"2000-01-01T00:00:00.000Z"' });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ committed: true, done: 2 });
  });
});
