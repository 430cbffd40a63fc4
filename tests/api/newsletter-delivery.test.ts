import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AccountType } from '#domain/codes';
import { DeliveryState } from '#domain/newsletters/delivery-state';
import { createAccount } from '../../api/accounts/repository.ts';
import { configFromEnv } from '../../api/config.ts';
import { openDatabase, type DatabaseTarget } from '../../api/db/open.ts';
import type { Db } from '../../api/db/database.ts';
import { newsletterDeliveries, newsletterSubscribers } from '../../api/db/schema.ts';
import { findCampaign, recordCampaign } from '../../api/newsletters/campaigns.ts';
import type { Mailer } from '../../api/newsletters/mail/mail-message.ts';
import type { DeliveryPace } from '../../api/newsletters/mail-config.ts';
import { smtpMailer } from '../../api/newsletters/mail/smtp-mailer.ts';
import { claimDelivery } from '../../api/newsletters/queue.ts';
import { startDeliveryWorker } from '../../api/newsletters/worker.ts';
import { startApi, type RunningApi } from '../../api/start.ts';
import { backends, type Backend } from '../support/backends.ts';
import { callApi, signIn } from '../support/http.ts';
import { headerOf, insertSubscribers, letter, testMail, TEST_UNSUBSCRIBE_SECRET, unsubscribeLinkOf, waitForCampaign, type RestCampaign } from '../support/newsletters.ts';
import { createTestDatabase } from '../support/postgres.ts';
import { startSmtpServer, type TestSmtpOptions, type TestSmtpServer } from '../support/smtp.ts';

const ADMIN = { email: 'admin@venue.test', password: 'Delivery-test-1', name: 'Test Admin' };
const silent = pino({ level: 'silent' });

/** A database that outlives one API: PGlite on disk, or a fresh PostgreSQL database. */
async function durableDatabase(backend: Backend): Promise<{ target: DatabaseTarget; drop(): Promise<void> }> {
  if (backend === 'postgres') {
    const created = await createTestDatabase();
    return { target: { url: created.url }, drop: created.drop };
  }
  const dir = mkdtempSync(join(tmpdir(), 'venue-delivery-db-'));
  return { target: { dataDir: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

const addresses = (tag: string, n: number) => Array.from({ length: n }, (_, i) => `guest-${i}-${tag}@venue.test`);
const countBy = (list: readonly string[]) => list.reduce((map, item) => map.set(item, (map.get(item) ?? 0) + 1), new Map<string, number>());

describe.each(backends)('newsletter delivery over SMTP on %s', (backend) => {
  let database: { target: DatabaseTarget; drop(): Promise<void> };
  let smtp: TestSmtpServer | undefined;
  const running = new Set<RunningApi>();
  const dataDir = mkdtempSync(join(tmpdir(), 'venue-delivery-'));

  /** Starts the API (and its worker) on the shared database, sending to `smtpUrl`, and signs in. */
  const start = async (smtpUrl: string, pace: Partial<DeliveryPace> = {}) => {
    const api = await startApi({
      ...configFromEnv({}),
      port: 0,
      host: '127.0.0.1',
      database: database.target,
      dataDir,
      jwtSecret: 'delivery test secret',
      admin: ADMIN,
      logLevel: 'silent',
      print: () => {},
      // Every recipient is one of the test's: no demo venue (and its subscribers) on the first start.
      demoData: false,
      mail: testMail({ smtpUrl, pace }),
    });
    running.add(api);
    return { api, token: await signIn(api.url, ADMIN.email, ADMIN.password) };
  };
  const stop = async (api: RunningApi) => {
    running.delete(api);
    await api.close();
  };
  const send = async (api: RunningApi, token: string, subject: string) => {
    const reply = await callApi<RestCampaign>(api.url, 'post', '/send/newsletter/email', { token, body: letter(subject) });
    expect(reply.status).toBe(201);
    return reply.body.data!;
  };
  const serve = async (options: TestSmtpOptions = {}) => (smtp = await startSmtpServer(options));

  beforeAll(async () => {
    database = await durableDatabase(backend);
    // The first start migrates the new database and creates the Admin: done here, under the hook's
    // longer time limit, so each case times only its own campaign. Nothing is sent on this start.
    await stop((await start('smtp://127.0.0.1:9')).api);
  });
  afterEach(async () => {
    for (const api of [...running]) await stop(api);
    await smtp?.close();
    smtp = undefined;
    // Each case starts from an empty list: earlier subscribers leave.
    const { db, close } = await openDatabase(database.target);
    await db.delete(newsletterDeliveries);
    await db.update(newsletterSubscribers).set({ isSubscribed: false });
    await close();
  });
  afterAll(async () => {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends every recipient exactly one message, with its Message-ID and unsubscribe headers', async () => {
    const server = await serve();
    const { api, token } = await start(server.url);
    const emails = addresses(randomUUID().slice(0, 6), 12);
    await insertSubscribers(api.db, emails);
    const campaign = await send(api, token, 'Exactly once for everyone');
    const done = await waitForCampaign(api, token, campaign._id);
    expect(done).toMatchObject({ total: 12, sent: 12, failed: 0, pending: 0 });
    expect([...countBy(server.received.map((m) => m.to)).entries()].sort()).toEqual(emails.map((e) => [e, 1]).sort());
    const rows = await api.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.campaignId, campaign._id));
    for (const row of rows) {
      const raw = server.received.find((m) => m.to === row.email)!.raw;
      expect(headerOf(raw, 'Message-ID')).toBe(`<${row.id}@venue.test>`);
      expect(headerOf(raw, 'Subject')).toBe('Exactly once for everyone');
      expect(headerOf(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(unsubscribeLinkOf(raw)).toMatch(/^http:\/\/venue\.test\/api\/v1\/newsletter\/unsubscribe\?token=/);
      expect(row).toMatchObject({ state: DeliveryState.SENT, attempts: 1, lastError: null, claimToken: null });
    }
  });

  it('retries a 4xx reply with backoff until it is delivered, once', async () => {
    const [late, ...others] = addresses(randomUUID().slice(0, 6), 3);
    const server = await serve({ refuse: (to, offer) => (to === late && offer <= 2 ? { code: 451, text: '4.3.0 Mailbox busy, try again later' } : undefined) });
    const { api, token } = await start(server.url);
    await insertSubscribers(api.db, [late!, ...others]);
    const campaign = await send(api, token, 'Worth the wait, surely');
    const done = await waitForCampaign(api, token, campaign._id);
    expect(done).toMatchObject({ total: 3, sent: 3, failed: 0 });
    expect(server.offers.get(late!)).toBe(3);
    expect(server.received.filter((m) => m.to === late)).toHaveLength(1);
    const [row] = await api.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.email, late!));
    expect(row).toMatchObject({ state: DeliveryState.SENT, attempts: 3, lastError: null });
  });

  it('records a 5xx reply for its recipient and does not try again; a 4xx that never passes fails after the last attempt', async () => {
    const [unknown, busy, fine] = addresses(randomUUID().slice(0, 6), 3);
    const server = await serve({
      refuse: (to) => (to === unknown ? { code: 550, text: '5.1.1 No such user here' } : to === busy ? { code: 452, text: '4.2.2 Mailbox full' } : undefined),
    });
    const { api, token } = await start(server.url);
    await insertSubscribers(api.db, [unknown!, busy!, fine!]);
    const campaign = await send(api, token, 'Some of you will not get this');
    const done = await waitForCampaign(api, token, campaign._id);
    expect(done).toMatchObject({ total: 3, sent: 1, failed: 2, pending: 0 });
    expect([...done.failures].sort((x, y) => x.attempts - y.attempts)).toEqual([
      { email: unknown, attempts: 1, reply: '550 5.1.1 No such user here' },
      { email: busy, attempts: 3, reply: '452 4.2.2 Mailbox full' },
    ]);
    expect(server.offers.get(unknown!)).toBe(1);
    expect(server.offers.get(busy!)).toBe(3);
    expect(server.received.map((m) => m.to)).toEqual([fine]);
  });

  it('stopped mid-campaign and started again on the same database, it sends the rest and nobody twice', async () => {
    const first: { api?: RunningApi } = {};
    let stopping: Promise<void> | undefined;
    const server = await serve({
      delayMs: 15,
      // The API stops while messages are on their way, as a deploy would stop it.
      onReceived: () => {
        if (server.received.length === 5 && first.api) stopping = stop(first.api);
      },
    });
    const emails = addresses(randomUUID().slice(0, 6), 20);
    const started = await start(server.url, { concurrency: 2 });
    first.api = started.api;
    await insertSubscribers(started.api.db, emails);
    const campaign = await send(started.api, started.token, 'Half now, half later');
    await expect.poll(() => stopping !== undefined, { timeout: 10_000 }).toBe(true);
    await stopping;
    const before = server.received.length;
    expect(before).toBeGreaterThanOrEqual(5);
    expect(before).toBeLessThan(20);

    const { api, token } = await start(server.url);
    const done = await waitForCampaign(api, token, campaign._id);
    expect(done).toMatchObject({ total: 20, sent: 20, failed: 0 });
    expect([...countBy(server.received.map((m) => m.to)).values()]).toEqual(emails.map(() => 1));
    expect(server.received).toHaveLength(20);
  });

  /** The database opened by the test itself, with an account to send as: for workers run without an API. */
  const openDirect = async () => {
    const opened = await openDatabase(database.target);
    const account = await createAccount(opened.db, { name: 'Sender', email: `sender-${randomUUID()}@venue.test`, password: 'irrelevant', accountType: AccountType.ADMIN });
    return { ...opened, accountId: account.id };
  };
  const workerOn = (db: Db, pace: Partial<DeliveryPace>, mailer: Mailer) =>
    startDeliveryWorker({ db, mailer, logger: silent, letter: { from: 'Venue <news@venue.test>', publicUrl: 'http://venue.test', secret: TEST_UNSUBSCRIBE_SECRET }, pace: testMail({ pace }).pace });
  const finished = async (db: Db, id: string) => {
    await expect.poll(async () => (await findCampaign(db, id))?.pending, { timeout: 15_000, interval: 25 }).toBe(0);
    return (await findCampaign(db, id))!;
  };

  it('takes back a message whose worker died holding it, once its lease has run out, and sends it once', async () => {
    const server = await serve();
    const { db, close, accountId } = await openDirect();
    try {
      const emails = addresses(randomUUID().slice(0, 6), 2);
      await insertSubscribers(db, emails);
      const { campaign } = await recordCampaign(db, accountId, letter('A worker dies holding one'), randomUUID());
      // A dead worker: one message claimed, never sent nor marked.
      const claimed = await claimDelivery(db, 300);
      // The dead worker's lease is short; the live one's is not, so a send slowed by a busy machine is not taken back from it too.
      const worker = workerOn(db, { leaseMs: 5_000 }, smtpMailer(server.url, 'Venue <news@venue.test>', 1));
      try {
        expect(await finished(db, campaign._id)).toMatchObject({ sent: 2, failed: 0 });
      } finally {
        await worker.stop();
      }
      expect(server.received.map((m) => m.to).sort()).toEqual([...emails].sort());
      const [row] = await db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.id, claimed!.id));
      expect(row).toMatchObject({ state: DeliveryState.SENT, attempts: 2 });
    } finally {
      await close();
    }
  });

  it('unsubscribes the recipient by the link in the message received', async () => {
    const server = await serve();
    const { api, token } = await start(server.url);
    const [email] = addresses(randomUUID().slice(0, 6), 1);
    await insertSubscribers(api.db, [email!]);
    await waitForCampaign(api, token, (await send(api, token, 'Read me, then leave'))._id);
    const link = new URL(unsubscribeLinkOf(server.received[0]!.raw));
    const local = `${api.url}${link.pathname}${link.search}`;
    expect(await (await fetch(local)).text()).toContain(email);
    const reply = await fetch(local, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(reply.status).toBe(200);
    const list = await callApi<{ data: { email: string; isSubscribed: boolean }[] }>(api.url, 'get', '/get/newsletters', { token, query: { search: email! } });
    expect(list.body.data!.data).toMatchObject([{ email, isSubscribed: false }]);
  });

  // Two processes on one database: PostgreSQL's case only (PGlite is one process's), so it is not declared on PGlite.
  if (backend === 'postgres') {
    it('two workers on one PostgreSQL split a campaign without sending any message twice', async () => {
      const server = await serve({ delayMs: 5 });
      const { db, close, accountId } = await openDirect();
      const emails = addresses(randomUUID().slice(0, 6), 40);
      await insertSubscribers(db, emails);
      const { campaign } = await recordCampaign(db, accountId, letter('Two workers, one list'), randomUUID());
      // Each worker on its own connections, as two processes would be.
      const workers = await Promise.all(
        [0, 1].map(async () => {
          const opened = await openDatabase(database.target);
          const sent: string[] = [];
          const mailer = smtpMailer(server.url, 'Venue <news@venue.test>', 2);
          const counting: Mailer = { send: async (m) => (await mailer.send(m), void sent.push(m.to)), close: () => mailer.close() };
          return { sent, worker: workerOn(opened.db, {}, counting), close: opened.close };
        }),
      );
      try {
        expect(await finished(db, campaign._id)).toMatchObject({ sent: 40, failed: 0 });
      } finally {
        for (const w of workers) {
          await w.worker.stop();
          await w.close();
        }
        await close();
      }
      const [a, b] = workers.map((w) => w.sent);
      expect(a!.length).toBeGreaterThan(0);
      expect(b!.length).toBeGreaterThan(0);
      expect(a!.filter((to) => b!.includes(to))).toEqual([]);
      expect([...a!, ...b!].sort()).toEqual([...emails].sort());
      expect(server.received.map((m) => m.to).sort()).toEqual([...emails].sort());
    });
  }
});
