import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../api/db/open.ts';
import { auditLog, sections } from '../../api/db/schema.ts';
import { backends, type Backend } from '../support/backends.ts';
import { callApi, signIn } from '../support/http.ts';
import { createTestDatabase } from '../support/postgres.ts';
import { buildBundles, startBundle, type Running } from '../support/processes.ts';
import { RACE_MS } from '../support/race.ts';

const RECORDS = 400;
const admin = { email: 'admin@restart.test', password: 'Restart-admin-123' };

describe.each(backends)('an API killed during a bulk call on %s', (backend: Backend) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'venue-bulk-restart-'));
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let env: Record<string, string>;
  let api: Running | undefined;
  let token: string;
  let ids: string[] = [];

  const start = async () => {
    api = await startBundle('api', env);
    token = await signIn(api.url, admin.email, admin.password);
  };
  /** What the database holds for the ids: how many are deleted, and how many delete audit rows they have. */
  const stored = async () => {
    // The embedded database is the API process's own: read it once that process has stopped.
    if (!database) await api!.stop();
    const open = await openDatabase(database ? { url: database.url } : { dataDir });
    try {
      const [deleted] = await open.db.select({ n: count() }).from(sections).where(and(inArray(sections.id, ids), eq(sections.isDelete, true)));
      const [audited] = await open.db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.area, 'sections'), eq(auditLog.action, 'delete'), inArray(auditLog.recordId, ids)));
      return { deleted: deleted!.n, audited: audited!.n };
    } finally {
      await open.close();
      if (!database) await start();
    }
  };

  beforeAll(async () => {
    await buildBundles(['api']);
    database = backend === 'postgres' ? await createTestDatabase() : undefined;
    env = {
      ...(database ? { DATABASE_URL: database.url } : {}),
      DATA_DIR: dataDir,
      API_PORT: '0',
      GATEWAY_SECRET: 'restart-gateway-secret',
      JWT_SECRET: 'restart-jwt-secret-0123456789abcdef',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      DEMO_DATA: 'false',
    };
    await start();
  }, 120_000);
  afterAll(async () => {
    await api?.stop('SIGKILL');
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'applies the batch whole or not at all, and the same call sent again after the restart finishes it',
    async () => {
      const outcomes: string[] = [];
      for (const delayMs of [40]) {
        ids = [];
        for (let from = 0; from < RECORDS; from += 25) {
          const made = await Promise.all(Array.from({ length: 25 }, (_, i) => callApi<{ _id: string }>(api!.url, 'post', '/create/section', { token, body: { name: `Floor ${delayMs}-${from + i}` } })));
          ids.push(...made.map((r) => r.body.data!._id));
        }
        // The bulk delete is under way when the process is killed, at a different moment each round.
        const inFlight = callApi(api!.url, 'post', '/bulk/sections/delete', { token, body: { ids } }).catch((error: unknown) => error);
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        await api!.stop('SIGKILL');
        const answered = await inFlight;
        await start();
        const after = await stored();
        // All or nothing, and an audit row for each record deleted.
        expect([0, RECORDS]).toContain(after.deleted);
        expect(after.audited).toBe(after.deleted);
        outcomes.push(`${delayMs} ms: ${after.deleted ? 'committed' : 'rolled back'}${answered instanceof Error ? '' : ' (answered)'}`);
        // The operator sends the same call again: it finishes the rest, and skips what was done.
        const again = await callApi<{ committed: boolean; done: number; skipped: number }>(api!.url, 'post', '/bulk/sections/delete', { token, body: { ids } });
        expect(again.status).toBe(200);
        expect(again.body.data).toMatchObject({ committed: true, done: RECORDS - after.deleted, skipped: after.deleted });
        expect(await stored()).toEqual({ deleted: RECORDS, audited: RECORDS });
      }
      console.info(`bulk call killed on ${backend}: ${outcomes.join('; ')}`);
    },
    RACE_MS * 2,
  );
});
