import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { callApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { snapshotDb } from '../support/db-snapshot.ts';
import { insertEvent } from '../support/events.ts';
import { seedMedia } from '../support/seed-media.ts';

interface Memory {
  _id: string;
  eventId: string;
  image: string;
  metaData: { width: number; height: number };
  status: number;
  createdAt: string;
  updatedAt: string;
}
type Page = { data: Memory[]; count: number };
const portrait = { width: 2000, height: 3000 };
const landscape = { width: 3000, height: 2000 };

describe.each(backends)('event memories on %s', (backend) => {
  const api = useTestApi(backend);
  let event: { _id: string };
  const call = <T = Memory>(method: string, path: string, body?: unknown, query?: Record<string, string | number>, token = api.adminToken) => callApi<T>(api.url, method, path, { token, body, query });
  // The stored image is turned as the metaData says (its orientation must match).
  const picture = (metaData = portrait, section = 'eventMemories') => seedMedia(api.db, section, metaData);
  const create = async (eventId = event._id, metaData = portrait) => {
    const reply = await call('post', '/create/eventGallery', { image: await picture(metaData), eventId, metaData });
    expect(reply.status, reply.body.message).toBe(201);
    return reply.body.data!;
  };

  beforeAll(async () => {
    event = await insertEvent(api);
  });

  it('adds portrait and landscape pictures to an event and lists that event’s, newest first, 9 a page', async () => {
    const image = await picture();
    const created = await call('post', '/create/eventGallery', { image, eventId: event._id, metaData: portrait });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: true, message: 'Memory created successfully', data: { eventId: event._id, image, metaData: portrait, status: 1 } });
    const wide = await create(event._id, landscape);
    for (let i = 0; i < 8; i++) await create();
    const elsewhere = await create((await insertEvent(api))._id);

    const first = await call<Page>('get', '/get/eventGallery', undefined, { eventId: event._id, limit: 9, offset: 0 });
    expect(first.body.message).toBe('Memories fetched successfully');
    expect(first.body.data?.count).toBe(10);
    expect(first.body.data?.data).toHaveLength(9);
    expect(first.body.data?.data.at(-1)?._id).toBe(wide._id);
    expect(first.body.data?.data.map((m) => m._id)).not.toContain(elsewhere._id);
    const second = await call<Page>('get', '/get/eventGallery', undefined, { eventId: event._id, limit: 9, offset: 9 });
    expect(second.body.data?.data).toEqual([created.body.data]);
    // §9: the gallery page size is 9, also when the caller names no limit.
    const unnamed = await call<Page>('get', '/get/eventGallery', undefined, { eventId: event._id });
    expect(unnamed.body.data?.count).toBe(10);
    expect(unnamed.body.data?.data).toEqual(first.body.data?.data);
    expect((await call<Page>('get', '/get/eventGallery', undefined, { eventId: event._id, limit: 10 })).body.data?.data).toHaveLength(10);
  });

  it('reads one picture by its id (ETag its version); a missing, malformed or deleted id is 404 "Memory not found", as every area answers', async () => {
    const memory = await create();
    const fetched = await call('get', `/get/eventGallery/${memory._id}`);
    expect(fetched).toEqual({ status: 200, body: { status: true, message: 'Memory fetched successfully', data: memory } });
    const raw = await fetch(`${api.url}/api/v1/get/eventGallery/${memory._id}`, { headers: { authorization: `Bearer ${api.adminToken}` } });
    expect(raw.headers.get('etag')).toBe(`"${memory.updatedAt}"`);
    const notFound = { status: 404, body: { status: false, message: 'Memory not found' } };
    expect(await call('get', `/get/eventGallery/${randomUUID()}`)).toEqual(notFound);
    expect(await call('get', '/get/eventGallery/not-a-uuid')).toEqual(notFound);
    // Another area's id is not a picture.
    expect(await call('get', `/get/eventGallery/${event._id}`)).toEqual(notFound);
    expect((await call('delete', '/delete/eventGallery', { eventGalleryId: memory._id, isDelete: true })).status).toBe(200);
    expect(await call('get', `/get/eventGallery/${memory._id}`)).toEqual(notFound);
    expect((await call('patch', '/restore/eventGallery', { eventGalleryId: memory._id })).status).toBe(200);
    expect((await call('get', `/get/eventGallery/${memory._id}`)).body.data).toMatchObject({ _id: memory._id, status: 1 });
    // A deleted event leaves its pictures as they were: still read (as status and delete still find them), naming their event.
    const gone = await insertEvent(api);
    const orphan = await create(gone._id);
    expect((await call('delete', '/delete/event', { eventId: gone._id, isDelete: true })).status).toBe(200);
    expect((await call('get', `/get/eventGallery/${orphan._id}`)).body.data).toEqual(orphan);
  });

  it('a picture is read with the memoryEvents module’s view, as its list; without it 403 and nothing said of the picture', async () => {
    const memory = await create();
    const viewer = (await api.createSubAdmin({ roleId: await api.createRole({ permissions: [{ name: 'memoryEvents', view: true }] }) })).token;
    expect((await call('get', `/get/eventGallery/${memory._id}`, undefined, undefined, viewer)).body.data).toEqual(memory);
    // Events' view (or anything else) is not the memories' view.
    const outsider = (await api.createSubAdmin({ roleId: await api.createRole({ permissions: [{ name: 'events', view: true, add: true, edit: true, del: true }, { name: 'galleries', view: true }] }) })).token;
    const forbidden = { status: 403, body: { status: false, message: 'You do not have permission to perform this action' } };
    expect(await call('get', `/get/eventGallery/${memory._id}`, undefined, undefined, outsider)).toEqual(forbidden);
    expect(await call('get', `/get/eventGallery/${randomUUID()}`, undefined, undefined, outsider)).toEqual(forbidden);
    expect((await call('get', `/get/eventGallery/${memory._id}`, undefined, undefined, '')).status).toBe(401);
  });

  it('the list needs a live event', async () => {
    expect(await call('get', '/get/eventGallery')).toEqual({ status: 400, body: { status: false, message: 'Event is required' } });
    expect(await call('get', '/get/eventGallery', undefined, { eventId: randomUUID() })).toEqual({ status: 404, body: { status: false, message: 'Event not found' } });
    const gone = await insertEvent(api);
    await call('delete', '/delete/event', { eventId: gone._id, isDelete: true });
    expect((await call('get', '/get/eventGallery', undefined, { eventId: gone._id })).status).toBe(404);
  });

  it('replaces the image and orientation; the picture stays with its event', async () => {
    const memory = await create();
    const image = await picture(landscape);
    const updated = await call('patch', '/update/eventGallery', { eventGalleryId: memory._id, image, metaData: landscape });
    expect(updated.body).toMatchObject({ message: 'Memory updated successfully', data: { _id: memory._id, eventId: event._id, image, metaData: landscape } });
    const moved = await call('patch', '/update/eventGallery', { eventGalleryId: memory._id, image, metaData: landscape, eventId: randomUUID() });
    expect(moved.body).toEqual({ status: false, message: 'Unrecognized key: "eventId"' });
  });

  it('switches status, soft-deletes and restores', async () => {
    const memory = await create();
    expect((await call('patch', '/update/eventGallery/status', { eventGalleryId: memory._id, status: 2 })).body).toMatchObject({ message: 'Memory status updated successfully', data: { status: 2 } });
    expect((await call('delete', '/delete/eventGallery', { eventGalleryId: memory._id, isDelete: true })).body).toEqual({ status: true, message: 'Memory deleted successfully', data: { _id: memory._id } });
    const listed = await call<Page>('get', '/get/eventGallery', undefined, { eventId: event._id, limit: 100 });
    expect(listed.body.data?.data.map((m) => m._id)).not.toContain(memory._id);
    const deleted = await call<Page>('get', '/get/eventGallery', undefined, { eventId: event._id, deleted: 'true' });
    expect(deleted.body.data?.data.map((m) => m._id)).toEqual([memory._id]);
    expect((await call('patch', '/restore/eventGallery', { eventGalleryId: memory._id })).body).toMatchObject({ message: 'Memory restored successfully', data: { _id: memory._id, status: 2 } });
  });

  it('restores a picture only while its event is live (409 otherwise, alone or in bulk), writing nothing', async () => {
    const gone = await insertEvent(api);
    const memory = await create(gone._id);
    expect((await call('delete', '/delete/eventGallery', { eventGalleryId: memory._id, isDelete: true })).status).toBe(200);
    expect((await call('delete', '/delete/event', { eventId: gone._id, isDelete: true })).status).toBe(200);
    const before = await snapshotDb(api.db);
    const refused = { status: false, message: 'The event of this picture has been deleted: restore the event first' };
    expect(await call('patch', '/restore/eventGallery', { eventGalleryId: memory._id })).toEqual({ status: 409, body: refused });
    const bulk = await call<{ committed: boolean; results: { reason?: string }[] }>('post', '/bulk/eventGallery/restore', { ids: [memory._id] });
    expect(bulk.body.data).toMatchObject({ committed: false, results: [{ result: 'failed', reason: refused.message }] });
    expect(await snapshotDb(api.db)).toEqual(before);
    expect((await call('patch', '/restore/event', { eventId: gone._id })).status).toBe(200);
    expect((await call('patch', '/restore/eventGallery', { eventGalleryId: memory._id })).status).toBe(200);
  });

  it('refuses bad pictures with 400 and writes nothing', async () => {
    const gone = await insertEvent(api);
    await call('delete', '/delete/event', { eventId: gone._id, isDelete: true });
    const cases: [() => Promise<Record<string, unknown>>, string][] = [
      [async () => ({ image: await picture(), metaData: portrait }), 'Event is required'],
      [async () => ({ image: await picture(), eventId: randomUUID(), metaData: portrait }), 'Event not found'],
      [async () => ({ image: await picture(), eventId: gone._id, metaData: portrait }), 'Event not found'],
      [async () => ({ eventId: event._id, metaData: portrait }), 'Image is required'],
      [async () => ({ image: await picture(), eventId: event._id, metaData: { width: 2000, height: 2000 } }), 'metaData must be portrait (2000x3000) or landscape (3000x2000)'],
      [async () => ({ image: await picture(), eventId: event._id }), 'metaData must be portrait (2000x3000) or landscape (3000x2000)'],
      [async () => ({ image: await picture(portrait, 'gallery'), eventId: event._id, metaData: portrait }), 'Image not found: upload it first'],
      [async () => ({ image: await picture(landscape), eventId: event._id, metaData: portrait }), 'metaData says portrait but the image is landscape: choose landscape or upload a portrait image'],
      [async () => ({ image: await picture(), eventId: event._id, metaData: portrait, status: 1 }), 'Unrecognized key: "status" (it is set with PATCH /api/v1/update/eventGallery/status)'],
    ];
    for (const [body, message] of cases) {
      const sent = await body();
      const before = await snapshotDb(api.db);
      expect(await call('post', '/create/eventGallery', sent), message).toEqual({ status: 400, body: { status: false, message } });
      expect(await snapshotDb(api.db)).toEqual(before);
    }
  });

  it.each([
    ['patch', '/update/eventGallery', () => ({ eventGalleryId: randomUUID(), image: 'eventMemories/x.jpg', metaData: portrait })],
    ['patch', '/update/eventGallery/status', () => ({ eventGalleryId: 'nope', status: 1 })],
    ['delete', '/delete/eventGallery', () => ({ eventGalleryId: randomUUID(), isDelete: true })],
    ['patch', '/restore/eventGallery', () => ({ eventGalleryId: randomUUID() })],
  ])('%s %s on an unknown picture → 404 "Memory not found"', async (method, path, body) => {
    expect(await call(method, path, body())).toEqual({ status: 404, body: { status: false, message: 'Memory not found' } });
  });

  it('follows the memoryEvents module: view lists, add creates, and nothing more', async () => {
    const token = (await api.createSubAdmin({ roleId: await api.createRole({ permissions: [{ name: 'memoryEvents', view: true, add: true }] }) })).token;
    expect((await call('get', '/get/eventGallery', undefined, { eventId: event._id }, token)).status).toBe(200);
    const image = await picture();
    expect((await call('post', '/create/eventGallery', { image, eventId: event._id, metaData: portrait }, undefined, token)).status).toBe(201);
    const memory = await create();
    const before = await snapshotDb(api.db);
    expect((await call('patch', '/update/eventGallery/status', { eventGalleryId: memory._id, status: 2 }, undefined, token)).status).toBe(403);
    expect((await call('delete', '/delete/eventGallery', { eventGalleryId: memory._id, isDelete: true }, undefined, token)).status).toBe(403);
    expect(await snapshotDb(api.db)).toEqual(before);
  });
});
