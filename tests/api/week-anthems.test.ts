import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../api/config.ts';
import { auditLog, media, weekAnthems } from '../../api/db/schema.ts';
import { startApi } from '../../api/start.ts';
import { seedWeekAnthems } from '../../api/week-anthems/seed.ts';
import { backends } from '../support/backends.ts';
import { callApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { snapshotDb } from '../support/db-snapshot.ts';
import { seedMedia } from '../support/seed-media.ts';

interface WeekAnthem {
  _id: string;
  weekDay: number;
  primaryImage: string | null;
  offer: string;
  description: string;
  icon: string | null;
  createdAt: string;
  updatedAt: string;
}
type Page = { data: WeekAnthem[]; count: number };

const FORBIDDEN = { status: false, message: 'You do not have permission to perform this action' };
const NOT_FOUND = { status: false, message: 'Week anthem not found' };

describe.each(backends)('week anthems on %s', (backend) => {
  const api = useTestApi(backend);
  let anthems: WeekAnthem[];
  let image: string;
  let icon: string;
  const call = <T = WeekAnthem>(method: string, path: string, body?: unknown, query?: Record<string, string | number>, token = api.adminToken) =>
    callApi<T>(api.url, method, path, { token, body, query });
  const slot = (weekDay: number) => anthems.find((anthem) => anthem.weekDay === weekDay)!;
  const days = async (query: Record<string, string | number> = {}) => (await call<Page>('get', '/get/weekAnthems', undefined, query)).body.data!.data.map((a) => a.weekDay);

  beforeAll(async () => {
    image = await seedMedia(api.db, 'weekAnthems');
    icon = await seedMedia(api.db, 'icons', { width: 512, height: 512 });
    anthems = (await call<Page>('get', '/get/weekAnthems')).body.data!.data;
  });

  it('starts with seven empty slots, Monday (1) to Sunday (7), listed in that order', async () => {
    const reply = await call<Page>('get', '/get/weekAnthems');
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Week anthems fetched successfully');
    expect(reply.body.data!.count).toBe(7);
    expect(reply.body.data!.data.map((a) => [a.weekDay, a.offer, a.description, a.primaryImage, a.icon])).toEqual([1, 2, 3, 4, 5, 6, 7].map((day) => [day, '', '', null, null]));
  });

  it('still has the same seven after more starts, also when they seed at once', async () => {
    await Promise.all([seedWeekAnthems(api.db), seedWeekAnthems(api.db)]);
    const rows = await api.db.select().from(weekAnthems);
    expect(rows.map((row) => row.id).sort()).toEqual(anthems.map((anthem) => anthem._id).sort());
  });

  // Two processes on one database: PostgreSQL's case only (PGlite is one process's), so it is not declared on PGlite.
  if (backend === 'postgres') {
    it('a second API started on the same database (a replica) adds nothing', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'venue-replica-'));
      const replica = await startApi({
        ...configFromEnv({}),
        port: 0,
        host: '127.0.0.1',
        database: { url: api.databaseUrl! },
        dataDir,
        jwtSecret: randomBytes(32).toString('hex'),
        admin: { email: api.adminEmail, password: api.adminPassword, name: 'Test Admin' },
        logLevel: 'silent',
        print: () => {},
      });
      try {
        expect((await api.db.select().from(weekAnthems)).map((row) => row.id).sort()).toEqual(anthems.map((anthem) => anthem._id).sort());
      } finally {
        await replica.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  }

  it('finds slots by the day name, in any case, or by the offer', async () => {
    expect(await days({ search: 'FRIDAY' })).toEqual([5]);
    expect(await days({ search: 'fri' })).toEqual([5]);
    expect(await days({ search: 'sday' })).toEqual([2, 3, 4]);
    expect(await days({ search: 'day' })).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(await days({ search: 'no such night' })).toEqual([]);
    expect(await days({ limit: 3, offset: 3 })).toEqual([4, 5, 6]);
  });

  it('reads one slot', async () => {
    const monday = slot(1);
    expect((await call('get', `/get/weekAnthem/${monday._id}`)).body).toEqual({ status: true, message: 'Week anthem fetched successfully', data: monday });
  });

  it('updates offer, description, picture and icon, with an audit row; a picture or icon left out is kept, a null icon removed', async () => {
    const friday = slot(5);
    const reply = await call('patch', '/update/weekAnthem', { weekAnthemId: friday._id, offer: ' Ladies night: 2 for 1 ', description: ' Fridays at the venue ', primaryImage: image, icon });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      status: true,
      message: 'Week anthem updated successfully',
      data: { _id: friday._id, weekDay: 5, offer: 'Ladies night: 2 for 1', description: 'Fridays at the venue', primaryImage: image, icon, createdAt: friday.createdAt },
    });
    expect((await call('get', `/get/weekAnthem/${friday._id}`)).body.data).toEqual(reply.body.data);
    expect(await days({ search: '2 for 1' })).toEqual([5]);

    const kept = await call('patch', '/update/weekAnthem', { weekAnthemId: friday._id, offer: 'Free entry', description: 'Before midnight' });
    expect(kept.body.data).toMatchObject({ offer: 'Free entry', primaryImage: image, icon });
    const noIcon = await call('patch', '/update/weekAnthem', { weekAnthemId: friday._id, offer: 'Free entry', description: 'Before midnight', icon: null });
    expect(noIcon.body.data).toMatchObject({ primaryImage: image, icon: null, weekDay: 5 });

    const audit = await api.db.select().from(auditLog).where(and(eq(auditLog.area, 'weekAnthems'), eq(auditLog.recordId, friday._id)));
    expect(audit.map((row) => row.action)).toEqual(['update', 'update', 'update']);
    expect(audit[0]).toMatchObject({ before: { offer: '', primaryImage: null }, after: { offer: 'Ladies night: 2 for 1', primaryImage: image } });
    expect(audit[0]!.after).not.toHaveProperty('isDelete');
  });

  it.each([
    ['get with an unknown id', 'get', `/get/weekAnthem/${randomUUID()}`, undefined],
    ['get with a malformed id', 'get', '/get/weekAnthem/friday', undefined],
    ['update with an unknown id', 'patch', '/update/weekAnthem', { weekAnthemId: randomUUID(), offer: 'O', description: 'D' }],
    ['update with a malformed id', 'patch', '/update/weekAnthem', { weekAnthemId: '5', offer: 'O', description: 'D' }],
  ])('%s → 404 "Week anthem not found", nothing written', async (_case, method, path, body) => {
    const before = await snapshotDb(api.db);
    expect(await call(method, path, body)).toEqual({ status: 404, body: NOT_FOUND });
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  it('has no add, delete or status (seven fixed slots; §7’s create says so with a 409)', async () => {
    const before = await snapshotDb(api.db);
    expect(await call('post', '/create/weekAnthem', { offer: 'O', description: 'D', weekDay: 1 })).toEqual({
      status: 409,
      body: { status: false, message: "Week anthems are seven fixed slots, Monday to Sunday, and none is added: edit the day's anthem with PATCH /update/weekAnthem" },
    });
    expect((await call('delete', '/delete/weekAnthem', { weekAnthemId: slot(1)._id, isDelete: true })).status).toBe(404);
    expect((await call('patch', '/update/weekAnthem/status', { weekAnthemId: slot(1)._id, status: 2 })).status).toBe(404);
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  describe('refused bodies', () => {
    let serviceImage: string;
    const pdf = `weekAnthems/${randomUUID()}.pdf`;
    beforeAll(async () => {
      serviceImage = await seedMedia(api.db, 'services');
      await api.db.insert(media).values({ key: pdf, section: 'weekAnthems', contentType: 'application/pdf', size: 2000 });
    });
    const form = () => ({ weekAnthemId: slot(2)._id, offer: 'Two for one', description: 'Tuesdays', primaryImage: image, icon });
    const cases: [string, () => unknown, string][] = [
      ['no offer', () => ({ ...form(), offer: undefined }), 'Offer is required'],
      ['a blank offer', () => ({ ...form(), offer: '  ' }), 'Offer is required'],
      ['an offer that is no text', () => ({ ...form(), offer: 2 }), 'Offer must be text'],
      ['a long offer', () => ({ ...form(), offer: 'x'.repeat(201) }), 'Offer must not exceed 200 characters'],
      ['no description', () => ({ ...form(), description: undefined }), 'Description is required'],
      ['a blank description', () => ({ ...form(), description: '' }), 'Description is required'],
      ['a long description', () => ({ ...form(), description: 'x'.repeat(2001) }), 'Description must not exceed 2000 characters'],
      ['an empty body', () => undefined, 'Offer is required'],
      ['no id', () => ({ ...form(), weekAnthemId: undefined }), 'weekAnthemId is required'],
      ['a picture never uploaded', () => ({ ...form(), primaryImage: 'weekAnthems/never-uploaded.jpg' }), 'Image not found: upload it first'],
      ['a PDF as the picture', () => ({ ...form(), primaryImage: pdf }), 'Image not found: upload it first'],
      // Keys belong to their area's folder: a service image or an icon is no week anthem picture, the picture no icon.
      ['a service image as the picture', () => ({ ...form(), primaryImage: serviceImage }), 'Image not found: upload it first'],
      ['an icon as the picture', () => ({ ...form(), primaryImage: icon }), 'Image not found: upload it first'],
      ['the picture as the icon', () => ({ ...form(), icon: image }), 'Icon not found: upload it first'],
      ['an empty picture', () => ({ ...form(), primaryImage: '' }), 'Image is required'],
      ['a null picture', () => ({ ...form(), primaryImage: null }), 'Image is required'],
    ];

    it.each(cases)('%s → 400 with its message and no write', async (_case, body, message) => {
      const before = await snapshotDb(api.db);
      expect(await call('patch', '/update/weekAnthem', body())).toEqual({ status: 400, body: { status: false, message } });
      expect(await snapshotDb(api.db)).toEqual(before);
    });

    it('refuses to move a slot to another day, or any other unknown key', async () => {
      const before = await snapshotDb(api.db);
      for (const extra of [{ weekDay: 3 }, { status: 2 }, { isDelete: true }]) {
        const reply = await call('patch', '/update/weekAnthem', { ...form(), ...extra });
        expect(reply.status).toBe(400);
        expect(reply.body.message).toContain(Object.keys(extra)[0]);
      }
      expect(await snapshotDb(api.db)).toEqual(before);
    });
  });

  it('lets a Sub Admin read with any weekAnthems flag and edit with weekAnthems edit, and nothing without them', async () => {
    const token = async (permissions: { name: 'weekAnthems' | 'services'; view?: boolean; edit?: boolean; all?: boolean }[]) =>
      (await api.createSubAdmin({ roleId: await api.createRole({ permissions }) })).token;
    const viewer = await token([{ name: 'weekAnthems', view: true }]);
    const editor = await token([{ name: 'weekAnthems', edit: true }]);
    const stranger = await token([{ name: 'services', all: true }]);
    const sunday = slot(7);
    const update = { weekAnthemId: sunday._id, offer: 'Brunch', description: 'Sundays' };

    expect((await call('get', '/get/weekAnthems', undefined, undefined, viewer)).status).toBe(200);
    expect((await call('get', `/get/weekAnthem/${sunday._id}`, undefined, undefined, viewer)).status).toBe(200);
    expect((await call('patch', '/update/weekAnthem', update, undefined, editor)).status).toBe(200);

    const before = await snapshotDb(api.db);
    expect(await call('patch', '/update/weekAnthem', { ...update, offer: 'Changed' }, undefined, viewer)).toEqual({ status: 403, body: FORBIDDEN });
    // The editor reads the list its edit links sit on (§6: any flag shows the screen).
    expect((await call('get', '/get/weekAnthems', undefined, undefined, editor)).status).toBe(200);
    expect(await call('get', `/get/weekAnthem/${sunday._id}`, undefined, undefined, stranger)).toEqual({ status: 403, body: FORBIDDEN });
    expect(await call('patch', '/update/weekAnthem', update, undefined, stranger)).toEqual({ status: 403, body: FORBIDDEN });
    expect(await snapshotDb(api.db)).toEqual(before);
    expect((await callApi(api.url, 'get', '/get/weekAnthems')).status).toBe(401);
  });
});
