import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { buildApi } from './app.ts';
import { seedFirstAdmin } from './accounts/seed-first-admin.ts';
import { GATEWAY_SECRET_FILE } from '#domain/gateway';
import { loadOrCreateSecret } from './auth/secret.ts';
import { openSession } from './auth/sessions.ts';
import { createTokenSigner, type TokenSigner } from './auth/tokens.ts';
import type { ApiConfig } from './config.ts';
import type { Db } from './db/database.ts';
import { openDatabase } from './db/open.ts';
import { startRenewalJob } from './categories/renewal-job.ts';
import { seedMenus } from './menu/seed.ts';
import { seedFollows } from './follow-us/seed.ts';
import { seedWeekAnthems } from './week-anthems/seed.ts';
import { fillDemoVenue } from './demo/demo-venue.ts';
import { createLogger } from './lib/logger.ts';
import { createLocalStorage } from './media/local-storage.ts';
import { createMailer } from './newsletters/mail/create-mailer.ts';
import { UNSUBSCRIBE_SECRET_FILE } from './newsletters/mail-config.ts';
import { startDeliveryWorker, type DeliveryWorker } from './newsletters/worker.ts';

/** A listening API; `db`, `tokens` and `openSession` are exposed for seeding and tests. */
export interface RunningApi {
  /** Base URL without /api/v1, e.g. http://127.0.0.1:4001. */
  url: string;
  db: Db;
  tokens: TokenSigner;
  /** The secret the gateway sends so that the API believes the client address it names. */
  gatewaySecret: string;
  /** A token on a new server-side session, as a sign-in would give (`expiresIn` as for TokenSigner.sign). */
  openSession(accountId: string, expiresIn?: string | number): Promise<string>;
  close(): Promise<void>;
}

const urlHost = (host: string) => (host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host);

/** Opens the database, runs migrations, seeds the first Admin (and on the embedded default's first start a demo venue) and listens. */
export async function startApi(config: ApiConfig): Promise<RunningApi> {
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config.database);
  let delivery: DeliveryWorker | undefined;
  try {
    const { db } = database;
    const firstStart = await seedFirstAdmin(db, config.admin, config.print ?? ((text) => process.stdout.write(text)));
    await seedMenus(db);
    await seedFollows(db);
    await seedWeekAnthems(db);
    const tokens = createTokenSigner(config.jwtSecret ?? loadOrCreateSecret(config.dataDir), config.jwtTtl);
    const storage = createLocalStorage(join(config.dataDir, 'media'));
    if (firstStart && (config.demoData ?? 'dataDir' in config.database)) await fillDemoVenue(db, storage, config.clock, logger);
    const gatewaySecret = config.gatewaySecret ?? loadOrCreateSecret(config.dataDir, GATEWAY_SECRET_FILE);
    const renewal = await startRenewalJob(db, config.clock, logger);
    const { mail } = config;
    const unsubscribeSecret = mail.unsubscribeSecret ?? loadOrCreateSecret(config.dataDir, UNSUBSCRIBE_SECRET_FILE);
    const worker = startDeliveryWorker({ db, logger, mailer: createMailer({ ...mail, outboxDir: mail.outboxDir ?? join(config.dataDir, 'outbox') }), pace: mail.pace, letter: { from: mail.from, publicUrl: mail.publicUrl, secret: unsubscribeSecret } });
    delivery = worker;
    const app = buildApi({ db, tokens, logger, storage, gatewaySecret, clock: config.clock, venueAddress: config.venueAddress, newsletters: { unsubscribeSecret, wakeDelivery: worker.wake } });
    const server = await new Promise<import('node:http').Server>((resolve, reject) => {
      const s = app.listen(config.port, config.host, (error?: Error) => (error ? reject(error) : resolve(s)));
    });
    const { port } = server.address() as AddressInfo;
    logger.info({ port, host: config.host }, 'api listening');
    let closing: Promise<void> | undefined;
    const shutdown = async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      renewal.stop();
      // Messages under way are sent and marked before the database closes.
      await worker.stop();
      await database.close();
    };
    return {
      url: `http://${urlHost(config.host)}:${port}`,
      db,
      tokens,
      gatewaySecret,
      openSession: (accountId, expiresIn) => openSession(db, tokens, accountId, expiresIn),
      // Idempotent: a signal handler and a test teardown may both call it.
      close: () => (closing ??= shutdown()),
    };
  } catch (error) {
    await delivery?.stop();
    await database.close();
    throw error;
  }
}
