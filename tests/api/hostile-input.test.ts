import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routes } from '../../api/routes.ts';
import { validate } from '../../api/lib/validate.ts';
import type { HttpError } from '../../api/lib/http-error.ts';
import { backends } from '../support/backends.ts';
import { callApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { snapshotDb } from '../support/db-snapshot.ts';
import { uploadFiles, pngBytes } from '../support/media-files.ts';

const label = (r: { method: string; path: string }) => `${r.method.toUpperCase()} ${r.path}`;

// Every field any body or query takes, read from the shared schemas: a new area's fields are covered
// without new test code, as are its routes (read from the route table).
const schemaModules = import.meta.glob<Record<string, unknown>>('../../domain/schemas/*.ts', { eager: true });
const FIELDS = [
  ...new Set(
    Object.values(schemaModules)
      .flatMap((module) => Object.values(module))
      .filter((value): value is z.ZodObject => value instanceof z.ZodObject)
      .flatMap((schema) => Object.keys(schema.shape)),
  ),
].sort();

/** JSON values no field can take: control characters, broken or overlong text, numbers no column holds, wrong types. */
const HOSTILE_VALUES: readonly unknown[] = [
  'a\u0000b',
  '\u0007\u001b[31m',
  '\ud800',
  'x'.repeat(20_000),
  2_147_483_648,
  -2_147_483_649,
  1e308,
  1.5,
  true,
  {},
  ['\u0000'],
  { nested: '\u0000' },
];

/**
 * The body fields a route declares (`route.input.body`), through unions and pipes; every field known
 * when a route declares none, so nothing goes untried.
 */
const bodyFieldsOf = (route: { input?: { body?: z.ZodType } }): readonly string[] => {
  const keysOf = (schema: unknown): string[] | undefined => {
    if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
    if (schema instanceof z.ZodUnion) {
      const parts = (schema.options as unknown[]).map(keysOf);
      return parts.every(Boolean) ? [...new Set(parts.flatMap((keys) => keys!))] : undefined;
    }
    if (schema instanceof z.ZodPipe) return keysOf(schema.in);
    return undefined;
  };
  return keysOf(route.input?.body) ?? FIELDS;
};

/** The values a field's type check lets through to the database when nothing else stops them. */
const REACHING = [HOSTILE_VALUES[0], HOSTILE_VALUES[4]];

/** Query-string values, as sent on the wire: bad encodings, NUL, control characters, overlong, repeated. */
const HOSTILE_QUERY = ['%', '%E0%A4%A', '%00', '%1B', '%ED%A0%80', 'x'.repeat(5_000), '99999999999999999999', '-1', '1e400'];

const CONTROL_QUERY = ['%00', '%1B'];
const LIST_FIELDS = ['limit', 'offset', 'search'];

/** Path parameter values, already encoded: bad encodings, NUL, traversal, a huge id. */
const HOSTILE_PARAMS = ['%', '%zz', '%E0%A4%A', '%ED%A0%80', '%00', '..%2F..%2Fetc%2Fpasswd', '%C0%AE', 'x'.repeat(20_000)];

describe.each(backends)('hostile input never gets a 5xx, on %s', (backend) => {
  const api = useTestApi(backend);

  /** Sends one raw request (so that encodings stay exactly as written) and returns its status and body text. */
  const send = async (method: string, pathAndQuery: string, body?: string) => {
    const response = await fetch(`${api.url}/api/v1${pathAndQuery}`, {
      method: method.toUpperCase(),
      headers: { authorization: `Bearer ${api.adminToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body,
    });
    return { status: response.status, text: await response.text() };
  };

  /** A 4xx with the `{ status: false, message }` envelope (a reply of Node itself, e.g. 431, has none). */
  const expectRefusal = (reply: { status: number; text: string }, what: string) => {
    expect(reply.status, `${what}: ${reply.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
    expect(reply.status, `${what}: ${reply.text.slice(0, 200)}`).toBeLessThan(500);
  };

  /** Runs the calls a few at a time: enough to be quick, few enough not to swamp the engine. */
  const inBatches = async <T,>(items: readonly T[], run: (item: T) => Promise<void>) => {
    for (let i = 0; i < items.length; i += 8) await Promise.all(items.slice(i, i + 8).map(run));
  };

  it('reads the fields from the shared schemas', () => {
    expect(FIELDS).toEqual(expect.arrayContaining(['roleId', 'name', 'search', 'limit', 'offset', 'image', 'metaData', 'sort', 'email']));
  });

  it.each(routes.map((r) => [label(r), r] as const))('%s: every field with every hostile value is a 4xx, nothing written', async (_label, route) => {
    const before = await snapshotDb(api.db);
    const path = route.path.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
    const calls: (() => Promise<void>)[] = [];
    for (const value of HOSTILE_VALUES) {
      const what = `${label(route)} ${JSON.stringify(value).slice(0, 40)}`;
      if (route.method === 'get') continue;
      // Every known field at once; then each of the route's own fields alone with the values that get past a type check.
      const bodies = [Object.fromEntries(FIELDS.map((field) => [field, value])), ...(REACHING.includes(value) ? bodyFieldsOf(route).map((field) => ({ [field]: value })) : [])];
      for (const body of bodies) {
        const where = Object.keys(body).length > 1 ? 'every field' : Object.keys(body)[0];
        calls.push(async () => expectRefusal(await send(route.method, path, JSON.stringify(body)), `${what} in ${where}`));
      }
    }
    for (const value of HOSTILE_QUERY) {
      // Every field at once (a long value makes the URL too long for Node itself, also a 4xx), then on a read the list's own fields.
      const queries = [FIELDS.map((field) => `${field}=${value}`).join('&'), ...(route.method === 'get' ? LIST_FIELDS.map((field) => `${field}=${value}`) : [])];
      for (const query of queries) {
        const what = `${label(route)} ?${query.slice(0, 40)}`;
        calls.push(async () => {
          const reply = await send(route.method, `${path}?${query}`, route.method === 'get' ? undefined : '{}');
          // A GET may read `%` as text; a control character is refused wherever it is.
          if (route.method === 'get' && !CONTROL_QUERY.includes(value)) expect(reply.status, `${what}: ${reply.text.slice(0, 200)}`).toBeLessThan(500);
          else expectRefusal(reply, what);
        });
      }
    }
    for (const param of route.path.match(/:\w+/g) ?? []) {
      for (const value of HOSTILE_PARAMS) {
        calls.push(async () => expectRefusal(await send(route.method, route.path.replace(param, value), route.method === 'get' ? undefined : '{}'), `${label(route)} ${param}=${value.slice(0, 20)}`));
      }
    }
    await inBatches(calls, (call) => call());
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  it('names the field and the problem', async () => {
    const nul = await callApi(api.url, 'post', '/create/role', { token: api.adminToken, body: { name: 'Bar\u0000staff', permissions: [{ name: 'users' }] } });
    expect(nul).toEqual({ status: 400, body: { status: false, message: 'name must not contain control characters' } });
    const nested = await callApi(api.url, 'post', '/create/role', { token: api.adminToken, body: { name: 'Bar', permissions: [{ name: 'users\u0007' }] } });
    expect(nested.body.message).toBe('permissions[0].name must not contain control characters');
    expect((await send('get', '/get/roles?search=%00')).text).toBe('{"status":false,"message":"search must not contain control characters"}');
    expect(await send('get', '/get/role/%')).toEqual({ status: 400, text: '{"status":false,"message":"Malformed percent-encoding in the URL"}' });
    const media = await fetch(`${api.url}/media/%`);
    expect(media.status).toBe(400);
    // A value of the wrong type deep in a body, or a body that is not an object, is named too (not zod's "Invalid input: expected boolean, received string").
    const flag = await callApi(api.url, 'post', '/create/role', { token: api.adminToken, body: { name: 'Bar', permissions: [{ name: 'users', view: 'yes' }] } });
    expect(flag).toEqual({ status: 400, body: { status: false, message: 'permissions[0].view must be true or false' } });
    const row = await callApi(api.url, 'post', '/create/role', { token: api.adminToken, body: { name: 'Bar', permissions: [null] } });
    expect(row.body.message).toBe('permissions[0] must be an object');
    expect(await send('post', '/create/role', '[]')).toEqual({ status: 400, text: '{"status":false,"message":"The request body must be a JSON object"}' });
  });

  /** Sends a raw JSON body as the gateway does (`X-Field-Errors: all`) and returns the status and the reply. */
  const listed = async (method: string, pathAndQuery: string, body: string) => {
    const response = await fetch(`${api.url}/api/v1${pathAndQuery}`, {
      method: method.toUpperCase(),
      headers: { authorization: `Bearer ${api.adminToken}`, 'content-type': 'application/json', 'x-field-errors': 'all' },
      body,
    });
    return { status: response.status, body: (await response.json()) as { status: boolean; message: string; errors?: { path: (string | number)[]; message: string }[] } };
  };

  it.each(routes.filter((r) => r.method !== 'get').map((r) => [label(r), r] as const))('%s: a number out of range is 400 naming the field in `errors` too, as every other 400; nothing written', async (_label, route) => {
    const path = route.path.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
    const before = await snapshotDb(api.db);
    // The route's first field; one it does not take where it takes none (the sign-outs): the check runs before any schema.
    const field = bodyFieldsOf(route)[0] ?? 'limit';
    const message = `${field} is out of range`;
    // 1e20 as a client writes it: JSON reads it as a whole number past every column's range.
    expect(await listed(route.method, path, `{"${field}":1e20}`)).toEqual({ status: 400, body: { status: false, message, errors: [{ path: [field], message }] } });
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  it('names the field of every problem the check finds in `errors`: nested rows, text, depth, a query, a field name', async () => {
    const price = 'categories[0].price is out of range';
    expect((await listed('post', '/create/eventTicket', `{"eventId":"x","categories":[{"type":1,"price":1e20}]}`)).body).toEqual({ status: false, message: price, errors: [{ path: ['categories', 0, 'price'], message: price }] });
    const nul = 'permissions[0].name must not contain control characters';
    expect((await listed('post', '/create/role', JSON.stringify({ name: 'Bar', permissions: [{ name: 'users\u0000' }] }))).body.errors).toEqual([{ path: ['permissions', 0, 'name'], message: nul }]);
    const deep = 'permissions is nested too deeply';
    expect((await listed('post', '/create/role', `{"name":"Deep","permissions":[${'{"a":'.repeat(40)}1${'}'.repeat(40)}]}`)).body.errors).toEqual([{ path: ['permissions'], message: deep }]);
    const search = await fetch(`${api.url}/api/v1/get/roles?search=%00`, { headers: { authorization: `Bearer ${api.adminToken}`, 'x-field-errors': 'all' } });
    expect(await search.json()).toEqual({ status: false, message: 'search must not contain control characters', errors: [{ path: ['search'], message: 'search must not contain control characters' }] });
    // A bad key is named by the object holding it: here the body itself.
    expect((await listed('post', '/create/role', JSON.stringify({ 'na\u0000me': 'Bar' }))).body.errors).toEqual([{ path: [], message: 'A field name must not contain control characters' }]);
    // Without the header, §7's envelope as before.
    expect(await send('post', '/create/section', '{"name":1e20}')).toEqual({ status: 400, text: '{"status":false,"message":"name is out of range"}' });
  });

  it('refuses a body nested deeper than any form with 400, before sign-in is checked, and never overflows the stack', async () => {
    const deep = (levels: number) => `{"email":${'['.repeat(levels)}${']'.repeat(levels)},"password":"x"}`;
    for (const levels of [33, 10_000, 100_000]) {
      const reply = await fetch(`${api.url}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: deep(levels) });
      expect({ status: reply.status, body: await reply.json() }, `${levels} levels`).toEqual({ status: 400, body: { status: false, message: 'email is nested too deeply' } });
    }
    const before = await snapshotDb(api.db);
    const role = await send('post', '/create/role', `{"name":"Deep","permissions":[${'{"a":'.repeat(40)}1${'}'.repeat(40)}]}`);
    expect(role).toEqual({ status: 400, text: '{"status":false,"message":"permissions is nested too deeply"}' });
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  it('refuses a whole number beyond the column’s range with the field’s own message, writing nothing', async () => {
    const uploaded = await uploadFiles(api.url, '/api/v1/upload', 'services', [{ bytes: pngBytes(32, 18), name: 'a.png' }], api.adminToken);
    const image = uploaded.body.data![0]!.Key;
    const before = await snapshotDb(api.db);
    const reply = await callApi(api.url, 'post', '/create/service', { token: api.adminToken, body: { title: 'Valet', description: 'Parking', image, sort: 2_147_483_648 } });
    expect(reply).toEqual({ status: 400, body: { status: false, message: 'Sort must not exceed 2147483647' } });
    expect(await snapshotDb(api.db)).toEqual(before);
    const fits = await callApi(api.url, 'post', '/create/service', { token: api.adminToken, body: { title: 'Valet', description: 'Parking', image, sort: 2_147_483_647 } });
    expect(fits.status).toBe(201);
  });
});

describe('a refused body names its field', () => {
  /** Every place in a body schema a value goes (`permissions.0.view`), read from its JSON Schema. */
  const placesOf = (schema: z.ZodType): string[][] => {
    const places: string[][] = [[]];
    const walk = (node: Record<string, unknown> | undefined, path: string[]) => {
      if (!node || path.length > 4) return;
      for (const part of [...((node.anyOf ?? []) as []), ...((node.oneOf ?? []) as []), ...((node.allOf ?? []) as [])]) walk(part, path);
      for (const [key, sub] of Object.entries((node.properties ?? {}) as Record<string, Record<string, unknown>>)) {
        places.push([...path, key]);
        walk(sub, [...path, key]);
      }
      if (node.items) {
        places.push([...path, '0']);
        walk(node.items as Record<string, unknown>, [...path, '0']);
      }
    };
    walk(z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as Record<string, unknown>, []);
    return places;
  };
  /** A body holding `value` at `path`, with the objects and lists on the way to it. */
  const bodyWith = (path: string[], value: unknown): unknown =>
    path.reduceRight<unknown>((inner, key) => (/^\d+$/.test(key) ? [inner] : { [key]: inner }), value);

  it('with what it takes, never zod’s generic "Invalid input", for every field of every route', () => {
    const generic: string[] = [];
    for (const route of routes) {
      const schema = route.input?.body;
      if (!schema) continue;
      for (const path of placesOf(schema)) {
        for (const value of [{}, [], true, 12, 'x', null]) {
          try {
            validate(schema, bodyWith(path, value));
          } catch (error) {
            for (const field of (error as HttpError).fields ?? []) if (/^Invalid input/.test(field.message)) generic.push(`${label(route)} ${field.path.join('.') || '(body)'}: ${field.message}`);
          }
        }
      }
    }
    expect([...new Set(generic)]).toEqual([]);
  });
});
