/** The background worker (`npm run start:worker`): newsletter delivery and category auto-renewal; run one or more beside the API. */
import { configFromEnv } from './config.ts';
import { runProcess } from './lib/run-process.ts';
import { startWorker } from './start-worker.ts';

await runProcess('venue worker', async () => startWorker(workerConfig()));

function workerConfig() {
  const config = configFromEnv();
  // WORKER_PORT and WORKER_HOST: where its probes and metrics listen.
  return { ...config, port: Number(process.env.WORKER_PORT || 4002), host: process.env.WORKER_HOST || '127.0.0.1' };
}
