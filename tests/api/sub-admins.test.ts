import { beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { callApi, signIn } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';

interface SubAdmin {
  _id: string;
  name: string;
  email: string;
  roleId: { _id: string; name: string } | null;
  isBlocked: boolean;
  passwordSet: boolean;
  createdAt: string;
}

describe.each(backends)('sub-admins on %s', (backend) => {
  const api = useTestApi(backend);
  let roleId: string;
  const call = <T = SubAdmin>(method: string, path: string, body?: unknown, query?: Record<string, string | number>) =>
    callApi<T>(api.url, method, path, { token: api.adminToken, body, query });
  const create = async (name: string, email: string, password = 'Str0ng-pass') => {
    const reply = await call('post', '/create/subAdmin', { name, email, roleId, password });
    if (reply.status !== 201) throw new Error(reply.body.message);
    return reply.body.data!;
  };

  beforeAll(async () => {
    roleId = await api.createRole({ name: 'Door', permissions: [{ name: 'events', view: true }] });
  });

  it('creates a sub-admin who can then sign in; no password or hash is ever returned', async () => {
    const reply = await call('post', '/create/subAdmin', { name: ' Nadia ', email: 'Nadia@Venue.test', roleId, password: 'Str0ng-pass' });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      status: true,
      message: 'Sub admin created successfully',
      data: { name: 'Nadia', email: 'Nadia@Venue.test', roleId: { _id: roleId, name: 'Door' }, isBlocked: false, passwordSet: true },
    });
    expect(JSON.stringify(reply.body)).not.toMatch(/scrypt|Str0ng|"password"/i);
    const login = await callApi<{ accountType: number; roleId: { _id: string } }>(api.url, 'post', '/login', { body: { email: 'nadia@venue.test', password: 'Str0ng-pass' } });
    expect(login.body.data).toMatchObject({ accountType: 2, roleId: { _id: roleId } });

    const fetched = await call('get', `/get/subAdmin/${reply.body.data!._id}`);
    expect(fetched.body).toEqual({ status: true, message: 'Sub admin fetched successfully', data: reply.body.data });
  });

  it('lists newest first with count, limit, offset and a search by name or email', async () => {
    await create('Omar List', 'omar@list.test');
    await create('Priya List', 'priya@list.test');
    await create('Quinn', 'quinn@elsewhere.test');
    const page = await call<{ data: SubAdmin[]; count: number }>('get', '/get/subAdmins', undefined, { search: 'LIST', limit: 1 });
    expect(page.body.message).toBe('Sub admins fetched successfully');
    expect(page.body.data?.count).toBe(2);
    expect(page.body.data?.data.map((s) => s.name)).toEqual(['Priya List']);
    const next = await call<{ data: SubAdmin[]; count: number }>('get', '/get/subAdmins', undefined, { search: 'list', limit: 1, offset: 1 });
    expect(next.body.data?.data.map((s) => s.name)).toEqual(['Omar List']);
    const byEmail = await call<{ data: SubAdmin[] }>('get', '/get/subAdmins', undefined, { search: 'elsewhere' });
    expect(byEmail.body.data?.data.map((s) => s.name)).toEqual(['Quinn']);
    const all = await call<{ data: SubAdmin[] }>('get', '/get/subAdmins', undefined, { limit: 100 });
    expect(all.body.data?.data.map((s) => s.email)).not.toContain(api.adminEmail);
  });

  it('edits name, email and role, keeping the password unless a new one is given', async () => {
    const sub = await create('Rami', 'rami@venue.test', 'First-pass1');
    const other = await api.createRole({ name: 'Bar' });
    const edited = await call('patch', '/update/subAdmin', { subAdminId: sub._id, name: 'Rami K', email: 'rami.k@venue.test', roleId: other });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ message: 'Sub admin updated successfully', data: { name: 'Rami K', email: 'rami.k@venue.test', roleId: { _id: other, name: 'Bar' } } });
    await expect(signIn(api.url, 'rami.k@venue.test', 'First-pass1')).resolves.toEqual(expect.any(String));

    await call('patch', '/update/subAdmin', { subAdminId: sub._id, name: 'Rami K', email: 'rami.k@venue.test', roleId: other, password: 'Second-pass2' });
    await expect(signIn(api.url, 'rami.k@venue.test', 'First-pass1')).rejects.toThrow(/401/);
    await expect(signIn(api.url, 'rami.k@venue.test', 'Second-pass2')).resolves.toEqual(expect.any(String));
  });

  it("takes §7's update body with decryptPass: empty or the current password keeps it and its sessions, another is a new password", async () => {
    const sub = await create('Dina', 'dina@venue.test', 'First-pass1');
    const token = await signIn(api.url, 'dina@venue.test', 'First-pass1');
    const alive = async () => (await callApi(api.url, 'get', '/me', { token })).status;
    const update = (decryptPass: unknown) => call('patch', '/update/subAdmin', { name: 'Dina', email: 'dina@venue.test', roleId, subAdminId: sub._id, decryptPass });

    for (const kept of ['', 'First-pass1']) {
      expect(await update(kept)).toMatchObject({ status: 200, body: { message: 'Sub admin updated successfully' } });
      expect(await alive()).toBe(200);
    }
    await expect(signIn(api.url, 'dina@venue.test', 'First-pass1')).resolves.toEqual(expect.any(String));

    expect(await update('short')).toEqual({ status: 400, body: { status: false, message: 'Password must be at least 8 characters' } });
    expect(await update('Second-pass2')).toMatchObject({ status: 200 });
    expect(await alive()).toBe(401);
    await expect(signIn(api.url, 'dina@venue.test', 'First-pass1')).rejects.toThrow(/401/);
    await expect(signIn(api.url, 'dina@venue.test', 'Second-pass2')).resolves.toEqual(expect.any(String));
  });

  it('refuses password and decryptPass with different values (400), and takes them when they agree', async () => {
    const sub = await create('Huda', 'huda@venue.test', 'First-pass1');
    const body = { name: 'Huda', email: 'huda@venue.test', roleId, subAdminId: sub._id };
    expect(await call('patch', '/update/subAdmin', { ...body, password: 'Other-pass2', decryptPass: 'First-pass1' })).toEqual({
      status: 400,
      body: { status: false, message: 'password and decryptPass differ: send the new password once' },
    });
    await expect(signIn(api.url, 'huda@venue.test', 'First-pass1')).resolves.toEqual(expect.any(String));
    expect((await call('patch', '/update/subAdmin', { ...body, password: 'Other-pass2', decryptPass: 'Other-pass2' })).status).toBe(200);
    await expect(signIn(api.url, 'huda@venue.test', 'Other-pass2')).resolves.toEqual(expect.any(String));
  });

  it('blocks and unblocks with { subAdminId, isBlocked }', async () => {
    const sub = await create('Sara', 'sara@venue.test');
    const blocked = await call('patch', '/update/subAdmin', { subAdminId: sub._id, isBlocked: true });
    expect(blocked.body).toMatchObject({ message: 'Sub admin blocked successfully', data: { _id: sub._id, isBlocked: true } });
    const unblocked = await call('patch', '/update/subAdmin', { subAdminId: sub._id, isBlocked: false });
    expect(unblocked.body).toMatchObject({ message: 'Sub admin unblocked successfully', data: { isBlocked: false } });
  });

  it('soft-deletes, frees the email while deleted, and restores', async () => {
    const sub = await create('Tariq', 'tariq@venue.test');
    const deleted = await call('delete', '/delete/subAdmin', { subAdminId: sub._id, isDelete: true });
    expect(deleted.body).toEqual({ status: true, message: 'Sub admin deleted successfully', data: { _id: sub._id } });
    expect((await call('get', `/get/subAdmin/${sub._id}`)).body).toEqual({ status: false, message: 'Sub admin not found' });
    expect((await call('delete', '/delete/subAdmin', { subAdminId: sub._id, isDelete: true })).status).toBe(404);

    const restored = await call('patch', '/restore/subAdmin', { subAdminId: sub._id });
    expect(restored.body).toMatchObject({ message: 'Sub admin restored successfully', data: { _id: sub._id, name: 'Tariq' } });
    expect((await call('get', `/get/subAdmin/${sub._id}`)).status).toBe(200);
  });

  it('refuses a duplicate email across all accounts, in any case, with 409', async () => {
    await create('Uma', 'uma@venue.test');
    for (const email of ['UMA@venue.test', api.adminEmail]) {
      const reply = await call('post', '/create/subAdmin', { name: 'Copy', email, roleId, password: 'Str0ng-pass' });
      expect(reply.status).toBe(409);
      expect(reply.body).toEqual({ status: false, message: 'This email is already used by another staff account (the Admin, a sub-admin or a host)' });
    }
  });

  it('answers 404 for unknown, malformed and Admin ids', async () => {
    const adminId = ((await callApi<{ _id: string }>(api.url, 'get', '/me', { token: api.adminToken })).body.data as { _id: string })._id;
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', adminId]) {
      expect((await call('get', `/get/subAdmin/${id}`)).status).toBe(404);
      const block = await call('patch', '/update/subAdmin', { subAdminId: id, isBlocked: true });
      expect(block.body).toEqual({ status: false, message: 'Sub admin not found' });
    }
  });
});
