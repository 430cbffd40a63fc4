import { describe, expect, it } from 'vitest';
import { GATEWAY_SECRET_HEADER } from '#domain/gateway';
import { backends } from '../support/backends.ts';
import { callApi, type TestApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';

// Many concurrent requests on a shared machine: give them time.
const RACE_MS = 120_000;

/** POST /login named as coming from `from`, the way the gateway names a client. */
async function login(api: TestApi, email: string, password: string, from: string): Promise<number> {
  const response = await fetch(`${api.url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from, [GATEWAY_SECRET_HEADER]: api.gatewaySecret },
    body: JSON.stringify({ email, password }),
  });
  await response.body?.cancel();
  return response.status;
}

/** POST /login from `from`: the token when it was granted. */
async function tokenOf(api: TestApi, email: string, password: string, from: string): Promise<string | undefined> {
  const response = await fetch(`${api.url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from, [GATEWAY_SECRET_HEADER]: api.gatewaySecret },
    body: JSON.stringify({ email, password }),
  });
  const reply = (await response.json()) as { data?: { token?: string } };
  return response.status === 200 ? reply.data?.token : undefined;
}

/** Signs in `count` times at once from as many addresses, runs `change` while those are checking the password, and returns the tokens granted. */
async function signInsAround(api: TestApi, sub: { email: string; password: string }, count: number, change: () => Promise<{ status: number; body: unknown }>): Promise<string[]> {
  const signIns = Array.from({ length: count }, (_, i) => tokenOf(api, sub.email, sub.password, `198.18.${count}.${i + 1}`));
  const changed = await change();
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  return (await Promise.all(signIns)).filter((token): token is string => token !== undefined);
}

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe.each(backends)('sign-in throttling under concurrency on %s', (backend) => {
  const api = useTestApi(backend);

  it(
    'checks at most 5 of 300 simultaneous guesses from one address, the right password among them',
    async () => {
      const sub = await api.createSubAdmin();
      const guesses = Array.from({ length: 300 }, (_, i) => (i === 150 ? sub.password : `wrong-${i}`));
      const counts = tally(await Promise.all(guesses.map((password) => login(api, sub.email, password, '203.0.113.77'))));
      // 401 (wrong) and 200 (right) were checked; every other attempt was refused before hashing.
      expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBe(5);
      expect((counts[401] ?? 0) + (counts[200] ?? 0) + (counts[429] ?? 0)).toBe(300);
    },
    RACE_MS,
  );

  it(
    'checks at most 20 simultaneous guesses at one account whatever addresses they come from',
    async () => {
      const sub = await api.createSubAdmin();
      const addresses = Array.from({ length: 60 }, (_, i) => `198.51.100.${i + 1}`);
      const counts = tally(await Promise.all(addresses.flatMap((from) => [login(api, sub.email, 'wrong-1', from), login(api, sub.email, 'wrong-2', from)])));
      expect(counts[401]).toBe(20);
      expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(120);
      // The account's limit is spent: even the right password, from an address never seen, waits.
      expect(await login(api, sub.email, sub.password, '192.0.2.200')).toBe(429);
    },
    RACE_MS,
  );

  it(
    'gives no sign-in that overlaps a block a token that works again once the account is unblocked',
    async () => {
      const sub = await api.createSubAdmin();
      const block = (isBlocked: boolean) => callApi(api.url, 'patch', '/update/subAdmin', { token: api.adminToken, body: { subAdminId: sub.id, isBlocked } });
      const tokens = await signInsAround(api, sub, 12, () => block(true));
      expect((await block(false)).status).toBe(200);
      // Granted before the block: ended by it. After: refused. Either way, nothing opens now.
      const statuses = await Promise.all(tokens.map(async (token) => (await callApi(api.url, 'get', '/me', { token })).status));
      expect(statuses.filter((status) => status !== 401)).toEqual([]);
      // The account itself is fine: a new sign-in works.
      expect(await tokenOf(api, sub.email, sub.password, '198.18.99.1')).toBeTypeOf('string');
    },
    RACE_MS,
  );

  it(
    'gives no sign-in with the old password that overlaps a password change a token that outlives it',
    async () => {
      const roleId = await api.createRole({ permissions: [{ name: 'menu', view: true }] });
      const sub = await api.createSubAdmin({ roleId });
      const edit = { subAdminId: sub.id, name: sub.name, email: sub.email, roleId, password: 'Changed-pass-42' };
      const tokens = await signInsAround(api, sub, 12, () => callApi(api.url, 'patch', '/update/subAdmin', { token: api.adminToken, body: edit }));
      const statuses = await Promise.all(tokens.map(async (token) => (await callApi(api.url, 'get', '/me', { token })).status));
      expect(statuses.filter((status) => status !== 401)).toEqual([]);
      expect(await tokenOf(api, sub.email, sub.password, '198.18.99.2')).toBeUndefined();
      expect(await tokenOf(api, sub.email, 'Changed-pass-42', '198.18.99.3')).toBeTypeOf('string');
    },
    RACE_MS,
  );

  it('does not count successful sign-ins against the account', async () => {
    const sub = await api.createSubAdmin();
    for (let i = 0; i < 25; i += 1) expect(await login(api, sub.email, sub.password, `192.0.2.${i + 1}`)).toBe(200);
    expect(await login(api, sub.email, 'wrong', '192.0.2.99')).toBe(401);
  }, RACE_MS);
});
