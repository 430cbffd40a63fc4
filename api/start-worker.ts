import express from 'express';
import { type ApiConfig } from './config.ts';
import { probes } from './health/probes.ts';
import { isDatabaseUnavailable } from './lib/db-errors.ts';
import { createLogger } from './lib/logger.ts';
import { metricsEndpoint, watchDatabase } from './lib/metrics.ts';
import { listen } from './lib/serve.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { databaseName, errorText, openDatabase } from './db/open.ts';
import { databaseCheck, startJobs } from './start.ts';

/** A running worker: its probe and metrics server's URL, and a graceful stop. */
export interface RunningWorker {
  url: string;
  close(): Promise<void>;
}

/**
 * The background worker: newsletter delivery and the category auto-renewal, on the database the
 * API uses, plus a small server for /healthz, /readyz and /metrics. Several workers on one
 * PostgreSQL split the queue: each message is claimed by one of them under a lease.
 */
export async function startWorker(config: ApiConfig): Promise<RunningWorker> {
  const logger = createLogger(config.logLevel, 'worker');
  // The data folder and the port first: a worker on an embedded database another process owns, or
  // on a taken port, is refused before it touches anything.
  const lock = 'dataDir' in config.database ? lockDataDir(config.database.dataDir) : undefined;
  let listening;
  try {
    listening = await listen(config.port, config.host, { port: 'WORKER_PORT', host: 'WORKER_HOST' });
  } catch (error) {
    lock?.release();
    throw error;
  }
  let database;
  try {
    database = await openDatabase(config.database, { lock });
  } catch (error) {
    await listening.close();
    throw error;
  }
  const unwatch = watchDatabase(database.db, database.pool);
  try {
    const jobs = await startJobs(config, database.db, logger);
    let stopping = false;
    const app = express();
    app.disable('x-powered-by');
    app.use(probes({ database: databaseCheck(database.db) }, () => stopping));
    app.get('/metrics', metricsEndpoint(config.metricsToken));
    const server = listening.handle(app);
    logger.info({ port: server.port, host: config.host, concurrency: config.mail.pace.concurrency }, 'worker running');
    let closing: Promise<void> | undefined;
    return {
      url: server.url,
      close: () =>
        (closing ??= (async () => {
          stopping = true;
          logger.info('worker stopping: finishing the messages under way');
          // The jobs first: the probes keep answering (503) while the last messages are sent.
          await jobs.stop();
          await server.close(0);
          unwatch();
          await database.close();
          logger.info('worker stopped');
        })()),
    };
  } catch (error) {
    await listening.close();
    unwatch();
    await database.close();
    // The database went away after it opened (while the first start seeded, say): named as at its opening.
    throw isDatabaseUnavailable(error) ? new Error(`${databaseName(config.database)} became unavailable while the worker started: ${errorText(error)}`, { cause: error }) : error;
  }
}
