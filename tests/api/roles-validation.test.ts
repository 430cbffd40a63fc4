import { beforeAll, describe, expect, it } from 'vitest';
import { emptyPermissions } from '#domain/permissions';
import { backends } from '../support/backends.ts';
import { callApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { snapshotDb } from '../support/db-snapshot.ts';

const permissions = emptyPermissions().map((p) => (p.name === 'menu' ? { ...p, view: true } : p));
const nothingTicked = emptyPermissions();

describe.each(backends)('role validation on %s', (backend) => {
  const api = useTestApi(backend);
  let roleId: string;
  beforeAll(async () => {
    roleId = await api.createRole({ name: 'Existing' });
  });

  const cases: [string, string, string, () => unknown, string][] = [
    ['create', 'post', '/create/role', () => ({ permissions }), 'Role Name is required'],
    ['create', 'post', '/create/role', () => ({ name: '   ', permissions }), 'Role Name is required'],
    ['create', 'post', '/create/role', () => ({ name: 42, permissions }), 'Role Name must be text'],
    // Names that show nothing are missing: a zero-width space, two right-to-left overrides, a lone accent, a Hangul filler.
    ['create', 'post', '/create/role', () => ({ name: '\u200b', permissions }), 'Role Name is required'],
    ['create', 'post', '/create/role', () => ({ name: '\u202e\u202e', permissions }), 'Role Name is required'],
    ['create', 'post', '/create/role', () => ({ name: ' \u0301\ufe0f ', permissions }), 'Role Name is required'],
    ['create', 'post', '/create/role', () => ({ name: '\u3164', permissions }), 'Role Name is required'],
    ['create', 'post', '/create/role', () => ({ name: 'VIP \u202eexe.txt', permissions }), 'Role Name must not contain text-direction controls'],
    ['create', 'post', '/create/role', () => ({ name: 'Door \u2067staff\u2069', permissions }), 'Role Name must not contain text-direction controls'],
    ['create', 'post', '/create/role', () => ({ name: 'x'.repeat(101), permissions }), 'Role Name must not exceed 100 characters'],
    ['create', 'post', '/create/role', () => ({ name: 'Door' }), 'Permissions are required'],
    ['create', 'post', '/create/role', () => ({ name: 'Door', permissions: [] }), 'Permissions are required'],
    ['create', 'post', '/create/role', () => ({ name: 'Door', permissions: nothingTicked }), 'Permissions are required'],
    ['create', 'post', '/create/role', () => ({ name: 'Door', permissions: [{ name: 'menu' }] }), 'Permissions are required'],
    ['create', 'post', '/create/role', () => ({ name: 'Door', permissions: [{ name: 'casino', view: true }] }), 'Unknown permission module'],
    ['create', 'post', '/create/role', () => ({ name: 'Door', permissions: [{ name: 'menu', view: true }, { name: 'menu' }] }), 'Each module may appear only once'],
    ['create', 'post', '/create/role', () => undefined, 'Role Name is required'],
    ['update', 'patch', '/update/role', () => ({ roleId, name: '', permissions }), 'Role Name is required'],
    ['update', 'patch', '/update/role', () => ({ roleId, name: '\u200b\u200d', permissions }), 'Role Name is required'],
    ['update', 'patch', '/update/role', () => ({ roleId, name: 'Door' }), 'Permissions are required'],
    ['update', 'patch', '/update/role', () => ({ roleId, name: 'Door', permissions: nothingTicked }), 'Permissions are required'],
    ['update', 'patch', '/update/role', () => ({ name: 'Door', permissions }), 'roleId is required'],
    ['status', 'patch', '/update/role/status', () => ({ roleId, status: 3 }), 'Status must be 1 (active) or 2 (inactive)'],
    ['status', 'patch', '/update/role/status', () => ({ roleId, status: '1' }), 'Status must be 1 (active) or 2 (inactive)'],
    ['status', 'patch', '/update/role/status', () => ({ status: 1 }), 'roleId is required'],
    ['delete', 'delete', '/delete/role', () => ({ roleId }), 'isDelete must be true'],
    ['delete', 'delete', '/delete/role', () => ({ roleId, isDelete: false }), 'isDelete must be true'],
    ['restore', 'patch', '/restore/role', () => ({}), 'roleId is required'],
  ];

  it.each(cases)('%s %s %s %j → 400 with the spec message and no write', async (_kind, method, path, body, message) => {
    const before = await snapshotDb(api.db);
    const reply = await callApi(api.url, method, path, { token: api.adminToken, body: body() });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ status: false, message });
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  it('takes names in any script, with the direction marks right-to-left text uses', async () => {
    for (const name of ['\u0645\u062f\u064a\u0631 \u200fVIP', 'Caf\u00e9 crew', '\u0915\u094d\u0937']) {
      const reply = await callApi<{ name: string }>(api.url, 'post', '/create/role', { token: api.adminToken, body: { name, permissions } });
      expect(reply.status).toBe(201);
      expect(reply.body.data?.name).toBe(name);
    }
  });

  it('rejects unknown body keys with 400 and writes nothing', async () => {
    const before = await snapshotDb(api.db);
    const reply = await callApi(api.url, 'post', '/create/role', { token: api.adminToken, body: { name: 'Door', permissions, isAdmin: true } });
    expect(reply.status).toBe(400);
    expect(reply.body.status).toBe(false);
    expect(reply.body.message).toContain('isAdmin');
    expect(await snapshotDb(api.db)).toEqual(before);
  });
});
