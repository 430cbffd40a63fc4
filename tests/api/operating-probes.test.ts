import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { buildGateway } from '../../gateway/app.ts';
import { listen } from '../../gateway/lib/listen.ts';
import { MANIFEST_FILE } from '../../gateway/lib/trusted-documents.ts';
import { startTestApi, type TestApi } from '../support/api.ts';
import { useTestStack } from '../support/use-test-stack.ts';
import { callApi } from '../support/http.ts';
import { letter, testMail, waitForCampaign, insertSubscribers } from '../support/newsletters.ts';

const json = async (url: string, init?: RequestInit) => {
  const reply = await fetch(url, init);
  return { status: reply.status, body: (await reply.json()) as unknown, headers: reply.headers };
};

/** The value of one series in Prometheus's text format, or undefined when it is not there. */
const series = (text: string, name: string, labels: Record<string, string> = {}): number | undefined => {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
};

describe('health, readiness and metrics', () => {
  const stack = useTestStack(() => ({ api: { config: { mail: testMail(), metricsToken: undefined } } }));
  const graphql = (query: string, token?: string, headers: Record<string, string> = {}) =>
    fetch(`${stack.gatewayUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers }, body: JSON.stringify({ query }) });

  it('the API and the gateway are alive and ready: database, media store, and the API behind the gateway', async () => {
    expect(await json(`${stack.api.url}/healthz`)).toMatchObject({ status: 200, body: { status: 'alive' } });
    expect(await json(`${stack.api.url}/readyz`)).toMatchObject({ status: 200, body: { status: 'ready', checks: { database: 'up', media: 'up' } } });
    expect(await json(`${stack.gatewayUrl}/healthz`)).toMatchObject({ status: 200, body: { status: 'alive' } });
    expect(await json(`${stack.gatewayUrl}/readyz`)).toMatchObject({ status: 200, body: { status: 'ready', checks: { api: 'up' } } });
  });

  it('a gateway whose API is away is alive but not ready (503), so a load balancer takes it out', async () => {
    const gateway = await listen(buildGateway({ apiUrl: 'http://127.0.0.1:9', logger: pino({ level: 'silent' }) }), 0, '127.0.0.1');
    try {
      expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
      expect(await json(`${gateway.url}/readyz`)).toMatchObject({ status: 503, body: { status: 'not ready', checks: { api: 'down' } } });
    } finally {
      await gateway.close();
    }
  });

  it('an API whose media store cannot be written is not ready (503), naming the media store', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'venue-notready-'));
    writeFileSync(join(dir, 'not-a-folder'), 'x');
    let api: TestApi | undefined;
    try {
      api = await startTestApi({ config: { media: { kind: 'local', root: join(dir, 'not-a-folder', 'media') } } });
      expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
      expect(await json(`${api.url}/readyz`)).toMatchObject({ status: 503, body: { status: 'not ready', checks: { database: 'up', media: 'down' } } });
    } finally {
      await api?.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives every request an id, returns it, and keeps a plain one the client sent', async () => {
    const fresh = await graphql('{ __typename }');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await graphql('{ __typename }', undefined, { 'x-request-id': 'lb-7f3a.42' })).headers.get('x-request-id')).toBe('lb-7f3a.42');
    // One that could forge log fields is replaced.
    expect((await graphql('{ __typename }', undefined, { 'x-request-id': 'a"b c' })).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await fetch(`${stack.api.url}/api/v1/get/roles`, { headers: { 'x-request-id': 'direct-1' } })).headers.get('x-request-id')).toBe('direct-1');
  });

  it('/metrics shows requests per route and status, GraphQL operations, sign-in refusals, emails, the queue and the pool', async () => {
    // The registry is the process's: counters are compared with a scrape taken before this test's calls.
    const scrape = async () => (await fetch(`${stack.gatewayUrl}/metrics`)).text();
    const start = await scrape();
    const added = (text: string, name: string, labels: Record<string, string> = {}) => (series(text, name, labels) ?? 0) - (series(start, name, labels) ?? 0);
    await graphql('query RolesForMetrics { roles { count } }', stack.api.adminToken);
    await callApi(stack.api.url, 'get', '/get/roles', { token: stack.api.adminToken });
    await callApi(stack.api.url, 'get', '/get/service/00000000-0000-4000-8000-000000000000', { token: stack.api.adminToken });
    await callApi(stack.api.url, 'post', '/login', { body: { email: stack.api.adminEmail, password: 'not-the-password' } });
    await insertSubscribers(stack.api.db, ['one@metrics.test', 'two@metrics.test']);
    const sent = await callApi<{ _id: string }>(stack.api.url, 'post', '/send/newsletter/email', { token: stack.api.adminToken, body: letter('Counted in the metrics') });
    expect(sent.status).toBe(201);
    await waitForCampaign(stack.api, stack.api.adminToken, sent.body.data!._id);

    const reply = await fetch(`${stack.gatewayUrl}/metrics`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('text/plain');
    const text = await reply.text();
    expect(added(text, 'venue_http_requests_total', { service: 'api', method: 'GET', route: '/api/v1/get/roles', status: '200' })).toBeGreaterThanOrEqual(2);
    expect(added(text, 'venue_http_requests_total', { service: 'api', method: 'POST', route: '/api/v1/login', status: '401' })).toBe(1);
    expect(added(text, 'venue_http_requests_total', { service: 'gateway', method: 'POST', route: '/graphql', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(added(text, 'venue_http_request_duration_seconds_count', { service: 'api', route: '/api/v1/get/roles', status: '200' })).toBeGreaterThanOrEqual(2);
    expect(added(text, 'venue_graphql_operation_duration_seconds_count', { operation: 'RolesForMetrics', type: 'query', outcome: 'ok' })).toBe(1);
    expect(added(text, 'venue_sign_in_refusals_total', { reason: 'invalid credentials' })).toBe(1);
    // A reason or outcome not seen yet is a series at 0, not missing, so a rate over it is defined.
    expect(series(start, 'venue_sign_in_refusals_total', { reason: 'blocked' })).toBeTypeOf('number');
    expect(added(text, 'venue_sign_in_refusals_total', { reason: 'blocked' })).toBe(0);
    expect(added(text, 'venue_newsletter_emails_total', { outcome: 'sent' })).toBe(2);
    expect(series(start, 'venue_newsletter_emails_total', { outcome: 'failed' })).toBeTypeOf('number');
    expect(added(text, 'venue_newsletter_emails_total', { outcome: 'failed' })).toBe(0);
    expect(series(text, 'venue_newsletter_queue_depth', { state: 'pending' })).toBe(0);
    expect(series(text, 'venue_newsletter_queue_oldest_age_seconds')).toBe(0);
    expect(series(text, 'venue_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    // Raw paths never become labels: ids would make a series per record.
    expect(added(text, 'venue_http_requests_total', { service: 'api', method: 'GET', route: '/api/v1/get/service/:serviceId', status: '404' })).toBe(1);
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
    // Node's own, with the same prefix.
    expect(text).toContain('venue_process_cpu_user_seconds_total');
    expect(text).toContain('venue_nodejs_heap_size_used_bytes');
  });

  it("operation names past the first 200 share one series, but the web's and the CLI's own operations always keep theirs", async () => {
    const scrape = async () => (await fetch(`${stack.gatewayUrl}/metrics`)).text();
    const start = await scrape();
    const added = (text: string, labels: Record<string, string>) =>
      (series(text, 'venue_graphql_operation_duration_seconds_count', labels) ?? 0) - (series(start, 'venue_graphql_operation_duration_seconds_count', labels) ?? 0);
    // Anyone may name an operation: 210 made-up names fill the names this gateway keeps apart.
    for (let i = 0; i < 210; i += 1) expect((await graphql(`query Made${i}Up { __typename }`)).status).toBe(200);
    // Then the CLI's own `venue whoami`, by its trusted document's hash, is still counted under its name.
    const manifest = JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')) as Record<string, string>;
    const hash = Object.keys(manifest).find((key) => /\bquery CliMe\b/.test(manifest[key]!))!;
    const reply = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.api.adminToken}` },
      body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }),
    });
    expect(reply.status).toBe(200);
    const text = await scrape();
    expect(added(text, { operation: 'CliMe', type: 'query', outcome: 'ok' })).toBe(1);
    expect(added(text, { operation: 'other', type: 'query', outcome: 'ok' })).toBeGreaterThanOrEqual(10);
    expect(text).not.toContain('operation="Made209Up"');
  });

  it('with METRICS_TOKEN set, /metrics answers only its bearer', async () => {
    const api = await startTestApi({ config: { metricsToken: 'scrape-me' } });
    try {
      expect((await fetch(`${api.url}/metrics`)).status).toBe(401);
      expect((await fetch(`${api.url}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
      expect((await fetch(`${api.url}/metrics`, { headers: { authorization: 'Bearer scrape-me' } })).status).toBe(200);
    } finally {
      await api.close();
    }
  });
});
