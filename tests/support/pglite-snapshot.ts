import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { PGLITE_EXTENSIONS } from '../../api/db/open.ts';

const migrationsFolder = fileURLToPath(new URL('../../api/db/migrations', import.meta.url));
const cacheDir = join(tmpdir(), 'venue-pglite-snapshots');

// The snapshot is named by the migrations' content, so a changed or added migration makes a new one.
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!/\.(sql|json)$/.test(name)) continue;
    hash.update(name).update(readFileSync(join(migrationsFolder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function makeSnapshot(file: string): Promise<Blob> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    mkdirSync(cacheDir, { recursive: true });
    // Written aside and renamed, so parallel test files never read a half-written snapshot.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  } finally {
    await client.close();
  }
}

let snapshot: Promise<Blob> | undefined;

/**
 * A PGlite data directory with every migration applied, made once per set of migrations and kept in
 * the temp folder: an in-memory test database loads it instead of running initdb and the migrations.
 */
export function migratedSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const file = join(cacheDir, `${migrationsHash()}.tar`);
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      return makeSnapshot(file);
    }
  })();
  return snapshot;
}
