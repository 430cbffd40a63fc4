import { beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { callApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { snapshotDb } from '../support/db-snapshot.ts';

describe.each(backends)('sub-admin validation on %s', (backend) => {
  const api = useTestApi(backend);
  let roleId: string;
  let inactiveRoleId: string;
  let deletedRoleId: string;
  let subAdminId: string;
  beforeAll(async () => {
    roleId = await api.createRole({ name: 'Valid' });
    inactiveRoleId = await api.createRole({ name: 'Switched off' });
    deletedRoleId = await api.createRole({ name: 'Deleted' });
    await callApi(api.url, 'patch', '/update/role/status', { token: api.adminToken, body: { roleId: inactiveRoleId, status: 2 } });
    await callApi(api.url, 'delete', '/delete/role', { token: api.adminToken, body: { roleId: deletedRoleId, isDelete: true } });
    subAdminId = (await api.createSubAdmin({ roleId })).id;
  });

  const valid = () => ({ name: 'Vera', email: 'vera@venue.test', roleId, password: 'Str0ng-pass' });
  const edit = () => ({ subAdminId, name: 'Vera', email: 'vera2@venue.test', roleId });
  const cases: [string, string, () => unknown, string][] = [
    ['post', '/create/subAdmin', () => ({ ...valid(), name: undefined }), 'Name is required'],
    ['post', '/create/subAdmin', () => ({ ...valid(), name: '  ' }), 'Name is required'],
    ['post', '/create/subAdmin', () => ({ ...valid(), email: undefined }), 'Email is required'],
    ['post', '/create/subAdmin', () => ({ ...valid(), email: '' }), 'Email is required'],
    ['post', '/create/subAdmin', () => ({ ...valid(), email: 'vera.venue' }), 'Invalid email'],
    ['post', '/create/subAdmin', () => ({ ...valid(), password: undefined }), 'Password is required'],
    ['post', '/create/subAdmin', () => ({ ...valid(), password: '' }), 'Password is required'],
    ['post', '/create/subAdmin', () => ({ ...valid(), password: 'short1' }), 'Password must be at least 8 characters'],
    ['post', '/create/subAdmin', () => ({ ...valid(), roleId: undefined }), 'Role is required'],
    ['post', '/create/subAdmin', () => ({ ...valid(), roleId: '' }), 'Role is required'],
    ['post', '/create/subAdmin', () => ({ ...valid(), roleId: '00000000-0000-4000-8000-000000000000' }), 'The selected role does not exist'],
    ['post', '/create/subAdmin', () => ({ ...valid(), roleId: deletedRoleId }), 'The selected role does not exist'],
    ['post', '/create/subAdmin', () => ({ ...valid(), roleId: inactiveRoleId }), 'The selected role is inactive'],
    ['patch', '/update/subAdmin', () => ({ ...edit(), name: '' }), 'Name is required'],
    ['patch', '/update/subAdmin', () => ({ ...edit(), email: 'x@' }), 'Invalid email'],
    ['patch', '/update/subAdmin', () => ({ ...edit(), roleId: inactiveRoleId }), 'The selected role is inactive'],
    ['patch', '/update/subAdmin', () => ({ ...edit(), password: 'short' }), 'Password must be at least 8 characters'],
    ['patch', '/update/subAdmin', () => ({ ...edit(), subAdminId: undefined }), 'subAdminId is required'],
    ['patch', '/update/subAdmin', () => ({ subAdminId, isBlocked: 'yes' }), 'isBlocked must be true or false'],
    ['delete', '/delete/subAdmin', () => ({ subAdminId, isDelete: false }), 'isDelete must be true'],
    ['patch', '/restore/subAdmin', () => ({}), 'subAdminId is required'],
  ];

  it.each(cases)('%s %s %j → 400 with its message and no write', async (method, path, body, message) => {
    const before = await snapshotDb(api.db);
    const reply = await callApi(api.url, method, path, { token: api.adminToken, body: body() });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ status: false, message });
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  // No mass assignment: fields a caller may not set are refused, never applied.
  it.each([
    ['post', '/create/subAdmin', () => ({ ...valid(), accountType: 1 }), 'accountType'],
    ['post', '/create/subAdmin', () => ({ ...valid(), isBlocked: false, createdAt: '2020-01-01' }), 'createdAt'],
    ['patch', '/update/subAdmin', () => ({ ...edit(), isDelete: true }), 'isDelete'],
    ['patch', '/update/subAdmin', () => ({ ...edit(), updatedAt: '2020-01-01' }), 'updatedAt'],
    ['patch', '/update/subAdmin', () => ({ subAdminId, isBlocked: true, accountType: 1 }), 'accountType'],
    ['patch', '/update/subAdmin', () => ({ subAdminId, isBlocked: true, roleId }), 'roleId'],
    ['delete', '/delete/subAdmin', () => ({ subAdminId, isDelete: true, isBlocked: true }), 'isBlocked'],
  ])('%s %s %j → 400 naming the unknown key, and no write', async (method, path, body, key) => {
    const before = await snapshotDb(api.db);
    const reply = await callApi(api.url, method, path, { token: api.adminToken, body: body() });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain(key);
    expect(await snapshotDb(api.db)).toEqual(before);
  });
});
