import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, media } from '../../api/db/schema.ts';
import { seedMenus } from '../../api/menu/seed.ts';
import { backends } from '../support/backends.ts';
import { callApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { snapshotDb } from '../support/db-snapshot.ts';

interface Menu {
  _id: string;
  name: string;
  image: string | null;
  pdf: string | null;
  status: number;
  createdAt: string;
  updatedAt: string;
}

describe.each(backends)('menu on %s', (backend) => {
  const api = useTestApi(backend);
  let menus: Menu[];
  const keys = { image: `menu/${randomUUID()}.jpg`, pdf: `menu/${randomUUID()}.pdf` };
  const call = <T = Menu>(method: string, path: string, body?: unknown, query?: Record<string, string>, token = api.adminToken) =>
    callApi<T>(api.url, method, path, { token, body, query });

  beforeAll(async () => {
    await api.db.insert(media).values([
      { key: keys.image, section: 'menu', contentType: 'image/jpeg', size: 1000, width: 300, height: 200 },
      { key: keys.pdf, section: 'menu', contentType: 'application/pdf', size: 2000 },
    ]);
    menus = (await call<Menu[]>('get', '/get/menu/list')).body.data!;
  });

  it('starts with the three fixed slots, listed as a plain array in their order', async () => {
    const reply = await call<Menu[]>('get', '/get/menu/list');
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Menu fetched successfully');
    expect(reply.body.data!.map((m) => [m.name, m.status, m.image, m.pdf])).toEqual([
      ['Food', 1, null, null],
      ['Drinks', 1, null, null],
      ['Shisha', 1, null, null],
    ]);
    // Seeding again (a restart, or a second replica) adds nothing.
    await seedMenus(api.db);
    expect((await call<Menu[]>('get', '/get/menu/list')).body.data).toHaveLength(3);
  });

  it('finds slots by name, case-insensitively, with % and _ as plain text', async () => {
    expect((await call<Menu[]>('get', '/get/menu/list', undefined, { search: 'DRI' })).body.data!.map((m) => m.name)).toEqual(['Drinks']);
    expect((await call<Menu[]>('get', '/get/menu/list', undefined, { search: '_' })).body.data).toEqual([]);
  });

  it('reads one slot, and answers 404 "Menu not found" for unknown and malformed ids', async () => {
    const first = menus[0]!;
    expect((await call('get', `/get/menu/${first._id}`)).body).toEqual({ status: true, message: 'Menu fetched successfully', data: first });
    for (const id of [randomUUID(), 'not-a-uuid']) {
      expect(await call('get', `/get/menu/${id}`)).toEqual({ status: 404, body: { status: false, message: 'Menu not found' } });
      const update = await call('patch', '/update/menu', { menuId: id, name: 'X' });
      expect(update).toEqual({ status: 404, body: { status: false, message: 'Menu not found' } });
      expect((await call('patch', '/update/menu/status', { menuId: id, status: 2 })).status).toBe(404);
    }
  });

  it('renames a slot and attaches an uploaded image and PDF, with an audit row', async () => {
    const slot = menus[1]!;
    const reply = await call('patch', '/update/menu', { menuId: slot._id, name: '  Cocktails ', image: keys.image, pdf: keys.pdf });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ status: true, message: 'Menu updated successfully', data: { _id: slot._id, name: 'Cocktails', image: keys.image, pdf: keys.pdf, status: 1, createdAt: slot.createdAt } });
    expect((await call('get', `/get/menu/${slot._id}`)).body.data).toEqual(reply.body.data);

    // Leaving image and pdf out keeps them.
    const renamed = await call('patch', '/update/menu', { menuId: slot._id, name: 'Drinks' });
    expect(renamed.body.data).toMatchObject({ name: 'Drinks', image: keys.image, pdf: keys.pdf });

    const audit = await api.db.select().from(auditLog).where(and(eq(auditLog.area, 'menu'), eq(auditLog.recordId, slot._id)));
    expect(audit.map((a) => a.action)).toEqual(['update', 'update']);
    expect(audit[0]).toMatchObject({ before: { name: 'Drinks', pdf: null }, after: { name: 'Cocktails', pdf: keys.pdf } });
  });

  it('switches status, and the list shows it', async () => {
    const slot = menus[2]!;
    const off = await call('patch', '/update/menu/status', { menuId: slot._id, status: 2 });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ message: 'Menu status updated successfully', data: { _id: slot._id, status: 2 } });
    expect((await call<Menu[]>('get', '/get/menu/list')).body.data!.find((m) => m._id === slot._id)?.status).toBe(2);
    expect((await call('patch', '/update/menu/status', { menuId: slot._id, status: 1 })).body.data?.status).toBe(1);
  });

  it('has no add or delete', async () => {
    expect((await call('post', '/create/menu', { name: 'Desserts' })).status).toBe(404);
    expect((await call('delete', '/delete/menu', { menuId: menus[0]!._id, isDelete: true })).status).toBe(404);
  });

  it('lets a Sub Admin read with menu view, change with menu edit, and nothing without them', async () => {
    const viewer = await api.createSubAdmin({ roleId: await api.createRole({ permissions: [{ name: 'menu', view: true }] }) });
    const editor = await api.createSubAdmin({ roleId: await api.createRole({ permissions: [{ name: 'menu', edit: true }] }) });
    const stranger = await api.createSubAdmin({ roleId: await api.createRole({ permissions: [{ name: 'galleries', all: true }] }) });
    const forbidden = { status: false, message: 'You do not have permission to perform this action' };
    const slot = menus[0]!;

    expect((await call('get', '/get/menu/list', undefined, undefined, viewer.token)).status).toBe(200);
    expect(await call('patch', '/update/menu/status', { menuId: slot._id, status: 2 }, undefined, viewer.token)).toEqual({ status: 403, body: forbidden });
    expect((await call('patch', '/update/menu', { menuId: slot._id, name: 'Food', pdf: keys.pdf }, undefined, editor.token)).status).toBe(200);
    expect(await call('get', `/get/menu/${slot._id}`, undefined, undefined, stranger.token)).toEqual({ status: 403, body: forbidden });
    expect((await callApi(api.url, 'get', '/get/menu/list')).status).toBe(401);
  });

  describe('refuses bad input with 400, the message, and no write', () => {
    const id = () => menus[0]!._id;
    const cases: [string, string, () => unknown, string][] = [
      ['/update/menu', 'patch', () => ({ menuId: id() }), 'Name is required'],
      ['/update/menu', 'patch', () => ({ menuId: id(), name: '   ' }), 'Name is required'],
      ['/update/menu', 'patch', () => ({ menuId: id(), name: 7 }), 'Name must be text'],
      ['/update/menu', 'patch', () => ({ menuId: id(), name: 'x'.repeat(101) }), 'Name must not exceed 100 characters'],
      ['/update/menu', 'patch', () => ({ name: 'Food' }), 'menuId is required'],
      ['/update/menu', 'patch', () => ({ menuId: id(), name: 'Food', image: 'menu/never-uploaded.jpg' }), 'image must be the key of an uploaded image'],
      ['/update/menu', 'patch', () => ({ menuId: id(), name: 'Food', image: keys.pdf }), 'image must be the key of an uploaded image'],
      ['/update/menu', 'patch', () => ({ menuId: id(), name: 'Food', pdf: keys.image }), 'pdf must be the key of an uploaded PDF file'],
      ['/update/menu', 'patch', () => ({ menuId: id(), name: 'Food', pdf: '' }), 'Please select a PDF file.'],
      ['/update/menu', 'patch', () => ({ menuId: id(), name: 'Food', pdf: null }), 'Please select a PDF file.'],
      ['/update/menu', 'patch', () => ({ menuId: id(), name: 'Food', image: null }), 'Image is required'],
      ['/update/menu', 'patch', () => undefined, 'Name is required'],
      ['/update/menu/status', 'patch', () => ({ menuId: id(), status: 3 }), 'Status must be 1 (active) or 2 (inactive)'],
      ['/update/menu/status', 'patch', () => ({ menuId: id(), status: '2' }), 'Status must be 1 (active) or 2 (inactive)'],
      ['/update/menu/status', 'patch', () => ({ status: 2 }), 'menuId is required'],
      ['/get/menu/list', 'get', () => undefined, 'search must not exceed 100 characters'],
    ];

    it.each(cases)('%s %s %j → %s', async (path, method, body, message) => {
      const before = await snapshotDb(api.db);
      const query = path === '/get/menu/list' ? { search: 'x'.repeat(101) } : undefined;
      const reply = await call(method, path, body(), query);
      expect(reply).toEqual({ status: 400, body: { status: false, message } });
      expect(await snapshotDb(api.db)).toEqual(before);
    });

    it('a slot is never saved without a PDF (§5): left out while it has none, null or "" → 400 "Please select a PDF file."; given once, left out keeps it', async () => {
      const slot = (await call<Menu[]>('get', '/get/menu/list')).body.data!.find((m) => m.name === 'Shisha')!;
      expect(slot.pdf).toBeNull();
      for (const body of [{ name: 'Shisha' }, { name: 'Shisha', image: keys.image }, { name: 'Shisha', pdf: null }, { name: 'Shisha', pdf: '' }]) {
        const before = await snapshotDb(api.db);
        expect(await call('patch', '/update/menu', { menuId: slot._id, ...body }), JSON.stringify(body)).toEqual({ status: 400, body: { status: false, message: 'Please select a PDF file.' } });
        expect(await snapshotDb(api.db)).toEqual(before);
      }
      // Every problem by field: the PDF is named.
      const listed = await fetch(`${api.url}/api/v1/update/menu`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${api.adminToken}`, 'x-field-errors': 'all' },
        body: JSON.stringify({ menuId: slot._id, name: 'Shisha' }),
      });
      expect(await listed.json()).toEqual({ status: false, message: 'Please select a PDF file.', errors: [{ path: ['pdf'], message: 'Please select a PDF file.' }] });
      const saved = await call('patch', '/update/menu', { menuId: slot._id, name: 'Shisha', pdf: keys.pdf });
      expect(saved.body.data).toMatchObject({ pdf: keys.pdf });
      expect((await call('patch', '/update/menu', { menuId: slot._id, name: 'Shisha Lounge' })).body.data).toMatchObject({ name: 'Shisha Lounge', pdf: keys.pdf });
      const before = await snapshotDb(api.db);
      expect(await call('patch', '/update/menu', { menuId: slot._id, name: 'Shisha', pdf: null })).toEqual({ status: 400, body: { status: false, message: 'Please select a PDF file.' } });
      expect(await snapshotDb(api.db)).toEqual(before);
    });

    it('rejects unknown body keys', async () => {
      const before = await snapshotDb(api.db);
      const reply = await call('patch', '/update/menu', { menuId: id(), name: 'Food', position: 9 });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toContain('position');
      expect(await snapshotDb(api.db)).toEqual(before);
    });
  });
});
