import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AccountType } from '#domain/codes';
import { emptyPermissions, type Permission } from '#domain/permissions';
import { createAccount } from '../../api/accounts/repository.ts';
import { roles } from '../../api/db/schema.ts';
import { configFromEnv, type ApiConfig } from '../../api/config.ts';
import { startApi, type RunningApi } from '../../api/start.ts';
import type { Backend } from './backends.ts';
import { callApi, signIn } from './http.ts';
import { migratedSnapshot } from './pglite-snapshot.ts';
import { createTestDatabase } from './postgres.ts';

export { callApi, signIn } from './http.ts';

/** A Sub Admin seeded for a test, with a token already signed for it. */
export interface TestSubAdmin {
  id: string;
  name: string;
  email: string;
  password: string;
  token: string;
}

/** A running API on a fresh database, signed in as its first Admin. */
export interface TestApi extends RunningApi {
  adminEmail: string;
  adminPassword: string;
  adminToken: string;
  /** The fresh PostgreSQL database's URL, on the postgres backend. */
  databaseUrl?: string;
  /** Seeds a Sub Admin through the API's repository (no REST call exists for it yet). */
  createSubAdmin(input?: { roleId?: string | null; name?: string; email?: string; password?: string; isBlocked?: boolean }): Promise<TestSubAdmin>;
  /** Creates a role through REST as the Admin; flags not given are off. Returns its id. */
  createRole(input?: { name?: string; permissions?: Partial<Permission>[] }): Promise<string>;
}

/** Options for startTestApi. */
export interface TestApiOptions {
  backend?: Backend;
  /** Overrides of the API configuration (e.g. `jwtTtl`, `dataDir`). */
  config?: Partial<ApiConfig>;
}

/**
 * Starts the API on 127.0.0.1 (free port) over in-memory PGlite, or over a fresh PostgreSQL
 * database from TEST_DATABASE_URL that close() drops. Logs are silent.
 */
export async function startTestApi(opts: TestApiOptions = {}): Promise<TestApi> {
  const pgDatabase = opts.backend === 'postgres' ? await createTestDatabase() : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'venue-api-'));
  const adminEmail = 'admin@venue.test';
  const adminPassword = `Admin-${randomBytes(6).toString('hex')}`;
  let api: RunningApi;
  try {
    api = await startApi({
      ...configFromEnv({}),
      port: 0,
      host: '127.0.0.1',
      database: pgDatabase ? { url: pgDatabase.url } : { memory: true, from: await migratedSnapshot() },
      dataDir,
      jwtSecret: randomBytes(32).toString('hex'),
      admin: { email: adminEmail, password: adminPassword, name: 'Test Admin' },
      logLevel: 'silent',
      print: () => {},
      ...opts.config,
    });
  } catch (error) {
    await pgDatabase?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const adminToken = await signIn(api.url, adminEmail, adminPassword);
  return {
    ...api,
    adminEmail,
    adminPassword,
    adminToken,
    databaseUrl: pgDatabase?.url,
    async createSubAdmin(input = {}) {
      const email = input.email ?? `sub-${randomUUID()}@venue.test`;
      const password = input.password ?? `Sub-${randomBytes(6).toString('hex')}`;
      const name = input.name ?? 'Test Sub Admin';
      const row = await createAccount(api.db, {
        name,
        email,
        password,
        accountType: AccountType.SUB_ADMIN,
        roleId: input.roleId ?? null,
        isBlocked: input.isBlocked ?? false,
      });
      return { id: row.id, name, email, password, token: await api.openSession(row.id) };
    },
    async createRole(input = {}) {
      const given = input.permissions ?? [];
      const permissions = emptyPermissions().map((row) => ({ ...row, ...given.find((p) => p.name === row.name) }));
      const name = input.name ?? `Role ${randomUUID()}`;
      // REST refuses a role with nothing ticked (§5); one stored before that rule is written straight to the table.
      if (!permissions.some((p) => p.all || p.add || p.view || p.edit || p.del)) {
        const [row] = await api.db.insert(roles).values({ name, permissions }).returning({ id: roles.id });
        return row!.id;
      }
      const reply = await callApi<{ _id: string }>(api.url, 'post', '/create/role', {
        token: adminToken,
        body: { name, permissions },
      });
      if (reply.status !== 201 || !reply.body.data) throw new Error(`Role creation failed (${reply.status}): ${reply.body.message}`);
      return reply.body.data._id;
    },
    async close() {
      await api.close();
      await pgDatabase?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
