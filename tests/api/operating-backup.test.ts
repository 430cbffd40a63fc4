import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completePermissions, emptyPermission } from '#domain/permissions';
import { configFromEnv } from '../../api/config.ts';
import { openDatabase } from '../../api/db/open.ts';
import { startApi, type RunningApi } from '../../api/start.ts';
import { callApi, signIn } from '../support/http.ts';
import { snapshotDb } from '../support/db-snapshot.ts';
import { pngBytes, uploadFiles } from '../support/media-files.ts';
import { createTestDatabase } from '../support/postgres.ts';
import { buildBundles, runBundle } from '../support/processes.ts';

const ADMIN = { email: 'backup@venue.test', password: `Backup-${randomBytes(6).toString('hex')}`, name: 'Backup Admin' };

/** Every media file under a data folder: its key and bytes. */
const mediaOf = (dataDir: string): Map<string, Buffer> => {
  const root = join(dataDir, 'media');
  const files = readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && !e.parentPath.includes('.partial'));
  return new Map(files.map((e) => [relative(root, join(e.parentPath, e.name)), readFileSync(join(e.parentPath, e.name))]));
};

/** Each table's rows as JSON text, to compare row for row. */
const rowsOf = (snapshot: Record<string, unknown[]>) => Object.fromEntries(Object.entries(snapshot).map(([table, rows]) => [table, new Set(rows.map((row) => JSON.stringify(row)))]));

/** A venue filled in every area (the demo generator), with its first Admin signed in. */
async function filledApi(database: { url: string } | { dataDir: string }, dataDir: string): Promise<{ api: RunningApi; token: string }> {
  const api = await startApi({ ...configFromEnv({}), port: 0, database, dataDir, jwtSecret: 'backup-test-secret', admin: ADMIN, logLevel: 'silent', print: () => {}, demoData: true, jobs: false });
  return { api, token: await signIn(api.url, ADMIN.email, ADMIN.password) };
}

describe('backup and restore', () => {
  const dirs: string[] = [];
  const tempDir = (name: string) => {
    const dir = mkdtempSync(join(tmpdir(), `venue-${name}-`));
    dirs.push(dir);
    return dir;
  };
  beforeAll(() => buildBundles(['backup']), 120_000);
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)(
    'PostgreSQL: a backup taken while writes go on restores into an empty database every row and media file acknowledged before it began',
    async () => {
      const source = await createTestDatabase();
      const target = await createTestDatabase();
      const dataDir = tempDir('backup-pg');
      const restoredDir = tempDir('restored-pg');
      const archive = join(tempDir('archive'), 'venue.backup');
      const { api, token } = await filledApi({ url: source.url }, dataDir);
      try {
        const uploaded = await uploadFiles(api.url, '/api/v1/upload', 'gallery', [{ bytes: pngBytes(64, 48), name: 'before.png' }], token);
        expect(uploaded.status).toBe(201);
        const before = rowsOf(await snapshotDb(api.db));
        const mediaBefore = mediaOf(dataDir);
        expect(Object.values(before).filter((rows) => rows.size > 0).length).toBeGreaterThan(15);
        expect(mediaBefore.size).toBeGreaterThan(1);

        // Writes go on, rows and files, for as long as the backup runs.
        let writing = true;
        let written = 0;
        const writes = (async () => {
          while (writing) {
            const role = await callApi(api.url, 'post', '/create/role', { token, body: { name: `During ${written}`, permissions: completePermissions([{ ...emptyPermission('menu'), view: true }]) } });
            const file = await uploadFiles(api.url, '/api/v1/upload', 'gallery', [{ bytes: pngBytes(8 + (written % 50), 8), name: 'during.png' }], token);
            if (role.status === 201 && file.status === 201) written += 1;
          }
        })();
        const backup = await runBundle('backup', { DATABASE_URL: source.url, DATA_DIR: dataDir }, ['backup', archive]);
        writing = false;
        await writes;
        expect(backup).toMatchObject({ code: 0, stderr: '' });
        expect(backup.stdout).toMatch(/^Backed up the database and \d+ media files to .+ in [\d.]+ s\n$/);
        expect(written).toBeGreaterThan(0);

        const restore = await runBundle('backup', { DATABASE_URL: target.url, DATA_DIR: restoredDir }, ['restore', archive]);
        expect(restore).toMatchObject({ code: 0, stderr: '' });
        const restoredDb = await openDatabase({ url: target.url });
        try {
          const restored = rowsOf(await snapshotDb(restoredDb.db));
          const after = rowsOf(await snapshotDb(api.db));
          for (const [table, rows] of Object.entries(before)) {
            // Every row acknowledged before the backup began is there, unchanged …
            expect([...rows].filter((row) => !restored[table]!.has(row)), table).toEqual([]);
            // … and nothing that never existed: a restored row is one the source held by the end.
            expect([...restored[table]!].filter((row) => !after[table]!.has(row)), table).toEqual([]);
          }
        } finally {
          await restoredDb.close();
        }
        const mediaRestored = mediaOf(restoredDir);
        for (const [key, bytes] of mediaBefore) expect(mediaRestored.get(key)?.equals(bytes), key).toBe(true);

        // Restoring again over what is now there is refused: a restore only fills an empty instance.
        const again = await runBundle('backup', { DATABASE_URL: target.url, DATA_DIR: restoredDir }, ['restore', archive]);
        expect(again).toMatchObject({ code: 2, stderr: 'venue restore: The database of DATABASE_URL is not empty: restore into a new, empty database\n' });
      } finally {
        await api.close();
        await source.drop();
        await target.drop();
      }
    },
    180_000,
  );

  it('the embedded database: a backup of a stopped instance restores into a fresh data folder, every row and file byte for byte', async () => {
    const dataDir = tempDir('backup-pglite');
    const restoredDir = tempDir('restored-pglite');
    const archive = join(tempDir('archive'), 'venue.backup');
    const { api, token } = await filledApi({ dataDir }, dataDir);
    expect((await uploadFiles(api.url, '/api/v1/upload', 'menu', [{ bytes: pngBytes(30, 30), name: 'menu.png' }], token)).status).toBe(201);
    const before = await snapshotDb(api.db);
    // PGlite belongs to one process: the instance is stopped for its backup.
    await api.close();
    const mediaBefore = mediaOf(dataDir);

    expect(await runBundle('backup', { DATA_DIR: dataDir }, ['backup', archive])).toMatchObject({ code: 0, stderr: '' });
    expect(await runBundle('backup', { DATA_DIR: restoredDir }, ['restore', archive])).toMatchObject({ code: 0, stderr: '' });

    const restored = await openDatabase({ dataDir: restoredDir });
    try {
      expect(await snapshotDb(restored.db)).toEqual(before);
    } finally {
      await restored.close();
    }
    const mediaRestored = mediaOf(restoredDir);
    expect([...mediaRestored.keys()].sort()).toEqual([...mediaBefore.keys()].sort());
    for (const [key, bytes] of mediaBefore) expect(mediaRestored.get(key)!.equals(bytes), key).toBe(true);
  }, 180_000);
});
