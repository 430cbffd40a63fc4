import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Db } from './database.ts';
import * as schema from './schema.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Where the data lives: PostgreSQL by URL, PGlite under a folder, or PGlite in memory (started from
 * `from`, a PGlite data directory dump, when given: a pre-migrated one skips initdb and migrations).
 */
export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true; from?: Blob };

export interface OpenDatabase {
  db: Db;
  close(): Promise<void>;
}

/** Opens the database and brings its schema up to date with the migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url });
    // An idle connection that the server ends (restart, failover, a forced drop) would otherwise be an
    // uncaught error that stops the process; the pool opens a fresh connection on the next query.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder });
    // Both drivers are PgDatabase; only their raw result types differ, which no repository reads.
    return { db: db as unknown as Db, close: () => pool.end() };
  }
  let client: PGlite;
  if ('dataDir' in target) {
    const dir = join(target.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create(target.from ? { loadDataDir: target.from } : undefined);
  }
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, close: () => client.close() };
}
