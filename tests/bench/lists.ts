/**
 * Goals 3 and 4 at venue scale: the API's lists (bookings, users) over 1,000,000 bookings and
 * 100,000 users on PostgreSQL (a fresh database this bench creates, fills with the demo generator
 * and drops) and over 100,000 bookings on PGlite, and the palette's search through the gateway.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { pino } from 'pino';
import { configFromEnv } from '../../api/config.ts';
import { generateVenue } from '../../api/demo/generate-venue.ts';
import { openDatabase, type DatabaseTarget } from '../../api/db/open.ts';
import { systemClock } from '../../api/lib/venue-clock.ts';
import { createLocalStorage } from '../../api/media/local-storage.ts';
import { startApi, type RunningApi } from '../../api/start.ts';
import { buildGateway } from '../../gateway/app.ts';
import { listen } from '../../gateway/lib/listen.ts';
import { callApi, signIn } from '../support/http.ts';
import { percentile, timeEach } from './lib/load.ts';
import { figure, heading } from './lib/report.ts';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN = { email: 'bench@venue.test', password: 'Bench-pass-12345', name: 'Bench' };
const LIST_TARGET_MS = 30;
/** Keystroke to results on screen: the palette's debounce (web/app/palette/useRecordSearch.ts) plus the search through the gateway. */
const SEARCH_TARGET_MS = 100;
const PALETTE_DEBOUNCE_MS = 40;

type Page = { data: { bookingId: string; userId: { email: string } }[]; count: number };

/** Fills `target` with the demo generator, timed, and vacuums it as `npm run seed` does. */
async function fill(target: DatabaseTarget, dataDir: string, size: { bookings: number; users: number }, engine: string) {
  const database = await openDatabase(target);
  try {
    const started = performance.now();
    await generateVenue(database.db, createLocalStorage(join(dataDir, 'media')), { ...size, clock: systemClock() });
    await database.db.execute(sql`vacuum analyze`);
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(`  filled ${engine} with ${size.bookings.toLocaleString('en')} bookings and ${size.users.toLocaleString('en')} users in ${seconds.toFixed(1)} s\n`);
  } finally {
    await database.close();
  }
}

/** The bench's Admin: created by the API on a database that has none yet (a freshly seeded one). */
export const BENCH_ADMIN = ADMIN;

/** Times every list figure of goal 3 and the search of goal 4 on a filled venue, one call at a time. */
export async function measureLists(api: RunningApi, engine: string) {
  const token = await signIn(api.url, ADMIN.email, ADMIN.password);
  const list = async (query: Record<string, string | number>, path = '/get/bookings') => {
    const reply = await callApi<Page>(api.url, 'get', path, { token, query });
    if (reply.status !== 200) throw new Error(`${reply.status} ${reply.body.message} for ${path} ${JSON.stringify(query)}`);
    return reply.body.data!;
  };
  const random = (n: number) => Math.floor(Math.random() * n);
  const p95 = async (name: string, n: number, make: (i: number) => Record<string, string | number>, path?: string) => {
    await list(make(0), path);
    const took = await timeEach(n, async (i) => void (await list(make(i), path)));
    figure({ goal: 'lists', name: `${engine}: ${name} p95 (n=${n})`, value: percentile(took, 95), unit: 'ms', target: LIST_TARGET_MS, better: 'lower' });
  };

  const { count } = await list({ limit: 10 });
  const [range] = ((await api.db.execute(sql`select max(created_at) as last from bookings`)) as unknown as { rows: { last: Date | string }[] }).rows;
  const last = new Date(range!.last);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const monthAgo = day(new Date(last.getTime() - 30 * 86_400_000));
  const sample = await list({ limit: 100, offset: random(Math.max(1, count - 100)) });
  const emails = sample.data.map((b) => b.userId.email);
  const ids = sample.data.map((b) => b.bookingId);
  const lastOffset = count - (count % 10 || 10);
  const filtered = await list({ paymentStatus: 4, fromDate: monthAgo, toDate: day(last), limit: 10 });

  await p95('bookings, first page', 50, () => ({ limit: 10, offset: 0 }));
  await p95('bookings, last page', 50, () => ({ limit: 10, offset: lastOffset }));
  await p95('bookings, 200 random pages', 200, () => ({ limit: 10, offset: random(count) }));
  await p95('bookings, failed payments in the last 30 days', 50, () => ({ paymentStatus: 4, fromDate: monthAgo, toDate: day(last), limit: 10, offset: random(Math.max(1, filtered.count)) }));
  await p95('bookings, search by email', 50, (i) => ({ search: emails[i % emails.length]!, limit: 10 }));
  await p95('bookings, search by booking id', 50, (i) => ({ search: ids[i % ids.length]!, limit: 10 }));
  await p95('users, first page', 50, () => ({ limit: 10, offset: 0 }), '/users');
  await p95('users, search by email', 50, (i) => ({ search: emails[i % emails.length]!, limit: 10 }), '/users');

  // The palette's search as typed: every prefix of an email, a booking id and a name, through the gateway.
  const gateway = await listen(buildGateway({ apiUrl: api.url, apiSecret: api.gatewaySecret, logger: pino({ level: 'silent' }) }), 0, '127.0.0.1');
  try {
    const typed = [emails[0]!, ids[0]!, emails[1]!.split('@')[0]!, 'noir', 'friday'].flatMap((word) => Array.from({ length: Math.min(word.length, 12) }, (_, i) => word.slice(0, i + 1)));
    const body = (text: string) => JSON.stringify({ query: 'query S($text: String!) { search(text: $text, limit: 50) { area id label active rank } }', variables: { text } });
    const once = async (text: string) => {
      const response = await fetch(`${gateway.url}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body(text) });
      const reply = (await response.json()) as { errors?: unknown };
      if (reply.errors) throw new Error(`search failed: ${JSON.stringify(reply.errors)}`);
    };
    await once('warm');
    const took = await timeEach(typed.length, (i) => once(typed[i]!));
    process.stdout.write(`  search through the gateway: p50 ${percentile(took, 50).toFixed(1)} ms, p95 ${percentile(took, 95).toFixed(1)} ms over ${typed.length} keystrokes\n`);
    figure({ goal: 'search', name: `${engine}: keystroke to results p95 (${PALETTE_DEBOUNCE_MS} ms debounce + search)`, value: PALETTE_DEBOUNCE_MS + percentile(took, 95), unit: 'ms', target: SEARCH_TARGET_MS, better: 'lower' });
  } finally {
    await gateway.close();
  }
}

async function onEngine(engine: string, target: DatabaseTarget, dataDir: string, size: { bookings: number; users: number }) {
  heading(`Lists of a million and the search, ${engine}`);
  await fill(target, dataDir, size, engine);
  const api = await startApi({ ...configFromEnv({}), port: 0, dataDir, database: target, demoData: false, logLevel: 'silent', print: () => {}, admin: ADMIN });
  try {
    await measureLists(api, engine);
  } finally {
    await api.close();
  }
}

/** Runs goals 3 and 4 on PostgreSQL (1,000,000 bookings, 100,000 users) and PGlite (100,000 bookings). */
export async function benchLists(): Promise<void> {
  const bookings = Number(process.env.BENCH_BOOKINGS ?? 1_000_000);
  const name = `venue_bench_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: SERVER_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'venue-bench-lists-'));
  try {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(SERVER_URL);
    url.pathname = `/${name}`;
    await onEngine('PostgreSQL', { url: url.toString() }, dataDir, { bookings, users: bookings / 10 });
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
  }
  try {
    await onEngine('PGlite', { dataDir }, dataDir, { bookings: bookings / 10, users: bookings / 100 });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
