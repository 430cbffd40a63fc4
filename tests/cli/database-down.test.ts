import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestStack } from '../support/use-test-stack.ts';
import { callApi } from '../support/http.ts';
import { createTestDatabase } from '../support/postgres.ts';
import { startTcpProxyTo, type TcpProxyTo } from '../support/tcp-proxy.ts';
import { makeHome, venue } from './venue.ts';
import { gql } from '../gateway/lib/gql.ts';

const DATABASE_UNAVAILABLE = 'The database is unavailable. Try again shortly.';

/**
 * A running API whose PostgreSQL goes away: it is reached through a TCP pass-through that the test
 * cuts (nothing listens: connection refused) or turns into a server that hangs up on every
 * connection, then brings back. No driver is stubbed: the API's own pool meets the real failures.
 */
describe.runIf(!!process.env.TEST_DATABASE_URL)('the database going away behind a running API', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let proxy: TcpProxyTo;
  let home: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    proxy = await startTcpProxyTo(database.url);
    home = makeHome();
  });
  afterAll(async () => {
    await proxy?.close();
    await database?.drop();
  });
  const stack = useTestStack(() => ({ api: { config: { database: { url: proxy.url } } } }));

  const graphql = () => gql(stack.gatewayUrl, '{ roles(limit: 1) { count } }', { token: stack.api.adminToken });
  // VENUE_RETRIES=0: the failure at once, without the CLI's retries (the test below has them).
  const cli = () => venue(['roles', 'list'], { home, env: { VENUE_GATEWAY: stack.gatewayUrl, VENUE_TOKEN: stack.api.adminToken, VENUE_RETRIES: '0' } });

  it.each(['refuse', 'hang-up'] as const)('database %s: REST is 503 with a clear message, GraphQL SERVICE_UNAVAILABLE, the CLI exit 7; all serve again once it is back', async (mode) => {
    expect((await callApi(stack.api.url, 'get', '/get/roles', { token: stack.api.adminToken })).status).toBe(200);
    expect((await cli()).code).toBe(0);

    await proxy.cut(mode);
    try {
      const rest = await callApi(stack.api.url, 'get', '/get/roles', { token: stack.api.adminToken });
      expect(rest).toEqual({ status: 503, body: { status: false, message: DATABASE_UNAVAILABLE } });
      // Sign-in too: it reads the account first.
      expect((await callApi(stack.api.url, 'post', '/login', { body: { email: stack.api.adminEmail, password: stack.api.adminPassword } })).status).toBe(503);
      const reply = await graphql();
      // The API's Retry-After (5 s), passed on for clients to wait as long.
      expect(reply.errors?.[0]).toMatchObject({ message: DATABASE_UNAVAILABLE, extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: 5 } });
      const run = await cli();
      expect(run.code).toBe(7);
      expect(run.stderr).toContain(DATABASE_UNAVAILABLE);
      expect(run.stderr).not.toMatch(/\n\s+at /);
      expect((await fetch(`${stack.api.url}/readyz`)).status).toBe(503);
    } finally {
      await proxy.restore();
    }

    expect((await callApi(stack.api.url, 'get', '/get/roles', { token: stack.api.adminToken })).status).toBe(200);
    expect((await graphql()).errors).toBeUndefined();
    expect((await cli()).code).toBe(0);
  }, 60_000);

  it('the CLI waits as the Retry-After says and tries again: a bulk run started while the database is down finishes once it is back', async () => {
    const ids = await Promise.all(['Waited One', 'Waited Two'].map((name) => stack.api.createRole({ name })));
    await proxy.cut('refuse');
    let restored = false;
    try {
      const run = await venue(['roles', 'set-status', ...ids, 'inactive', '--yes'], {
        home,
        env: { VENUE_GATEWAY: stack.gatewayUrl, VENUE_TOKEN: stack.api.adminToken },
        // The database comes back while the CLI waits to try again.
        onStderr: (said) => void (said.includes('Trying again') && !restored && (restored = true) && proxy.restore()),
      });
      expect(run).toMatchObject({ code: 0, stderr: `venue: ${DATABASE_UNAVAILABLE} Trying again in 5.0 s (retry 1 of 3).\nDeactivated 2 of 2 roles: 2 done, 0 failed, 0 skipped.\n` });
    } finally {
      await proxy.restore();
    }
  }, 60_000);

  it('a database that accepts connections but never answers: REST is 503 once the connection times out (10 s), before the gateway gives up on the API', async () => {
    await proxy.cut('silent');
    try {
      const started = Date.now();
      const rest = await callApi(stack.api.url, 'get', '/get/roles', { token: stack.api.adminToken });
      expect(rest).toEqual({ status: 503, body: { status: false, message: DATABASE_UNAVAILABLE } });
      expect(Date.now() - started).toBeLessThan(14_000);
      expect((await graphql()).errors?.[0]).toMatchObject({ message: DATABASE_UNAVAILABLE, extensions: { code: 'SERVICE_UNAVAILABLE' } });
    } finally {
      await proxy.restore();
    }
    expect((await callApi(stack.api.url, 'get', '/get/roles', { token: stack.api.adminToken })).status).toBe(200);
  }, 60_000);
});
