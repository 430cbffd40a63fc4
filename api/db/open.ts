import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { redact } from '../config.ts';
import { markConnectFailure } from '../lib/db-errors.ts';
import { fromProjectRoot } from '../lib/project-root.ts';
import { lockDataDir, type DataDirLock } from './data-dir-lock.ts';
import type { Db } from './database.ts';
import { retryConflicts } from './retry-conflicts.ts';
import * as schema from './schema.ts';

const migrationsFolder = fromProjectRoot('api', 'db', 'migrations');

/**
 * A PGlite data directory with every migration applied, written at build time (scripts/bundle.mjs):
 * a new data folder starts from it instead of running initdb and the migrations, which is most of
 * an empty folder's first start. Migrations newer than it are applied as usual.
 */
export const MIGRATED_PGLITE_DUMP = fromProjectRoot('dist', 'pglite', 'migrated.tar');

/** Extensions the migrations create (pg_trgm for the search's indexes), which PGlite must load itself. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * PGlite's settings: its pages live in memory (or the OS's file cache), so reading one at random
 * costs about what reading the next does. With PostgreSQL's default for disks (4) the planner
 * scans a whole table rather than use a trigram index (a users search by email: 40 ms instead of 0.3 ms).
 */
const PGLITE_OPTIONS = { extensions: PGLITE_EXTENSIONS, startParams: [...PGlite.defaultStartParams, '-c', 'random_page_cost=1.1'] };

/**
 * Where the data lives: PostgreSQL by URL, PGlite under a folder, or PGlite in memory (started from
 * `from`, a PGlite data directory dump, when given: a pre-migrated one skips initdb and migrations).
 */
export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true; from?: Blob };

export interface OpenDatabase {
  db: Db;
  close(): Promise<void>;
  /** PostgreSQL's connection pool (for its metrics and the start lock); undefined on PGlite. */
  pool?: pg.Pool;
}

// pg_advisory_lock key held while a process migrates and seeds, so replicas starting together take turns.
const START_LOCK = 7_341_905_112;

/** Runs `work` while holding PostgreSQL's start lock (no lock needed on PGlite, which one process owns). */
export async function withStartLock<T>(database: OpenDatabase, work: () => Promise<T>): Promise<T> {
  if (!database.pool) return work();
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [START_LOCK]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [START_LOCK]).catch(() => undefined);
    client.release();
  }
}

/** A failure's own words: the first of an AggregateError's (a refused connection on every address), else its code. */
export function errorText(error: unknown): string {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (e.message) return e.message.split('\n')[0]!;
    if (e instanceof AggregateError && e.errors[0] instanceof Error && e.errors[0].message) return e.errors[0].message.split('\n')[0]!;
    const code = (e as NodeJS.ErrnoException).code;
    if (code) return code;
  }
  return String(error);
}

/** The database as the operator named it: DATABASE_URL (its password hidden) or DATA_DIR, for a one-line failure. */
export const databaseName = (target: DatabaseTarget): string =>
  'url' in target ? `the PostgreSQL of DATABASE_URL (${redact(target.url)})` : 'dataDir' in target ? `the embedded database of DATA_DIR (${join(target.dataDir, 'db')})` : 'the in-memory database';

/**
 * The pool's connections: a failure to connect is marked as such (`markConnectFailure`), whatever the
 * server said, so that a query that found no connection is a 503, never a 500. A server that refuses
 * at the socket is recognised by its code anyway; this covers what it answers once reached: a database
 * not accepting connections (55000), one that no longer exists (3D000), a login it now refuses (28xxx).
 */
class MarkedClient extends pg.Client {
  override connect(): Promise<pg.Client>;
  override connect(callback: ((err: Error) => void) | ((err: null, c: pg.Client) => void)): void;
  override connect(callback?: ((err: Error) => void) | ((err: null, c: pg.Client) => void)): Promise<pg.Client> | void {
    if (callback) return super.connect((err: Error | null) => (callback as (err: Error | null, c: pg.Client) => void)(err ? markConnectFailure(err) : null, this));
    return super.connect().catch((err: unknown) => {
      throw markConnectFailure(err);
    });
  }
}

/**
 * How long a query waits for a connection (a new one to a server that does not answer, or a free one
 * of the pool) before it fails, so that a request gets a 503 rather than hanging.
 */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * Opens the database and brings its schema up to date with the migrations. An embedded database's
 * folder is locked first (`lock`, when the caller took it already): one process opens it at a time.
 * A failure to open names DATABASE_URL or DATA_DIR.
 */
export async function openDatabase(target: DatabaseTarget, options: { lock?: DataDirLock } = {}): Promise<OpenDatabase> {
  if ('url' in target) {
    const pool = new pg.Pool({ Client: MarkedClient, connectionString: target.url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
    // An idle connection that the server ends (restart, failover, a forced drop) would otherwise be an
    // uncaught error that stops the process; the pool opens a fresh connection on the next query.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema });
    // Both drivers are PgDatabase; only their raw result types differ, which no repository reads.
    // Connections of a pool can deadlock or fail to serialize; PGlite's one connection cannot.
    const open = { db: retryConflicts(db as unknown as Db), close: () => pool.end(), pool };
    try {
      await withStartLock(open, () => migratePg(db, { migrationsFolder }));
    } catch (error) {
      await pool.end();
      throw new Error(`${databaseName(target)} could not be opened: ${errorText(error)}`, { cause: error });
    }
    return open;
  }
  if ('dataDir' in target) {
    const lock = options.lock ?? lockDataDir(target.dataDir);
    const dir = join(target.dataDir, 'db');
    let client: PGlite | undefined;
    try {
      mkdirSync(dir, { recursive: true });
      const fresh = !existsSync(join(dir, 'PG_VERSION')) && existsSync(MIGRATED_PGLITE_DUMP);
      client = await PGlite.create(dir, { ...PGLITE_OPTIONS, ...(fresh && { loadDataDir: new Blob([readFileSync(MIGRATED_PGLITE_DUMP)]) }) });
      const db = drizzlePglite({ client, schema });
      await migratePglite(db, { migrationsFolder });
      const opened = client;
      return {
        db: db as unknown as Db,
        close: async () => {
          try {
            await opened.close();
          } finally {
            lock.release();
          }
        },
      };
    } catch (error) {
      await client?.close().catch(() => undefined);
      lock.release();
      throw new Error(`${databaseName(target)} could not be opened: ${errorText(error)}`, { cause: error });
    }
  }
  const client = await PGlite.create({ ...PGLITE_OPTIONS, ...(target.from && { loadDataDir: target.from }) });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, close: () => client.close() };
}
