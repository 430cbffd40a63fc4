/**
 * `npm run seed -- --bookings 1000000 --users 100000 [--database-url postgres://…] [--data-dir ./data] [--seed 7]`:
 * fills an empty venue with the demo generator at any scale (the benchmarks' data), pictures in
 * DATA_DIR/media, then vacuums and analyses so that the list's index-only scans are what they will be.
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { progressBar } from '../cli/lib/progress-bar.ts';
import { generateVenue, venueHasData } from '../api/demo/generate-venue.ts';
import { ConfigError } from '../api/config.ts';
import { openDatabase, type OpenDatabase } from '../api/db/open.ts';
import { systemClock } from '../api/lib/venue-clock.ts';
import { createLocalStorage } from '../api/media/local-storage.ts';

const { values } = parseArgs({
  options: {
    bookings: { type: 'string', default: '10000' },
    users: { type: 'string', default: '2000' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    seed: { type: 'string' },
  },
});
const whole = (name: string, text: string | undefined, min: number): number => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < min) {
    process.stderr.write(`--${name} must be a whole number of at least ${min}\n`);
    process.exit(2);
  }
  return n;
};
const bookings = whole('bookings', values.bookings, 0);
const users = whole('users', values.users, 1);
const seed = values.seed === undefined ? undefined : whole('seed', values.seed, 0);
const dataDir = resolve(values['data-dir'] ?? (process.env.DATA_DIR || './data'));
const url = values['database-url'] ?? process.env.DATABASE_URL;

let database: OpenDatabase;
try {
  database = await openDatabase(url ? { url } : { dataDir });
} catch (error) {
  // A data folder another process holds (exit 2, as every process), or a database that cannot be opened: one line.
  process.stderr.write(`Seeding refused: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(error instanceof ConfigError ? 2 : 1);
}
try {
  if (await venueHasData(database.db)) {
    process.stderr.write('The venue already has users, tables, events or bookings: seed an empty database (a new DATA_DIR, or a fresh PostgreSQL database).\n');
    process.exitCode = 6;
  } else {
    const bar = progressBar();
    const started = performance.now();
    const made = await generateVenue(database.db, createLocalStorage(join(dataDir, 'media')), {
      bookings,
      users,
      seed,
      clock: systemClock(process.env.VENUE_TIMEZONE || undefined),
      onProgress: ({ phase, done, total }) => bar.update(phase, done, total),
    });
    bar.update('analyse', 0, 1);
    await database.db.execute(sql`vacuum analyze`);
    bar.done();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stderr.write(`${made.bookings} bookings, ${made.users} users and ${made.nights} nights from ${made.firstDay} in ${seconds} s\n`);
  }
} catch (error) {
  // The database's own words, not the statement and its thousands of rows.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  process.stderr.write(`Seeding failed: ${cause instanceof Error ? cause.message : String(cause)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
