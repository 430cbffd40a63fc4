import { beforeAll, describe, expect, it } from 'vitest';
import { MODULE_KEYS } from '#domain/modules';
import { roleRoutes } from '../../api/roles/routes.ts';
import { backends } from '../support/backends.ts';
import { callApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { snapshotDb } from '../support/db-snapshot.ts';

const everything = MODULE_KEYS.map((name) => ({ name, all: true, add: true, view: true, edit: true, del: true }));

describe.each(backends)('roles permissions on %s', (backend) => {
  const api = useTestApi(backend);
  let roleId: string;
  let deletedRoleId: string;
  let freeRoleId: string;
  let subToken: string;
  beforeAll(async () => {
    roleId = await api.createRole({ name: 'Everything', permissions: everything });
    deletedRoleId = await api.createRole({ name: 'Gone' });
    // The sub-admin holds roleId, whose delete is refused (409): the deletes name a role nobody holds.
    freeRoleId = await api.createRole({ name: 'Unheld' });
    await callApi(api.url, 'delete', '/delete/role', { token: api.adminToken, body: { roleId: deletedRoleId, isDelete: true } });
    subToken = (await api.createSubAdmin({ roleId })).token;
  });

  // Valid bodies, so that a missing guard would show up as a change in the database.
  const bodies: Record<string, () => unknown> = {
    '/create/role': () => ({ name: 'Hijack', permissions: everything }),
    '/update/role': () => ({ roleId, name: 'Hijacked', permissions: everything }),
    '/update/role/status': () => ({ roleId, status: 2 }),
    '/delete/role': () => ({ roleId: freeRoleId, isDelete: true }),
    '/restore/role': () => ({ roleId: deletedRoleId }),
    '/bulk/roles/status': () => ({ ids: [roleId], status: 2 }),
    '/bulk/roles/delete': () => ({ ids: [freeRoleId] }),
    '/bulk/roles/restore': () => ({ ids: [deletedRoleId] }),
  };

  it.each(roleRoutes.map((r) => [r.method.toUpperCase(), r.path, r] as const))(
    'a Sub Admin with every module permission gets 403 on %s %s and nothing changes',
    async (_method, _path, route) => {
      const before = await snapshotDb(api.db);
      const body = route.method === 'get' ? undefined : bodies[route.path]?.();
      if (route.method !== 'get') expect(body, `a body for ${route.path}`).toBeDefined();
      const reply = await callApi(api.url, route.method, route.path.replace(':roleId', roleId), { token: subToken, body });
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual({ status: false, message: 'You do not have permission to perform this action' });
      expect(await snapshotDb(api.db)).toEqual(before);
    },
  );

  it('the same calls succeed for the Admin (the bodies above are valid)', async () => {
    for (const route of roleRoutes) {
      const body = route.method === 'get' ? undefined : bodies[route.path]?.();
      const reply = await callApi(api.url, route.method, route.path.replace(':roleId', roleId), { token: api.adminToken, body });
      expect(reply.status, `${route.method} ${route.path}: ${reply.body.message}`).toBeLessThan(300);
    }
  });
});
