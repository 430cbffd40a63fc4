import { spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { ApiConfig } from '../config.ts';
import { ConfigError } from '../config.ts';
import { storageOf } from '../start.ts';
import { readAll, readArchive, writeArchive } from './archive.ts';

const DATABASE_SQL = 'database.sql';
const DATABASE_PGLITE = 'database.pglite.tar.gz';
const MEDIA = 'media/';
const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', pdf: 'application/pdf' };

/** What backup and restore need of the configuration: where the database and the media are. */
export type BackupConfig = Pick<ApiConfig, 'database' | 'dataDir' | 'media'>;

/** Runs a PostgreSQL client tool; its stderr becomes the error's message. */
function run(tool: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout.resume();
    child.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'ENOENT' ? new ConfigError(`${tool} was not found on PATH: install the PostgreSQL client tools of the server's version`) : error));
    child.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`${tool} failed: ${errors.trim().split('\n')[0] ?? code}`))));
  });
}

/** A file's entry in the archive: its size and a stream of it. */
const fileEntry = (path: string) => ({ size: statSync(path).size, body: createReadStream(path) });

/**
 * Writes one archive holding the database and every media file:
 * - PostgreSQL: `pg_dump`, which reads one snapshot, so rows written during the backup are either
 *   wholly in it or not at all; writes go on meanwhile;
 * - PGlite: its data-directory dump (the process owning the folder must be stopped first);
 * - then the media, copied after the database: files are never changed once written, so every
 *   file a row of the dump names is there (files newer than the dump may come along too).
 */
export async function backup(config: BackupConfig, file: string): Promise<{ mediaFiles: number }> {
  const work = mkdtempSync(join(tmpdir(), 'venue-backup-'));
  try {
    const archive = writeArchive(file);
    if ('url' in config.database) {
      const dump = join(work, DATABASE_SQL);
      await run('pg_dump', ['--no-owner', '--no-privileges', '--file', dump, '--dbname', config.database.url]);
      await addFile(archive, DATABASE_SQL, dump);
    } else if ('dataDir' in config.database) {
      const dir = join(config.database.dataDir, 'db');
      if (!existsSync(dir)) throw new ConfigError(`No embedded database under ${dir}`);
      const db = await PGlite.create(dir);
      try {
        const blob = await db.dumpDataDir('gzip');
        const dump = join(work, DATABASE_PGLITE);
        writeFileSync(dump, Buffer.from(await blob.arrayBuffer()));
        await addFile(archive, DATABASE_PGLITE, dump);
      } finally {
        await db.close();
      }
    } else throw new ConfigError('An in-memory database cannot be backed up');
    const storage = storageOf(config);
    let mediaFiles = 0;
    for await (const { key } of storage.list()) {
      const stored = await storage.open(key);
      if (!stored) continue;
      await archive.add(`${MEDIA}${key}`, stored.size, stored.body);
      mediaFiles += 1;
    }
    await archive.finish();
    return { mediaFiles };
  } catch (error) {
    rmSync(file, { force: true });
    throw error;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function addFile(archive: ReturnType<typeof writeArchive>, name: string, path: string) {
  const { size, body } = fileEntry(path);
  await archive.add(name, size, body);
}

/** Refuses a target that already holds data: a restore only fills an empty instance. */
async function ensureEmpty(config: BackupConfig): Promise<void> {
  if ('url' in config.database) {
    const client = new pg.Client({ connectionString: config.database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
      );
      if (rows[0]!.n > 0) throw new ConfigError('The database of DATABASE_URL is not empty: restore into a new, empty database');
    } finally {
      await client.end();
    }
  } else if ('dataDir' in config.database) {
    const dir = join(config.database.dataDir, 'db');
    if (existsSync(dir) && readdirSync(dir).length > 0) throw new ConfigError(`${dir} is not empty: restore into a new, empty DATA_DIR`);
  } else throw new ConfigError('Restore needs DATABASE_URL or DATA_DIR');
  const storage = storageOf(config);
  for await (const stored of storage.list()) {
    void stored;
    throw new ConfigError('The media store is not empty: restore into an empty one');
  }
}

/** Restores an archive written by backup() into an empty database and an empty media store. */
export async function restore(config: BackupConfig, file: string): Promise<{ mediaFiles: number }> {
  await ensureEmpty(config);
  const storage = storageOf(config);
  const work = mkdtempSync(join(tmpdir(), 'venue-restore-'));
  let mediaFiles = 0;
  let database = false;
  try {
    for await (const entry of readArchive(file)) {
      if (entry.name === DATABASE_SQL && 'url' in config.database) {
        const dump = join(work, DATABASE_SQL);
        await writeFile(dump, entry.body);
        await run('psql', ['--quiet', '--no-psqlrc', '--set', 'ON_ERROR_STOP=1', '--single-transaction', '--file', dump, '--dbname', config.database.url]);
        database = true;
      } else if (entry.name === DATABASE_PGLITE && 'dataDir' in config.database) {
        const dir = join(config.database.dataDir, 'db');
        mkdirSync(dir, { recursive: true });
        const db = await PGlite.create(dir, { loadDataDir: new Blob([new Uint8Array(await readAll(entry.body))]) });
        await db.close();
        database = true;
      } else if (entry.name === DATABASE_SQL || entry.name === DATABASE_PGLITE) {
        throw new ConfigError(`This backup is of ${entry.name === DATABASE_SQL ? 'PostgreSQL: set DATABASE_URL' : 'the embedded database: unset DATABASE_URL and set DATA_DIR'} to restore it`);
      } else if (entry.name.startsWith(MEDIA)) {
        if (!database) throw new Error('The backup archive has media before its database');
        const key = entry.name.slice(MEDIA.length);
        await storage.put(key, entry.body, CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream');
        mediaFiles += 1;
      }
    }
    if (!database) throw new Error('The backup archive holds no database');
    return { mediaFiles };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
