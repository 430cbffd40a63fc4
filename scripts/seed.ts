/**
 * `npm run seed -- --bookings 1000000 --users 100000 [--database-url postgres://…] [--data-dir ./data] [--seed 7]` (`--help`: the usage):
 * fills an empty venue with the demo generator at any scale (the benchmarks' data), pictures in
 * the media store (DATA_DIR/media, or MEDIA_STORE=s3's bucket), then vacuums and analyses so that the list's index-only scans are what they will be.
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { progressBar } from '../cli/lib/progress-bar.ts';
import { generateVenue, venueHasData } from '../api/demo/generate-venue.ts';
import { checkEnv, ConfigError, mediaFromEnv } from '../api/config.ts';
import { openDatabase, type OpenDatabase } from '../api/db/open.ts';
import { systemClock } from '../api/lib/venue-clock.ts';
import { createStorage } from '../api/media/create-storage.ts';

/** A wrong argument or variable: one line, exit code 2, before anything is opened. */
const refuse = (line: string): never => {
  process.stderr.write(`${line}\n`);
  process.exit(2);
};

const USAGE = `usage: npm run seed -- [--bookings N] [--users N] [--seed N] [--database-url URL] [--data-dir DIR]

Fills an empty venue with the demo generator (people, the floor, the programme, content and
bookings, with their pictures in the media store: DATA_DIR/media, or MEDIA_STORE=s3's bucket), then
vacuums and analyses. A venue that already has data is refused (exit 6).

Options:
  --bookings N        how many bookings (default 10000)
  --users N           how many users, at least 1 (default 2000)
  --seed N            the same N makes the same venue again (ids and picture keys aside)
  --database-url URL  a PostgreSQL database (postgres://…), over DATABASE_URL
  --data-dir DIR      the data folder (the embedded database, and the media unless MEDIA_STORE=s3),
                      over DATA_DIR (default ./data)
  -h, --help          print this and exit, writing nothing

The variables are checked as every process checks them (the README's Operating section lists them).
`;

function options() {
  try {
    return parseArgs({
      options: {
        bookings: { type: 'string', default: '10000' },
        users: { type: 'string', default: '2000' },
        'database-url': { type: 'string' },
        'data-dir': { type: 'string' },
        seed: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    // node's own words ("Unknown option '--bookngs'…"), not its stack.
    return refuse(`venue seed: ${error instanceof Error ? error.message : String(error)} (options: --bookings N, --users N, --seed N, --database-url URL, --data-dir DIR; --help)`);
  }
}
const values = options();
// The usage, before any variable is read or anything opened: nothing is written.
if (values.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}
// The variables a process reads (DATA_DIR, DATABASE_URL, MEDIA_STORE and its S3_ settings, VENUE_TIMEZONE), checked as every process checks them.
try {
  checkEnv({ ...process.env, ...(values['database-url'] !== undefined && { DATABASE_URL: values['database-url'] }) });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  refuse(`venue seed: configuration error: ${error.message.replace(/^DATABASE_URL /, values['database-url'] !== undefined ? '--database-url ' : 'DATABASE_URL ')}`);
}
const whole = (name: string, text: string | undefined, min: number): number => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < min) {
    refuse(`venue seed: --${name} must be a whole number of at least ${min}`);
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
    const made = await generateVenue(database.db, createStorage(mediaFromEnv(process.env) ?? { kind: 'local', root: join(dataDir, 'media') }), {
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
