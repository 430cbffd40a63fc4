import { randomUUID } from 'node:crypto';
import type { Permission } from '#domain/permissions';
import { describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { callApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { snapshotDb } from '../support/db-snapshot.ts';
import { makeCategory, makeSection, makeTable } from '../support/floor.ts';

interface Section {
  _id: string;
  name: string;
  status: number;
  createdAt: string;
}

describe.each(backends)('sections on %s', (backend) => {
  const api = useTestApi(backend);
  const call = <T = Section>(method: string, path: string, body?: unknown, query?: Record<string, string | number>) => callApi<T>(api.url, method, path, { token: api.adminToken, body, query });

  it('creates, reads, renames, lists and searches sections', async () => {
    const created = await call('post', '/create/section', { name: '  Ground ' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: true, message: 'Section created successfully', data: { name: 'Ground', status: 1 } });
    const id = created.body.data!._id;
    expect((await call('get', `/get/section/${id}`)).body).toEqual({ status: true, message: 'Section fetched successfully', data: created.body.data });
    const renamed = await call('patch', '/update/section', { sectionId: id, name: 'Ground floor' });
    expect(renamed.body).toMatchObject({ message: 'Section updated successfully', data: { _id: id, name: 'Ground floor' } });
    const page = await call<{ data: Section[]; count: number }>('get', '/get/sections', undefined, { search: 'ground FLOOR' });
    expect(page.body).toMatchObject({ message: 'Sections fetched successfully', data: { count: 1, data: [{ _id: id, name: 'Ground floor' }] } });
  });

  it('switches status, and the table form gets only active sections by name', async () => {
    const tag = randomUUID().slice(0, 6);
    const b = await makeSection(api, `B ${tag}`);
    const a = await makeSection(api, `A ${tag}`);
    const off = await call('patch', '/update/section/status', { sectionId: b._id, status: 2 });
    expect(off.body).toMatchObject({ message: 'Section status updated successfully', data: { status: 2 } });
    const all = await call<Section[]>('get', '/get/all/sections');
    const names = all.body.data!.map((s) => s.name).filter((n) => n.endsWith(tag));
    expect(names).toEqual([`A ${tag}`]);
    expect(a.name).toBe(`A ${tag}`);
  });

  it('the choices of the table and event forms are open to those who add or edit tables (sections) and tables or events (categories), not to viewers', async () => {
    const tokenOf = async (permissions: Partial<Permission>[]) => (await api.createSubAdmin({ roleId: await api.createRole({ permissions }) })).token;
    const read = async (path: string, token: string) => (await callApi(api.url, 'get', path, { token })).status;
    for (const editor of [[{ name: 'tables', add: true }], [{ name: 'tables', edit: true }]] satisfies Partial<Permission>[][]) {
      const token = await tokenOf(editor);
      expect([await read('/get/all/sections', token), await read('/get/all/categories', token)]).toEqual([200, 200]);
      // The choices, not the screens: the floor's own lists stay closed.
      expect([await read('/get/sections', token), await read('/get/categories', token)]).toEqual([403, 403]);
    }
    for (const editor of [[{ name: 'events', add: true }], [{ name: 'events', edit: true }]] satisfies Partial<Permission>[][]) {
      const token = await tokenOf(editor);
      expect([await read('/get/all/sections', token), await read('/get/all/categories', token)]).toEqual([403, 200]);
    }
    const viewer = await tokenOf([{ name: 'tables', view: true, del: true }, { name: 'events', view: true, del: true }]);
    expect([await read('/get/all/sections', viewer), await read('/get/all/categories', viewer)]).toEqual([403, 403]);
  });

  it.each([
    [{}, 'Name is required'],
    [{ name: '   ' }, 'Name is required'],
    [{ name: '\u0301\u0301' }, 'Name is required'],
    [{ name: '\u2800\u00ad' }, 'Name is required'],
    [{ name: 7 }, 'Name must be text'],
    [{ name: 'Roof \u202dterrace' }, 'Name must not contain text-direction controls'],
    [{ name: 'x'.repeat(101) }, 'Name must not exceed 100 characters'],
    [{ name: 'Roof', status: 1 }, 'Unrecognized key: "status" (it is set with PATCH /api/v1/update/section/status)'],
  ])('refuses %j with 400 "%s" and writes nothing', async (body, message) => {
    const before = await snapshotDb(api.db);
    const reply = await call('post', '/create/section', body);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ status: false, message });
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  it('refuses to delete a section while a live table stands in it, then deletes and restores it', async () => {
    const section = await makeSection(api);
    const category = await makeCategory(api);
    const table = await makeTable(api, { sectionId: section._id, categoryId: category._id });
    const before = await snapshotDb(api.db);
    const refused = await call('delete', '/delete/section', { sectionId: section._id, isDelete: true });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ status: false, message: 'This section still has tables: move or delete them before deleting the section' });
    expect(await snapshotDb(api.db)).toEqual(before);

    expect((await call('delete', '/delete/table', { tableId: table._id, isDelete: true })).status).toBe(200);
    const deleted = await call('delete', '/delete/section', { sectionId: section._id, isDelete: true });
    expect(deleted.body).toEqual({ status: true, message: 'Section deleted successfully', data: { _id: section._id } });
    expect((await call('get', `/get/section/${section._id}`)).body).toEqual({ status: false, message: 'Section not found' });
    const restored = await call('patch', '/restore/section', { sectionId: section._id });
    expect(restored.body).toMatchObject({ message: 'Section restored successfully', data: { _id: section._id } });
  });

  it('keeps names unique among live sections, whatever their case: a create, a rename and a restore onto a taken name are 409s that write nothing', async () => {
    const name = `Terrace ${randomUUID().slice(0, 6)}`;
    const first = await makeSection(api, name);
    const other = await makeSection(api);
    const before = await snapshotDb(api.db);
    const taken = { status: 409, body: { status: false, message: 'A section with this name already exists' } };
    expect(await call('post', '/create/section', { name: ` ${name.toUpperCase()} ` })).toEqual(taken);
    expect(await call('patch', '/update/section', { sectionId: other._id, name: name.toLowerCase() })).toEqual(taken);
    const named = await fetch(`${api.url}/api/v1/create/section`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api.adminToken}`, 'content-type': 'application/json', 'x-field-errors': 'all' },
      body: JSON.stringify({ name }),
    });
    expect(((await named.json()) as { errors: unknown }).errors).toEqual([{ path: ['name'], message: 'A section with this name already exists' }]);
    expect(await snapshotDb(api.db)).toEqual(before);

    // A deleted section frees its name; restoring it once the name is taken again is refused, singly and in bulk.
    expect((await call('delete', '/delete/section', { sectionId: first._id, isDelete: true })).status).toBe(200);
    const twin = await call('post', '/create/section', { name });
    expect(twin.status).toBe(201);
    expect(await call('patch', '/restore/section', { sectionId: first._id })).toEqual(taken);
    const bulk = await call<{ results: { _id: string; result: string; reason?: string }[] }>('post', '/bulk/sections/restore', { ids: [first._id] });
    expect(bulk.body.data!.results).toEqual([expect.objectContaining({ _id: first._id, result: 'failed', reason: 'A section with this name already exists' })]);
    expect((await call('get', `/get/section/${first._id}`)).status).toBe(404);
  });

  it('deletes with §7’s generic body {id, isDelete: true} as with {sectionId, isDelete: true}; both differing is a 400 that writes nothing', async () => {
    const section = await makeSection(api);
    const other = await makeSection(api);
    const before = await snapshotDb(api.db);
    const both = await call('delete', '/delete/section', { sectionId: section._id, id: other._id, isDelete: true });
    expect(both).toEqual({ status: 400, body: { status: false, message: 'id and sectionId differ: send one of them' } });
    expect(await call('delete', '/delete/section', { isDelete: true })).toEqual({ status: 400, body: { status: false, message: 'sectionId is required' } });
    expect(await call('delete', '/delete/section', { id: section._id })).toEqual({ status: 400, body: { status: false, message: 'isDelete must be true' } });
    expect(await snapshotDb(api.db)).toEqual(before);

    const deleted = await call('delete', '/delete/section', { id: section._id, isDelete: true });
    expect(deleted).toEqual({ status: 200, body: { status: true, message: 'Section deleted successfully', data: { _id: section._id } } });
    expect((await call('get', `/get/section/${section._id}`)).status).toBe(404);
    expect(await call('delete', '/delete/section', { id: section._id, isDelete: true })).toEqual({ status: 404, body: { status: false, message: 'Section not found' } });
    expect((await call('get', `/get/section/${other._id}`)).status).toBe(200);
  });

  it.each([
    ['get', `/get/section/${randomUUID()}`, undefined],
    ['patch', '/update/section', { sectionId: 'nope', name: 'X' }],
    ['patch', '/update/section/status', { sectionId: randomUUID(), status: 1 }],
    ['delete', '/delete/section', { sectionId: randomUUID(), isDelete: true }],
  ])('%s %s of a missing section → 404', async (method, path, body) => {
    const reply = await call(method, path, body);
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ status: false, message: 'Section not found' });
  });
});
