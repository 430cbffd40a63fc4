import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { startRenewalJob } from '../../api/categories/renewal-job.ts';
import { renewCategories } from '../../api/categories/renewal.ts';
import { auditLog, categoryRecords } from '../../api/db/schema.ts';
import { backends } from '../support/backends.ts';
import { callApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { makeCategory, makeRecord } from '../support/floor.ts';
import { manualClock } from '../support/manual-clock.ts';

type Detail = { price: number | null; categoryRecord: { data: { fromDate: string; toDate: string; days: number; price: number }[]; count: number } };

describe.each(backends)('category auto-renewal on %s', (backend) => {
  const clock = manualClock('2027-03-01T20:00:00Z');
  const api = useTestApi(backend, { config: { clock } });
  const detail = async (categoryId: string) => (await callApi<Detail>(api.url, 'get', '/get/category', { token: api.adminToken, query: { categoryId, limit: 100 } })).body.data!;
  const autoRenewed = async (categoryId: string) => {
    await callApi(api.url, 'patch', '/update/category', { token: api.adminToken, body: { categoryId, autoRenewal: true } });
    return categoryId;
  };
  const periods = async (categoryId: string) => (await detail(categoryId)).categoryRecord.data.map((r) => [r.fromDate, r.toDate, r.price]);

  it('adds a record of the same length and price from the day after the latest one ends, once', async () => {
    const id = await autoRenewed((await makeCategory(api))._id);
    await makeRecord(api, id, '2027-03-02', '2027-03-04', 750);
    expect(await renewCategories(api.db, '2027-03-03')).toBe(0);
    expect(await renewCategories(api.db, '2027-03-04')).toBe(1);
    expect(await renewCategories(api.db, '2027-03-04')).toBe(0);
    expect(await periods(id)).toEqual([
      ['2027-03-05', '2027-03-07', 750],
      ['2027-03-02', '2027-03-04', 750],
    ]);
    const [renewed] = await api.db.select().from(categoryRecords).where(and(eq(categoryRecords.categoryId, id), eq(categoryRecords.fromDate, '2027-03-05')));
    const audits = await api.db.select().from(auditLog).where(eq(auditLog.recordId, renewed!.id));
    expect(audits).toMatchObject([{ actorId: null, action: 'autoRenew', area: 'categoryRecords', before: null, after: { fromDate: '2027-03-05', toDate: '2027-03-07', days: 2, price: 750 } }]);
  });

  it('catches up after days without a run, so that today is priced', async () => {
    const id = await autoRenewed((await makeCategory(api))._id);
    await makeRecord(api, id, '2027-03-02', '2027-03-03', 120);
    await renewCategories(api.db, '2027-03-08');
    expect((await periods(id)).map(([from]) => from)).toEqual(['2027-03-08', '2027-03-06', '2027-03-04', '2027-03-02']);
  });

  it('leaves categories alone whose switch is off, or that are deleted', async () => {
    const off = (await makeCategory(api))._id;
    await makeRecord(api, off, '2027-03-02', '2027-03-03', 50);
    const deleted = await autoRenewed((await makeCategory(api))._id);
    await makeRecord(api, deleted, '2027-03-02', '2027-03-03', 50);
    await callApi(api.url, 'delete', '/delete/category', { token: api.adminToken, body: { categoryId: deleted, isDelete: true } });
    await renewCategories(api.db, '2027-03-20');
    expect((await periods(off)).length).toBe(1);
    await callApi(api.url, 'patch', '/restore/category', { token: api.adminToken, body: { categoryId: deleted } });
    expect((await periods(deleted)).length).toBe(1);
  });

  it('runs at start-up on the venue day of its clock, and the price of today follows', async () => {
    const id = await autoRenewed((await makeCategory(api))._id);
    await makeRecord(api, id, '2027-03-02', '2027-03-04', 640);
    clock.set('2027-03-05T20:30:00Z'); // 6 March in Dubai
    try {
      const job = await startRenewalJob(api.db, clock, pino({ level: 'silent' }));
      job.stop();
      expect(await periods(id)).toEqual([
        ['2027-03-05', '2027-03-07', 640],
        ['2027-03-02', '2027-03-04', 640],
      ]);
      expect((await detail(id)).price).toBe(640);
    } finally {
      clock.set('2027-03-01T20:00:00Z');
    }
  });

  it('two runs at once create nothing twice', async () => {
    const ids = [];
    for (let i = 0; i < 4; i++) {
      const id = await autoRenewed((await makeCategory(api))._id);
      await makeRecord(api, id, '2027-03-02', '2027-03-04', 300 + i);
      ids.push(id);
    }
    const made = await Promise.all([renewCategories(api.db, '2027-03-09'), renewCategories(api.db, '2027-03-09')]);
    for (const id of ids) expect((await periods(id)).map(([from]) => from)).toEqual(['2027-03-08', '2027-03-05', '2027-03-02']);
    const renewedHere = await api.db.select().from(auditLog).where(eq(auditLog.action, 'autoRenew'));
    expect(made[0]! + made[1]!).toBeGreaterThanOrEqual(ids.length * 2);
    expect(new Set(renewedHere.map((row) => row.recordId)).size).toBe(renewedHere.length);
  });

  it('the database itself refuses a second record of a category starting on the same day', async () => {
    const id = (await makeCategory(api))._id;
    await makeRecord(api, id, '2027-03-02', '2027-03-04', 10);
    await expect(api.db.insert(categoryRecords).values({ categoryId: id, fromDate: '2027-03-02', toDate: '2027-03-03', price: 10 })).rejects.toThrow();
  });
});
