import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Permission } from '#domain/permissions';
import { auditLog, media } from '../../api/db/schema.ts';
import { backends } from '../support/backends.ts';
import { callApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { snapshotDb } from '../support/db-snapshot.ts';
import { seedMedia } from '../support/seed-media.ts';

interface Ip {
  _id: string;
  name: string;
  fullName: string;
  icon: string;
  weekDay: number | null;
  createdAt: string;
  updatedAt: string;
}
type Page = { data: Ip[]; count: number };

const FORBIDDEN = { status: false, message: 'You do not have permission to perform this action' };
const NOT_FOUND = { status: false, message: 'Intellectual property not found' };

describe.each(backends)('intellectual properties on %s', (backend) => {
  const api = useTestApi(backend);
  let icon: string;
  const call = <T = Ip>(method: string, path: string, body?: unknown, query?: Record<string, string | number>, token = api.adminToken) =>
    callApi<T>(api.url, method, path, { token, body, query });
  const create = async (name: string, extra: Record<string, unknown> = {}) => {
    const reply = await call('post', '/create/intellectualProperty', { name, fullName: `${name} Nights`, icon, ...extra });
    expect(reply.status).toBe(201);
    return reply.body.data!;
  };

  beforeAll(async () => {
    icon = await seedMedia(api.db, 'intellectualProperties');
  });

  it('creates an IP with its night and reads it back, with an audit row', async () => {
    const created = await call('post', '/create/intellectualProperty', { name: '  Vanity ', fullName: ' Vanity Saturdays ', icon, weekDay: 6 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: true, message: 'Intellectual property created successfully', data: { name: 'Vanity', fullName: 'Vanity Saturdays', icon, weekDay: 6 } });
    const ip = created.body.data!;
    expect((await call('get', `/get/intellectualProperty/${ip._id}`)).body).toEqual({ status: true, message: 'Intellectual property fetched successfully', data: ip });
    const audit = await api.db.select().from(auditLog).where(and(eq(auditLog.area, 'intellectualProperties'), eq(auditLog.recordId, ip._id)));
    expect(audit).toMatchObject([{ action: 'create', before: null, after: { name: 'Vanity', weekDay: 6 } }]);
  });

  it('creates an IP without a night: weekDay absent or null is none', async () => {
    expect((await create('Day Off')).weekDay).toBeNull();
    expect((await create('Late Show', { weekDay: null })).weekDay).toBeNull();
  });

  it('lists newest first with limit, offset, count, and a search on the name or the full name', async () => {
    const tag = randomUUID().slice(0, 8);
    await create(`Alpha ${tag}`);
    await create(`Beta ${tag}`);
    await create(`Gamma`, { fullName: `Gamma ${tag.toUpperCase()} Club` });
    const page = await call<Page>('get', '/get/intellectualProperties', undefined, { search: tag, limit: 2, offset: 0 });
    expect(page.status).toBe(200);
    expect(page.body.message).toBe('Intellectual properties fetched successfully');
    expect(page.body.data!.count).toBe(3);
    expect(page.body.data!.data.map((ip) => ip.name)).toEqual(['Gamma', `Beta ${tag}`]);
    const next = await call<Page>('get', '/get/intellectualProperties', undefined, { search: tag, limit: 2, offset: 2 });
    expect(next.body.data!.data.map((ip) => ip.name)).toEqual([`Alpha ${tag}`]);
    expect((await call<Page>('get', '/get/intellectualProperties', undefined, { search: '%' })).body.data!.count).toBe(0);
  });

  it('lists every IP as { _id, name } by name for the event form', async () => {
    const tag = randomUUID().slice(0, 8);
    const zulu = await create(`Zulu ${tag}`);
    const able = await create(`Able ${tag}`);
    const all = await call<{ _id: string; name: string }[]>('get', '/get/all/intellectualProperty');
    expect(all.status).toBe(200);
    expect(all.body.message).toBe('Intellectual properties fetched successfully');
    const names = all.body.data!.map((ip) => ip.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
    expect(all.body.data!.filter((ip) => ip.name.endsWith(tag))).toEqual([
      { _id: able._id, name: able.name },
      { _id: zulu._id, name: zulu.name },
    ]);
  });

  it('updates name, full name and icon; a week day left out is kept, null clears it', async () => {
    const ip = await create('Sundowner', { weekDay: 7 });
    const newIcon = await seedMedia(api.db, 'intellectualProperties');
    const kept = await call('patch', '/update/intellectualProperty', { intellectualPropertyId: ip._id, name: 'Sundown', fullName: 'Sundown Sessions', icon: newIcon });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({
      message: 'Intellectual property updated successfully',
      data: { _id: ip._id, name: 'Sundown', fullName: 'Sundown Sessions', icon: newIcon, weekDay: 7, createdAt: ip.createdAt },
    });
    const moved = await call('patch', '/update/intellectualProperty', { intellectualPropertyId: ip._id, name: 'Sundown', fullName: 'Sundown Sessions', icon: newIcon, weekDay: 5 });
    expect(moved.body.data?.weekDay).toBe(5);
    const cleared = await call('patch', '/update/intellectualProperty', { intellectualPropertyId: ip._id, name: 'Sundown', fullName: 'Sundown Sessions', icon: newIcon, weekDay: null });
    expect(cleared.body.data?.weekDay).toBeNull();
    expect((await call('get', `/get/intellectualProperty/${ip._id}`)).body.data).toEqual(cleared.body.data);
    const audit = await api.db.select().from(auditLog).where(and(eq(auditLog.area, 'intellectualProperties'), eq(auditLog.recordId, ip._id)));
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'update', 'update']);
    expect(audit[1]).toMatchObject({ before: { name: 'Sundowner', weekDay: 7 }, after: { name: 'Sundown', weekDay: 7 } });
  });

  it.each([
    ['get with an unknown id', 'get', `/get/intellectualProperty/${randomUUID()}`, undefined],
    ['get with a malformed id', 'get', '/get/intellectualProperty/not-a-uuid', undefined],
    ['update with an unknown id', 'patch', '/update/intellectualProperty', { intellectualPropertyId: randomUUID(), name: 'N', fullName: 'F', icon: 'x' }],
    ['update with a malformed id', 'patch', '/update/intellectualProperty', { intellectualPropertyId: 'nope', name: 'N', fullName: 'F', icon: 'x' }],
  ])('%s → 404 "Intellectual property not found", nothing written', async (_case, method, path, body) => {
    const before = await snapshotDb(api.db);
    expect(await call(method, path, body)).toEqual({ status: 404, body: NOT_FOUND });
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  it('has no status switch, delete or restore (§7 has none)', async () => {
    const ip = await create('Permanent');
    const before = await snapshotDb(api.db);
    expect((await call('patch', '/update/intellectualProperty/status', { intellectualPropertyId: ip._id, status: 2 })).status).toBe(404);
    expect((await call('delete', '/delete/intellectualProperty', { intellectualPropertyId: ip._id, isDelete: true })).status).toBe(404);
    expect((await call('patch', '/restore/intellectualProperty', { intellectualPropertyId: ip._id })).status).toBe(404);
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  describe('refused bodies', () => {
    let ipId: string;
    let serviceImage: string;
    let sharedIcon: string;
    const pdf = `intellectualProperties/${randomUUID()}.pdf`;
    beforeAll(async () => {
      ipId = (await create('Existing'))._id;
      serviceImage = await seedMedia(api.db, 'services');
      sharedIcon = await seedMedia(api.db, 'icons');
      await api.db.insert(media).values({ key: pdf, section: 'intellectualProperties', contentType: 'application/pdf', size: 2000 });
    });
    const form = () => ({ name: 'Noir', fullName: 'Noir Fridays', icon, weekDay: 5 });
    const range = 'Week day must be 1 (Monday) to 7 (Sunday)';
    const cases: [string, string, () => unknown, string][] = [
      ['post', '/create/intellectualProperty', () => ({ ...form(), name: undefined }), 'Name is required'],
      ['post', '/create/intellectualProperty', () => ({ ...form(), name: '   ' }), 'Name is required'],
      ['post', '/create/intellectualProperty', () => ({ ...form(), name: 7 }), 'Name must be text'],
      ['post', '/create/intellectualProperty', () => ({ ...form(), name: 'x'.repeat(101) }), 'Name must not exceed 100 characters'],
      ['post', '/create/intellectualProperty', () => ({ ...form(), fullName: undefined }), 'fullName is required'],
      ['post', '/create/intellectualProperty', () => ({ ...form(), fullName: ' ' }), 'fullName is required'],
      ['post', '/create/intellectualProperty', () => ({ ...form(), fullName: 'x'.repeat(201) }), 'fullName must not exceed 200 characters'],
      // A name is one line (a list cell, the event form's select, the palette): a line break inside is refused.
      ['post', '/create/intellectualProperty', () => ({ ...form(), name: 'Noir\nFridays' }), 'Name must be one line'],
      ['patch', '/update/intellectualProperty', () => ({ ...form(), intellectualPropertyId: ipId, fullName: 'Noir\r\nFridays' }), 'fullName must be one line'],
      ['post', '/create/intellectualProperty', () => ({ ...form(), icon: undefined }), 'Icon is required'],
      ['post', '/create/intellectualProperty', () => ({ ...form(), icon: '' }), 'Icon is required'],
      ['post', '/create/intellectualProperty', () => ({ ...form(), icon: null }), 'Icon is required'],
      ['post', '/create/intellectualProperty', () => ({ ...form(), icon: 'intellectualProperties/never-uploaded.jpg' }), 'Icon not found: upload it first'],
      ['post', '/create/intellectualProperty', () => ({ ...form(), icon: pdf }), 'Icon not found: upload it first'],
      // Keys belong to their area's folder: neither a service image nor a shared icon is an IP's picture.
      ['post', '/create/intellectualProperty', () => ({ ...form(), icon: serviceImage }), 'Icon not found: upload it first'],
      ['post', '/create/intellectualProperty', () => ({ ...form(), icon: sharedIcon }), 'Icon not found: upload it first'],
      ['post', '/create/intellectualProperty', () => ({ ...form(), weekDay: 0 }), range],
      ['post', '/create/intellectualProperty', () => ({ ...form(), weekDay: 8 }), range],
      ['post', '/create/intellectualProperty', () => ({ ...form(), weekDay: 2.5 }), range],
      ['post', '/create/intellectualProperty', () => ({ ...form(), weekDay: '5' }), range],
      ['post', '/create/intellectualProperty', () => ({ ...form(), weekDay: 'FRIDAY' }), range],
      ['post', '/create/intellectualProperty', () => undefined, 'Name is required'],
      ['patch', '/update/intellectualProperty', () => ({ ...form(), intellectualPropertyId: ipId, name: '' }), 'Name is required'],
      ['patch', '/update/intellectualProperty', () => ({ ...form(), intellectualPropertyId: ipId, fullName: '' }), 'fullName is required'],
      ['patch', '/update/intellectualProperty', () => ({ ...form(), intellectualPropertyId: ipId, icon: undefined }), 'Icon is required'],
      ['patch', '/update/intellectualProperty', () => ({ ...form(), intellectualPropertyId: ipId, icon: serviceImage }), 'Icon not found: upload it first'],
      ['patch', '/update/intellectualProperty', () => ({ ...form(), intellectualPropertyId: ipId, weekDay: 9 }), range],
      ['patch', '/update/intellectualProperty', () => form(), 'intellectualPropertyId is required'],
      ['get', '/get/intellectualProperties', () => undefined, 'limit must be at least 1'],
    ];

    it.each(cases)('%s %s %j → 400 with its message and no write', async (method, path, body, message) => {
      const before = await snapshotDb(api.db);
      const query = method === 'get' ? { limit: 0 } : undefined;
      const reply = await call(method, path, body(), query);
      expect(reply).toEqual({ status: 400, body: { status: false, message } });
      expect(await snapshotDb(api.db)).toEqual(before);
    });

    it('rejects unknown body keys (status, isDelete)', async () => {
      const before = await snapshotDb(api.db);
      const created = await call('post', '/create/intellectualProperty', { ...form(), status: 1 });
      expect(created.status).toBe(400);
      expect(created.body.message).toContain('status');
      const updated = await call('patch', '/update/intellectualProperty', { ...form(), intellectualPropertyId: ipId, isDelete: true });
      expect(updated.status).toBe(400);
      expect(updated.body.message).toContain('isDelete');
      expect(await snapshotDb(api.db)).toEqual(before);
    });
  });

  describe('permissions', () => {
    const role = async (permissions: Partial<Permission>[]) => (await api.createSubAdmin({ roleId: await api.createRole({ permissions }) })).token;

    it('any flag reads (§6 shows the screen), add creates, edit updates; writes only with their flag, and a refusal writes nothing', async () => {
      const ip = await create('Guarded');
      const viewer = await role([{ name: 'intellectualProperties', view: true }]);
      const adder = await role([{ name: 'intellectualProperties', add: true }]);
      const editor = await role([{ name: 'intellectualProperties', edit: true }]);
      const update = { intellectualPropertyId: ip._id, name: 'Guarded', fullName: 'Guarded Nights', icon };

      expect((await call('get', '/get/intellectualProperties', undefined, undefined, viewer)).status).toBe(200);
      expect((await call('get', `/get/intellectualProperty/${ip._id}`, undefined, undefined, viewer)).status).toBe(200);
      expect((await call('post', '/create/intellectualProperty', { name: 'By adder', fullName: 'F', icon }, undefined, adder)).status).toBe(201);
      expect((await call('patch', '/update/intellectualProperty', update, undefined, editor)).status).toBe(200);

      const stranger = await role([{ name: 'events', all: true }]);
      const before = await snapshotDb(api.db);
      expect(await call('post', '/create/intellectualProperty', { name: 'By viewer', fullName: 'F', icon }, undefined, viewer)).toEqual({ status: 403, body: FORBIDDEN });
      expect(await call('patch', '/update/intellectualProperty', update, undefined, adder)).toEqual({ status: 403, body: FORBIDDEN });
      expect(await call('get', '/get/intellectualProperties', undefined, undefined, stranger)).toEqual({ status: 403, body: FORBIDDEN });
      expect(await call('get', `/get/intellectualProperty/${ip._id}`, undefined, undefined, stranger)).toEqual({ status: 403, body: FORBIDDEN });
      expect(await snapshotDb(api.db)).toEqual(before);
      expect((await call('get', '/get/intellectualProperties', undefined, undefined, editor)).status).toBe(200);
      expect((await call('get', `/get/intellectualProperty/${ip._id}`, undefined, undefined, adder)).status).toBe(200);
      expect((await callApi(api.url, 'get', '/get/intellectualProperties')).status).toBe(401);
    });

    it('the IP choices are open to IP readers and to those who add or edit events, and to no one else', async () => {
      const events = { name: 'events' as const };
      expect((await call('get', '/get/all/intellectualProperty', undefined, undefined, await role([{ name: 'intellectualProperties', view: true }]))).status).toBe(200);
      expect((await call('get', '/get/all/intellectualProperty', undefined, undefined, await role([{ ...events, add: true }]))).status).toBe(200);
      expect((await call('get', '/get/all/intellectualProperty', undefined, undefined, await role([{ ...events, edit: true }]))).status).toBe(200);
      const eventViewer = await role([{ ...events, view: true, del: true }, { name: 'users', all: true }]);
      expect(await call('get', '/get/all/intellectualProperty', undefined, undefined, eventViewer)).toEqual({ status: 403, body: FORBIDDEN });
      // Event editors get the names for the select, not the IP screens' reads.
      const eventEditor = await role([{ ...events, add: true, edit: true }]);
      expect(await call('get', '/get/intellectualProperties', undefined, undefined, eventEditor)).toEqual({ status: 403, body: FORBIDDEN });
    });
  });
});
