import type { RequestListener } from 'node:http';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { buildApi } from './app.ts';
import { seedFirstAdmin } from './accounts/seed-first-admin.ts';
import { GATEWAY_SECRET_FILE } from '#domain/gateway';
import { loadOrCreateSecret } from './auth/secret.ts';
import { openSession } from './auth/sessions.ts';
import { createTokenSigner, type TokenSigner } from './auth/tokens.ts';
import type { ApiConfig } from './config.ts';
import type { Db } from './db/database.ts';
import { lockDataDir, type DataDirLock } from './db/data-dir-lock.ts';
import { databaseName, errorText, openDatabase, withStartLock, type OpenDatabase } from './db/open.ts';
import { startRenewalJob, type RenewalJob } from './categories/renewal-job.ts';
import { seedMenus } from './menu/seed.ts';
import { seedFollows } from './follow-us/seed.ts';
import { seedWeekAnthems } from './week-anthems/seed.ts';
import { fillDemoVenue } from './demo/demo-venue.ts';
import { isDatabaseUnavailable } from './lib/db-errors.ts';
import { createLogger } from './lib/logger.ts';
import { watchDatabase } from './lib/metrics.ts';
import { listen, type Listening } from './lib/serve.ts';
import { startupPhase } from './lib/startup-timings.ts';
import { createStorage } from './media/create-storage.ts';
import type { MediaStorage } from './media/storage.ts';
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
  /** The API's request handler, for a gateway in the same process to call without a socket. */
  listener: RequestListener;
  /** A token on a new server-side session, as a sign-in would give (`expiresIn` as for TokenSigner.sign). */
  openSession(accountId: string, expiresIn?: string | number): Promise<string>;
  /** Stops accepting, finishes the requests and jobs under way, then closes the database (idempotent). */
  close(): Promise<void>;
}

/** The media store the configuration names (the data folder's media by default). */
export const storageOf = (config: Pick<ApiConfig, 'media' | 'dataDir'>): MediaStorage => createStorage(config.media ?? { kind: 'local', root: join(config.dataDir, 'media') });

/** The background jobs: newsletter delivery and the category auto-renewal. */
export interface Jobs {
  delivery: DeliveryWorker;
  renewal: RenewalJob;
  /** Finishes the messages under way and stops both. */
  stop(): Promise<void>;
}

/** Starts the background jobs on an open database. */
export async function startJobs(config: ApiConfig, db: Db, logger: Logger): Promise<Jobs> {
  const { mail } = config;
  const unsubscribeSecret = mail.unsubscribeSecret ?? loadOrCreateSecret(config.dataDir, UNSUBSCRIBE_SECRET_FILE);
  const renewal = await startRenewalJob(db, config.clock, logger);
  const delivery = startDeliveryWorker({ db, logger, mailer: createMailer({ ...mail, outboxDir: mail.outboxDir ?? join(config.dataDir, 'outbox') }), pace: mail.pace, letter: { from: mail.from, publicUrl: mail.publicUrl, secret: unsubscribeSecret } });
  return {
    delivery,
    renewal,
    async stop() {
      renewal.stop();
      // Messages under way are sent and marked before the database closes.
      await delivery.stop();
    },
  };
}

/** Readiness of the database: one round trip. */
export const databaseCheck = (db: Db) => () => db.execute(sql`select 1`);

/**
 * What a start takes before it sets anything up, so that a second process on the same data folder,
 * or a port already taken, is refused before a first start creates the first Admin and prints its
 * password: the embedded database's lock and the API's port (which answers "starting" until the API is up).
 */
export interface ApiReservation {
  lock?: DataDirLock;
  listening: Listening;
  /** Frees both (a start that failed before the API came up). */
  release(): Promise<void>;
}

/** Takes the data folder's lock (embedded database) and binds API_HOST:API_PORT; StartRefused when either is another process's. */
export async function reserveApi(config: Pick<ApiConfig, 'database' | 'port' | 'host'>): Promise<ApiReservation> {
  const lock = 'dataDir' in config.database ? lockDataDir(config.database.dataDir) : undefined;
  try {
    const listening = await listen(config.port, config.host, { port: 'API_PORT', host: 'API_HOST' });
    return {
      lock,
      listening,
      release: async () => {
        await listening.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * Takes the data folder and the port (unless `reserved` holds them already), opens the database,
 * runs migrations, seeds the first Admin (and on the embedded default's first start a demo venue)
 * and serves. With `config.jobs` (the default) it also runs the background jobs; `api/main.ts`
 * turns them off and leaves them to worker processes.
 */
export async function startApi(config: ApiConfig, reserved?: ApiReservation): Promise<RunningApi> {
  const logger = createLogger(config.logLevel);
  startupPhase('code loaded');
  const reservation = reserved ?? (await reserveApi(config));
  let database: OpenDatabase;
  try {
    // The lock is the database's from here: closing it releases the lock.
    database = await openDatabase(config.database, { lock: reservation.lock });
  } catch (error) {
    await reservation.listening.close();
    throw error;
  }
  startupPhase('database opened and migrated');
  const unwatch = watchDatabase(database.db, database.pool);
  let jobs: Jobs | undefined;
  try {
    const { db } = database;
    const storage = storageOf(config);
    const tokens = createTokenSigner(config.jwtSecret ?? loadOrCreateSecret(config.dataDir), config.jwtTtl);
    // Replicas starting together on one PostgreSQL seed one after the other, so only one creates the first Admin.
    await withStartLock(database, async () => {
      const firstStart = await seedFirstAdmin(db, config.admin, config.print ?? ((text) => process.stdout.write(text)));
      await seedMenus(db);
      await seedFollows(db);
      await seedWeekAnthems(db);
      startupPhase('first admin and fixed slots seeded');
      if (firstStart && (config.demoData ?? 'dataDir' in config.database)) await fillDemoVenue(db, storage, config.clock, logger, config.venueAddress);
      startupPhase('demo venue');
    });
    const gatewaySecret = config.gatewaySecret ?? loadOrCreateSecret(config.dataDir, GATEWAY_SECRET_FILE);
    const unsubscribeSecret = config.mail.unsubscribeSecret ?? loadOrCreateSecret(config.dataDir, UNSUBSCRIBE_SECRET_FILE);
    if (config.jobs !== false) jobs = await startJobs(config, db, logger);
    let stopping = false;
    const app = buildApi({
      db,
      tokens,
      logger,
      storage,
      gatewaySecret,
      clock: config.clock,
      venueAddress: config.venueAddress,
      newsletters: { unsubscribeSecret, wakeDelivery: jobs?.delivery.wake ?? (() => {}) },
      operations: { checks: { database: databaseCheck(db), media: () => storage.check() }, stopping: () => stopping, metricsToken: config.metricsToken },
    });
    const server = reservation.listening.handle(app);
    logger.info({ port: server.port, host: config.host, jobs: !!jobs }, 'api listening');
    startupPhase('api listening');
    let closing: Promise<void> | undefined;
    const shutdown = async () => {
      stopping = true;
      await server.close(config.shutdownMs ?? 10_000);
      await jobs?.stop();
      unwatch();
      await database.close();
    };
    return {
      url: server.url,
      db,
      tokens,
      gatewaySecret,
      listener: app,
      openSession: (accountId, expiresIn) => openSession(db, tokens, accountId, expiresIn),
      // Idempotent: a signal handler and a test teardown may both call it.
      close: () => (closing ??= shutdown()),
    };
  } catch (error) {
    await reservation.listening.close();
    await jobs?.stop();
    unwatch();
    await database.close();
    // The database went away after it opened (while the first start seeded, say): named as at its opening.
    throw isDatabaseUnavailable(error) ? new Error(`${databaseName(config.database)} became unavailable while the API started: ${errorText(error)}`, { cause: error }) : error;
  }
}
