/**
 * The lists and the search on a venue seeded beforehand: `npx tsx tests/bench/bookings-list.ts
 * --database-url postgres://…/venue` on a database the generator filled (`npm run seed -- --bookings
 * 1000000 --users 100000 --database-url …`), or `--data-dir` for PGlite. The same figures as
 * `npm run bench -- lists`, without filling a database first.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../../api/config.ts';
import { startApi } from '../../api/start.ts';
import { BENCH_ADMIN, measureLists } from './lists.ts';
import { printSummary } from './lib/report.ts';

const { values } = parseArgs({ options: { 'database-url': { type: 'string' }, 'data-dir': { type: 'string' } } });
const url = values['database-url'];
const dataDir = values['data-dir'] ? resolve(values['data-dir']) : undefined;
if (!url && !dataDir) throw new Error('Give --database-url or --data-dir of a seeded venue');

const secrets = mkdtempSync(join(tmpdir(), 'venue-bench-'));
const api = await startApi({
  ...configFromEnv({}),
  port: 0,
  dataDir: dataDir ?? secrets,
  database: url ? { url } : { dataDir: dataDir! },
  demoData: false,
  logLevel: 'silent',
  print: () => {},
  admin: BENCH_ADMIN,
});
try {
  await measureLists(api, url ? 'PostgreSQL' : 'PGlite');
  printSummary();
} finally {
  await api.close();
  rmSync(secrets, { recursive: true, force: true });
}
