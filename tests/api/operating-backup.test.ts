import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completePermissions, emptyPermission } from '#domain/permissions';
import { SECRET_FILES } from '../../api/backup/backup.ts';
import { configFromEnv, type ApiConfig } from '../../api/config.ts';
import { openDatabase } from '../../api/db/open.ts';
import { startApi, type RunningApi } from '../../api/start.ts';
import { callApi, signIn } from '../support/http.ts';
import { snapshotDb } from '../support/db-snapshot.ts';
import { pngBytes, uploadFiles } from '../support/media-files.ts';
import { insertSubscribers, letter, testMail, unsubscribeLinkOf, waitForCampaign } from '../support/newsletters.ts';
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
        expect(backup.stdout).toMatch(/^Backed up the database and (1 media file|(?:[02-9]|\d{2,}) media files) to .+ in [\d.]+ s\n$/);
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

  it('the embedded database: the generated secrets come along (restored with mode 0600), so a mailed unsubscribe link and a token from before work in the new folder', async () => {
    const dataDir = tempDir('secrets');
    const restoredDir = tempDir('secrets-restored');
    const archive = join(tempDir('archive'), 'venue.backup');
    // No JWT_SECRET, GATEWAY_SECRET or UNSUBSCRIBE_SECRET: each is generated into DATA_DIR.
    const config = (dir: string): ApiConfig => ({
      ...configFromEnv({}),
      port: 0,
      database: { dataDir: dir },
      dataDir: dir,
      admin: ADMIN,
      logLevel: 'silent',
      print: () => {},
      demoData: false,
      mail: testMail({ unsubscribeSecret: undefined, outboxDir: join(dir, 'outbox') }),
    });
    const api = await startApi(config(dataDir));
    let token: string;
    let link: URL;
    try {
      token = await signIn(api.url, ADMIN.email, ADMIN.password);
      await insertSubscribers(api.db, ['guest@venue.test']);
      const sent = await callApi<{ _id: string }>(api.url, 'post', '/send/newsletter/email', { token, body: letter() });
      await waitForCampaign(api, token, sent.body.data!._id);
      const [mail] = readdirSync(join(dataDir, 'outbox'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
      link = new URL(unsubscribeLinkOf(readFileSync(join(mail!.parentPath, mail!.name), 'utf8')));
    } finally {
      await api.close();
    }
    expect(SECRET_FILES.map((name) => existsSync(join(dataDir, name)))).toEqual([true, true, true]);

    expect(await runBundle('backup', { DATA_DIR: dataDir }, ['backup', archive])).toMatchObject({ code: 0, stderr: '' });
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    expect(await runBundle('backup', { DATA_DIR: restoredDir }, ['restore', archive])).toMatchObject({ code: 0, stderr: '' });
    for (const name of SECRET_FILES) {
      expect(statSync(join(restoredDir, name)).mode & 0o777, name).toBe(0o600);
      expect(readFileSync(join(restoredDir, name), 'utf8'), name).toBe(readFileSync(join(dataDir, name), 'utf8'));
    }

    const restored = await startApi(config(restoredDir));
    try {
      const path = `${restored.url}${link.pathname}${link.search}`;
      const page = await fetch(path);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('guest@venue.test');
      const form = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
      expect(await form.text()).toContain('You are unsubscribed');
      // The token signed before the backup is still good: same JWT secret, same session row.
      expect((await callApi(restored.url, 'get', '/me', { token })).status).toBe(200);
    } finally {
      await restored.close();
    }
  }, 180_000);

  it('a bad archive path or file is one line naming it and what is wrong (exit 2), and nothing is left half-written, overwritten or restored', async () => {
    const dataDir = tempDir('paths');
    await (await openDatabase({ dataDir })).close();
    writeFileSync(join(dataDir, 'jwt-secret'), 'the source secret', { mode: 0o600 });
    const folder = tempDir('archives');
    const run = (command: 'backup' | 'restore', file: string, dir = dataDir) => runBundle('backup', { DATA_DIR: dir }, [command, file]);
    const refused = (stderr: string) => ({ code: 2, stdout: '', stderr });

    // Asking for help, an option it does not have or a second file writes nothing, not an archive named after them.
    const inFolder = (args: string[]) => runBundle('backup', { DATA_DIR: dataDir }, args, folder);
    const usage = 'usage: npm run backup -- <archive file> | npm run restore -- <archive file>';
    for (const command of ['backup', 'restore']) {
      const help = await inFolder([command, '--help']);
      expect(help).toMatchObject({ code: 0, stderr: '' });
      expect(help.stdout.startsWith(`${usage}\n`)).toBe(true);
      expect(await inFolder([command, '--force', 'x.backup'])).toEqual(refused(`venue ${command}: unknown option --force (${usage})\n`));
      expect(await inFolder([command, 'x.backup', 'y.backup'])).toEqual(refused(`venue ${command}: takes one archive file, not 2: x.backup y.backup (${usage})\n`));
    }
    expect(await inFolder(['backup', '-h'])).toMatchObject({ code: 0, stderr: '' });
    expect(readdirSync(folder)).toEqual([]);
    expect(await run('backup', '/nonexistent/dir/x.backup')).toEqual(refused('venue backup: cannot write /nonexistent/dir/x.backup: the folder /nonexistent/dir does not exist\n'));
    const existing = join(folder, 'existing.backup');
    writeFileSync(existing, 'an older backup, kept');
    expect(await run('backup', existing)).toEqual(refused(`venue backup: ${existing} already exists: a backup never overwrites a file, so name a new one\n`));
    expect(readFileSync(existing, 'utf8')).toBe('an older backup, kept');
    const noDatabase = tempDir('no-database');
    expect(await run('backup', join(folder, 'none.backup'), noDatabase)).toEqual(refused(`venue backup: No embedded database under ${join(noDatabase, 'db')} (DATA_DIR ${noDatabase})\n`));
    expect(readdirSync(folder)).toEqual(['existing.backup']);

    const good = join(folder, 'good.backup');
    expect(await run('backup', good)).toMatchObject({ code: 0, stderr: '' });
    // Written under a temporary name and renamed when complete: no partial file is left beside it.
    expect(readdirSync(folder).sort()).toEqual(['existing.backup', 'good.backup']);

    const target = join(tempDir('target'), 'data');
    const missing = join(folder, 'missing.backup');
    expect(await run('restore', missing, target)).toEqual(refused(`venue restore: ${missing} does not exist\n`));
    expect(await run('restore', existing, target)).toEqual(refused(`venue restore: ${existing} is not a venue backup archive (it is not gzip data)\n`));
    const foreign = join(folder, 'foreign.backup');
    writeFileSync(foreign, gzipSync('a gzip file of something else\n'));
    expect(await run('restore', foreign, target)).toEqual(refused(`venue restore: ${foreign} is not a venue backup archive\n`));
    expect(await run('restore', folder, target)).toEqual(refused(`venue restore: ${folder} is a folder, not a backup archive\n`));
    const cut = join(folder, 'cut.backup');
    const whole = readFileSync(good);
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.9)));
    const cutRun = await run('restore', cut, target);
    expect(cutRun).toMatchObject({ code: 2, stdout: '' });
    expect(cutRun.stderr).toMatch(new RegExp(`^venue restore: ${cut} is damaged or cut short: [^\n]+\n$`));
    // The archive is read whole before anything is restored: the target was not even created.
    expect(existsSync(target)).toBe(false);

    // A target whose secret differs from the archive's is refused before anything is written.
    mkdirSync(target);
    writeFileSync(join(target, 'jwt-secret'), 'another secret');
    expect(await run('restore', good, target)).toEqual(refused(`venue restore: ${join(target, 'jwt-secret')} holds another secret than the backup's: restore into a new, empty DATA_DIR\n`));
    expect(readdirSync(target)).toEqual(['jwt-secret']);
    rmSync(join(target, 'jwt-secret'));
    expect(await run('restore', good, target)).toMatchObject({ code: 0, stderr: '' });
    expect(readFileSync(join(target, 'jwt-secret'), 'utf8')).toBe('the source secret');
  }, 180_000);
});
