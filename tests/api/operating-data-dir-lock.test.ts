import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StartRefused } from '../../api/config.ts';
import { LOCK_FILE, lockDataDir } from '../../api/db/data-dir-lock.ts';
import { callApi, signIn } from '../support/http.ts';
import { buildBundles, runBundle, startBundle, type Running } from '../support/processes.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PASSWORD = 'Lock-test-pass-1';
const owner = (dataDir: string) => JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')) as { pid: number; host: string; startedAt: string };

/** `node scripts/start.mjs`, what `npm start` runs, to its end: exit code and output. */
function npmStart(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the embedded database folder belongs to one process', () => {
  const dirs: string[] = [];
  const tempDir = (name: string) => {
    const dir = mkdtempSync(join(tmpdir(), `venue-lock-${name}-`));
    dirs.push(dir);
    return dir;
  };
  const running: Running[] = [];
  const env = (dataDir: string) => ({ DATA_DIR: dataDir, PORT: '0', API_PORT: '0', DEMO_DATA: 'false', ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'warn' });
  const start = async (dataDir: string) => {
    const server = await startBundle('server', { ...env(dataDir), LOG_LEVEL: 'info' });
    running.push(server);
    return server;
  };
  const apiOf = (server: Running) => `http://127.0.0.1:${server.lines.find((l) => l.msg === 'api listening')!.port as number}`;

  beforeAll(() => buildBundles(['server', 'api', 'worker', 'backup']), 120_000);
  afterAll(async () => {
    for (const server of running) await server.stop('SIGKILL');
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('a second npm start, a worker, a backup and a restore on a folder in use are refused with one line naming DATA_DIR and the pid (exit 2); the first keeps every write', async () => {
    const dataDir = tempDir('busy');
    const first = await start(dataDir);
    const api = apiOf(first);
    const token = await signIn(api, 'admin@venue.local', PASSWORD);
    const role = (name: string) => callApi(api, 'post', '/create/role', { token, body: { name, permissions: [{ name: 'menu', all: false, add: false, view: true, edit: false, del: false }] } });
    expect((await role('Before the second start')).status).toBe(201);
    expect(owner(dataDir)).toMatchObject({ pid: first.child.pid, host: hostname() });
    const refusal = new RegExp(`^(venue|venue worker|venue backup|venue restore): DATA_DIR ${dataDir} is in use by another process \\(pid ${first.child.pid}, started [^)]+\\): the embedded database's folder is opened by one process only; stop that one first, or share a PostgreSQL \\(DATABASE_URL\\)\\n$`);

    // The compiled server, and what `npm start` runs (which refuses before building anything).
    for (const second of [await runBundle('server', env(dataDir)), await npmStart(env(dataDir))]) {
      expect(second.code).toBe(2);
      expect(second.stderr).toMatch(refusal);
      expect(second.stdout).toBe('');
    }
    const worker = await runBundle('worker', { DATA_DIR: dataDir, WORKER_PORT: '0' });
    expect(worker).toMatchObject({ code: 2, stdout: '' });
    expect(worker.stderr).toMatch(refusal);
    const archive = join(tempDir('archive'), 'venue.backup');
    const backup = await runBundle('backup', { DATA_DIR: dataDir }, ['backup', archive]);
    expect(backup).toMatchObject({ code: 2, stdout: '' });
    expect(backup.stderr).toMatch(refusal);
    expect(existsSync(archive)).toBe(false);

    // The first process still owns the folder and serves; its writes are all there after a restart.
    expect((await role('After the second start')).status).toBe(201);
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);

    // A backup of the stopped folder, then a restore into a folder in use is refused too.
    expect(await runBundle('backup', { DATA_DIR: dataDir }, ['backup', archive])).toMatchObject({ code: 0, stderr: '' });
    const busy = tempDir('busy-target');
    const other = await start(busy);
    const restore = await runBundle('backup', { DATA_DIR: busy }, ['restore', archive]);
    expect(restore).toMatchObject({ code: 2, stdout: '' });
    expect(restore.stderr).toBe(`venue restore: DATA_DIR ${busy} is in use by another process (pid ${other.child.pid}, started ${owner(busy).startedAt}): the embedded database's folder is opened by one process only; stop that one first, or share a PostgreSQL (DATABASE_URL)\n`);
    await other.stop('SIGTERM');

    const again = await start(dataDir);
    const reply = await callApi<{ data: { name: string }[] }>(apiOf(again), 'get', '/get/roles', { token: await signIn(apiOf(again), 'admin@venue.local', PASSWORD) });
    expect(reply.body.data!.data.map((r) => r.name).sort()).toEqual(['After the second start', 'Before the second start']);
    expect(await again.stop('SIGTERM')).toBe(0);
  }, 240_000);

  it('a lock left by a killed process is taken over at the next start, which finds its data', async () => {
    const dataDir = tempDir('killed');
    const first = await start(dataDir);
    const token = await signIn(apiOf(first), 'admin@venue.local', PASSWORD);
    expect((await callApi(apiOf(first), 'post', '/create/role', { token, body: { name: 'Written before the crash', permissions: [{ name: 'menu', all: false, add: false, view: true, edit: false, del: false }] } })).status).toBe(201);
    await first.stop('SIGKILL');
    // The lock stays behind, naming a process that is gone.
    expect(owner(dataDir).pid).toBe(first.child.pid);

    const second = await start(dataDir);
    expect(owner(dataDir).pid).toBe(second.child.pid);
    const reply = await callApi<{ data: { name: string }[] }>(apiOf(second), 'get', '/get/roles', { token: await signIn(apiOf(second), 'admin@venue.local', PASSWORD) });
    expect(reply.body.data!.data.map((r) => r.name)).toEqual(['Written before the crash']);
    expect(await second.stop('SIGTERM')).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 180_000);

  it('of processes racing for one folder, with or without a stale lock in it, exactly one gets it', async () => {
    // Each prints whether it got the lock; a winner holds it until this test has heard from all of them.
    const racer = `
      const { lockDataDir } = await import(${JSON.stringify(join(ROOT, 'api/db/data-dir-lock.ts'))});
      try { lockDataDir(process.argv[1]); process.stdout.write('locked'); setInterval(() => {}, 1000); }
      catch (error) { process.stdout.write('refused: ' + error.message); }
    `;
    const race = async (dataDir: string) => {
      const children = Array.from({ length: 6 }, () => spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', racer, dataDir], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] }));
      try {
        return await Promise.all(
          children.map(
            (child) =>
              new Promise<string>((resolve) => {
                child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString()));
                child.once('close', () => resolve('exited without a word'));
              }),
          ),
        );
      } finally {
        for (const child of children) child.kill('SIGKILL');
      }
    };
    const empty = await race(tempDir('race'));
    expect(empty.filter((out) => out === 'locked')).toHaveLength(1);
    expect(empty.filter((out) => out.startsWith('refused: DATA_DIR'))).toHaveLength(5);

    const stale = tempDir('race-stale');
    writeFileSync(join(stale, LOCK_FILE), JSON.stringify({ pid: 999_999_999, host: hostname(), startedAt: new Date(0).toISOString(), nonce: 'gone' }));
    const taken = await race(stale);
    expect(taken.filter((out) => out === 'locked')).toHaveLength(1);
    expect(taken.filter((out) => out.startsWith('refused: DATA_DIR'))).toHaveLength(5);
  }, 120_000);

  it('tells a live owner from a reused pid, refuses an owner on another host and a second open in this process, and releases only its own lock', () => {
    const dataDir = tempDir('owners');
    const file = join(dataDir, LOCK_FILE);
    // A live process (this one's parent) that started at another moment than the lock says: its pid was reused, so the lock is stale.
    writeFileSync(file, JSON.stringify({ pid: process.ppid, host: hostname(), startedAt: new Date(0).toISOString(), processStart: '1', nonce: 'reused' }));
    const lock = lockDataDir(dataDir);
    expect(owner(dataDir).pid).toBe(process.pid);
    expect(() => lockDataDir(dataDir)).toThrow(new StartRefused(`DATA_DIR ${dataDir} is already open in this process: the embedded database's folder is opened once`));
    lock.release();
    expect(existsSync(file)).toBe(false);

    // An owner on another host cannot be checked: refused, saying how to clear it if it is gone.
    writeFileSync(file, JSON.stringify({ pid: 4242, host: 'elsewhere.example', startedAt: '2026-01-01T00:00:00.000Z', nonce: 'remote' }));
    expect(() => lockDataDir(dataDir)).toThrow(
      new StartRefused(
        `DATA_DIR ${dataDir} is in use by another process (pid 4242 on host elsewhere.example, started 2026-01-01T00:00:00.000Z): the embedded database's folder is opened by one process only; stop that one first, or share a PostgreSQL (DATABASE_URL), or delete ${file} if that process is gone`,
      ),
    );
    // The parent of this process is alive: its lock holds.
    writeFileSync(file, JSON.stringify({ pid: process.ppid, host: hostname(), startedAt: '2026-01-01T00:00:00.000Z', nonce: 'parent' }));
    expect(() => lockDataDir(dataDir)).toThrow(StartRefused);
    // A lock file left empty long ago (a crash between its creation and its writing) is taken over.
    writeFileSync(file, '');
    const old = new Date(Date.now() - 60_000);
    utimesSync(file, old, old);
    const taken = lockDataDir(dataDir);
    // Released after another process took it over: the file is not ours, so it stays.
    writeFileSync(file, JSON.stringify({ pid: process.ppid, host: hostname(), startedAt: '2026-01-01T00:00:00.000Z', nonce: 'successor' }));
    taken.release();
    expect(owner(dataDir)).toMatchObject({ pid: process.ppid });
  });
});

