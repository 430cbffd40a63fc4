import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { fromProjectRoot } from '../lib/project-root.ts';
import type { Db } from './database.ts';
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

/** Opens the database and brings its schema up to date with the migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url });
    // An idle connection that the server ends (restart, failover, a forced drop) would otherwise be an
    // uncaught error that stops the process; the pool opens a fresh connection on the next query.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema });
    // Both drivers are PgDatabase; only their raw result types differ, which no repository reads.
    const open = { db: db as unknown as Db, close: () => pool.end(), pool };
    try {
      await withStartLock(open, () => migratePg(db, { migrationsFolder }));
    } catch (error) {
      await pool.end();
      throw error;
    }
    return open;
  }
  let client: PGlite;
  if ('dataDir' in target) {
    const dir = join(target.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
    const fresh = !existsSync(join(dir, 'PG_VERSION')) && existsSync(MIGRATED_PGLITE_DUMP);
    client = await PGlite.create(dir, { ...PGLITE_OPTIONS, ...(fresh && { loadDataDir: new Blob([readFileSync(MIGRATED_PGLITE_DUMP)]) }) });
  } else {
    client = await PGlite.create({ ...PGLITE_OPTIONS, ...(target.from && { loadDataDir: target.from }) });
  }
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, close: () => client.close() };
}
