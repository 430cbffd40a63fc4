import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestStack } from '../support/use-test-stack.ts';
import { callApi } from '../support/http.ts';
import { gql } from '../gateway/lib/gql.ts';

const DATABASE_UNAVAILABLE = 'The database is unavailable. Try again shortly.';

/** Runs one statement on the TEST_DATABASE_URL server as its administrator. */
async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * The PostgreSQL server itself refuses a running API's new connections (README, Operating, Health:
 * "PostgreSQL refuses or drops connections … each REST call that needs it answers 503"): the server
 * is up and answers, but with an error instead of a session. An operator closes a database for
 * maintenance (`ALLOW_CONNECTIONS false`, which ends the sessions open on it) or it is gone; each
 * call is then a 503 with Retry-After and GraphQL's SERVICE_UNAVAILABLE, never a 500, and the API
 * serves again by itself once the database takes connections again. No driver is stubbed.
 */
describe.runIf(!!process.env.TEST_DATABASE_URL)('a PostgreSQL that refuses a running API its connections', () => {
  const stack = useTestStack({ api: { backend: 'postgres' } });
  let name: string;
  beforeAll(() => {
    name = new URL(stack.api.databaseUrl!).pathname.slice(1);
  });
  afterAll(async () => {
    await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => undefined);
  });

  const graphql = () => gql(stack.gatewayUrl, '{ roles(limit: 1) { count } }', { token: stack.api.adminToken });

  it('"not currently accepting connections": REST 503 with Retry-After (sign-in too), GraphQL SERVICE_UNAVAILABLE, /readyz 503; all serve again once it takes connections', async () => {
    expect((await callApi(stack.api.url, 'get', '/get/roles', { token: stack.api.adminToken })).status).toBe(200);

    await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`);
    try {
      const reply = await fetch(`${stack.api.url}/api/v1/get/roles`, { headers: { authorization: `Bearer ${stack.api.adminToken}` } });
      expect(reply.status).toBe(503);
      expect(reply.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await reply.json()).toEqual({ status: false, message: DATABASE_UNAVAILABLE });
      const login = await callApi(stack.api.url, 'post', '/login', { body: { email: stack.api.adminEmail, password: stack.api.adminPassword } });
      expect(login).toEqual({ status: 503, body: { status: false, message: DATABASE_UNAVAILABLE } });
      expect((await graphql()).errors?.[0]).toMatchObject({ message: DATABASE_UNAVAILABLE, extensions: { code: 'SERVICE_UNAVAILABLE' } });
      const ready = await fetch(`${stack.api.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ checks: { database: 'down' } });
    } finally {
      await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    }
    expect((await callApi(stack.api.url, 'get', '/get/roles', { token: stack.api.adminToken })).status).toBe(200);
    expect((await graphql()).errors).toBeUndefined();
    expect((await fetch(`${stack.api.url}/readyz`)).status).toBe(200);
  }, 60_000);

  it('a database that is gone (dropped under it): 503, not 500', async () => {
    await admin(`DROP DATABASE ${name} WITH (FORCE)`);
    const reply = await callApi(stack.api.url, 'get', '/get/roles', { token: stack.api.adminToken });
    expect(reply).toEqual({ status: 503, body: { status: false, message: DATABASE_UNAVAILABLE } });
    expect((await graphql()).errors?.[0]).toMatchObject({ extensions: { code: 'SERVICE_UNAVAILABLE' } });
  }, 60_000);
});
