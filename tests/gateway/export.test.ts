import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { venueDay } from '#domain/format';
import { users } from '../../api/db/schema.ts';
import { buildGateway } from '../../gateway/app.ts';
import { listen } from '../../gateway/lib/listen.ts';
import { parseCsv } from '../support/csv.ts';
import { useTestStack } from '../support/use-test-stack.ts';

const stack = useTestStack();
let apiDown: { url: string; close(): Promise<void> };
const ROWS = 3_000;

beforeAll(async () => {
  await stack.api.db.insert(users).values(Array.from({ length: ROWS }, (_, i) => ({ firstName: 'Guest', lastName: `No. ${i}`, email: `guest${i}@through.test`, mobileCode: '+971', mobileNo: '500000000' })));
  // Port 9 (discard) on loopback refuses connections: an API that is down.
  apiDown = await listen(buildGateway({ apiUrl: 'http://127.0.0.1:9', logger: pino({ level: 'silent' }) }), 0, '127.0.0.1');
});
afterAll(() => apiDown?.close());

const get = (base: string, path: string, token?: string) => fetch(`${base}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('GET /export/<area>.csv through the gateway', () => {
  test('streams the API’s file unchanged with the caller’s token, headers included, without a length (not buffered)', async () => {
    const [viaGateway, direct] = await Promise.all([get(stack.gatewayUrl, '/export/users.csv?search=through.test', stack.api.adminToken), get(stack.api.url, '/api/v1/export/users.csv?search=through.test', stack.api.adminToken)]);
    expect(viaGateway.status).toBe(200);
    expect(viaGateway.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(viaGateway.headers.get('content-disposition')).toBe(`attachment; filename="users-${venueDay()}.csv"`);
    expect(viaGateway.headers.get('content-length')).toBeNull();
    expect(viaGateway.headers.get('transfer-encoding')).toBe('chunked');
    const text = await viaGateway.text();
    expect(text).toBe(await direct.text());
    expect(parseCsv(text)).toHaveLength(ROWS + 1);
  });

  test('passes the API’s refusals on as its JSON: 401, 403, 400 with the message, 404 for an unknown area', async () => {
    const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as unknown });
    expect(await json(await get(stack.gatewayUrl, '/export/users.csv'))).toEqual({ status: 401, body: { status: false, message: 'Unauthorized' } });
    const hostsOnly = await stack.api.createSubAdmin({ roleId: await stack.api.createRole({ permissions: [{ name: 'hosts', view: true }] }) });
    expect(await json(await get(stack.gatewayUrl, '/export/users.csv', hostsOnly.token))).toEqual({ status: 403, body: { status: false, message: 'You do not have permission to perform this action' } });
    expect(await json(await get(stack.gatewayUrl, '/export/bookings.csv?fromDate=yesterday', stack.api.adminToken))).toEqual({ status: 400, body: { status: false, message: 'fromDate must be a date (YYYY-MM-DD)' } });
    expect((await get(stack.gatewayUrl, '/export/nothing.csv', stack.api.adminToken)).status).toBe(404);
  });

  test('answers 503 SERVICE_UNAVAILABLE in JSON when the API is down', async () => {
    const reply = await get(apiDown.url, '/export/users.csv', 'any-token');
    expect(reply.status).toBe(503);
    expect(await reply.json()).toEqual({ status: false, code: 'SERVICE_UNAVAILABLE', message: 'The API is unavailable. Try again shortly.' });
  });
});
