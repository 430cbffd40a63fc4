import { spawn } from 'node:child_process';
import { createReadStream, existsSync, linkSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { GATEWAY_SECRET_FILE } from '#domain/gateway';
import { MEDIA_KEY } from '#domain/schemas/media';
import type { ApiConfig } from '../config.ts';
import { ConfigError } from '../config.ts';
import { lockDataDir, type DataDirLock } from '../db/data-dir-lock.ts';
import { databaseName, errorText } from '../db/open.ts';
import { UNSUBSCRIBE_SECRET_FILE } from '../newsletters/mail-config.ts';
import { storageOf } from '../start.ts';
import { readAll, readArchive, writeArchive } from './archive.ts';

const DATABASE_SQL = 'database.sql';
const DATABASE_PGLITE = 'database.pglite.tar.gz';
const MEDIA = 'media/';
const SECRETS = 'secrets/';
/** The secrets a process generates into DATA_DIR when its variable is unset (mode 0600): tokens, the gateway's, unsubscribe links. */
export const SECRET_FILES = ['jwt-secret', GATEWAY_SECRET_FILE, UNSUBSCRIBE_SECRET_FILE] as const;
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

/** Partial archives being written, removed when the process is interrupted (backup/main.ts). */
const partials = new Set<string>();

/** Removes the archives a backup interrupted now had begun (a signal). */
export function removePartials(): void {
  for (const file of partials) rmSync(file, { force: true });
  partials.clear();
}

/** Refuses (ConfigError) an archive path that names an existing file, or lies in no folder. */
function checkOutput(file: string): { path: string; folder: string } {
  const path = resolve(file);
  if (existsSync(path)) throw new ConfigError(`${file} already exists: a backup never overwrites a file, so name a new one`);
  const folder = dirname(path);
  let folderStat;
  try {
    folderStat = statSync(folder);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new ConfigError(`cannot write ${file}: the folder ${folder} does not exist`);
    if (code === 'ENOTDIR') throw new ConfigError(`cannot write ${file}: ${folder} is not a folder`);
    throw error;
  }
  if (!folderStat.isDirectory()) throw new ConfigError(`cannot write ${file}: ${folder} is not a folder`);
  return { path, folder };
}

/**
 * Opens where the archive is written: a temporary name beside `file` (`.<name>.<pid>.partial`),
 * which becomes `file` only once complete (publish), so no half-written archive ever bears the
 * name. A folder this process cannot write is refused (ConfigError).
 */
function openOutput(file: string): { temp: string; fd: number; path: string } {
  const { path, folder } = checkOutput(file);
  const temp = join(folder, `.${basename(path)}.${process.pid}.partial`);
  try {
    const fd = openSync(temp, 'wx', 0o600);
    partials.add(temp);
    return { temp, fd, path };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EACCES' || code === 'EPERM') throw new ConfigError(`cannot write ${file}: permission denied in ${folder}`);
    if (code === 'EROFS') throw new ConfigError(`cannot write ${file}: ${folder} is on a read-only file system`);
    throw error;
  }
}

/** Gives the complete archive its name: a hard link, which fails rather than replace a file that appeared meanwhile. */
function publish(temp: string, path: string, file: string): void {
  try {
    linkSync(temp, path);
    unlinkSync(temp);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw new ConfigError(`${file} appeared while the backup ran: a backup never overwrites a file, so name a new one`);
    // A file system without hard links.
    if (existsSync(path)) throw new ConfigError(`${file} appeared while the backup ran: a backup never overwrites a file, so name a new one`);
    renameSync(temp, path);
  }
  partials.delete(temp);
}

/** The embedded database's folder, refused when there is none. */
function pgliteFolder(dataDir: string): string {
  const dir = join(dataDir, 'db');
  if (!existsSync(join(dir, 'PG_VERSION'))) throw new ConfigError(`No embedded database under ${dir} (DATA_DIR ${dataDir})`);
  return dir;
}

/**
 * Writes one archive holding the generated secrets, the database and every media file:
 * - the secret files of DATA_DIR (JWT, gateway, unsubscribe links) that exist, so that tokens and
 *   the unsubscribe links already mailed still work after a restore;
 * - PostgreSQL: `pg_dump`, which reads one snapshot, so rows written during the backup are either
 *   wholly in it or not at all; writes go on meanwhile;
 * - PGlite: its data-directory dump, under the data folder's lock (a folder in use is refused);
 * - then the media, copied after the database: files are never changed once written, so every
 *   file a row of the dump names is there (files newer than the dump may come along too).
 * A bad archive path, a missing embedded database or one in use throw a ConfigError before anything is written.
 */
export async function backup(config: BackupConfig, file: string): Promise<{ mediaFiles: number }> {
  if (!('url' in config.database) && !('dataDir' in config.database)) throw new ConfigError('An in-memory database cannot be backed up');
  if (!file) throw new ConfigError('usage: backup <archive file>');
  checkOutput(file);
  const dir = 'dataDir' in config.database ? pgliteFolder(config.database.dataDir) : undefined;
  let lock: DataDirLock | undefined;
  if ('dataDir' in config.database) lock = lockDataDir(config.database.dataDir);
  try {
    const output = openOutput(file);
    const work = mkdtempSync(join(tmpdir(), 'venue-backup-'));
    try {
      const archive = writeArchive(output.fd);
      for (const name of SECRET_FILES) {
        const path = join(config.dataDir, name);
        if (existsSync(path)) await addFile(archive, `${SECRETS}${name}`, path);
      }
      if ('url' in config.database) {
        const dump = join(work, DATABASE_SQL);
        const { url } = config.database;
        await run('pg_dump', ['--no-owner', '--no-privileges', '--file', dump, '--dbname', url]).catch((error: unknown) => {
          throw error instanceof ConfigError ? error : new Error(`${databaseName({ url })}: ${errorText(error)}`);
        });
        await addFile(archive, DATABASE_SQL, dump);
      } else {
        const db = await PGlite.create(dir!);
        try {
          const blob = await db.dumpDataDir('gzip');
          const dump = join(work, DATABASE_PGLITE);
          writeFileSync(dump, Buffer.from(await blob.arrayBuffer()));
          await addFile(archive, DATABASE_PGLITE, dump);
        } finally {
          await db.close();
        }
      }
      const storage = storageOf(config);
      let mediaFiles = 0;
      for await (const { key } of storage.list()) {
        const stored = await storage.open(key);
        if (!stored) continue;
        await archive.add(`${MEDIA}${key}`, stored.size, stored.body);
        mediaFiles += 1;
      }
      await archive.finish();
      publish(output.temp, output.path, file);
      return { mediaFiles };
    } catch (error) {
      rmSync(output.temp, { force: true });
      partials.delete(output.temp);
      throw error;
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  } finally {
    lock?.release();
  }
}

async function addFile(archive: ReturnType<typeof writeArchive>, name: string, path: string) {
  const { size, body } = fileEntry(path);
  await archive.add(name, size, body);
}

/** What an archive holds, read whole before a restore begins (a damaged archive restores nothing). */
interface ArchiveContents {
  database: typeof DATABASE_SQL | typeof DATABASE_PGLITE;
  secrets: Map<string, Buffer>;
}

/** Reads the whole archive once: its gzip checksum, every entry's size and name; a ConfigError naming the file otherwise. */
async function inspect(file: string): Promise<ArchiveContents> {
  let database: ArchiveContents['database'] | undefined;
  const secrets = new Map<string, Buffer>();
  for await (const entry of readArchive(file)) {
    if (entry.name === DATABASE_SQL || entry.name === DATABASE_PGLITE) {
      if (database) throw new ConfigError(`${file} is damaged: it holds two databases`);
      database = entry.name;
    } else if (entry.name.startsWith(SECRETS)) {
      const name = entry.name.slice(SECRETS.length);
      if ((SECRET_FILES as readonly string[]).includes(name)) secrets.set(name, await readAll(entry.body));
    } else if (entry.name.startsWith(MEDIA)) {
      if (!database) throw new ConfigError(`${file} is damaged: it has media before its database`);
      if (!MEDIA_KEY.test(entry.name.slice(MEDIA.length))) throw new ConfigError(`${file} is damaged: ${entry.name} is not a media file's name`);
    }
  }
  if (!database) throw new ConfigError(`${file} holds no database: it is not a complete venue backup`);
  return { database, secrets };
}

/** Refuses a target that already holds data: a restore only fills an empty instance. */
async function ensureEmpty(config: BackupConfig, secrets: Map<string, Buffer>): Promise<void> {
  if ('url' in config.database) {
    const client = new pg.Client({ connectionString: config.database.url });
    try {
      await client.connect();
    } catch (error) {
      await client.end().catch(() => undefined);
      throw new Error(`${databaseName(config.database)} could not be reached: ${errorText(error)}`);
    }
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
  for (const [name, value] of secrets) {
    const path = join(config.dataDir, name);
    if (existsSync(path) && !readFileSync(path).equals(value)) throw new ConfigError(`${path} holds another secret than the backup's: restore into a new, empty DATA_DIR`);
  }
  const storage = storageOf(config);
  for await (const stored of storage.list()) {
    void stored;
    throw new ConfigError('The media store is not empty: restore into an empty one');
  }
}

/**
 * Restores an archive written by backup() into an empty database and an empty media store, and
 * its secret files into DATA_DIR (mode 0600). The archive is read whole first: a missing, foreign,
 * damaged or cut-short file, or one of the other engine, is refused (ConfigError) before anything is
 * written. Then the media, the secrets, and the database last; a failure on the way removes what
 * this restore wrote.
 */
export async function restore(config: BackupConfig, file: string): Promise<{ mediaFiles: number }> {
  if (!file) throw new ConfigError('usage: restore <archive file>');
  const contents = await inspect(file);
  if (contents.database === DATABASE_SQL && !('url' in config.database)) throw new ConfigError(`${file} is a backup of PostgreSQL: set DATABASE_URL to restore it`);
  if (contents.database === DATABASE_PGLITE && !('dataDir' in config.database)) throw new ConfigError(`${file} is a backup of the embedded database: unset DATABASE_URL and set DATA_DIR to restore it`);
  const lock = 'dataDir' in config.database ? lockDataDir(config.database.dataDir) : undefined;
  try {
    await ensureEmpty(config, contents.secrets);
    const storage = storageOf(config);
    const work = mkdtempSync(join(tmpdir(), 'venue-restore-'));
    const dump = join(work, contents.database);
    const restoredMedia: string[] = [];
    const writtenSecrets: string[] = [];
    let databaseDir: string | undefined;
    try {
      for await (const entry of readArchive(file)) {
        if (entry.name === contents.database) {
          await writeFile(dump, entry.body);
        } else if (entry.name.startsWith(MEDIA)) {
          const key = entry.name.slice(MEDIA.length);
          await storage.put(key, entry.body, CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream');
          restoredMedia.push(key);
        }
      }
      if (contents.secrets.size) mkdirSync(config.dataDir, { recursive: true });
      for (const [name, value] of contents.secrets) {
        const path = join(config.dataDir, name);
        if (existsSync(path)) continue;
        writeFileSync(path, value, { mode: 0o600, flag: 'wx' });
        writtenSecrets.push(path);
      }
      if ('url' in config.database) {
        // One transaction: a failure leaves the database as empty as it was.
        await run('psql', ['--quiet', '--no-psqlrc', '--set', 'ON_ERROR_STOP=1', '--single-transaction', '--file', dump, '--dbname', config.database.url]);
      } else if ('dataDir' in config.database) {
        databaseDir = join(config.database.dataDir, 'db');
        const db = await PGlite.create(databaseDir, { loadDataDir: new Blob([new Uint8Array(readFileSync(dump))]) });
        await db.close();
      }
      return { mediaFiles: restoredMedia.length };
    } catch (error) {
      for (const key of restoredMedia) await storage.delete(key).catch(() => undefined);
      for (const path of writtenSecrets) rmSync(path, { force: true });
      if (databaseDir) rmSync(databaseDir, { recursive: true, force: true });
      throw error;
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  } finally {
    lock?.release();
  }
}
