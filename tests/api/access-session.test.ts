import { like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isModuleKey, type ModuleKey } from '#domain/modules';
import { GATEWAY_SECRET_HEADER } from '#domain/gateway';
import { signInThrottle } from '../../api/db/schema.ts';
import type { GuardedRoute } from '../../api/lib/route.ts';
import { routes } from '../../api/routes.ts';
import { backends } from '../support/backends.ts';
import { callApi, type TestApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { securityEvents } from '../support/security-events.ts';

const TOO_MANY = { status: false, message: 'Too many sign-in attempts. Try again later.' };
const INVALID = { status: false, message: 'Invalid email or password' };

/** POST /login from a given client address, named as the gateway names it (with the API's gateway secret). */
async function login(api: TestApi, email: string, password: string, from = '203.0.113.1') {
  const response = await fetch(`${api.url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from, [GATEWAY_SECRET_HEADER]: api.gatewaySecret },
    body: JSON.stringify({ email, password }),
  });
  return { status: response.status, body: (await response.json()) as { status: boolean; message: string; data?: { token: string } } };
}

// A module route that lists without an id, to watch a role's grant come and go.
const moduleList = routes.find(
  (r): r is GuardedRoute => !r.public && !!r.area && isModuleKey(r.area) && r.action === 'view' && r.method === 'get' && !r.path.includes(':'),
);

describe.each(backends)('sign-in and access on %s', (backend) => {
  const api = useTestApi(backend);

  it('after 5 failed sign-ins for one email from one address, refuses even the right password with 429 until the window passes', async () => {
    const sub = await api.createSubAdmin();
    for (let i = 0; i < 5; i += 1) expect((await login(api, sub.email, 'wrong-password', '203.0.113.5')).body).toEqual(INVALID);
    const refused = await login(api, sub.email, sub.password, '203.0.113.5');
    expect(refused).toEqual({ status: 429, body: TOO_MANY });
    // Another address, or the same address for another email, is not held back.
    expect((await login(api, sub.email, sub.password, '198.51.100.7')).status).toBe(200);
    expect((await login(api, api.adminEmail, api.adminPassword, '203.0.113.5')).status).toBe(200);

    await api.db.update(signInThrottle).set({ windowStart: sql`now() - interval '16 minutes'` }).where(like(signInThrottle.key, `%${sub.email.toLowerCase()}`));
    expect((await login(api, sub.email, sub.password, '203.0.113.5')).status).toBe(200);
  });

  it('answers an unknown email exactly like a wrong password, throttles it alike, and takes as long', async () => {
    const sub = await api.createSubAdmin();
    const time = async (email: string, from: string) => {
      const started = performance.now();
      const reply = await login(api, email, 'wrong-password', from);
      expect(reply).toEqual({ status: 401, body: INVALID });
      return performance.now() - started;
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      known.push(await time(sub.email, '203.0.113.20'));
      unknown.push(await time('nobody@venue.test', '203.0.113.21'));
    }
    // Without the dummy hash an unknown email answers in a fraction of the time.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
    expect(await login(api, 'nobody@venue.test', 'x', '203.0.113.21')).toEqual({ status: 429, body: TOO_MANY });
  });

  it('blocking through the API logs the sub-admin out on the next request and bars sign-in; unblocked, they sign in again', async () => {
    const sub = await api.createSubAdmin();
    const block = (isBlocked: boolean) => callApi(api.url, 'patch', '/update/subAdmin', { token: api.adminToken, body: { subAdminId: sub.id, isBlocked } });
    expect((await callApi(api.url, 'get', '/me', { token: sub.token })).status).toBe(200);
    await block(true);
    expect((await callApi(api.url, 'get', '/me', { token: sub.token })).body).toEqual({ status: false, message: 'Your account is blocked' });
    expect(await login(api, sub.email, sub.password, '203.0.113.30')).toEqual({ status: 401, body: { status: false, message: 'Your account is blocked' } });
    await block(false);
    // Blocking ended the sessions: the old token stays dead, a fresh sign-in works.
    expect((await callApi(api.url, 'get', '/me', { token: sub.token })).body).toEqual({ status: false, message: 'Your session has ended. Please sign in again.' });
    expect((await login(api, sub.email, sub.password, '203.0.113.32')).status).toBe(200);
  });

  it('deleting through the API ends the session at once', async () => {
    const sub = await api.createSubAdmin();
    await callApi(api.url, 'delete', '/delete/subAdmin', { token: api.adminToken, body: { subAdminId: sub.id, isDelete: true } });
    expect((await callApi(api.url, 'get', '/me', { token: sub.token })).body).toEqual({ status: false, message: 'Unauthorized' });
    expect((await login(api, sub.email, sub.password, '203.0.113.31')).body).toEqual(INVALID);
  });

  it.runIf(moduleList)('changing, deactivating or swapping a role applies to the next request', async () => {
    const route = moduleList!;
    const area = route.area!;
    const viewer = await api.createRole({ name: 'Viewer', permissions: [{ name: area as ModuleKey, view: true }] });
    const nothing = await api.createRole({ name: 'Nothing' });
    const sub = await api.createSubAdmin({ roleId: viewer });
    const status = async () => (await callApi(api.url, 'get', route.path, { token: sub.token })).status;
    expect(await status()).toBe(200);

    const admin = (method: string, path: string, body: unknown) => callApi(api.url, method, path, { token: api.adminToken, body });
    await admin('patch', '/update/role/status', { roleId: viewer, status: 2 });
    expect(await status()).toBe(403);
    await admin('patch', '/update/role/status', { roleId: viewer, status: 1 });
    expect(await status()).toBe(200);
    await admin('patch', '/update/subAdmin', { subAdminId: sub.id, name: 'Test Sub Admin', email: sub.email, roleId: nothing });
    expect(await status()).toBe(403);
    await admin('patch', '/update/subAdmin', { subAdminId: sub.id, name: 'Test Sub Admin', email: sub.email, roleId: viewer });
    // A role must keep allowing something (§5), so the role now opens another module instead.
    const other = area === 'menu' ? 'users' : 'menu';
    expect((await admin('patch', '/update/role', { roleId: viewer, name: 'Viewer', permissions: [{ name: area, view: false }, { name: other, view: true }] })).status).toBe(200);
    expect(await status()).toBe(403);
  });

  it('writes every sign-in, failed sign-in and refused request to the audit trail, never the password', async () => {
    const sub = await api.createSubAdmin();
    const before = (await securityEvents(api.db)).length;
    await login(api, sub.email, 'Wrong-Secret-1', '203.0.113.40');
    await login(api, 'ghost@venue.test', 'Wrong-Secret-2', '203.0.113.40');
    await login(api, sub.email, sub.password, '203.0.113.40');
    await callApi(api.url, 'get', '/get/roles', { token: sub.token });
    const events = (await securityEvents(api.db)).slice(before);
    expect(events).toMatchObject([
      { action: 'login_failed', actorId: null, recordId: sub.email.toLowerCase(), after: { reason: 'invalid credentials', ip: '203.0.113.40' } },
      { action: 'login_failed', actorId: null, recordId: 'ghost@venue.test' },
      { action: 'login', actorId: sub.id, recordId: sub.id, after: { ip: '203.0.113.40' } },
      { action: 'forbidden', actorId: sub.id, recordId: 'GET /get/roles', after: { area: 'roles', needed: 'view' } },
    ]);
    expect(JSON.stringify(events)).not.toMatch(/Wrong-Secret|scrypt/);
    expect(JSON.stringify(events)).not.toContain(sub.password);
  });
});
