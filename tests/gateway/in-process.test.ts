import type { RequestListener } from 'node:http';
import express from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildGateway } from '../../gateway/app.ts';
import { callInProcess } from '../../gateway/lib/in-process.ts';
import { listen, type Listening } from '../../gateway/lib/listen.ts';
import { sql } from 'drizzle-orm';
import { MAX_SIGN_INS_PER_ACCOUNT } from '../../api/auth/throttle.ts';
import { signInThrottle } from '../../api/db/schema.ts';
import type { TestApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';

/**
 * With the API in the same process (`npm start`), the gateway's resolvers call it without a socket
 * (gateway/lib/in-process.ts). Every answer must be the one the same call over HTTP gets, and the
 * API must see each call as a request of its own (its metrics count it).
 */
const api = useTestApi();
let overHttp: Listening;
let inProcess: Listening;

beforeAll(async () => {
  const build = (apiInProcess?: TestApi['listener']) => listen(buildGateway({ apiUrl: api.url, apiSecret: api.gatewaySecret, apiInProcess, checkReplies: true, logger: pino({ level: 'silent' }) }), 0, '127.0.0.1');
  overHttp = await build();
  inProcess = await build(api.listener);
});
afterAll(async () => {
  await overHttp?.close();
  await inProcess?.close();
});

const post = async (gateway: Listening, query: string, variables: Record<string, unknown> = {}, token: string | undefined = api.adminToken) => {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] } };
};

const apiRequests = async (route: string) => {
  const text = await (await fetch(`${api.url}/metrics`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('venue_http_requests_total{') && line.includes('service="api"') && line.includes(`route="${route}"`))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
};

describe('the in-process call to the API', () => {
  test('answers reads, refusals and errors exactly as the call over HTTP does', async () => {
    const roleId = await api.createRole({ name: 'In-process bar team', permissions: [{ name: 'users', view: true }] });
    const cases: [string, Record<string, unknown>, string | undefined][] = [
      ['query R($id: ID!) { role(id: $id) { id name status permissions { module view edit } } }', { id: roleId }, api.adminToken],
      ['query R($id: ID!) { role(id: $id) { id } }', { id: '00000000-0000-4000-8000-000000000000' }, api.adminToken],
      ['{ roles(limit: 5, search: "In-process") { count items { name } pageInfo { hasNextPage } } }', {}, api.adminToken],
      ['{ roles(limit: 500) { count } }', {}, api.adminToken],
      ['{ me { name } }', {}, undefined],
      ['mutation A($input: CreateRoleInput!) { createRole(input: $input) { message } }', { input: { name: '', permissions: [] } }, api.adminToken],
    ];
    for (const [query, variables, token] of cases) {
      const [viaHttp, direct] = [await post(overHttp, query, variables, token), await post(inProcess, query, variables, token)];
      expect(direct).toEqual(viaHttp);
    }
    expect((await post(inProcess, cases[1]![0], cases[1]![1])).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  test('a throttled sign-in carries its Retry-After through it as over HTTP (extensions.retryAfter and the header)', async () => {
    const sub = await api.createSubAdmin();
    // The account's window, used up 5 minutes ago: both gateways' sign-ins are refused for the rest of it.
    await api.db.insert(signInThrottle).values({ key: `account:${sub.email.toLowerCase()}`, attempts: MAX_SIGN_INS_PER_ACCOUNT, windowStart: sql`now() - interval '5 minutes'` });
    const LOGIN = 'mutation L($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';
    const login = async (gateway: Listening) => {
      const response = await fetch(`${gateway.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: LOGIN, variables: { email: sub.email, password: sub.password } }) });
      return { header: response.headers.get('retry-after'), body: (await response.json()) as { errors?: { message: string; extensions: { code: string; retryAfter: number } }[] } };
    };
    for (const gateway of [overHttp, inProcess]) {
      const refused = await login(gateway);
      expect(refused.body.errors).toMatchObject([{ message: 'Too many sign-in attempts. Try again later.', extensions: { code: 'RATE_LIMITED' } }]);
      const seconds = refused.body.errors![0]!.extensions.retryAfter;
      expect(seconds).toBeGreaterThan(10 * 60 - 10);
      expect(seconds).toBeLessThanOrEqual(10 * 60);
      expect(refused.header).toBe(String(seconds));
    }
  });

  test('writes through it, and the API counts each call as a request', async () => {
    const before = await apiRequests('/api/v1/create/role');
    const created = await post(inProcess, 'mutation A($input: CreateRoleInput!) { createRole(input: $input) { message role { name } } }', { input: { name: 'Made in process', permissions: [{ module: 'users', all: false, add: false, view: true, edit: false, del: false }] } });
    expect(created.body).toMatchObject({ data: { createRole: { role: { name: 'Made in process' } } } });
    expect(await apiRequests('/api/v1/create/role')).toBe(before + 1);
    const listed = await post(overHttp, '{ roles(search: "Made in process") { items { name } } }');
    expect(listed.body).toEqual({ data: { roles: { items: [{ name: 'Made in process' }] } } });
  });
});

describe('a JSON reply taken as the value', () => {
  // The API's replies are handed to the gateway without being written out (res.json's value); the
  // gateway must still see exactly what JSON would carry, whatever the handler put in them.
  const answering = (body: unknown) => {
    const app = express();
    app.get('/value', (_req, res) => {
      res.status(207).json(body);
    });
    return app as unknown as RequestListener;
  };
  const url = new URL('http://api.test/value');

  test.each([
    ['plain data', { status: true, message: 'ok', data: { items: [{ id: 'a', n: 1.5, on: false, none: null, tags: ['x'] }], count: 1 } }],
    ['a Date, NaN, Infinity and undefined', { at: new Date(Date.UTC(2026, 10, 24)), nan: Number.NaN, far: Number.POSITIVE_INFINITY, gone: undefined, list: [undefined, 1] }],
    ['a toJSON and a class instance', { money: { toJSON: () => '12.50' }, point: new (class Point { x = 1; y = 2 })() }],
  ])('with %s, reads as the same reply written and read back as JSON', async (_label, body) => {
    const reply = await callInProcess(answering(body), url, 'GET', { accept: 'application/json' }, undefined, 5_000);
    expect(reply.status).toBe(207);
    expect(reply.json === undefined ? JSON.parse(reply.text) : reply.json).toStrictEqual(JSON.parse(JSON.stringify(body)));
  });
});
