import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildGateway } from '../../gateway/app.ts';
import { listen, type Listening } from '../../gateway/lib/listen.ts';
import type { TestApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';

/**
 * The gateway's request log line names the account a signed-in request acted for, as the API's
 * does: the API names it in its reply (X-Actor-Id) once it has accepted the token, whichever way the
 * gateway reached it (over HTTP, in this process, through the export proxy) and whichever path the
 * GraphQL request took (Yoga on a document's first run, the fast path from then on).
 */
type Line = { msg?: string; method?: string; path?: string; status?: number; actorId?: string | null; requestId?: string };

const api = useTestApi();
const lines: Line[] = [];
const logger = pino(
  { level: 'info' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Line);
      done();
    },
  }),
);
const gateways: Listening[] = [];
let adminId: string;
let subAdmin: { id: string; token: string };

beforeAll(async () => {
  const me = await fetch(new URL('/api/v1/me', api.url), { headers: { authorization: `Bearer ${api.adminToken}` } });
  adminId = ((await me.json()) as { data: { _id: string } }).data._id;
  const sub = await api.createSubAdmin({ roleId: await api.createRole({ permissions: [{ name: 'users', view: true }] }) });
  subAdmin = { id: sub.id, token: sub.token };
});
afterAll(async () => {
  await Promise.all(gateways.map((gateway) => gateway.close()));
});

const start = async (apiInProcess?: TestApi['listener']) => {
  const gateway = await listen(buildGateway({ apiUrl: api.url, apiSecret: api.gatewaySecret, apiInProcess, checkReplies: true, logger }), 0, '127.0.0.1');
  gateways.push(gateway);
  return gateway;
};

/** Sends a request and returns the gateway's log line for it, found by its request id. */
async function loggedFor(gateway: Listening, path: string, init: { token?: string; body?: unknown }): Promise<Line> {
  const response = await fetch(`${gateway.url}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  await response.arrayBuffer();
  const requestId = response.headers.get('x-request-id');
  // The line is written once the reply has finished, which may come just after the client has read it.
  for (let i = 0; i < 100; i += 1) {
    const line = lines.find((l) => l.msg === 'request' && l.requestId === requestId);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no request log line for ${path}`);
}

const ROLES = { query: 'query LoggedRoles { roles(limit: 1) { count } }' };
const USERS = { query: 'query LoggedUsers { users(limit: 1) { count } }' };

describe.each([
  ['over HTTP', undefined],
  ['in process', 'in process'],
] as const)("the gateway's request log names the signed-in account, the API reached %s", (_how, inProcess) => {
  let gateway: Listening;
  beforeAll(async () => {
    gateway = await start(inProcess ? api.listener : undefined);
  });

  test('on a GraphQL request, its first run (Yoga) and its second (the fast path); a sub-admin is named as such', async () => {
    const first = await loggedFor(gateway, '/graphql', { token: api.adminToken, body: ROLES });
    const second = await loggedFor(gateway, '/graphql', { token: api.adminToken, body: ROLES });
    expect(first).toMatchObject({ method: 'POST', path: '/graphql', status: 200, actorId: adminId });
    expect(second).toMatchObject({ method: 'POST', path: '/graphql', status: 200, actorId: adminId });
    expect(await loggedFor(gateway, '/graphql', { token: subAdmin.token, body: USERS })).toMatchObject({ status: 200, actorId: subAdmin.id });
  });

  test('no account without a token, nor with a token the API refuses (whatever subject it claims)', async () => {
    expect(await loggedFor(gateway, '/graphql', { body: ROLES })).toMatchObject({ path: '/graphql', actorId: null });
    const [header, , signature] = api.adminToken.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: adminId })).toString('base64url')}.${signature}`;
    expect(await loggedFor(gateway, '/graphql', { token: forged, body: ROLES })).toMatchObject({ path: '/graphql', actorId: null });
  });

  test('on an export streamed through the gateway', async () => {
    expect(await loggedFor(gateway, '/export/roles.csv', { token: api.adminToken })).toMatchObject({ method: 'GET', path: '/export/roles.csv', status: 200, actorId: adminId });
  });
});
