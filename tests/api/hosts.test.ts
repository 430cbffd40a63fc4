import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { verifyPassword } from '../../api/auth/password.ts';
import { hosts } from '../../api/db/schema.ts';
import { backends } from '../support/backends.ts';
import { callApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { snapshotDb } from '../support/db-snapshot.ts';

interface Host {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  isBlocked: boolean;
  passwordSet: boolean;
  createdAt: string;
}
type Page = { data: Host[]; count: number };

const form = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Karim',
  lastName: 'Nasser',
  email: `host.${Math.random().toString(36).slice(2)}@venue.test`,
  password: 'door-list-2024',
  ...overrides,
});

describe.each(backends)('hosts on %s', (backend) => {
  const api = useTestApi(backend);
  let existing: Host;
  const call = <T = Host>(method: string, path: string, body?: unknown, query?: Record<string, string | number>) =>
    callApi<T>(api.url, method, path, { token: api.adminToken, body, query });
  const storedHash = async (id: string) => (await api.db.select().from(hosts).where(eq(hosts.id, id)))[0]?.passwordHash ?? '';

  beforeAll(async () => {
    existing = (await call('post', '/create/host', form({ email: 'existing@venue.test' }))).body.data!;
  });

  it('creates a host; the password is stored only as a scrypt hash and never returned', async () => {
    const created = await call('post', '/create/host', form({ firstName: ' Sami ', email: 'sami@venue.test' }));
    expect(created.status).toBe(201);
    const host = created.body.data!;
    expect(created.body).toMatchObject({ status: true, message: 'Host created successfully', data: { firstName: 'Sami', lastName: 'Nasser', email: 'sami@venue.test', isBlocked: false, passwordSet: true } });
    expect(JSON.stringify(created.body)).not.toMatch(/door-list|scrypt|password"/i);
    const hash = await storedHash(host._id);
    expect(hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('door-list-2024', hash)).toBe(true);

    const fetched = await call('get', `/get/host/${host._id}`);
    expect(fetched.body).toEqual({ status: true, message: 'Host fetched successfully', data: host });
  });

  it('lists newest first with limit, offset, count, and searches by name or email', async () => {
    for (const firstName of ['Hala', 'Hiba', 'Huda']) await call('post', '/create/host', form({ firstName, lastName: 'Mansour', email: `${firstName.toLowerCase()}@mansour.test` }));
    const page = await call<Page>('get', '/get/hosts', undefined, { search: 'mansour', limit: 2 });
    expect(page.body.message).toBe('Hosts fetched successfully');
    expect(page.body.data?.count).toBe(3);
    expect(page.body.data?.data.map((h) => h.firstName)).toEqual(['Huda', 'Hiba']);
    expect((await call<Page>('get', '/get/hosts', undefined, { search: 'mansour', offset: 2 })).body.data?.data.map((h) => h.firstName)).toEqual(['Hala']);
    expect((await call<Page>('get', '/get/hosts', undefined, { search: 'HIBA MANSOUR' })).body.data?.count).toBe(1);
  });

  it('edits names and email; without a password the old one stays, with one it is replaced', async () => {
    const host = (await call('post', '/create/host', form())).body.data!;
    const hash = await storedHash(host._id);
    const edited = await call('patch', '/update/host', { hostId: host._id, firstName: 'Ziad', lastName: 'Khoury', email: 'ziad@venue.test' });
    expect(edited.body).toMatchObject({ status: true, message: 'Host updated successfully', data: { _id: host._id, firstName: 'Ziad', lastName: 'Khoury', email: 'ziad@venue.test', createdAt: host.createdAt } });
    expect(await storedHash(host._id)).toBe(hash);
    await call('patch', '/update/host', { hostId: host._id, firstName: 'Ziad', lastName: 'Khoury', email: 'ziad@venue.test', password: '' });
    expect(await storedHash(host._id)).toBe(hash);

    await call('patch', '/update/host', { hostId: host._id, firstName: 'Ziad', lastName: 'Khoury', email: 'ziad@venue.test', password: 'new-secret-99' });
    const replaced = await storedHash(host._id);
    expect(await verifyPassword('new-secret-99', replaced)).toBe(true);
    expect(await verifyPassword('door-list-2024', replaced)).toBe(false);
  });

  it('blocks and unblocks with {hostId, isBlocked}', async () => {
    const host = (await call('post', '/create/host', form())).body.data!;
    const blocked = await call('patch', '/update/host', { hostId: host._id, isBlocked: true });
    expect(blocked.body).toMatchObject({ status: true, message: 'Host blocked successfully', data: { _id: host._id, isBlocked: true, firstName: 'Karim' } });
    expect((await call('get', `/get/host/${host._id}`)).body.data?.isBlocked).toBe(true);
    const unblocked = await call('patch', '/update/host', { hostId: host._id, isBlocked: false });
    expect(unblocked.body).toMatchObject({ message: 'Host unblocked successfully', data: { isBlocked: false } });
  });

  it('soft-deletes with DELETE /delete/host, then restore brings the host back; each change is audited without secrets', async () => {
    const host = (await call('post', '/create/host', form({ email: 'gone@venue.test' }))).body.data!;
    const deleted = await call('delete', '/delete/host', { hostId: host._id, isDelete: true });
    expect(deleted.body).toEqual({ status: true, message: 'Host deleted successfully', data: { _id: host._id } });
    expect(await call('get', `/get/host/${host._id}`)).toEqual({ status: 404, body: { status: false, message: 'Host not found' } });
    expect((await call<Page>('get', '/get/hosts', undefined, { search: 'gone@' })).body.data?.count).toBe(0);
    expect((await call('patch', '/update/host', { hostId: host._id, isBlocked: true })).status).toBe(404);

    const restored = await call('patch', '/restore/host', { hostId: host._id });
    expect(restored.body).toMatchObject({ status: true, message: 'Host restored successfully', data: { _id: host._id } });
    const audit = ((await snapshotDb(api.db)).audit_log as { area: string; recordId: string; action: string }[]).filter((r) => r.area === 'hosts' && r.recordId === host._id);
    expect(audit.map((r) => r.action).sort()).toEqual(['create', 'delete', 'restore']);
    expect(JSON.stringify(audit)).not.toMatch(/scrypt|door-list/);
  });

  it('answers 404 "Host not found" for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect(await call('get', `/get/host/${id}`)).toEqual({ status: 404, body: { status: false, message: 'Host not found' } });
      expect((await call('delete', '/delete/host', { hostId: id, isDelete: true })).status).toBe(404);
    }
  });

  it('refuses a taken email (any case) with 409; a deleted host frees it', async () => {
    expect(await call('post', '/create/host', form({ email: 'Existing@Venue.test' }))).toEqual({ status: 409, body: { status: false, message: 'This email is already used by another staff account (the Admin, a sub-admin or a host)' } });
    const other = (await call('post', '/create/host', form())).body.data!;
    expect((await call('patch', '/update/host', { ...form({ email: 'existing@venue.test', password: undefined }), hostId: other._id })).status).toBe(409);
    await call('delete', '/delete/host', { hostId: other._id, isDelete: true });
    expect((await call('post', '/create/host', form({ email: other.email }))).status).toBe(201);
  });

  const hostId = () => existing._id;
  const edit = (overrides: Record<string, unknown> = {}) => ({ hostId: hostId(), ...form({ password: undefined, email: 'existing@venue.test' }), ...overrides });
  const cases: [string, string, () => unknown, string][] = [
    ['post', '/create/host', () => form({ firstName: undefined }), 'First Name is required'],
    ['post', '/create/host', () => form({ firstName: ' ' }), 'First Name is required'],
    ['post', '/create/host', () => form({ lastName: '' }), 'Last Name is required'],
    ['post', '/create/host', () => form({ lastName: 'x'.repeat(101) }), 'Last Name must not exceed 100 characters'],
    ['post', '/create/host', () => form({ email: '' }), 'Email is required'],
    ['post', '/create/host', () => form({ email: 'host@' }), 'Invalid email'],
    ['post', '/create/host', () => form({ password: undefined }), 'Password is required'],
    ['post', '/create/host', () => form({ password: '' }), 'Password is required'],
    ['post', '/create/host', () => form({ password: 'short' }), 'Password must be at least 8 characters'],
    ['post', '/create/host', () => form({ password: 'x'.repeat(129) }), 'Password must not exceed 128 characters'],
    ['patch', '/update/host', () => edit({ hostId: undefined }), 'hostId is required'],
    ['patch', '/update/host', () => edit({ firstName: '' }), 'First Name is required'],
    ['patch', '/update/host', () => edit({ email: 'nope' }), 'Invalid email'],
    ['patch', '/update/host', () => edit({ password: 'short' }), 'Password must be at least 8 characters'],
    ['patch', '/update/host', () => ({ hostId: hostId(), isBlocked: 'yes' }), 'isBlocked must be true or false'],
    ['patch', '/update/host', () => ({ isBlocked: true }), 'hostId is required'],
    ['delete', '/delete/host', () => ({ hostId: hostId() }), 'isDelete must be true'],
    ['delete', '/delete/host', () => ({ hostId: hostId(), isDelete: false }), 'isDelete must be true'],
    ['patch', '/restore/host', () => ({}), 'hostId is required'],
  ];

  it.each(cases)('%s %s %j → 400 with its message and no write', async (method, path, body, message) => {
    const before = await snapshotDb(api.db);
    expect(await call(method, path, body())).toEqual({ status: 400, body: { status: false, message } });
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  it('refuses unknown keys: no isDelete, passwordHash or mixed block-and-edit through update', async () => {
    const before = await snapshotDb(api.db);
    for (const body of [edit({ isDelete: true }), edit({ passwordHash: 'scrypt$x$y' }), { hostId: hostId(), isBlocked: true, firstName: 'Mixed' }]) {
      const reply = await call('patch', '/update/host', body);
      expect(reply.status).toBe(400);
      expect(reply.body.status).toBe(false);
    }
    expect((await call('post', '/create/host', form({ isBlocked: true }))).status).toBe(400);
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  it('a sub-admin whose role lacks hosts is refused every host call, and nothing is written', async () => {
    const roleId = await api.createRole({ permissions: [{ name: 'users', all: true, add: true, view: true, edit: true, del: true }] });
    const sub = await api.createSubAdmin({ roleId });
    const before = await snapshotDb(api.db);
    for (const [method, path, body] of [
      ['get', '/get/hosts', undefined],
      ['get', `/get/host/${existing._id}`, undefined],
      ['post', '/create/host', form()],
      ['patch', '/update/host', { hostId: existing._id, isBlocked: true }],
      ['delete', '/delete/host', { hostId: existing._id, isDelete: true }],
    ] as const) {
      expect((await callApi(api.url, method, path, { token: sub.token, body })).status).toBe(403);
    }
    expect(await snapshotDb(api.db)).toEqual(before);
  });
});
