import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../api/db/schema.ts';
import { backends } from '../support/backends.ts';
import { callApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { snapshotDb } from '../support/db-snapshot.ts';
import { seedMedia } from '../support/seed-media.ts';

interface Gallery {
  _id: string;
  image: string;
  metaData: { width: number; height: number };
  status: number;
  createdAt: string;
}
type Page = { data: Gallery[]; count: number };
const portrait = { width: 2000, height: 3000 };
const landscape = { width: 3000, height: 2000 };

describe.each(backends)('galleries on %s', (backend) => {
  const api = useTestApi(backend);
  const call = <T = Gallery>(method: string, path: string, body?: unknown, query?: Record<string, string | number>, token = api.adminToken) =>
    callApi<T>(api.url, method, path, { token, body, query });
  const create = async (metaData = portrait) => {
    // The stored image is turned as the metaData says (its orientation must match).
    const reply = await call('post', '/create/gallery', { image: await seedMedia(api.db, 'gallery', metaData), metaData });
    expect(reply.status).toBe(201);
    return reply.body.data!;
  };

  it('creates portrait and landscape pictures and lists them newest first in pages', async () => {
    const image = await seedMedia(api.db, 'gallery', { width: 800, height: 1200 });
    const created = await call('post', '/create/gallery', { image, metaData: portrait });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: true, message: 'Gallery image created successfully', data: { image, metaData: portrait, status: 1 } });
    const wide = await create(landscape);
    for (let i = 0; i < 8; i++) await create();

    const first = await call<Page>('get', '/get/galleries', undefined, { limit: 9, offset: 0 });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Galleries fetched successfully');
    expect(first.body.data?.count).toBe(10);
    expect(first.body.data?.data).toHaveLength(9);
    expect(first.body.data?.data.at(-1)?._id).toBe(wide._id);
    const second = await call<Page>('get', '/get/galleries', undefined, { limit: 9, offset: 9 });
    expect(second.body.data?.data).toEqual([created.body.data]);
    // §9: the gallery page size is 9, also when the caller names no limit.
    const unnamed = await call<Page>('get', '/get/galleries');
    expect(unnamed.body.data?.count).toBe(10);
    expect(unnamed.body.data?.data).toEqual(first.body.data?.data);
    expect((await call<Page>('get', '/get/galleries', undefined, { offset: 9 })).body.data?.data).toEqual([created.body.data]);
    expect((await call<Page>('get', '/get/galleries', undefined, { limit: 10 })).body.data?.data).toHaveLength(10);
  });

  it('replaces the image and orientation', async () => {
    const picture = await create();
    const image = await seedMedia(api.db, 'gallery');
    const updated = await call('patch', '/update/gallery', { galleryId: picture._id, image, metaData: landscape });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ message: 'Gallery image updated successfully', data: { _id: picture._id, image, metaData: landscape } });
  });

  it('switches status, soft-deletes and restores', async () => {
    const picture = await create();
    const off = await call('patch', '/update/gallery/status', { galleryId: picture._id, status: 2 });
    expect(off.body).toMatchObject({ status: true, message: 'Gallery image status updated successfully', data: { status: 2 } });

    const deleted = await call('delete', '/delete/gallery', { galleryId: picture._id, isDelete: true });
    expect(deleted.body).toEqual({ status: true, message: 'Gallery image deleted successfully', data: { _id: picture._id } });
    const listed = await call<Page>('get', '/get/galleries', undefined, { limit: 100 });
    expect(listed.body.data?.data.map((g) => g._id)).not.toContain(picture._id);

    const restored = await call('patch', '/restore/gallery', { galleryId: picture._id });
    expect(restored.body).toMatchObject({ message: 'Gallery image restored successfully', data: { _id: picture._id, status: 2 } });
    const again = await call<Page>('get', '/get/galleries', undefined, { limit: 100 });
    expect(again.body.data?.data.map((g) => g._id)).toContain(picture._id);
  });

  it.each([
    ['patch', '/update/gallery', () => ({ galleryId: randomUUID(), image: 'gallery/x.jpg', metaData: portrait })],
    ['patch', '/update/gallery/status', () => ({ galleryId: 'nope', status: 1 })],
    ['delete', '/delete/gallery', () => ({ galleryId: randomUUID(), isDelete: true })],
    ['patch', '/restore/gallery', () => ({ galleryId: randomUUID() })],
  ])('%s %s of a missing picture → 404', async (method, path, body) => {
    const before = await snapshotDb(api.db);
    const reply = await call(method, path, body());
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ status: false, message: 'Gallery image not found' });
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  describe('refused bodies', () => {
    let galleryId: string;
    let image: string;
    const pdf = `menu/${randomUUID()}.pdf`;
    let serviceImage: string;
    let tall: string;
    beforeAll(async () => {
      galleryId = (await create())._id;
      image = await seedMedia(api.db, 'gallery');
      tall = await seedMedia(api.db, 'gallery', { width: 900, height: 1600 });
      serviceImage = await seedMedia(api.db, 'services');
      await api.db.insert(media).values({ key: pdf, section: 'menu', contentType: 'application/pdf', size: 2000 });
    });
    const meta = 'metaData must be portrait (2000x3000) or landscape (3000x2000)';
    const cases: [string, string, () => unknown, string][] = [
      ['post', '/create/gallery', () => ({ metaData: portrait }), 'Image is required'],
      ['post', '/create/gallery', () => ({ image: '', metaData: portrait }), 'Image is required'],
      ['post', '/create/gallery', () => ({ image: 'gallery/never-uploaded.jpg', metaData: portrait }), 'Image not found: upload it first'],
      ['post', '/create/gallery', () => ({ image: pdf, metaData: portrait }), 'Image not found: upload it first'],
      // A key belongs to its area: a service's image is not a gallery picture.
      ['post', '/create/gallery', () => ({ image: serviceImage, metaData: landscape }), 'Image not found: upload it first'],
      // metaData must say how the stored image (1600 x 900) is really turned.
      ['post', '/create/gallery', () => ({ image, metaData: portrait }), 'metaData says portrait but the image is landscape: choose landscape or upload a portrait image'],
      ['patch', '/update/gallery', () => ({ galleryId, image: tall, metaData: landscape }), 'metaData says landscape but the image is portrait: choose portrait or upload a landscape image'],
      ['post', '/create/gallery', () => ({ image }), meta],
      ['post', '/create/gallery', () => ({ image, metaData: { width: 2000, height: 2000 } }), meta],
      ['post', '/create/gallery', () => ({ image, metaData: { width: '2000', height: 3000 } }), meta],
      ['post', '/create/gallery', () => ({ image, metaData: { ...portrait, depth: 1 } }), meta],
      ['patch', '/update/gallery', () => ({ galleryId, image: 'gallery/../../x.jpg', metaData: portrait }), 'Image not found: upload it first'],
      ['patch', '/update/gallery', () => ({ galleryId, image: pdf, metaData: portrait }), 'Image not found: upload it first'],
      ['patch', '/update/gallery', () => ({ galleryId, image, metaData: { width: 1, height: 2 } }), meta],
      ['patch', '/update/gallery', () => ({ image, metaData: portrait }), 'galleryId is required'],
      ['patch', '/update/gallery/status', () => ({ galleryId, status: 0 }), 'Status must be 1 (active) or 2 (inactive)'],
      ['delete', '/delete/gallery', () => ({ galleryId, isDelete: 'yes' }), 'isDelete must be true'],
      ['patch', '/restore/gallery', () => ({}), 'galleryId is required'],
    ];

    it.each(cases)('%s %s %j → 400 with its message and no write', async (method, path, body, message) => {
      const before = await snapshotDb(api.db);
      const reply = await call(method, path, body());
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ status: false, message });
      expect(await snapshotDb(api.db)).toEqual(before);
    });
  });

  it('refuses a Sub Admin without the galleries module', async () => {
    const roleId = await api.createRole({ permissions: [{ name: 'services', all: true }] });
    const { token } = await api.createSubAdmin({ roleId });
    const reply = await call('get', '/get/galleries', undefined, undefined, token);
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({ status: false, message: 'You do not have permission to perform this action' });
  });
});
