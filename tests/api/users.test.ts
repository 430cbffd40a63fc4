import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { venueDay } from '#domain/format';
import { backends } from '../support/backends.ts';
import { callApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { snapshotDb } from '../support/db-snapshot.ts';
import { manualClock } from '../support/manual-clock.ts';

interface User {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  mobileCode: string;
  mobileNo: string;
  dob: string | null;
  createdAt: string;
  updatedAt: string;
}
type Page = { data: User[]; count: number };

const form = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Layla',
  lastName: 'Haddad',
  email: `layla.${Math.random().toString(36).slice(2)}@guest.test`,
  mobileCode: '+971',
  mobileNo: '501234567',
  dob: '1994-02-28',
  ...overrides,
});

describe.each(backends)('users on %s', (backend) => {
  const api = useTestApi(backend);
  let existing: User;
  const call = <T = User>(method: string, path: string, body?: unknown, query?: Record<string, string | number>) =>
    callApi<T>(api.url, method, path, { token: api.adminToken, body, query });

  beforeAll(async () => {
    existing = (await call('post', '/create/user', form({ firstName: 'Existing', email: 'existing@guest.test' }))).body.data!;
  });

  it('creates a user, trims the fields and reads it back', async () => {
    const created = await call('post', '/create/user', form({ firstName: '  Omar ', lastName: 'Saleh', email: 'omar@guest.test' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: true,
      message: 'User created successfully',
      data: { firstName: 'Omar', lastName: 'Saleh', email: 'omar@guest.test', mobileCode: '+971', mobileNo: '501234567', dob: '1994-02-28' },
    });
    const user = created.body.data!;
    expect(new Date(user.createdAt).toISOString()).toBe(user.createdAt);
    const fetched = await call('get', `/user/${user._id}`);
    expect(fetched.body).toEqual({ status: true, message: 'User fetched successfully', data: user });
  });

  it('lists newest first with limit, offset, count, and searches by name or email', async () => {
    for (const firstName of ['Nadia', 'Noor', 'Zaid']) {
      await call('post', '/create/user', form({ firstName, lastName: 'Qasim', email: `${firstName.toLowerCase()}@qasim.test` }));
    }
    const page = await call<Page>('get', '/users', undefined, { search: 'QASIM', limit: 2, offset: 0 });
    expect(page.body.message).toBe('Users fetched successfully');
    expect(page.body.data?.count).toBe(3);
    expect(page.body.data?.data.map((u) => u.firstName)).toEqual(['Zaid', 'Noor']);
    expect((await call<Page>('get', '/users', undefined, { search: 'qasim', limit: 2, offset: 2 })).body.data?.data.map((u) => u.firstName)).toEqual(['Nadia']);
    expect((await call<Page>('get', '/users', undefined, { search: 'noor qasim' })).body.data?.data.map((u) => u.email)).toEqual(['noor@qasim.test']);
    expect((await call<Page>('get', '/users', undefined, { search: 'zaid@QASIM' })).body.data?.count).toBe(1);
    expect((await call<Page>('get', '/users', undefined, { search: '%' })).body.data?.count).toBe(0);
  });

  it('updates every field of §7 and keeps the id and creation time', async () => {
    const user = (await call('post', '/create/user', form())).body.data!;
    const body = { userId: user._id, firstName: 'Rania', lastName: 'Aziz', email: 'rania@guest.test', mobileCode: '+44', mobileNo: '7700900123', dob: '2000-01-31' };
    const updated = await call('patch', '/update/user', body);
    expect(updated.status).toBe(200);
    const { userId: _id, ...fields } = body;
    expect(updated.body).toEqual({ status: true, message: 'User updated successfully', data: { ...user, ...fields, _id, updatedAt: updated.body.data?.updatedAt } });
  });

  it('soft-deletes with POST /delete/user, then restore brings the user back', async () => {
    const user = (await call('post', '/create/user', form({ email: 'gone@guest.test' }))).body.data!;
    const deleted = await call('post', '/delete/user', { userId: user._id, isDelete: true });
    expect(deleted.body).toEqual({ status: true, message: 'User deleted successfully', data: { _id: user._id } });
    expect(await call('get', `/user/${user._id}`)).toEqual({ status: 404, body: { status: false, message: 'User not found' } });
    expect((await call<Page>('get', '/users', undefined, { search: 'gone@' })).body.data?.count).toBe(0);
    expect((await call('patch', '/update/user', { ...form(), userId: user._id })).status).toBe(404);
    expect((await call('post', '/delete/user', { userId: user._id, isDelete: true })).status).toBe(404);

    const restored = await call('patch', '/restore/user', { userId: user._id });
    expect(restored.body).toMatchObject({ status: true, message: 'User restored successfully', data: { _id: user._id, email: 'gone@guest.test' } });
    expect((await call('get', `/user/${user._id}`)).status).toBe(200);

    // §7's generic delete body names the record `id`: the same delete.
    const byId = await call('post', '/delete/user', { id: user._id, isDelete: true });
    expect(byId.body).toEqual({ status: true, message: 'User deleted successfully', data: { _id: user._id } });
    expect((await call('get', `/user/${user._id}`)).status).toBe(404);
  });

  it('writes an audit row for each change', async () => {
    const user = (await call('post', '/create/user', form({ email: 'audited@guest.test' }))).body.data!;
    await call('patch', '/update/user', { ...form({ email: 'audited@guest.test', firstName: 'Changed' }), userId: user._id });
    await call('post', '/delete/user', { userId: user._id, isDelete: true });
    const audit = (await snapshotDb(api.db)).audit_log as { area: string; recordId: string; action: string; after: { firstName?: string } }[];
    const mine = audit.filter((row) => row.area === 'users' && row.recordId === user._id);
    expect(mine.map((row) => row.action).sort()).toEqual(['create', 'delete', 'update']);
    expect(mine.find((row) => row.action === 'update')?.after.firstName).toBe('Changed');
  });

  it('answers 404 "User not found" for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect(await call('get', `/user/${id}`)).toEqual({ status: 404, body: { status: false, message: 'User not found' } });
      expect((await call('patch', '/restore/user', { userId: id })).status).toBe(404);
    }
  });

  it('refuses a taken email (any case) with 409; a deleted user frees it', async () => {
    const duplicate = await call('post', '/create/user', form({ email: 'EXISTING@guest.test' }));
    expect(duplicate).toEqual({ status: 409, body: { status: false, message: 'A user with this email already exists' } });
    const other = (await call('post', '/create/user', form())).body.data!;
    expect((await call('patch', '/update/user', { ...form({ email: 'existing@guest.test' }), userId: other._id })).status).toBe(409);

    const first = (await call('post', '/create/user', form({ email: 'reuse@guest.test' }))).body.data!;
    await call('post', '/delete/user', { userId: first._id, isDelete: true });
    expect((await call('post', '/create/user', form({ email: 'reuse@guest.test' }))).status).toBe(201);
    expect((await call('patch', '/restore/user', { userId: first._id })).status).toBe(409);
  });

  const tomorrow = () => venueDay(new Date(Date.now() + 36 * 3600 * 1000));
  const userId = () => existing._id;
  const cases: [string, string, () => unknown, string][] = [
    ['post', '/create/user', () => form({ firstName: undefined }), 'firstName is required'],
    ['post', '/create/user', () => form({ firstName: '  ' }), 'firstName is required'],
    ['post', '/create/user', () => form({ lastName: '' }), 'lastName is required'],
    ['post', '/create/user', () => form({ firstName: 'x'.repeat(101) }), 'firstName must not exceed 100 characters'],
    ['post', '/create/user', () => form({ email: undefined }), 'Email is required'],
    ['post', '/create/user', () => form({ email: 'not-an-email' }), 'Invalid email'],
    ['post', '/create/user', () => form({ mobileCode: '' }), 'mobileCode is required'],
    ['post', '/create/user', () => form({ mobileCode: 'UAE' }), 'mobileCode must be a country code such as +971'],
    ['post', '/create/user', () => form({ mobileCode: '971' }), 'mobileCode must be a country code such as +971'],
    ['post', '/create/user', () => form({ mobileCode: '+0' }), 'mobileCode must be a country code such as +971'],
    ['post', '/create/user', () => form({ mobileCode: '+0971' }), 'mobileCode must be a country code such as +971'],
    ['post', '/create/user', () => form({ lastName: '\u034f\u180e' }), 'lastName is required'],
    ['post', '/create/user', () => form({ mobileNo: undefined }), 'mobileNo is required'],
    ['post', '/create/user', () => form({ mobileNo: '050-123' }), 'mobileNo must be 4 to 15 digits'],
    ['post', '/create/user', () => form({ dob: '' }), 'dob is required'],
    ['post', '/create/user', () => form({ dob: null }), 'dob is required'],
    ['post', '/create/user', () => form({ dob: '2001-02-29' }), 'dob must be a date (YYYY-MM-DD)'],
    ['post', '/create/user', () => form({ dob: '12/03/1990' }), 'dob must be a date (YYYY-MM-DD)'],
    ['post', '/create/user', () => form({ dob: tomorrow() }), 'dob cannot be in the future'],
    ['post', '/create/user', () => undefined, 'firstName is required'],
    ['patch', '/update/user', () => form(), 'userId is required'],
    ['patch', '/update/user', () => ({ ...form({ lastName: undefined }), userId: userId() }), 'lastName is required'],
    ['patch', '/update/user', () => ({ ...form({ dob: tomorrow() }), userId: userId() }), 'dob cannot be in the future'],
    ['patch', '/update/user', () => ({ ...form({ mobileCode: '971' }), userId: userId() }), 'mobileCode must be a country code such as +971'],
    ['post', '/delete/user', () => ({ userId: userId() }), 'isDelete must be true'],
    ['post', '/delete/user', () => ({ userId: userId(), isDelete: false }), 'isDelete must be true'],
    ['post', '/delete/user', () => ({ isDelete: true }), 'userId is required'],
    ['post', '/delete/user', () => ({ id: userId(), userId: randomUUID(), isDelete: true }), 'id and userId differ: send one of them'],
    ['post', '/delete/user', () => ({ id: '', isDelete: true }), 'userId is required'],
    ['patch', '/restore/user', () => ({}), 'userId is required'],
  ];

  it.each(cases)('%s %s %j → 400 with its message and no write', async (method, path, body, message) => {
    const before = await snapshotDb(api.db);
    const reply = await call(method, path, body());
    expect(reply).toEqual({ status: 400, body: { status: false, message } });
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  it('refuses unknown keys, isDelete on an update included, and writes nothing', async () => {
    const before = await snapshotDb(api.db);
    for (const [method, path, body] of [
      ['patch', '/update/user', { ...form(), userId: existing._id, isDelete: true }],
      ['post', '/create/user', { ...form(), createdAt: '2001-01-01T00:00:00.000Z' }],
      ['patch', '/restore/user', { userId: existing._id, isDelete: false }],
    ] as const) {
      const reply = await call(method, path, body);
      expect(reply.status).toBe(400);
      expect(reply.body.status).toBe(false);
    }
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  it('a sub-admin with only users:view can read but not change, and the refusal writes nothing', async () => {
    const roleId = await api.createRole({ permissions: [{ name: 'users', view: true }] });
    const sub = await api.createSubAdmin({ roleId });
    const as = (method: string, path: string, body?: unknown) => callApi(api.url, method, path, { token: sub.token, body });
    expect((await as('get', '/users')).status).toBe(200);
    expect((await as('get', `/user/${existing._id}`)).status).toBe(200);
    const before = await snapshotDb(api.db);
    for (const [method, path, body] of [
      ['post', '/create/user', form()],
      ['patch', '/update/user', { ...form(), userId: existing._id }],
      ['post', '/delete/user', { userId: existing._id, isDelete: true }],
      ['patch', '/restore/user', { userId: existing._id }],
    ] as const) {
      expect(await as(method, path, body)).toEqual({ status: 403, body: { status: false, message: 'You do not have permission to perform this action' } });
    }
    expect(await snapshotDb(api.db)).toEqual(before);
  });
});

// 18:46 UTC on 24 November is already 25 November in Kiritimati (UTC+14), still the 24th in Dubai.
describe.each(backends)('a dob judged in VENUE_TIMEZONE on %s', (backend) => {
  const api = useTestApi(backend, () => ({ config: { clock: manualClock('2026-11-24T18:46:00Z', 'Pacific/Kiritimati') } }));
  const call = (method: string, path: string, body: unknown) => callApi<User>(api.url, method, path, { token: api.adminToken, body });

  it("takes a dob of the venue's today and refuses the day after, on create and update", async () => {
    const created = await call('post', '/create/user', form({ dob: '2026-11-25' }));
    expect(created.status).toBe(201);
    const userId = created.body.data!._id;
    expect(await call('post', '/create/user', form({ dob: '2026-11-26' }))).toEqual({ status: 400, body: { status: false, message: 'dob cannot be in the future' } });
    expect((await call('patch', '/update/user', { ...form({ dob: '2026-11-25' }), userId })).status).toBe(200);
    expect(await call('patch', '/update/user', { ...form({ dob: '2026-11-26' }), userId })).toEqual({ status: 400, body: { status: false, message: 'dob cannot be in the future' } });
  });
});
