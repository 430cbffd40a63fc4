import { beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { callApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { snapshotDb } from '../support/db-snapshot.ts';
import { pdfBytes, pngBytes, uploadFiles } from '../support/media-files.ts';

interface Follow {
  _id: string;
  position: number;
  image: string | null;
  status: number;
}

describe.each(backends)('follow us on %s', (backend) => {
  const api = useTestApi(backend);
  let slots: Follow[];
  const call = <T = Follow>(method: string, path: string, body?: unknown, token = api.adminToken) => callApi<T>(api.url, method, path, { token, body });
  const uploaded = async (section: string, bytes: Buffer, name: string) => (await uploadFiles(api.url, '/api/v1/upload', section, [{ bytes, name }], api.adminToken)).body.data![0]!.Key;

  beforeAll(async () => {
    slots = (await call<{ data: Follow[]; count: number }>('get', '/get/follows')).body.data!.data;
  });

  it('starts with six active, empty slots in order', async () => {
    const reply = await call<{ data: Follow[]; count: number }>('get', '/get/follows');
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Follow us images fetched successfully');
    expect(reply.body.data?.count).toBe(6);
    expect(slots.map((s) => [s.position, s.image, s.status])).toEqual([1, 2, 3, 4, 5, 6].map((n) => [n, null, 1]));
  });

  it('pages with limit and offset', async () => {
    const page = await call<{ data: Follow[]; count: number }>('get', `/get/follows?limit=4&offset=4`);
    expect(page.body.data?.data.map((s) => s.position)).toEqual([5, 6]);
    expect(page.body.data?.count).toBe(6);
  });

  it('sets an uploaded image on a slot and switches its status', async () => {
    const key = await uploaded('follows', pngBytes(30, 40), 'insta.png');
    const updated = await call('patch', '/update/follow', { followId: slots[0]!._id, image: key });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ status: true, message: 'Follow us image updated successfully', data: { _id: slots[0]!._id, image: key, status: 1 } });
    const switched = await call('patch', '/update/follow/status', { followId: slots[0]!._id, status: 2 });
    expect(switched.body).toMatchObject({ message: 'Follow us status updated successfully', data: { image: key, status: 2 } });
    const list = await call<{ data: Follow[] }>('get', '/get/follows');
    expect(list.body.data?.data[0]).toMatchObject({ image: key, status: 2 });
  });

  it.each([
    ['a key never uploaded', () => ({ image: 'follows/00000000-0000-4000-8000-000000000000.png' }), 400, 'image must be the key of an uploaded image'],
    ['no image', () => ({}), 400, 'Image is required'],
    ['an unknown key', () => ({ image: 'x', isDelete: true }), 400, 'Unrecognized key: "isDelete"'],
    ['no followId', () => ({ followId: undefined, image: 'x' }), 400, 'followId is required'],
    ['an unknown slot', () => ({ followId: '00000000-0000-4000-8000-000000000000', image: 'x' }), 404, 'Follow us image not found'],
  ])('refuses %s without writing', async (_case, body, status, message) => {
    const before = await snapshotDb(api.db);
    const reply = await call('patch', '/update/follow', { followId: slots[1]!._id, ...body() });
    expect(reply.status).toBe(status);
    expect(reply.body).toEqual({ status: false, message });
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  it('refuses a PDF as a follow-us image and a bad status', async () => {
    // Only the menu takes PDFs, so the menu's is the one that could be tried here.
    const pdf = await uploaded('menu', pdfBytes(), 'a.pdf');
    const before = await snapshotDb(api.db);
    expect((await call('patch', '/update/follow', { followId: slots[1]!._id, image: pdf })).body.message).toBe('image must be the key of an uploaded image');
    const status = await call('patch', '/update/follow/status', { followId: slots[1]!._id, status: 3 });
    expect(status).toEqual({ status: 400, body: { status: false, message: 'Status must be 1 (active) or 2 (inactive)' } });
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  it('follows the role: view lists, edit changes, and nothing else is offered', async () => {
    const viewer = await api.createSubAdmin({ roleId: await api.createRole({ permissions: [{ name: 'followUs', view: true }] }) });
    expect((await call('get', '/get/follows', undefined, viewer.token)).status).toBe(200);
    const refused = await call('patch', '/update/follow/status', { followId: slots[2]!._id, status: 2 }, viewer.token);
    expect(refused).toEqual({ status: 403, body: { status: false, message: 'You do not have permission to perform this action' } });
    expect((await call('post', '/create/follow', { image: 'x' })).status).toBe(404);
    expect((await call('delete', '/delete/follow', { followId: slots[2]!._id, isDelete: true })).status).toBe(404);
  });
});
