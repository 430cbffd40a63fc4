import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sections } from '../../api/db/schema.ts';
import { callApi, startTestApi, type TestApi } from '../support/api.ts';
import { makeSection } from '../support/floor.ts';
import { RACE_MS, untilWaiting } from '../support/race.ts';


// PGlite has one connection: no two transactions ever wait for each other there.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a write PostgreSQL ends to break a deadlock', () => {
  let api: TestApi;
  let blocker: pg.Client;
  let observer: pg.Client;

  beforeAll(async () => {
    api = await startTestApi({ backend: 'postgres' });
    blocker = new pg.Client({ connectionString: api.databaseUrl });
    observer = new pg.Client({ connectionString: api.databaseUrl });
    await Promise.all([blocker.connect(), observer.connect()]);
  });
  afterAll(async () => {
    await Promise.all([blocker?.end(), observer?.end()]);
    await api?.close();
  });

  it(
    'is run again, so the request that lost the deadlock still succeeds, once, with its audit rows',
    async () => {
      const ids = (await Promise.all([makeSection(api), makeSection(api)])).map((s) => s._id).sort();
      const [first, second] = ids as [string, string];
      // Another client holds the second section; the bulk call takes the first, then waits for the second.
      await blocker.query('begin');
      // The API's side of the cycle is the one PostgreSQL detects and ends (after its 1 s default).
      await blocker.query(`set local deadlock_timeout = '60s'`);
      await blocker.query('select id from sections where id = $1 for update', [second]);
      const bulk = callApi<{ committed: boolean; done: number }>(api.url, 'post', '/bulk/sections/status', { token: api.adminToken, body: { ids, status: 2 } });
      await untilWaiting(observer);
      // Now the other client wants the first section: a cycle. The bulk call's transaction is ended and run again.
      await blocker.query('select id from sections where id = $1 for update', [first]);
      await blocker.query('rollback');
      const reply = await bulk;
      expect(reply.status, reply.body.message).toBe(200);
      expect(reply.body.data).toMatchObject({ committed: true, done: 2 });
      expect((await api.db.select().from(sections).where(inArray(sections.id, ids))).map((s) => s.status)).toEqual([2, 2]);
      expect(await api.db.select().from(auditLog).where(and(eq(auditLog.area, 'sections'), eq(auditLog.action, 'status'), inArray(auditLog.recordId, ids)))).toHaveLength(2);
    },
    RACE_MS,
  );
});
