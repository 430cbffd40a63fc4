import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTokenSigner } from '../../api/auth/tokens.ts';
import { accounts } from '../../api/db/schema.ts';
import { backends } from '../support/backends.ts';
import { callApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';

describe.each(backends)('tokens and accounts on %s', (backend) => {
  const api = useTestApi(backend);

  const me = (token?: string) => callApi(api.url, 'get', '/me', { token });

  it('answers /me for the signed-in Admin', async () => {
    const reply = await me(api.adminToken);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ email: api.adminEmail, accountType: 1, roleId: { _id: null, name: 'Admin', permissions: [] } });
  });

  it('refuses a request with no token, a malformed header or a forged token', async () => {
    const forged = await createTokenSigner('some other secret', '1h').sign({ accountId: (await api.createSubAdmin()).id, sessionId: randomUUID() });
    for (const reply of [
      await me(),
      await callApi(api.url, 'get', '/get/roles'),
      await fetch(`${api.url}/api/v1/me`, { headers: { authorization: `Token ${api.adminToken}` } }).then(async (r) => ({ status: r.status, body: await r.json() })),
      await me('not.a.jwt'),
      await me(forged),
    ]) {
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ status: false, message: 'Unauthorized' });
    }
  });

  it('refuses an expired token', async () => {
    const sub = await api.createSubAdmin();
    const expired = await api.openSession(sub.id, Math.floor(Date.now() / 1000) - 60);
    const reply = await me(expired);
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ status: false, message: 'Token expired' });
  });

  it('refuses a token that worked a moment ago once its time is up, and its session once signed out', async () => {
    const sub = await api.createSubAdmin();
    const shortLived = await api.openSession(sub.id, Math.floor(Date.now() / 1000) + 2);
    expect((await me(shortLived)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await me(shortLived)).body).toEqual({ status: false, message: 'Token expired' });
    const token = (await api.createSubAdmin()).token;
    expect((await me(token)).status).toBe(200);
    const out = await fetch(`${api.url}/api/v1/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(out.status).toBe(200);
    expect((await me(token)).status).toBe(401);
  });

  it('refuses a blocked account on its next request, with a token issued before', async () => {
    const sub = await api.createSubAdmin();
    expect((await me(sub.token)).status).toBe(200);
    await api.db.update(accounts).set({ isBlocked: true }).where(eq(accounts.id, sub.id));
    const reply = await me(sub.token);
    expect(reply.status).toBe(401);
    expect(reply.body.message).toBe('Your account is blocked');
  });

  it('refuses a deleted account on its next request', async () => {
    const sub = await api.createSubAdmin();
    expect((await me(sub.token)).status).toBe(200);
    await api.db.update(accounts).set({ isDelete: true }).where(eq(accounts.id, sub.id));
    expect((await me(sub.token)).status).toBe(401);
    const login = await callApi(api.url, 'post', '/login', { body: { email: sub.email, password: sub.password } });
    expect(login.status).toBe(401);
  });

  it('applies a role change to a signed-in Sub Admin at once', async () => {
    const roleId = await api.createRole({ name: 'Floor', permissions: [{ name: 'tables', view: true }] });
    const sub = await api.createSubAdmin({ roleId });
    const flags = async () => ((await me(sub.token)).body.data as { roleId: { permissions: { name: string; edit: boolean; view: boolean }[] } }).roleId.permissions;
    expect((await flags()).find((p) => p.name === 'tables')).toMatchObject({ view: true, edit: false });

    const permissions = (await flags()).map((p) => (p.name === 'tables' ? { ...p, edit: true } : p));
    await callApi(api.url, 'patch', '/update/role', { token: api.adminToken, body: { roleId, name: 'Floor', permissions } });
    expect((await flags()).find((p) => p.name === 'tables')).toMatchObject({ view: true, edit: true });

    await callApi(api.url, 'patch', '/update/role/status', { token: api.adminToken, body: { roleId, status: 2 } });
    expect(await flags()).toEqual([]);
  });
});

describe.each(backends.filter((b) => b === 'postgres'))('a database connection ended by the server, on %s', (backend) => {
  const api = useTestApi(backend);

  it('does not stop the API: the next request is served on a fresh connection', async () => {
    const token = api.adminToken;
    expect((await callApi(api.url, 'get', '/me', { token })).status).toBe(200);
    const database = new URL(api.databaseUrl ?? '').pathname.slice(1);
    const server = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await server.connect();
    try {
      const ended = await server.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database]);
      expect(ended.rowCount).toBeGreaterThan(0);
    } finally {
      await server.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await callApi(api.url, 'get', '/me', { token })).status).toBe(200);
  });
});

describe('the token signer', () => {
  it('refuses a token without an expiry, even one signed with its own secret', async () => {
    const secret = randomUUID();
    const signer = createTokenSigner(secret, '1h');
    const subject = { accountId: randomUUID(), sessionId: randomUUID() };
    const forever = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(subject.accountId).setJti(subject.sessionId).setIssuedAt().sign(new TextEncoder().encode(secret));
    expect(await signer.verify(forever)).toEqual({ error: 'invalid' });
    expect(await signer.verify(await signer.sign(subject))).toEqual(subject);
  });
});
