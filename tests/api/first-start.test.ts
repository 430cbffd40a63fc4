import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { configFromEnv, type ApiConfig } from '../../api/config.ts';
import { startApi } from '../../api/start.ts';
import { backends } from '../support/backends.ts';
import { callApi, signIn } from '../support/http.ts';
import { createTestDatabase } from '../support/postgres.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'venue-first-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function start(config: Partial<ApiConfig>) {
  const printed: string[] = [];
  const api = await startApi({ ...configFromEnv({}), port: 0, logLevel: 'silent', print: (text) => printed.push(text), ...config });
  cleanups.push(() => api.close());
  return { api, printed: () => printed.join('') };
}

describe.each(backends)('first start on %s', (backend) => {
  /** PGlite on disk when the test restarts the API, else in memory (creating it on disk is slow). */
  async function database(dataDir?: string): Promise<ApiConfig['database']> {
    if (backend === 'pglite') return dataDir ? { dataDir } : { memory: true };
    const db = await createTestDatabase();
    cleanups.push(() => db.drop());
    return { url: db.url };
  }

  it('creates the first Admin with a generated password, prints it once in a box, and keeps it across restarts', async () => {
    const dataDir = tempDir();
    const db = await database(dataDir);
    const first = await start({ dataDir, database: db, admin: { email: 'owner@venue.test', name: 'Owner' } });
    const notice = first.printed();
    expect(notice).toContain('First Admin created');
    expect(notice).toContain('owner@venue.test');
    expect(notice).toMatch(/^┌─+┐$/m);
    const password = /password: (\S+)/.exec(notice)?.[1];
    expect(password).toBeDefined();
    const token = await signIn(first.api.url, 'owner@venue.test', password!);
    await first.api.close();

    const second = await start({ dataDir, database: db, admin: { email: 'owner@venue.test', name: 'Owner' } });
    expect(second.printed()).toBe('');
    // Same secret file, same account: the old token and the printed password still work.
    expect((await callApi(second.api.url, 'get', '/me', { token })).status).toBe(200);
    await expect(signIn(second.api.url, 'owner@venue.test', password!)).resolves.toEqual(expect.any(String));
  }, 90_000);

  it('uses ADMIN_PASSWORD when given and does not print it', async () => {
    const dataDir = tempDir();
    const { api, printed } = await start({ dataDir, database: await database(), admin: { email: 'boss@venue.test', password: 'Given-Passw0rd', name: 'Boss' } });
    expect(printed()).toContain('boss@venue.test');
    expect(printed()).not.toContain('Given-Passw0rd');
    const login = await callApi(api.url, 'post', '/login', { body: { email: 'boss@venue.test', password: 'Given-Passw0rd' } });
    expect(login.body).toMatchObject({ status: true, data: { name: 'Boss', accountType: 1 } });
  }, 60_000);
});

describe('JWT secret', () => {
  it('is generated once into DATA_DIR/jwt-secret with mode 0600 and reused', async () => {
    const dataDir = tempDir();
    const { api } = await start({ dataDir, database: { memory: true }, admin: { email: 'a@venue.test', password: 'pw-123456', name: 'A' } });
    const file = join(dataDir, 'jwt-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const secret = readFileSync(file, 'utf8');
    expect(secret.length).toBeGreaterThanOrEqual(32);
    await api.close();
    await start({ dataDir, database: { memory: true }, admin: { email: 'a@venue.test', password: 'pw-123456', name: 'A' } });
    expect(readFileSync(file, 'utf8')).toBe(secret);
  }, 60_000);

  it('is not written when JWT_SECRET is given', async () => {
    const dataDir = tempDir();
    await start({ dataDir, database: { memory: true }, jwtSecret: 'from the environment', admin: { email: 'a@venue.test', password: 'pw-123456', name: 'A' } });
    expect(() => statSync(join(dataDir, 'jwt-secret'))).toThrow();
  }, 60_000);
});
