import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildGateway } from '../../gateway/app.ts';
import { listen, type Listening } from '../../gateway/lib/listen.ts';
import { MeDocument } from '../../graphql/generated/web/graphql.ts';
import { useTestApi } from '../support/use-test-api.ts';

/**
 * The fast path (gateway/lib/fast-path.ts) serves a document from its second run on. Each request
 * here is sent twice to a fresh gateway: the first reply comes from Express and Yoga, the second
 * from the fast path (its debug line proves which), and a client must not be able to tell them apart.
 */
const api = useTestApi();
let subAdminToken: string;
const lines: { msg?: string; operation?: string }[] = [];
const logger = pino(
  { level: 'debug' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as (typeof lines)[number]);
      done();
    },
  }),
);
const gateways: Listening[] = [];
const fastRuns = () => lines.filter((line) => line.msg === 'graphql fast path').length;

beforeAll(async () => {
  subAdminToken = (await api.createSubAdmin({ roleId: await api.createRole({ permissions: [{ name: 'users', view: true }] }) })).token;
});
afterAll(async () => {
  await Promise.all(gateways.map((gateway) => gateway.close()));
});

const start = async (options: Partial<Parameters<typeof buildGateway>[0]> = {}) => {
  const gateway = await listen(buildGateway({ apiUrl: api.url, apiSecret: api.gatewaySecret, checkReplies: true, logger, ...options }), 0, '127.0.0.1');
  gateways.push(gateway);
  return gateway;
};

type Sent = { status: number; headers: Record<string, string>; body: string };
const IGNORED = new Set(['date', 'keep-alive', 'connection']);

const send = async (gateway: Listening, body: string, headers: Record<string, string>): Promise<Sent> => {
  const response = await fetch(`${gateway.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  const kept = Object.fromEntries([...response.headers].filter(([name]) => !IGNORED.has(name)));
  return { status: response.status, headers: kept, body: await response.text() };
};

let documents = 0;

/**
 * Sends one request twice; expects the second to take the fast path (or not) and to be answered
 * exactly as the first. A comment makes each call's document one the gateway has not seen yet.
 */
async function twice(gateway: Listening, payload: { query?: string; [param: string]: unknown }, headers: Record<string, string>, fast = true) {
  documents += 1;
  const body = JSON.stringify(payload.query ? { ...payload, query: `${payload.query}\n# call ${documents}` } : payload);
  const before = fastRuns();
  const first = await send(gateway, body, headers);
  expect(fastRuns()).toBe(before);
  const second = await send(gateway, body, headers);
  expect(fastRuns()).toBe(before + (fast ? 1 : 0));
  const withoutId = ({ headers: { 'x-request-id': id, ...rest }, ...sent }: Sent) => ({ ...sent, headers: rest, id });
  expect({ ...withoutId(second), id: undefined }).toEqual({ ...withoutId(first), id: undefined });
  return first;
}

const admin = () => ({ authorization: `Bearer ${api.adminToken}` });
const ROLES = 'query Roles($limit: Int, $search: String) { roles(limit: $limit, search: $search) { count items { id name status createdAt permissions { module view edit } } } }';

describe('the fast path answers as the full pipeline does', () => {
  let gateway: Listening;
  beforeAll(async () => {
    gateway = await start();
  });

  test('a list, whatever the Accept header asks for', async () => {
    for (const accept of [undefined, 'application/json', 'application/graphql-response+json', 'application/graphql-response+json, application/json;q=0.9', '*/*']) {
      const first = await twice(gateway, { query: ROLES, variables: { limit: 5, search: accept ?? 'none' }, operationName: 'Roles' }, { ...admin(), ...(accept ? { accept } : {}) });
      expect(first.status).toBe(200);
      expect(JSON.parse(first.body)).toEqual({ data: { roles: { count: expect.any(Number), items: expect.any(Array) } } });
    }
  });

  test('errors beside data, a refused caller and a refused input; a variable of the wrong type goes to the full pipeline', async () => {
    const missing = await twice(gateway, { query: 'query One($id: ID!) { role(id: $id) { id name } }', variables: { id: '00000000-0000-4000-8000-000000000000' } }, admin());
    expect(JSON.parse(missing.body)).toMatchObject({ data: { role: null }, errors: [{ extensions: { code: 'NOT_FOUND' } }] });
    const anonymous = await twice(gateway, { query: ROLES, variables: { limit: 2 } }, {});
    expect(JSON.parse(anonymous.body)).toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
    const forbidden = await twice(gateway, { query: 'mutation Add($input: CreateRoleInput!) { createRole(input: $input) { message } }', variables: { input: { name: 'Not allowed', permissions: [] } } }, { authorization: `Bearer ${subAdminToken}` });
    expect(JSON.parse(forbidden.body)).toMatchObject({ errors: [{ extensions: { code: 'FORBIDDEN' } }] });
    const refused = await twice(gateway, { query: 'mutation Add($input: CreateRoleInput!) { createRole(input: $input) { message } }', variables: { input: { name: '', permissions: [] } } }, admin());
    expect(JSON.parse(refused.body)).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT', fields: expect.arrayContaining([expect.objectContaining({ path: ['name'] })]) } }] });
    const wrongType = await twice(gateway, { query: ROLES, variables: { limit: 'ten' } }, { ...admin(), accept: 'application/graphql-response+json' }, false);
    expect(JSON.parse(wrongType.body).errors[0].message).toBe('Variable "$limit" got invalid value "ten"; Int cannot represent non-integer value: "ten"');
    expect(wrongType.status).toBe(400);
  });

  test('a document sent by its hash, and the caller’s own request id, echoed', async () => {
    const hash = (MeDocument as unknown as { __meta__: { hash: string } }).__meta__.hash;
    const first = await twice(gateway, { extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }, { ...admin(), 'x-request-id': 'ops-trace-42' });
    expect(first.headers['x-request-id']).toBe('ops-trace-42');
    expect(JSON.parse(first.body)).toMatchObject({ data: { me: { name: 'Test Admin' } } });
  });

  test('variables the compiled form refuses keep graphql-js’s full message, through the full pipeline every time', async () => {
    const day = await twice(gateway, { query: 'query Booked($from: Date) { bookings(from: $from) { count } }', variables: { from: '2026-13-45' } }, admin(), false);
    expect(day.body).toContain('YYYY-MM-DD');
    const permissions = [{ module: 'USERS', all: false, add: false, view: true, edit: false, del: false }];
    const deep = await twice(gateway, { query: 'mutation Add($input: CreateRoleInput!) { createRole(input: $input) { message } }', variables: { input: { name: 'Deep', permissions } } }, admin(), false);
    expect(JSON.parse(deep.body).errors[0].message).toBe('Variable "$input" got invalid value "USERS" at "input.permissions[0].module"; Value "USERS" does not exist in "PermissionModule" enum. Did you mean the enum value "users"?');
    // A document whose variables jit refuses on one request still takes the fast path with good ones.
    const query = `query ByStatus($status: Status) { roles(status: $status, limit: 1) { count } }\n# status check`;
    const refused = await send(gateway, JSON.stringify({ query, variables: { status: 'active' } }), admin());
    expect(JSON.parse(refused.body).errors[0].message).toContain('Did you mean the enum value "ACTIVE"');
    const before = fastRuns();
    for (let i = 0; i < 2; i += 1) expect((await send(gateway, JSON.stringify({ query, variables: { status: 'ACTIVE' } }), admin())).status).toBe(200);
    // The refused request, run by Yoga, admitted the document: both good ones took the fast path.
    expect(fastRuns()).toBe(before + 2);
  });

  test('counts and times every request in /metrics, whichever way it went', async () => {
    const count = async () => {
      const text = await (await fetch(`${gateway.url}/metrics`)).text();
      const line = text.split('\n').find((l) => l.startsWith('venue_http_requests_total{') && l.includes('service="gateway"') && l.includes('method="POST"') && l.includes('route="/graphql"') && l.includes('status="200"'));
      return Number(line?.split(' ').at(-1) ?? 0);
    };
    const before = await count();
    await twice(gateway, { query: ROLES, variables: { limit: 1, search: 'metrics' } }, admin());
    expect(await count()).toBe(before + 2);
  });

  test('an API that is down is SERVICE_UNAVAILABLE both times', async () => {
    const down = await start({ apiUrl: 'http://127.0.0.1:9' });
    const first = await twice(down, { query: ROLES, variables: { limit: 1 } }, admin());
    expect(JSON.parse(first.body)).toMatchObject({ errors: [{ extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
  });
});

describe('what never takes the fast path', () => {
  test('in production, a document an Admin was allowed to run is still refused to everyone else', async () => {
    const gateway = await start({ production: true, allowArbitraryDocuments: true });
    const arbitrary = JSON.stringify({ query: '{ me { name email } }' });
    for (let i = 0; i < 2; i += 1) expect(JSON.parse((await send(gateway, arbitrary, admin())).body)).toMatchObject({ data: { me: { name: 'Test Admin' } } });
    const other = JSON.parse((await send(gateway, arbitrary, { authorization: `Bearer ${subAdminToken}` })).body) as { errors: { extensions: { code: string } }[] };
    expect(other.errors[0]!.extensions.code).toBe('PERSISTED_QUERY_ONLY');
  });

  test('a listed CORS origin still gets its CORS headers, and a GET its answer', async () => {
    const gateway = await start({ corsOrigins: ['https://ops.venue.example'] });
    const body = { query: ROLES, variables: { limit: 1 } };
    const headers = { ...admin(), origin: 'https://ops.venue.example' };
    await twice(gateway, body, headers, false);
    expect((await send(gateway, JSON.stringify(body), headers)).headers['access-control-allow-origin']).toBe('https://ops.venue.example');
    await twice(gateway, body, admin());
    const viaGet = await fetch(`${gateway.url}/graphql?query=${encodeURIComponent(ROLES)}&variables=${encodeURIComponent('{"limit":1}')}`, { headers: { ...admin(), accept: 'application/json' } });
    expect(((await viaGet.json()) as { data: { roles: { items: unknown[] } } }).data.roles.items).toHaveLength(1);
  });

  test('parameters Yoga refuses are refused the same way after the document is known', async () => {
    const gateway = await start();
    await twice(gateway, { query: ROLES, variables: { limit: 1 } }, admin());
    const odd = await send(gateway, JSON.stringify({ query: ROLES, variables: { limit: 1 }, extra: true }), admin());
    expect(odd.status).toBe(400);
    const list = await send(gateway, JSON.stringify({ query: ROLES, variables: [1] }), admin());
    expect(list.status).toBe(400);
  });
});
