import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completePermissions, emptyPermission } from '#domain/permissions';
import { DeliveryState } from '#domain/newsletters/delivery-state';
import { openDatabase, type OpenDatabase } from '../../api/db/open.ts';
import { newsletterDeliveries, roles } from '../../api/db/schema.ts';
import { callApi, signIn } from '../support/http.ts';
import { pngBytes } from '../support/media-files.ts';
import { insertSubscribers, letter } from '../support/newsletters.ts';
import { createTestDatabase } from '../support/postgres.ts';
import { buildBundles, startBundle, type Running } from '../support/processes.ts';
import { startSmtpServer, type Received, type TestSmtpOptions, type TestSmtpServer } from '../support/smtp.ts';

const SUBSCRIBERS = 10_000;
const LEASE_MS = 6_000;
const CONCURRENCY = 8;

/**
 * The scaled-out deployment the README describes, as separate compiled processes on one
 * PostgreSQL: two API replicas, two gateways, two workers (then a third), each SMTP server a
 * real one the test runs.
 */
describe.runIf(!!process.env.TEST_DATABASE_URL)('two APIs, two gateways and two workers on one PostgreSQL', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'venue-scale-'));
  const admin = { email: 'ops@venue.test', password: `Ops-${randomBytes(6).toString('hex')}` };
  const processes: Running[] = [];
  const sinks: TestSmtpServer[] = [];
  let database: { url: string; drop(): Promise<void> };
  let direct: OpenDatabase;
  let env: Record<string, string>;
  let apis: Running[];
  let gateways: Running[];
  let token: string;

  const start = async (...args: Parameters<typeof startBundle>) => {
    const running = await startBundle(...args);
    processes.push(running);
    return running;
  };
  const sink = async (options: TestSmtpOptions = {}) => {
    const server = await startSmtpServer(options);
    sinks.push(server);
    return server;
  };
  const worker = (smtpUrl: string) => start('worker', { ...env, SMTP_URL: smtpUrl, WORKER_PORT: '0' });
  const waitFor = async (what: string, done: () => boolean | Promise<boolean>, timeoutMs = 60_000, state = () => '') => {
    const until = Date.now() + timeoutMs;
    while (!(await done())) {
      if (Date.now() > until) throw new Error(`timed out waiting for ${what} ${state()}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  beforeAll(async () => {
    await buildBundles(['api', 'gateway', 'worker']);
    database = await createTestDatabase();
    env = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      GATEWAY_SECRET: 'scale-gateway-secret',
      JWT_SECRET: 'scale-jwt-secret-0123456789abcdef',
      UNSUBSCRIBE_SECRET: 'scale-unsubscribe-secret',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      DEMO_DATA: 'false',
      MAIL_FROM: 'Venue <news@venue.test>',
      PUBLIC_URL: 'http://venue.test',
      // The test's pace: many messages at once, quick polls, and a short lease so a dead worker's messages come back soon.
      DELIVERY_CONCURRENCY: String(CONCURRENCY),
      DELIVERY_BATCH: '5',
      DELIVERY_POLL_MS: '50',
      DELIVERY_LEASE_MS: String(LEASE_MS),
    };
    // Started together: the start lock makes them migrate and seed one after the other.
    apis = await Promise.all([start('api', { ...env, API_PORT: '0' }), start('api', { ...env, API_PORT: '0' })]);
    gateways = await Promise.all(apis.map((api) => start('gateway', { ...env, PORT: '0', ADMIN_API_URL: api.url })));
    direct = await openDatabase({ url: database.url });
    token = await signIn(apis[1]!.url, admin.email, admin.password);
  }, 120_000);

  afterAll(async () => {
    for (const running of processes) await running.stop('SIGKILL');
    for (const server of sinks) await server.close();
    await direct?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A role created through one of the four entry doors, in turn; its id once acknowledged. */
  let turn = 0;
  const acknowledged: string[] = [];
  // A role must allow something (§5 "Permissions are required"): each may view the menu.
  const permissions = completePermissions([{ ...emptyPermission('menu'), view: true }]);
  const createRole = async () => {
    const door = turn++ % 4;
    const name = `Role ${turn} ${randomBytes(3).toString('hex')}`;
    if (door < 2) {
      const reply = await fetch(`${gateways[door]!.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          query: 'mutation($input: CreateRoleInput!) { createRole(input: $input) { role { id } } }',
          variables: { input: { name, permissions: [{ module: 'menu', all: false, add: false, view: true, edit: false, del: false }] } },
        }),
      });
      const body = (await reply.json()) as { data?: { createRole: { role: { id: string } } } };
      if (body.data) acknowledged.push(body.data.createRole.role.id);
    } else {
      const reply = await callApi<{ _id: string }>(apis[door - 2]!.url, 'post', '/create/role', { token, body: { name, permissions } });
      if (reply.status === 201) acknowledged.push(reply.body.data!._id);
    }
  };

  it('every process is ready, and a request id goes from the gateway to the API, back to the client and onto their log lines', async () => {
    for (const running of [...apis, ...gateways]) expect((await fetch(`${running.url}/readyz`)).status).toBe(200);
    const reply = await fetch(`${gateways[0]!.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-request-id': 'trace-scale-1' },
      body: JSON.stringify({ query: '{ roles { count } }' }),
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('x-request-id')).toBe('trace-scale-1');
    await waitFor('the log lines', () => apis[0]!.lines.some((l) => l.requestId === 'trace-scale-1') && gateways[0]!.lines.some((l) => l.requestId === 'trace-scale-1'), 5_000);
    const apiLine = apis[0]!.lines.find((l) => l.requestId === 'trace-scale-1')!;
    expect(apiLine).toMatchObject({ service: 'api', msg: 'request', method: 'GET', status: 200 });
    expect(gateways[0]!.lines.find((l) => l.requestId === 'trace-scale-1')).toMatchObject({ service: 'gateway', msg: 'request', path: '/graphql', status: 200 });
    // Log lines are JSON objects with a level and a time (the one plain-text line is the first Admin's notice).
    const logLines = [...apis, ...gateways].flatMap((p) => p.lines).filter((l) => !/^[┌│└]/.test(l.raw) && l.raw.trim() !== '');
    expect(logLines.filter((l) => typeof l.level !== 'number' || typeof l.time !== 'number').map((l) => l.raw)).toEqual([]);
  });

  it('sends a newsletter to 10,000 subscribers exactly once each while one worker is killed and another stopped, and keeps every acknowledged write', async () => {
    const inserted: string[] = [];
    for (let from = 0; from < SUBSCRIBERS; from += 2_000) {
      const emails = Array.from({ length: Math.min(2_000, SUBSCRIBERS - from) }, (_, i) => `guest${from + i}@scale.test`);
      inserted.push(...(await insertSubscribers(direct.db, emails)).map((s) => s.email));
    }
    // Worker A's mail server takes 1,500 messages, then answers none: A is killed with messages under way.
    const optionsA: TestSmtpOptions = {};
    let acceptedByA = 0;
    optionsA.onReceived = () => {
      acceptedByA += 1;
      if (acceptedByA === 1_500) optionsA.hold = new Promise(() => {});
    };
    const sinkA = await sink(optionsA);
    const sinkB = await sink();
    const sinkC = await sink();
    const workerA = await worker(sinkA.url);
    const workerB = await worker(sinkB.url);
    expect((await fetch(`${workerA.url}/readyz`)).status).toBe(200);

    for (let i = 0; i < 8; i += 1) await createRole();
    const started = Date.now();
    const sent = await callApi<{ _id: string; total: number }>(gateways.length ? apis[0]!.url : '', 'post', '/send/newsletter/email', { token, body: letter('Ten thousand and not one twice') });
    expect(sent.status).toBe(201);
    expect(sent.body.data!.total).toBe(SUBSCRIBERS);
    const campaignId = sent.body.data!._id;

    // Writes go on through every door while the campaign is sent.
    let writing = true;
    const writes = (async () => {
      while (writing) {
        await createRole();
        // A steady trickle, not a flood: the campaign is what is measured.
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    let workerC: Running | undefined;
    try {

    const offered = (server: TestSmtpServer) => [...server.offers.values()].reduce((a, b) => a + b, 0);
    // Killed once every one of its sending loops waits on an unanswered message: none is then between
    // the server's acceptance and its mark, so its unfinished messages are exactly those unanswered.
    await waitFor('worker A to hold messages it cannot finish', () => acceptedByA >= 1_500 && offered(sinkA) - sinkA.received.length === CONCURRENCY);
    workerA.child.kill('SIGKILL');
    expect(await workerA.exited).toBe(null);

    // A third worker joins; then B is asked to stop, and finishes what it holds before it exits.
    workerC = await worker(sinkC.url);
    const atStop = sinkB.received.length;
    await waitFor('worker B to send some more', () => sinkB.received.length >= atStop + 500);
    console.info(`worker A killed and C started after ${((Date.now() - started) / 1000).toFixed(1)} s; B stopping with ${sinkB.received.length} sent`);
    expect(await workerB.stop('SIGTERM')).toBe(0);
    expect(workerB.lines.some((l) => l.msg === 'worker stopped')).toBe(true);

    let sentRows = 0;
    await waitFor(
      'every message to be sent',
      async () => {
        const [row] = await direct.db.select({ n: sql<number>`count(*)::int` }).from(newsletterDeliveries).where(eq(newsletterDeliveries.state, DeliveryState.SENT));
        sentRows = row!.n;
        return row!.n === SUBSCRIBERS;
      },
      120_000,
      () => `(${sentRows} marked sent; received by A ${sinkA.received.length}, B ${sinkB.received.length}, C ${sinkC.received.length})`,
    );
    } finally {
      writing = false;
      await writes;
    }
    const seconds = (Date.now() - started) / 1000;

    const received: Received[] = [...sinkA.received, ...sinkB.received, ...sinkC.received];
    const perRecipient = new Map<string, number>();
    for (const message of received) perRecipient.set(message.to, (perRecipient.get(message.to) ?? 0) + 1);
    expect(received.length).toBe(SUBSCRIBERS);
    expect([...perRecipient.keys()].sort()).toEqual([...inserted].sort());
    expect([...perRecipient.values()].every((n) => n === 1)).toBe(true);
    // Every worker did its share; A's unfinished messages were taken again once their lease ran out.
    expect(sinkA.received.length).toBeGreaterThanOrEqual(1_500);
    expect(sinkB.received.length).toBeGreaterThan(0);
    expect(sinkC.received.length).toBeGreaterThan(0);
    const rows = await direct.db.select({ state: newsletterDeliveries.state, attempts: newsletterDeliveries.attempts }).from(newsletterDeliveries).where(eq(newsletterDeliveries.campaignId, campaignId));
    expect(rows.every((r) => r.state === DeliveryState.SENT)).toBe(true);
    expect(rows.some((r) => r.attempts === 2)).toBe(true);
    console.info(`10,000 messages in ${seconds.toFixed(1)} s across the workers; ${acknowledged.length} roles written meanwhile`);

    // Every write a client saw acknowledged is there, whichever door it went through.
    const stored = new Set((await direct.db.select({ id: roles.id }).from(roles)).map((r) => r.id));
    expect(acknowledged.length).toBeGreaterThan(8);
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect(workerC!.child.exitCode).toBe(null);
  }, 240_000);

  it('SIGTERM on an API replica finishes the upload under way, refuses new connections and exits 0; its gateway turns not ready', async () => {
    const png = pngBytes(40, 30);
    const boundary = 'venue-scale-boundary';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="path"\r\n\r\ngallery\r\n--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="slow.png"\r\nContent-Type: image/png\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    let finish!: () => void;
    const rest = new Promise<void>((resolve) => (finish = resolve));
    const [api] = apis.splice(1, 1) as [Running];
    // On a connection of its own (`agent: false`): a kept-alive socket from the calls before could be
    // closed by the server's keep-alive timeout just as the upload reuses it, which is not what this
    // test is about.
    let connected!: () => void;
    const onSocket = new Promise<void>((resolve) => (connected = resolve));
    const upload = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        `${api.url}/api/v1/upload`,
        { method: 'POST', agent: false, headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` } },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      request.on('error', reject);
      request.on('socket', (socket) => socket.once('connect', connected));
      request.write(Buffer.concat([head, png.subarray(0, 20)]));
      void rest.then(() => request.end(Buffer.concat([png.subarray(20), tail])));
    });
    await onSocket;
    await new Promise((resolve) => setTimeout(resolve, 200));
    api.child.kill('SIGTERM');
    // Stopped accepting: a new connection is refused, and the gateway in front of it reports not ready.
    await waitFor('new connections to be refused', () => fetch(`${api.url}/healthz`).then(() => false, () => true), 5_000);
    expect((await fetch(`${gateways[1]!.url}/readyz`)).status).toBe(503);
    finish();
    const reply = await upload;
    expect(reply.status).toBe(201);
    const { data } = JSON.parse(reply.body) as { data: { Key: string }[] };
    expect(await api.exited).toBe(0);
    // The file is there for the other replica (they share the database and the media folder).
    const served = await fetch(`${apis[0]!.url}/media/${data[0]!.Key}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  }, 60_000);
});
