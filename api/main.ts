/**
 * The REST API alone (`npm run start:api`): no background jobs, which worker processes
 * (`npm run start:worker`) run. Needs PostgreSQL (DATABASE_URL) to share the database with them.
 */
import { configFromEnv } from './config.ts';
import { runProcess } from './lib/run-process.ts';
import { startApi } from './start.ts';

await runProcess('venue api', async () => startApi({ ...configFromEnv(), jobs: false }));
