import { beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { routes } from '../../api/routes.ts';
import { useTestStack } from '../support/use-test-stack.ts';
import { bookTableFor, makeTicketedEvent, makeUser } from '../support/bookings.ts';
import { insertIp } from '../support/events.ts';
import { makeCategory, makeSection, makeTable } from '../support/floor.ts';
import { callApi } from '../support/http.ts';
import { pngBytes, uploadFiles } from '../support/media-files.ts';
import { insertSubscribers, letter } from '../support/newsletters.ts';
import { seedMedia } from '../support/seed-media.ts';

type Operation = {
  'x-permission': Record<string, unknown>;
  security: unknown[];
  requestBody?: { content: { 'application/json': { schema: Record<string, unknown> } } };
  parameters?: { name: string; in: string }[];
  responses: Record<string, unknown>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const stack = useTestStack();
let doc: Document;

beforeAll(async () => {
  const reply = await fetch(`${stack.api.url}/api/v1/openapi.json`);
  expect(reply.status).toBe(200);
  doc = (await reply.json()) as Document;
});

const asJson = (schema: z.ZodType) => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return json;
};

describe('the OpenAPI document', () => {
  test('is OpenAPI 3.1 and lists every route of the route table and the upload served beside it, and nothing else', () => {
    expect(doc.openapi).toBe('3.1.0');
    const listed = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
    expect(listed.sort()).toEqual([...routes.map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`), 'post /upload'].sort());
  });

  test('every route carries its permission, its body and query schemas from the zod schemas it validates with, its replies and error statuses', () => {
    for (const route of routes) {
      const name = `${route.method} ${route.path}`;
      const op = doc.paths[route.path.replace(/:(\w+)/g, '{$1}')]![route.method]!;
      if (route.public) {
        expect(op['x-permission'], name).toEqual({ public: true });
        expect(op.security, name).toEqual([]);
      } else {
        expect(op['x-permission'], name).toMatchObject({ signedIn: true, module: route.area, action: route.action });
        expect(op.security, name).toEqual([{ bearer: [] }]);
        expect(Object.keys(op.responses), name).toContain('401');
        if (route.area) expect(Object.keys(op.responses), name).toContain('403');
      }
      if (route.refusal) {
        // A call §7 names that the area does not offer: documented as the 409 it answers, with no body or success.
        expect(Object.keys(op.responses).sort(), name).toEqual(['401', '403', '409']);
        expect(op.requestBody, name).toBeUndefined();
        continue;
      }
      if (route.method !== 'get') {
        expect(route.input?.body, `${name} names the schema of its body`).toBeDefined();
        expect(op.requestBody?.content['application/json'].schema, name).toEqual(asJson(route.input!.body!));
        expect(Object.keys(op.responses), name).toContain('400');
      }
      const queryNames = Object.keys((route.input?.query ? asJson(route.input.query).properties : {}) ?? {});
      expect((op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name), name).toEqual(queryNames);
      for (const param of route.path.matchAll(/:(\w+)/g)) expect(op.parameters?.some((p) => p.in === 'path' && p.name === param[1]), name).toBe(true);
      expect(Object.keys(op.responses).some((status) => status === '200' || status === '201'), name).toBe(true);
      expect(Object.keys(op.responses), name).toContain('500');
      expect(Object.keys(op.responses), name).toContain('503');
    }
  });

  test('a create replies 201 and names its conflicts; a list documents its limit of at most 100', () => {
    const create = doc.paths['/create/role']!.post!;
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '409', '500']));
    const limit = doc.paths['/get/roles']!.get!.parameters!.find((p) => p.name === 'limit') as unknown as { schema: { maximum: number } };
    expect(limit.schema.maximum).toBe(100);
  });

  test('the readable page at /api/docs holds every route and runs no script, under a CSP that allows none', async () => {
    const reply = await fetch(`${stack.api.url}/api/docs`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/text\/html/);
    expect(reply.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await reply.text();
    expect(html).not.toMatch(/<script/i);
    for (const route of routes) expect(html).toContain(`${route.method.toUpperCase()} ${route.path}`);
  });

  test('both are reachable through the gateway, with no token', async () => {
    expect((await fetch(`${stack.gatewayUrl}/api/v1/openapi.json`)).status).toBe(200);
    const page = await fetch(`${stack.gatewayUrl}/api/docs`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Venue back-office REST API');
  });

  test('documents the X-Request-Id and X-Actor-Id headers the replies really carry', async () => {
    type Headed = { headers?: Record<string, unknown> };
    const roles = doc.paths['/get/roles']!.get!;
    expect(roles.parameters?.some((p) => p.in === 'header' && p.name === 'X-Request-Id')).toBe(true);
    const headersOf = (op: Operation, status: string) => Object.keys((op.responses[status] as Headed).headers ?? {});
    expect(headersOf(roles, '200')).toEqual(expect.arrayContaining(['X-Request-Id', 'X-Actor-Id']));
    expect(headersOf(roles, '403')).toContain('X-Actor-Id');
    // A refused token names no account; a public route never does.
    expect(headersOf(roles, '401')).toEqual(['X-Request-Id']);
    expect(headersOf(doc.paths['/login']!.post!, '200')).toEqual(['X-Request-Id']);

    const { sub: adminId } = JSON.parse(Buffer.from(stack.api.adminToken.split('.')[1]!, 'base64url').toString()) as { sub: string };
    const listed = await fetch(`${stack.api.url}/api/v1/get/roles`, { headers: { authorization: `Bearer ${stack.api.adminToken}` } });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('x-actor-id')).toBe(adminId);
    expect(listed.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const sent = await fetch(`${stack.api.url}/api/v1/get/role/nope`, { headers: { authorization: `Bearer ${stack.api.adminToken}`, 'x-request-id': 'trace-42' } });
    expect(sent.status).toBe(404);
    expect(sent.headers.get('x-request-id')).toBe('trace-42');
    expect(sent.headers.get('x-actor-id')).toBe(adminId);
    const anonymous = await fetch(`${stack.api.url}/api/v1/get/roles`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('x-actor-id')).toBeNull();
  });
});

describe('reply schemas', () => {
  type Reply = { content: { 'application/json': { schema: { properties: { data?: Record<string, unknown> } } } } };
  const dataSchema = (method: string, path: string) => {
    const op = doc.paths[path]![method]!;
    const success = (op.responses['200'] ?? op.responses['201']) as Reply;
    return success.content['application/json'].schema.properties.data;
  };
  /** Calls a route for real and checks its `data` against the schema the document shows for it (read back from its JSON Schema). */
  const checked = async (method: string, path: string, options: { body?: unknown; query?: Record<string, string | number>; token?: string } = {}, documented = path) => {
    const reply = await callApi<unknown>(stack.api.url, method, path, { token: stack.api.adminToken, ...options });
    expect(reply.status, `${method} ${path}: ${reply.body.message}`).toBeLessThan(300);
    const schema = dataSchema(method, documented);
    expect(schema && Object.keys(schema).length, `${method} ${documented} documents its data`).toBeTruthy();
    const parsed = z.fromJSONSchema(schema as never).safeParse(reply.body.data);
    expect(parsed.success, `${method} ${documented}: ${parsed.error?.message}`).toBe(true);
    return reply.body.data as Record<string, unknown>;
  };

  test('EVERY route documents its reply: the JSON schema of its data from the route’s output, or the content type of a file or page', () => {
    const bare = routes.filter((route) => !route.output && !route.produces).map((route) => `${route.method} ${route.path}`);
    expect(bare, 'routes without a reply schema').toEqual([]);
    for (const route of routes) {
      const name = `${route.method} ${route.path}`;
      const op = doc.paths[route.path.replace(/:(\w+)/g, '{$1}')]![route.method]!;
      if (route.refusal) continue; // it never succeeds (see the test above)
      const success = (op.responses['200'] ?? op.responses['201']) as { content: Record<string, unknown> };
      if (route.produces) {
        expect(Object.keys(success.content), name).toEqual([route.produces]);
        continue;
      }
      const { $schema: _dialect, ...json } = z.toJSONSchema(route.output!, { io: 'output', unrepresentable: 'any' }) as Record<string, unknown>;
      expect(dataSchema(route.method, route.path.replace(/:(\w+)/g, '{$1}')), name).toEqual(json);
    }
    const exports = routes.filter((route) => route.path.startsWith('/export/'));
    expect(exports.length).toBeGreaterThan(10);
    for (const route of exports) expect(route.produces, `${route.path} is a CSV download`).toBe('text/csv');
  });

  test('real replies of a sample of routes validate against their documented data schemas', async () => {
    await stack.api.createRole({ name: 'Door', permissions: [{ name: 'users', view: true }] });
    const role = await checked('post', '/create/role', { body: { name: 'Bar', permissions: [{ name: 'services', view: true }] } });
    await checked('get', '/get/roles', { query: { sort: '-name' } });
    await checked('get', `/get/role/${String(role._id)}`, {}, '/get/role/{roleId}');
    await checked('patch', '/update/role/status', { body: { roleId: role._id, status: 2 } });
    await checked('post', '/bulk/roles/status', { body: { ids: [role._id], status: 1 } });
    await checked('delete', '/delete/role', { body: { roleId: role._id, isDelete: true } });
    await checked('patch', '/restore/role', { body: { roleId: role._id } });
    await checked('post', '/create/section', { body: { name: 'Terrace' } });
    await checked('get', '/get/sections');
    await checked('get', '/get/hosts');
    await checked('get', '/get/newsletters');
    await checked('get', '/get/services');
    await checked('get', '/users', { query: { sort: 'email' } });
    await checked('get', '/get/contactUs/list', { query: { fromDate: '2020-01-01' } });
    await checked('get', '/get/galleries');
  });

  test('real list and get replies of every area validate against their documented data schemas', async () => {
    const ip = await insertIp(stack.api);
    const { event, ticketId } = await makeTicketedEvent(stack.api);
    const sub = await stack.api.createSubAdmin({});
    const first = async (method: string, path: string, query: Record<string, string | number> = {}) => {
      const page = await checked(method, path, { query });
      const rows = (Array.isArray(page) ? page : page.data) as { _id: string }[];
      expect(rows.length, `${path} lists a record to read`).toBeGreaterThan(0);
      return rows[0]!._id;
    };
    await first('get', '/get/follows');
    const menu = await first('get', '/get/menu/list');
    await checked('get', `/get/menu/${menu}`, {}, '/get/menu/{menuId}');
    const anthem = await first('get', '/get/weekAnthems');
    await checked('get', `/get/weekAnthem/${anthem}`, {}, '/get/weekAnthem/{weekAnthemId}');
    await first('get', '/get/intellectualProperties');
    await checked('get', `/get/intellectualProperty/${ip._id}`, {}, '/get/intellectualProperty/{intellectualPropertyId}');
    await checked('get', '/get/all/intellectualProperty');
    await first('get', '/get/subAdmins');
    await checked('get', `/get/subAdmin/${sub.id}`, {}, '/get/subAdmin/{subAdminId}');
    await first('get', '/get/events');
    await checked('get', `/get/event/${event._id}`, {}, '/get/event/{eventId}');
    await checked('get', '/get/all/events');
    await checked('get', '/get/eventDefaults');
    await first('get', '/get/eventTickets');
    await checked('get', `/get/eventTicket/${ticketId}`, {}, '/get/eventTicket/{eventTicketId}');
    await checked('patch', '/update/eventTicket/status', { body: { eventTicketId: ticketId, status: 2 } });
    const portrait = { width: 2000, height: 3000 };
    const memory = await checked('post', '/create/eventGallery', { body: { eventId: event._id, image: await seedMedia(stack.api.db, 'eventMemories', portrait), metaData: portrait } });
    await first('get', '/get/eventGallery', { eventId: event._id });
    await checked('get', `/get/eventGallery/${String(memory._id)}`, {}, '/get/eventGallery/{eventGalleryId}');

    const section = await makeSection(stack.api);
    const category = await makeCategory(stack.api);
    const table = await makeTable(stack.api, { sectionId: section._id, categoryId: category._id });
    const priced = await checked('post', '/create/category/record', { body: { categoryId: category._id, fromDate: '2099-01-01', toDate: '2099-01-14', price: 900 } });
    await checked('patch', '/update/category/record', { body: { categoryId: category._id, categoryRecordId: priced._id, price: 950 } });
    await first('get', '/get/categories');
    await checked('get', '/get/all/categories');
    const detail = await checked('get', '/get/category', { query: { categoryId: category._id } });
    expect((detail.categoryRecord as { count: number }).count).toBe(1);
    await checked('patch', '/update/category/status', { body: { categoryId: category._id, status: 1 } });
    await first('get', '/get/tables');
    await checked('get', `/get/table/${table._id}`, {}, '/get/table/{tableId}');
    await checked('patch', '/update/table', { body: { tableId: table._id, isFeatured: true } });
    const user = await makeUser(stack.api);
    await bookTableFor(stack.api, { userId: user._id, tableId: table._id, date: '2099-01-10' });
    await first('get', '/get/bookings');
    await checked('get', '/get/all/roles');
    await checked('get', '/get/all/sections');

    await insertSubscribers(stack.api.db, ['reader@guest.test']);
    const campaign = await checked('post', '/send/newsletter/email', { body: letter() });
    await first('get', '/get/newsletter/campaigns');
    await checked('get', `/get/newsletter/campaign/${String(campaign._id)}`, {}, '/get/newsletter/campaign/{campaignId}');
    await checked('post', '/newsletter/subscribe', { body: { email: 'site@guest.test' }, token: '' });
    await checked('post', '/contactUs', { body: { firstName: 'Sara', lastName: 'Ali', email: 'sara@guest.test', mobileCode: '+971', mobileNo: '501234567', dob: '1990-01-01', specialOccasion: 1 }, token: '' });

    await checked('get', '/health', { token: '' });
    await checked('get', '/search', { query: { text: 'Table' } });
    await checked('get', '/dashboard/summary');
    const signedIn = await checked('post', '/login', { body: { email: sub.email, password: sub.password }, token: '' });
    const token = String(signedIn.token);
    await checked('get', '/me', { token });
    await checked('get', '/me');
    await checked('post', '/logout', { token, body: {} });
  });

  test('the upload documents its multipart form, and its real reply validates against its documented data schema', async () => {
    const upload = doc.paths['/upload']!.post!;
    expect(Object.keys((upload.requestBody as unknown as { content: object }).content)).toEqual(['multipart/form-data']);
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '413', '500']));
    const reply = await uploadFiles(stack.api.url, '/api/v1/upload', 'services', [{ bytes: pngBytes(64, 64), name: 'icon.png', type: 'image/png' }], stack.api.adminToken);
    expect(reply.status, reply.body.message).toBe(201);
    const parsed = z.fromJSONSchema(dataSchema('post', '/upload') as never).safeParse(reply.body.data);
    expect(parsed.success, parsed.error?.message).toBe(true);
  });

  test('a documented data schema refuses a reply that drifted from it', () => {
    const page = z.fromJSONSchema(dataSchema('get', '/get/sections') as never);
    expect(page.safeParse({ data: [{ _id: 'x', name: 'Terrace', status: 1, createdAt: '2027-01-01T00:00:00.000Z', updatedAt: '2027-01-01T00:00:00.000Z' }], count: 1 }).success).toBe(true);
    expect(page.safeParse({ data: [{ _id: 'x', name: 'Terrace', status: 1, createdAt: '2027-01-01T00:00:00.000Z', updatedAt: '2027-01-01T00:00:00.000Z', isDelete: false }], count: 1 }).success).toBe(false);
    expect(page.safeParse({ data: [], count: '1' }).success).toBe(false);
  });

  test('a list documents its sort parameter with the allowed fields', () => {
    const sort = doc.paths['/get/roles']!.get!.parameters!.find((p) => p.name === 'sort') as unknown as { schema: { description: string; pattern: string } };
    expect(sort.schema.description).toContain('Allowed fields: name, status, createdAt.');
    expect(new RegExp(sort.schema.pattern).test('name,-createdAt')).toBe(true);
    expect(new RegExp(sort.schema.pattern).test('password')).toBe(false);
  });
});

describe('a refused input', () => {
  const createHost = (headers: Record<string, string> = {}) =>
    fetch(`${stack.api.url}/api/v1/create/host`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.api.adminToken}`, ...headers },
      body: JSON.stringify({ firstName: '', lastName: 'Haddad', email: 'nope', password: 'short' }),
    });

  test('lists every problem with its path when asked with X-Field-Errors: all, and keeps §7’s envelope otherwise', async () => {
    const listed = await createHost({ 'x-field-errors': 'all' });
    expect(listed.status).toBe(400);
    const body = (await listed.json()) as { message: string; errors: { path: string[]; message: string }[] };
    expect(body.errors.map((e) => e.path)).toEqual([['firstName'], ['email'], ['password']]);
    expect(body.message).toBe(body.errors[0]!.message);
    expect(await (await createHost()).json()).toEqual({ status: false, message: 'First Name is required' });
  });
});
