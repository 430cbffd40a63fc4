import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildGateway } from '../../gateway/app.ts';
import { LIMITS } from '../../gateway/lib/hardening.ts';
import { listen, type Listening } from '../../gateway/lib/listen.ts';
import { useTestStack } from '../support/use-test-stack.ts';
import { gql } from './lib/gql.ts';

const silent = pino({ level: 'silent' });
const INTROSPECTION = '{ __schema { queryType { name } } }';

const stack = useTestStack();
let production: Listening;
let apiDown: Listening;

beforeAll(async () => {
  // Arbitrary documents allowed for an Admin (GRAPHQL_ALLOW_ARBITRARY), so the limits below are what stops them.
  production = await listen(buildGateway({ apiUrl: stack.api.url, production: true, allowArbitraryDocuments: true, logger: silent }), 0, '127.0.0.1');
  // Port 9 (discard) on loopback refuses connections: an API that is down.
  apiDown = await listen(buildGateway({ apiUrl: 'http://127.0.0.1:9', logger: silent }), 0, '127.0.0.1');
});
afterAll(async () => {
  await production?.close();
  await apiDown?.close();
});

describe('every refusal of a request has extensions.code', () => {
  const aliases = Array.from({ length: LIMITS.aliases + 1 }, (_, i) => `a${i}: me { name }`).join(' ');
  const spreads = Array.from({ length: 300 }, () => '...R').join(' ');
  test.each([
    ['the alias limit', `{ ${aliases} }`, undefined, 200, 'GRAPHQL_VALIDATION_FAILED'],
    ['the depth limit', '{ roles { items { permissions { module { a { b { c { d } } } } } } } }', undefined, 200, 'GRAPHQL_VALIDATION_FAILED'],
    ['the cost limit', `{ roles { items { ${spreads} } } } fragment R on Role { permissions { module all add view edit del } }`, undefined, 200, 'GRAPHQL_VALIDATION_FAILED'],
    ['a subscription', 'subscription { me { name } }', undefined, 200, 'GRAPHQL_VALIDATION_FAILED'],
    ['a required variable left out', 'query ($id: ID!) { role(id: $id) { name } }', {}, 400, 'BAD_USER_INPUT'],
    ['a variable of the wrong type', 'query ($limit: Int) { roles(limit: $limit) { count } }', { limit: 'ten' }, 400, 'BAD_USER_INPUT'],
  ] as const)('%s', async (_case, query, variables, status, code) => {
    const reply = await gql(stack.gatewayUrl, query, { token: stack.api.adminToken, variables });
    expect(reply.status).toBe(status);
    expect(reply.errors?.map((e) => e.extensions?.code)).toEqual([code]);
  });
});

describe('a variable that does not fit its type names its field, as a refused input does', () => {
  const TABLE = 'mutation ($input: CreateTableInput!) { createTable(input: $input) { message } }';
  const TICKETS = 'mutation ($input: CreateEventTicketInput!) { createEventTicket(input: $input) { message } }';
  const table = { name: 'T', capacity: 4, sectionId: randomUUID(), categoryId: randomUUID(), inclusions: ['Water'], image: 'tables/x.jpg' };
  const row = { type: 'SILVER', name: 'Silver', offer: 'None', price: 10, totalTickets: 100 };
  test.each([
    ['a wrong type inside the input', TABLE, { input: { ...table, capacity: 'ten' } }, ['capacity'], /Int cannot represent/],
    ['a required field left out', TABLE, { input: { ...table, name: undefined } }, ['name'], /^Field "name" of required type "String!" was not provided\.$/],
    ['a field the input does not have', TABLE, { input: { ...table, colour: 'red' } }, ['colour'], /^Field "colour" is not defined by type "CreateTableInput"\.$/],
    ['a wrong type in a row of a list', TICKETS, { input: { eventId: randomUUID(), categories: [row, { ...row, price: 'abc' }] } }, ['categories', 1, 'price'], /Money/],
    ['a whole variable left out', 'query ($id: ID!) { role(id: $id) { name } }', {}, ['id'], /^Variable "\$id" of required type "ID!" was not provided\.$/],
  ] as const)('%s (the same on the document’s second run, served compiled)', async (_case, query, variables, path, message) => {
    for (let run = 0; run < 2; run++) {
      const reply = await gql(stack.gatewayUrl, query, { token: stack.api.adminToken, variables });
      expect(reply.errors, JSON.stringify(reply)).toHaveLength(1);
      expect(reply.status, JSON.stringify(reply.errors)).toBe(400);
      expect(reply.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path }] });
      expect((reply.errors?.[0]?.extensions?.fields as { message: string }[])[0]?.message).toMatch(message);
    }
  });
});

describe('query limits', () => {
  test('a query nested deeper than the limit is rejected before anything runs', async () => {
    const deep = '{ roles { items { permissions { module { a { b { c { d } } } } } } } }';
    const reply = await gql(stack.gatewayUrl, deep, { token: stack.api.adminToken });
    expect(reply.data).toBeUndefined();
    expect(reply.errors?.map((e) => e.message)).toContainEqual(expect.stringMatching(new RegExp(`depth limit of ${LIMITS.depth} exceeded`, 'i')));
  });

  test('more aliases than the limit are rejected', async () => {
    const aliases = Array.from({ length: LIMITS.aliases + 1 }, (_, i) => `a${i}: health { api }`).join(' ');
    const reply = await gql(stack.gatewayUrl, `{ ${aliases} }`);
    expect(reply.data).toBeUndefined();
    expect(reply.errors?.map((e) => e.message)).toContainEqual(expect.stringMatching(new RegExp(`aliases limit of ${LIMITS.aliases} exceeded`, 'i')));
  });

  test('a fragment spread hundreds of times exceeds the cost limit', async () => {
    const spreads = Array.from({ length: 300 }, () => '...R').join(' ');
    const costly = `{ roles { items { ${spreads} } } } fragment R on Role { permissions { module all add view edit del } }`;
    const reply = await gql(stack.gatewayUrl, costly, { token: stack.api.adminToken });
    expect(reply.data).toBeUndefined();
    expect(reply.errors?.map((e) => e.message)).toContainEqual(expect.stringMatching(new RegExp(`cost limit of ${LIMITS.cost} exceeded`, 'i')));
  });

  test('an ordinary query within the limits passes', async () => {
    const aliases = Array.from({ length: 3 }, (_, i) => `a${i}: health { api }`).join(' ');
    const reply = await gql<Record<string, { api: boolean }>>(stack.gatewayUrl, `{ ${aliases} }`);
    expect(reply.data).toEqual({ a0: { api: true }, a1: { api: true }, a2: { api: true } });
  });

  test('batched requests are refused', async () => {
    const response = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ health { api } }' }, { query: '{ health { api } }' }]),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).not.toContain('"api":true');
  });
});

describe('introspection', () => {
  test('is available in development', async () => {
    const reply = await gql<{ __schema: { queryType: { name: string } } }>(stack.gatewayUrl, INTROSPECTION);
    expect(reply.data?.__schema.queryType.name).toBe('Query');
  });

  test('is off in production, while ordinary queries still work there', async () => {
    const reply = await gql(production.url, INTROSPECTION, { token: stack.api.adminToken });
    expect(reply.data).toBeUndefined();
    expect(reply.errors?.[0]?.message).toMatch(/introspection is disabled/i);
    expect(reply.text).not.toContain('queryType');
    const typeQuery = await gql(production.url, '{ __type(name: "Role") { fields { name } } }', { token: stack.api.adminToken });
    expect(typeQuery.errors?.[0]?.message).toMatch(/introspection is disabled/i);
    expect((await gql(production.url, '{ health { gateway api } }', { token: stack.api.adminToken })).data).toEqual({ health: { gateway: true, api: true } });
  });

  test('field suggestions, which leak the schema, are given in development only', async () => {
    expect((await gql(stack.gatewayUrl, '{ helth { api } }')).errors?.[0]?.message).toMatch(/did you mean "health"/i);
    const reply = await gql(production.url, '{ helth { api } }', { token: stack.api.adminToken });
    expect(reply.errors?.[0]?.message).toMatch(/cannot query field "helth"/i);
    expect(reply.text).not.toMatch(/did you mean/i);
  });
});

describe('paths the gateway does not serve', () => {
  test('an /api/v1 path that is not public here, or any unknown path that is not a page, is a JSON 404, never Express’s HTML page', async () => {
    for (const [method, path] of [['GET', '/api/v1/users'], ['POST', '/api/v1/create/role'], ['GET', '/api/v1/get/roles'], ['GET', '/assets/missing.js']]) {
      const reply = await fetch(`${stack.gatewayUrl}${path}`, { method, headers: { authorization: `Bearer ${stack.api.adminToken}` } });
      expect(reply.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect({ status: reply.status, body: await reply.json() }, `${method} ${path}`).toEqual({ status: 404, body: { status: false, message: 'Route not found' } });
    }
  });
});

describe('an API that is down', () => {
  test('an API that cannot be reached is SERVICE_UNAVAILABLE, to retry, with no upstream detail', async () => {
    const reply = await gql(apiDown.url, '{ roles { count } }', { token: stack.api.adminToken });
    expect(reply.errors).toEqual([expect.objectContaining({ message: 'The API is unavailable. Try again shortly.', extensions: { code: 'SERVICE_UNAVAILABLE' } })]);
    expect(reply.text).not.toMatch(/ECONNREFUSED|fetch failed|127\.0\.0\.1:9|at .*\.ts/);
  });

  test('uploads, media and the public calls get 503 SERVICE_UNAVAILABLE in the API’s envelope too, as exports do', async () => {
    const unavailable = { status: false, code: 'SERVICE_UNAVAILABLE', message: 'The API is unavailable. Try again shortly.' };
    const form = new FormData();
    form.append('path', 'menu');
    form.append('files', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])]), 'a.png');
    const calls: [string, RequestInit][] = [
      ['/upload', { method: 'POST', headers: { authorization: `Bearer ${stack.api.adminToken}` }, body: form }],
      ['/media/menu/a.png', {}],
      ['/api/v1/contactUs', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }],
      ['/export/roles.csv', { headers: { authorization: `Bearer ${stack.api.adminToken}` } }],
    ];
    for (const [path, init] of calls) {
      const reply = await fetch(`${apiDown.url}${path}`, init);
      expect({ status: reply.status, body: await reply.json() }, path).toEqual({ status: 503, body: unavailable });
    }
  });

  test('health reports the API as down without failing', async () => {
    expect((await gql(apiDown.url, '{ health { gateway api } }')).data).toEqual({ health: { gateway: true, api: false } });
  });
});
