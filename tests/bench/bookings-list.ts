/**
 * The bookings list at venue scale: `npx tsx tests/bench/bookings-list.ts --database-url postgres://…/venue`
 * on a database the generator filled (`npm run seed -- --bookings 1000000 --users 100000 --database-url …`),
 * or `--data-dir` for PGlite. Starts the API on it and times GET /get/bookings one call at a time:
 * the first page, the last page, random pages, filtered pages and searches, printing p50 / p95 / max.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { configFromEnv } from '../../api/config.ts';
import { startApi } from '../../api/start.ts';
import { callApi, signIn } from '../support/http.ts';

const { values } = parseArgs({ options: { 'database-url': { type: 'string' }, 'data-dir': { type: 'string' }, target: { type: 'string', default: '30' } } });
const url = values['database-url'];
const dataDir = values['data-dir'] ? resolve(values['data-dir']) : undefined;
if (!url && !dataDir) throw new Error('Give --database-url or --data-dir of a seeded venue');
const target = Number(values.target);

const secrets = mkdtempSync(join(tmpdir(), 'venue-bench-'));
const password = 'Bench-pass-12345';
const api = await startApi({
  ...configFromEnv({}),
  port: 0,
  dataDir: dataDir ?? secrets,
  database: url ? { url } : { dataDir: dataDir! },
  demoData: false,
  logLevel: 'silent',
  print: () => {},
  admin: { email: 'bench@venue.test', password, name: 'Bench' },
});

type Page = { data: { bookingId: string; userId: { email: string } }[]; count: number };
let token = '';
try {
  token = await signIn(api.url, 'bench@venue.test', password);
} catch {
  throw new Error('Sign-in failed: the bench signs in as bench@venue.test, created on a database that has no admin yet (a freshly seeded one)');
}
const list = async (query: Record<string, string | number>, path = '/get/bookings') => {
  const reply = await callApi<Page>(api.url, 'get', path, { token, query });
  if (reply.status !== 200) throw new Error(`${reply.status} ${reply.body.message} for ${JSON.stringify(query)}`);
  return reply.body.data!;
};
const random = (n: number) => Math.floor(Math.random() * n);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Times each query once after a warm-up call, one at a time. */
async function time(name: string, queries: Record<string, string | number>[], path?: string): Promise<void> {
  await list(queries[0]!, path);
  const took: number[] = [];
  let slowest = { ms: 0, query: {} as Record<string, string | number> };
  for (const query of queries) {
    const t0 = performance.now();
    await list(query, path);
    const ms = performance.now() - t0;
    took.push(ms);
    if (ms > slowest.ms) slowest = { ms, query };
  }
  const sorted = took.sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  const line = `${name.padEnd(44)} n=${String(sorted.length).padStart(3)}  p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  max ${sorted.at(-1)!.toFixed(1).padStart(6)} ms  ${p95 <= target ? 'ok' : `over ${target} ms (slowest: ${JSON.stringify(slowest.query)})`}`;
  process.stdout.write(`${line}\n`);
}

try {
  const { count } = await list({ limit: 10 });
  const [range] = ((await api.db.execute(sql`select min(created_at) as first, max(created_at) as last from bookings`)) as unknown as { rows: { first: Date | string; last: Date | string }[] }).rows;
  process.stdout.write(`${count} bookings, made ${String(range?.first).slice(0, 10)} to ${String(range?.last).slice(0, 10)}\n`);
  const lastOffset = count - (count % 10 || 10);
  const repeat = (n: number, make: (i: number) => Record<string, string | number>) => Array.from({ length: n }, (_, i) => make(i));
  const sample = await list({ limit: 100, offset: random(Math.max(1, count - 100)) });
  const emails = sample.data.map((b) => b.userId.email);
  const ids = sample.data.map((b) => b.bookingId);
  const last = new Date(range!.last);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const monthAgo = day(new Date(last.getTime() - 30 * 86_400_000));

  // The floor under every figure: a signed-in call reading a three-row table.
  await time('baseline: the sections list', repeat(50, () => ({ limit: 10 })), '/get/sections');
  await time('first page', repeat(50, () => ({ limit: 10, offset: 0 })));
  await time('last page', repeat(50, () => ({ limit: 10, offset: lastOffset })));
  await time('random pages', repeat(200, () => ({ limit: 10, offset: random(count) })));
  const filtered = await list({ paymentStatus: 4, fromDate: monthAgo, toDate: day(last), limit: 10 });
  await time('failed payments, last 30 days', repeat(50, () => ({ paymentStatus: 4, fromDate: monthAgo, toDate: day(last), limit: 10, offset: random(Math.max(1, filtered.count)) })));
  await time('tickets, successful, random pages', repeat(50, () => ({ type: 2, paymentStatus: 3, limit: 10, offset: random(count * 0.8) })));
  await time('search by email', repeat(50, (i) => ({ search: emails[i % emails.length]!, limit: 10 })));
  await time('search by email prefix (8 letters)', repeat(50, (i) => ({ search: emails[i % emails.length]!.slice(0, 8), limit: 10 })));
  await time('search by a short email prefix (2 letters)', repeat(50, (i) => ({ search: emails[i % emails.length]!.slice(0, 2), limit: 10 })));
  await time('search by booking id', repeat(50, (i) => ({ search: ids[i % ids.length]!, limit: 10 })));
} finally {
  await api.close();
  rmSync(secrets, { recursive: true, force: true });
}
