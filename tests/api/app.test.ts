import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountType } from '#domain/codes';
import { createAccount } from '../../api/accounts/repository.ts';
import { buildApi } from '../../api/app.ts';
import { createLocalStorage } from '../../api/media/local-storage.ts';
import { openSession } from '../../api/auth/sessions.ts';
import { createTokenSigner } from '../../api/auth/tokens.ts';
import type { Db } from '../../api/db/database.ts';
import { openDatabase } from '../../api/db/open.ts';
import { backends } from '../support/backends.ts';
import { callApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { snapshotDb } from '../support/db-snapshot.ts';

describe.each(backends)('envelope and HTTP behaviour on %s', (backend) => {
  const api = useTestApi(backend);

  it('answers /health without a token', async () => {
    expect(await callApi(api.url, 'get', '/health')).toEqual({ status: 200, body: { status: true, message: 'OK', data: { database: 'up' } } });
  });

  it('answers unknown paths with 404 in the envelope, inside and outside /api/v1', async () => {
    expect(await callApi(api.url, 'get', '/no/such/thing', { token: api.adminToken })).toEqual({ status: 404, body: { status: false, message: 'Route not found' } });
    const outside = await fetch(`${api.url}/elsewhere`);
    expect(outside.status).toBe(404);
    expect(await outside.json()).toEqual({ status: false, message: 'Route not found' });
  });

  it('answers malformed JSON with 400 "Malformed JSON body" and writes nothing', async () => {
    const before = await snapshotDb(api.db);
    const reply = await callApi(api.url, 'post', '/create/role', { token: api.adminToken, rawBody: '{"name": "Door",' });
    expect(reply).toEqual({ status: 400, body: { status: false, message: 'Malformed JSON body' } });
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  it('answers a body over 1 MB with 413 and writes nothing', async () => {
    const before = await snapshotDb(api.db);
    const rawBody = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10), permissions: [] });
    const reply = await callApi(api.url, 'post', '/create/role', { token: api.adminToken, rawBody });
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({ status: false, message: 'Request body is too large' });
    expect(await snapshotDb(api.db)).toEqual(before);
  });
});

describe('failures and logs', () => {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  let url: string;
  let server: import('node:http').Server;
  let closeDb: () => Promise<void>;
  let db: Db;
  let adminId: string;
  const tokens = createTokenSigner('log test secret', '1h');

  beforeAll(async () => {
    const database = await openDatabase({ memory: true });
    closeDb = database.close;
    db = database.db;
    adminId = (await createAccount(database.db, { name: 'Log Admin', email: 'log@venue.test', password: 'irrelevant', accountType: AccountType.ADMIN })).id;
    const app = buildApi({ db: database.db, tokens, logger: pino({ level: 'info' }, sink), storage: createLocalStorage(mkdtempSync(join(tmpdir(), 'venue-media-'))), newsletters: { unsubscribeSecret: 'log test secret', wakeDelivery: () => {} } });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('logs one line per request with method, path, status and duration, but no password or token', async () => {
    lines.length = 0;
    const secret = 'Sup3r-secret-password';
    await callApi(url, 'post', '/login', { body: { email: 'someone@venue.test', password: secret } });
    const token = await openSession(db, tokens, adminId);
    await callApi(url, 'get', '/get/roles', { token, query: { search: 'vip' } });
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/v1/login', status: 401, actorId: null });
    expect(requests[1]).toMatchObject({ method: 'GET', path: '/api/v1/get/roles', status: 200, actorId: adminId });
    expect(typeof requests[0]?.durationMs).toBe('number');
    const all = JSON.stringify(lines);
    expect(all).not.toContain(secret);
    expect(all).not.toContain(token);
  });

  it('turns an unexpected failure into a 500 "Something Went Wrong" with no stack', async () => {
    // A table gone from under the code: a fault of the server, not of the request or the database's reach.
    await db.execute(sql`drop table roles cascade`);
    const reply = await callApi(url, 'get', '/get/roles', { token: await openSession(db, tokens, adminId) });
    expect(reply).toEqual({ status: 500, body: { status: false, message: 'Something Went Wrong' } });
    expect(lines.some((l) => l.msg === 'unhandled error')).toBe(true);
  });

  it('turns a database it cannot reach (here closed) into a 503 "The database is unavailable", which a client retries', async () => {
    await closeDb();
    const reply = await fetch(`${url}/api/v1/health`);
    expect(reply.status).toBe(503);
    expect(reply.headers.get('retry-after')).toBe('5');
    expect(await reply.json()).toEqual({ status: false, message: 'The database is unavailable. Try again shortly.' });
    expect(lines.some((l) => l.msg === 'database unavailable')).toBe(true);
  });
});
