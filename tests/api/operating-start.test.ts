import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/http.ts';
import { buildBundles, runBundle, startBundle } from '../support/processes.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A port some other program holds. */
async function occupied(): Promise<{ port: number; server: Server }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as { port: number }).port, server };
}

describe('a start refused for its ports or its database sets nothing up first', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'venue-start-'));
    dirs.push(dir);
    return dir;
  };
  beforeAll(() => buildBundles(['server', 'api', 'worker']), 120_000);
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('a taken PORT, API_PORT or WORKER_PORT is one line naming the variable (exit 2) before the first Admin is made, so the retry prints its password', async () => {
    const taken = await occupied();
    try {
      const dataDir = join(tempDir(), 'data');
      const base = { DATA_DIR: dataDir, DEMO_DATA: 'false' };
      const gateway = await runBundle('server', { ...base, PORT: String(taken.port), API_PORT: '0' });
      expect(gateway).toEqual({ code: 2, stdout: '', stderr: `venue: PORT ${taken.port} is already in use on 127.0.0.1: stop the process listening there, or set PORT to a free port\n` });
      const api = await runBundle('server', { ...base, PORT: '0', API_PORT: String(taken.port) });
      expect(api).toEqual({ code: 2, stdout: '', stderr: `venue: API_PORT ${taken.port} is already in use on 127.0.0.1: stop the process listening there, or set API_PORT to a free port\n` });
      const alone = await runBundle('api', { ...base, API_PORT: String(taken.port) });
      expect(alone).toEqual({ code: 2, stdout: '', stderr: `venue api: API_PORT ${taken.port} is already in use on 127.0.0.1: stop the process listening there, or set API_PORT to a free port\n` });
      const worker = await runBundle('worker', { ...base, WORKER_PORT: String(taken.port) });
      expect(worker).toEqual({ code: 2, stdout: '', stderr: `venue worker: WORKER_PORT ${taken.port} is already in use on 127.0.0.1: stop the process listening there, or set WORKER_PORT to a free port\n` });
      // Nothing was set up: no database, no secrets, not even the folder.
      expect(existsSync(dataDir)).toBe(false);

      // The retry on free ports is the first start: it prints the Admin's password, which signs in.
      const server = await startBundle('server', { ...base, PORT: '0', API_PORT: '0' });
      try {
        const output = server.lines.map((l) => l.raw).join('\n');
        expect(output).toContain('First Admin created');
        const password = /password: (\S+)/.exec(output)?.[1];
        const apiUrl = `http://127.0.0.1:${server.lines.find((l) => l.msg === 'api listening')!.port as number}`;
        await expect(signIn(apiUrl, 'admin@venue.local', password!)).resolves.toEqual(expect.any(String));
      } finally {
        expect(await server.stop('SIGTERM')).toBe(0);
      }
    } finally {
      taken.server.close();
    }
  }, 120_000);

  it('a bound port answers while the start is under way: alive, and 503 "starting" to anything else', async () => {
    const { listen } = await import('../../api/lib/serve.ts');
    const listening = await listen(0, '127.0.0.1', { port: 'PORT', host: 'HOST' });
    try {
      expect(await (await fetch(`${listening.url}/healthz`)).json()).toEqual({ status: 'alive' });
      const early = await fetch(`${listening.url}/api/v1/get/roles`);
      expect(early.status).toBe(503);
      expect(await early.json()).toEqual({ status: false, message: 'The server is starting. Try again shortly.' });
      const serving = listening.handle((_req, res) => res.end('up'));
      expect(await (await fetch(`${serving.url}/anything`)).text()).toBe('up');
    } finally {
      await listening.close();
    }
  });

  it('a database that cannot be opened is one line naming DATABASE_URL (its password hidden) or DATA_DIR', async () => {
    const closed = await occupied();
    closed.server.close();
    const url = `postgres://venue:hunter2@127.0.0.1:${closed.port}/venue`;
    const refused = await runBundle('server', { DATABASE_URL: url, PORT: '0', API_PORT: '0', DATA_DIR: tempDir() });
    expect(refused).toEqual({
      code: 1,
      stdout: '',
      stderr: `venue: could not start: the PostgreSQL of DATABASE_URL (postgres://venue:***@127.0.0.1:${closed.port}/venue) could not be opened: connect ECONNREFUSED 127.0.0.1:${closed.port}\n`,
    });
    const worker = await runBundle('worker', { DATABASE_URL: url, WORKER_PORT: '0', DATA_DIR: tempDir() });
    expect(worker.stderr).toBe(`venue worker: could not start: the PostgreSQL of DATABASE_URL (postgres://venue:***@127.0.0.1:${closed.port}/venue) could not be opened: connect ECONNREFUSED 127.0.0.1:${closed.port}\n`);
  }, 60_000);

  it('npm start checks its variables before it builds the web console: a bad VENUE_TIMEZONE is refused at once, nothing rebuilt', async () => {
    const stamp = join(ROOT, 'dist', 'web', '.sources.json');
    const before = existsSync(stamp) ? statSync(stamp).mtimeMs : undefined;
    const dataDir = join(tempDir(), 'data');
    const started = Date.now();
    const run = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, VENUE_TIMEZONE: 'Mars/Base' }, stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.once('close', (code) => resolve({ code, stdout, stderr }));
    });
    expect(run).toEqual({ code: 2, stdout: '', stderr: 'venue: configuration error: VENUE_TIMEZONE must be an IANA time zone such as Asia/Dubai, not "Mars/Base"\n' });
    expect(existsSync(stamp) ? statSync(stamp).mtimeMs : undefined).toBe(before);
    expect(existsSync(dataDir)).toBe(false);
    // No build ran: a Vite build of the console takes far longer.
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 60_000);
});

describe('npm run passes a stop signal on to the process it runs', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'venue-npm-stop-'));
  beforeAll(() => buildBundles(['worker']), 120_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  // A container's stop (`docker stop` on `CMD ["npm", "run", "start:worker"]`) or a service manager
  // signals npm alone. Without `exec` in the script, npm's shell died of it and left the process
  // running, neither drained nor stopped, holding its port and the data folder's lock.
  it('SIGTERM to `npm run start:worker` itself: the worker drains, logs "worker stopped", releases DATA_DIR and its port', async () => {
    const npm = spawn('npm', ['run', '-s', 'start:worker'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/root', DATA_DIR: join(dataDir, 'data'), WORKER_PORT: '0', DEMO_DATA: 'false', ADMIN_PASSWORD: 'Npm-stop-1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    npm.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = new Promise<void>((resolve) => npm.once('close', () => resolve()));
    const until = Date.now() + 60_000;
    while (!stdout.includes('"worker running"')) {
      if (Date.now() > until) throw new Error(`the worker did not start: ${stdout}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const port = (JSON.parse(stdout.split('\n').find((l) => l.includes('"worker running"'))!) as { port: number }).port;
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    expect(existsSync(join(dataDir, 'data', 'db.lock'))).toBe(true);
    npm.kill('SIGTERM');
    await exited;
    expect(stdout).toContain('"worker stopped"');
    expect(existsSync(join(dataDir, 'data', 'db.lock'))).toBe(false);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  }, 120_000);
});
