import { describe, expect, it } from 'vitest';
import { MODULE_KEYS } from '#domain/modules';
import { emptyPermissions } from '#domain/permissions';
import { backends } from '../support/backends.ts';
import { callApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';

interface Role {
  _id: string;
  name: string;
  status: number;
  createdAt: string;
  updatedAt: string;
  permissions: { name: string; all: boolean; add: boolean; view: boolean; edit: boolean; del: boolean }[];
}

// With nothing given, the matrix allows viewing the menu: a role must allow something (§5).
const matrix = (overrides: Record<string, Partial<Role['permissions'][number]>> = { menu: { view: true } }) =>
  emptyPermissions().map((p) => ({ ...p, ...overrides[p.name] }));

describe.each(backends)('roles on %s', (backend) => {
  const api = useTestApi(backend);
  const call = <T = Role>(method: string, path: string, body?: unknown, query?: Record<string, string | number>) =>
    callApi<T>(api.url, method, path, { token: api.adminToken, body, query });

  it('creates a role and reads it back with all 17 modules in order', async () => {
    const created = await call('post', '/create/role', { name: '  Managers ', permissions: [{ name: 'events', all: true, add: true, view: true, edit: true, del: true }] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: true, message: 'Role created successfully', data: { name: 'Managers', status: 1 } });
    const role = created.body.data!;
    expect(role.permissions.map((p) => p.name)).toEqual([...MODULE_KEYS]);
    expect(role.permissions.find((p) => p.name === 'events')).toMatchObject({ all: true, del: true });
    expect(role.permissions.find((p) => p.name === 'users')).toMatchObject({ all: false, view: false });
    expect(new Date(role.createdAt).toISOString()).toBe(role.createdAt);

    const fetched = await call('get', `/get/role/${role._id}`);
    expect(fetched.status).toBe(200);
    expect(fetched.body).toEqual({ status: true, message: 'Role fetched successfully', data: role });
  });

  it('lists newest first with limit, offset, count and a case-insensitive search', async () => {
    for (const name of ['Alpha list', 'Beta list', 'Gamma list']) expect((await call('post', '/create/role', { name, permissions: matrix() })).status).toBe(201);
    const page = await call<{ data: Role[]; count: number }>('get', '/get/roles', undefined, { search: 'LIST', limit: 2, offset: 0 });
    expect(page.status).toBe(200);
    expect(page.body.message).toBe('Roles fetched successfully');
    expect(page.body.data?.count).toBe(3);
    expect(page.body.data?.data.map((r) => r.name)).toEqual(['Gamma list', 'Beta list']);
    const next = await call<{ data: Role[]; count: number }>('get', '/get/roles', undefined, { search: 'list', limit: 2, offset: 2 });
    expect(next.body.data?.data.map((r) => r.name)).toEqual(['Alpha list']);
  });

  it('treats % and _ in the search as plain text', async () => {
    await call('post', '/create/role', { name: '100% access', permissions: matrix() });
    const found = await call<{ data: Role[]; count: number }>('get', '/get/roles', undefined, { search: '0%' });
    expect(found.body.data?.data.map((r) => r.name)).toEqual(['100% access']);
    const none = await call<{ data: Role[]; count: number }>('get', '/get/roles', undefined, { search: '_' });
    expect(none.body.data?.count).toBe(0);
  });

  it('rejects a bad list query with its message', async () => {
    const reply = await call('get', '/get/roles', undefined, { limit: 0 });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ status: false, message: 'limit must be at least 1' });
  });

  it('refuses a page number that is not plain decimal text (0x10, 1e3, empty) instead of reading it as another page', async () => {
    for (const [query, message] of [
      [{ limit: '0x10' }, 'limit must be a number'],
      [{ offset: '1e3' }, 'offset must be a number'],
      [{ offset: '' }, 'offset must be a number'],
    ] as const) {
      const reply = await call('get', '/get/roles', undefined, query);
      expect(reply.status, JSON.stringify(query)).toBe(400);
      expect(reply.body).toEqual({ status: false, message });
    }
    expect((await call('get', '/get/roles', undefined, { limit: ' 5 ' })).status).toBe(200);
  });

  it('updates name and permissions, and keeps the id and creation time', async () => {
    const created = (await call('post', '/create/role', { name: 'Editors', permissions: matrix() })).body.data!;
    const updated = await call('patch', '/update/role', { roleId: created._id, name: 'Chief editors', permissions: matrix({ menu: { edit: true } }) });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ status: true, message: 'Role updated successfully', data: { _id: created._id, name: 'Chief editors', createdAt: created.createdAt } });
    expect(updated.body.data?.permissions.find((p) => p.name === 'menu')?.edit).toBe(true);
  });

  it('switches status, and the all-roles list holds only active roles by name', async () => {
    const zed = (await call('post', '/create/role', { name: 'Zed active', permissions: matrix() })).body.data!;
    const off = (await call('post', '/create/role', { name: 'Aaa inactive', permissions: matrix() })).body.data!;
    const switched = await call('patch', '/update/role/status', { roleId: off._id, status: 2 });
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({ message: 'Role status updated successfully', data: { _id: off._id, status: 2 } });

    const all = await call<Role[]>('get', '/get/all/roles');
    expect(all.body.message).toBe('Roles fetched successfully');
    const names = all.body.data!.map((r) => r.name);
    expect(names).toContain(zed.name);
    expect(names).not.toContain(off.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('soft-deletes: the role disappears from reads, then restore brings it back', async () => {
    const role = (await call('post', '/create/role', { name: 'Temporary', permissions: matrix() })).body.data!;
    const deleted = await call('delete', '/delete/role', { roleId: role._id, isDelete: true });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ status: true, message: 'Role deleted successfully', data: { _id: role._id } });

    expect((await call('get', `/get/role/${role._id}`)).body).toEqual({ status: false, message: 'Role not found' });
    expect((await call<{ data: Role[] }>('get', '/get/roles', undefined, { search: 'Temporary' })).body.data?.data).toEqual([]);
    expect((await call<Role[]>('get', '/get/all/roles')).body.data!.map((r) => r._id)).not.toContain(role._id);
    expect((await call('delete', '/delete/role', { roleId: role._id, isDelete: true })).status).toBe(404);
    expect((await call('patch', '/update/role/status', { roleId: role._id, status: 1 })).status).toBe(404);

    const restored = await call('patch', '/restore/role', { roleId: role._id });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ message: 'Role restored successfully', data: { _id: role._id, name: 'Temporary' } });
    expect((await call('get', `/get/role/${role._id}`)).status).toBe(200);
  });

  it('refuses to delete a role live sub-admins hold (409 naming how many), alone and in bulk, until they are moved', async () => {
    const held = await api.createRole({ name: 'Held role', permissions: [{ name: 'sections', view: true }] });
    const other = await api.createRole({ name: 'Other role', permissions: [{ name: 'sections', view: true }] });
    const free = await api.createRole({ name: 'Free role', permissions: [{ name: 'sections', view: true }] });
    const first = await api.createSubAdmin({ roleId: held });
    await api.createSubAdmin({ roleId: held, isBlocked: true });

    const refused = await call('delete', '/delete/role', { roleId: held, isDelete: true });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ status: false, message: 'This role is still assigned to 2 sub-admins: give them another role before deleting this one' });
    // The sub-admin keeps working, and the role is still listed.
    expect((await callApi(api.url, 'get', '/get/sections', { token: first.token })).status).toBe(200);
    expect((await call('get', `/get/role/${held}`)).status).toBe(200);

    const inBulk = await call<{ done: number; failed: number; results: { _id: string; result: string; reason?: string }[] }>('post', '/bulk/roles/delete', { ids: [free, held] });
    expect(inBulk.body.data).toMatchObject({ done: 0, failed: 2 });
    expect(inBulk.body.data!.results).toEqual([
      expect.objectContaining({ _id: free, result: 'failed', rolledBack: true }),
      expect.objectContaining({ _id: held, result: 'failed', reason: 'This role is still assigned to 2 sub-admins: give them another role before deleting this one', rolledBack: false }),
    ]);

    // A deleted sub-admin no longer holds it; the other one moved to another role frees it.
    const subAdmins = (await call<{ data: { _id: string; roleId: { _id: string } }[] }>('get', '/get/subAdmins', undefined, { limit: 100 })).body.data!.data.filter((s) => s.roleId?._id === held);
    expect(subAdmins).toHaveLength(2);
    expect((await call('delete', '/delete/subAdmin', { subAdminId: subAdmins[0]!._id, isDelete: true })).status).toBe(200);
    expect((await call('delete', '/delete/role', { roleId: held, isDelete: true })).body.message).toBe('This role is still assigned to 1 sub-admin: give it another role before deleting this one');
    const moved = await call('patch', '/update/subAdmin', { subAdminId: subAdmins[1]!._id, name: 'Moved', email: `moved-${held}@venue.test`, roleId: other });
    expect(moved.status).toBe(200);
    expect((await call('delete', '/delete/role', { roleId: held, isDelete: true })).status).toBe(200);
    // The deleted sub-admin cannot come back holding the deleted role.
    const back = await call('patch', '/restore/subAdmin', { subAdminId: subAdmins[0]!._id });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('The role of this sub-admin has been deleted: restore the role first');
  });

  it('a restore of a role that is not deleted is 409 "Role is not deleted"; of five restores at once, one restores it', async () => {
    const role = (await call('post', '/create/role', { name: 'Never gone', permissions: matrix() })).body.data!;
    const live = await call('patch', '/restore/role', { roleId: role._id });
    expect([live.status, live.body]).toEqual([409, { status: false, message: 'Role is not deleted' }]);
    await call('delete', '/delete/role', { roleId: role._id, isDelete: true });
    const replies = await Promise.all(Array.from({ length: 5 }, () => call('patch', '/restore/role', { roleId: role._id })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const bulk = await call<{ skipped: number; results: { result: string; reason: string }[] }>('post', '/bulk/roles/restore', { ids: [role._id] });
    expect(bulk.body.data).toMatchObject({ skipped: 1, results: [{ result: 'skipped', reason: 'not deleted' }] });
  });

  it('lists only the deleted roles with deleted=true, with the same search and count', async () => {
    const gone = (await call('post', '/create/role', { name: 'Bin crew gone', permissions: matrix() })).body.data!;
    await call('post', '/create/role', { name: 'Bin crew kept', permissions: matrix() });
    await call('delete', '/delete/role', { roleId: gone._id, isDelete: true });

    const deleted = await call<{ data: Role[]; count: number }>('get', '/get/roles', undefined, { search: 'bin crew', deleted: 'true' });
    expect(deleted.body.data).toMatchObject({ count: 1, data: [{ _id: gone._id, name: 'Bin crew gone' }] });
    const live = await call<{ data: Role[]; count: number }>('get', '/get/roles', undefined, { search: 'bin crew', deleted: 'false' });
    expect(live.body.data?.data.map((r) => r.name)).toEqual(['Bin crew kept']);
    const bad = await call('get', '/get/roles', undefined, { deleted: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('deleted must be true or false');
  });

  it('answers 404 "Role not found" for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await call('get', `/get/role/${id}`)).body).toEqual({ status: false, message: 'Role not found' });
      const update = await call('patch', '/update/role', { roleId: id, name: 'X', permissions: matrix() });
      expect(update.status).toBe(404);
      expect(update.body.message).toBe('Role not found');
      expect((await call('patch', '/restore/role', { roleId: id })).status).toBe(404);
    }
  });

  it('refuses a duplicate name (any case) with 409, but a deleted role frees its name', async () => {
    const first = (await call('post', '/create/role', { name: 'Security', permissions: matrix() })).body.data!;
    const duplicate = await call('post', '/create/role', { name: 'SECURITY', permissions: matrix() });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ status: false, message: 'A role with this name already exists' });

    const other = (await call('post', '/create/role', { name: 'Bar staff', permissions: matrix() })).body.data!;
    const rename = await call('patch', '/update/role', { roleId: other._id, name: 'security', permissions: matrix() });
    expect(rename.status).toBe(409);

    await call('delete', '/delete/role', { roleId: first._id, isDelete: true });
    expect((await call('post', '/create/role', { name: 'Security', permissions: matrix() })).status).toBe(201);
    // Restoring the old one would now clash.
    expect((await call('patch', '/restore/role', { roleId: first._id })).status).toBe(409);
  });
});
