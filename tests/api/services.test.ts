import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../api/db/schema.ts';
import { backends } from '../support/backends.ts';
import { callApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { snapshotDb } from '../support/db-snapshot.ts';
import { seedMedia } from '../support/seed-media.ts';

interface Service {
  _id: string;
  title: string;
  description: string;
  icon: string | null;
  image: string | null;
  sort: number;
  status: number;
  createdAt: string;
  updatedAt: string;
}
type Page = { data: Service[]; count: number };

describe.each(backends)('services on %s', (backend) => {
  const api = useTestApi(backend);
  let image: string;
  let icon: string;
  const call = <T = Service>(method: string, path: string, body?: unknown, query?: Record<string, string | number>, token = api.adminToken) =>
    callApi<T>(api.url, method, path, { token, body, query });
  const create = async (title: string, extra: Record<string, unknown> = {}) => {
    const reply = await call('post', '/create/service', { sort: 1, title, description: `${title} description`, icon, image, ...extra });
    expect(reply.status).toBe(201);
    return reply.body.data!;
  };

  beforeAll(async () => {
    image = await seedMedia(api.db, 'services');
    icon = await seedMedia(api.db, 'icons', { width: 512, height: 512 });
  });

  it('creates a service with sort 1 and reads it back', async () => {
    const created = await call('post', '/create/service', { sort: 1, title: '  VIP Hosting ', description: 'Bottle service', icon, image });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: true,
      message: 'Service created successfully',
      data: { title: 'VIP Hosting', description: 'Bottle service', icon, image, sort: 1, status: 1 },
    });
    const fetched = await call('get', `/get/service/${created.body.data!._id}`);
    expect(fetched.status).toBe(200);
    expect(fetched.body).toEqual({ status: true, message: 'Service fetched successfully', data: created.body.data });
  });

  it('creates a service without an icon', async () => {
    const reply = await call('post', '/create/service', { title: 'Cloakroom', description: 'Coats', image, icon: '' });
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({ icon: null, sort: 1 });
  });

  it('lists newest first with limit, offset, count and a title search', async () => {
    const tag = randomUUID().slice(0, 8);
    for (const name of ['Alpha', 'Beta', 'Gamma']) await create(`${name} ${tag}`);
    const page = await call<Page>('get', '/get/services', undefined, { search: tag.toUpperCase(), limit: 2, offset: 0 });
    expect(page.status).toBe(200);
    expect(page.body.message).toBe('Services fetched successfully');
    expect(page.body.data?.count).toBe(3);
    expect(page.body.data?.data.map((s) => s.title)).toEqual([`Gamma ${tag}`, `Beta ${tag}`]);
    const next = await call<Page>('get', '/get/services', undefined, { search: tag, limit: 2, offset: 2 });
    expect(next.body.data?.data.map((s) => s.title)).toEqual([`Alpha ${tag}`]);
  });

  it('updates title, description and image; an absent icon is kept and null removes it', async () => {
    const service = await create('Valet');
    const newImage = await seedMedia(api.db, 'services');
    const kept = await call('patch', '/update/service', { serviceId: service._id, title: 'Valet parking', description: 'At the door', image: newImage });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({
      message: 'Service updated successfully',
      data: { _id: service._id, title: 'Valet parking', description: 'At the door', image: newImage, icon, createdAt: service.createdAt },
    });
    const cleared = await call('patch', '/update/service', { serviceId: service._id, title: 'Valet parking', description: 'At the door', image: newImage, icon: null });
    expect(cleared.body.data?.icon).toBeNull();
  });

  it('switches status', async () => {
    const service = await create('Shisha');
    const off = await call('patch', '/update/service/status', { serviceId: service._id, status: 2 });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ message: 'Service status updated successfully', data: { status: 2 } });
    expect((await call('get', `/get/service/${service._id}`)).body.data?.status).toBe(2);
  });

  it('soft-deletes a service, hides it, and restores it', async () => {
    const service = await create(`Gone ${randomUUID()}`);
    const deleted = await call<{ _id: string }>('delete', '/delete/service', { serviceId: service._id, isDelete: true });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ status: true, message: 'Service deleted successfully', data: { _id: service._id } });
    expect((await call('get', `/get/service/${service._id}`)).body).toEqual({ status: false, message: 'Service not found' });
    expect((await call<Page>('get', '/get/services', undefined, { search: service.title })).body.data?.count).toBe(0);
    expect((await call('patch', '/update/service/status', { serviceId: service._id, status: 2 })).status).toBe(404);

    const restored = await call('patch', '/restore/service', { serviceId: service._id });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ message: 'Service restored successfully', data: { _id: service._id, title: service.title } });
    expect((await call<Page>('get', '/get/services', undefined, { search: service.title })).body.data?.count).toBe(1);
  });

  it.each([
    ['get', `/get/service/${randomUUID()}`, undefined],
    ['get', '/get/service/not-a-uuid', undefined],
    ['patch', '/update/service', { serviceId: randomUUID(), title: 'T', description: 'D', image: 'x' }],
    ['patch', '/update/service/status', { serviceId: 'nope', status: 1 }],
    ['delete', '/delete/service', { serviceId: randomUUID(), isDelete: true }],
    ['patch', '/restore/service', { serviceId: randomUUID() }],
  ])('%s %s of a missing service → 404', async (method, path, body) => {
    const before = await snapshotDb(api.db);
    const reply = await call(method, path, body);
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ status: false, message: 'Service not found' });
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  describe('refused bodies', () => {
    let serviceId: string;
    const pdf = `menu/${randomUUID()}.pdf`;
    let galleryImage: string;
    beforeAll(async () => {
      serviceId = (await create('Existing'))._id;
      galleryImage = await seedMedia(api.db, 'gallery');
      await api.db.insert(media).values({ key: pdf, section: 'menu', contentType: 'application/pdf', size: 2000 });
    });
    const form = () => ({ title: 'Door', description: 'Desk', image, icon });
    const cases: [string, string, () => unknown, string][] = [
      ['post', '/create/service', () => ({ ...form(), title: undefined }), 'Title is required'],
      ['post', '/create/service', () => ({ ...form(), title: '   ' }), 'Title is required'],
      ['post', '/create/service', () => ({ ...form(), title: 7 }), 'Title must be text'],
      ['post', '/create/service', () => ({ ...form(), title: 'x'.repeat(151) }), 'Title must not exceed 150 characters'],
      ['post', '/create/service', () => ({ ...form(), description: '' }), 'Description is required'],
      ['post', '/create/service', () => ({ title: 'Door', image }), 'Description is required'],
      ['post', '/create/service', () => ({ ...form(), image: undefined }), 'Image is required'],
      ['post', '/create/service', () => ({ ...form(), image: 'services/never-uploaded.jpg' }), 'Image not found: upload it first'],
      ['post', '/create/service', () => ({ ...form(), icon: 'icons/never-uploaded.png' }), 'Icon not found: upload it first'],
      ['post', '/create/service', () => ({ ...form(), image: pdf }), 'Image not found: upload it first'],
      ['post', '/create/service', () => ({ ...form(), icon: pdf }), 'Icon not found: upload it first'],
      // Keys belong to their area's folder: a gallery picture or a service image is no icon, an icon no image.
      ['post', '/create/service', () => ({ ...form(), image: galleryImage }), 'Image not found: upload it first'],
      ['post', '/create/service', () => ({ ...form(), image: icon }), 'Image not found: upload it first'],
      ['post', '/create/service', () => ({ ...form(), icon: image }), 'Icon not found: upload it first'],
      ['patch', '/update/service', () => ({ ...form(), serviceId, image: galleryImage }), 'Image not found: upload it first'],
      ['post', '/create/service', () => ({ ...form(), sort: 'first' }), 'Sort must be a number'],
      ['post', '/create/service', () => undefined, 'Title is required'],
      ['patch', '/update/service', () => ({ ...form(), serviceId, title: '' }), 'Title is required'],
      ['patch', '/update/service', () => ({ ...form(), serviceId, description: ' ' }), 'Description is required'],
      ['patch', '/update/service', () => ({ ...form(), serviceId, image: '../../etc/passwd' }), 'Image not found: upload it first'],
      ['patch', '/update/service', () => ({ ...form(), serviceId, image: pdf }), 'Image not found: upload it first'],
      ['patch', '/update/service', () => ({ ...form(), serviceId, icon: pdf }), 'Icon not found: upload it first'],
      ['patch', '/update/service', () => form(), 'serviceId is required'],
      ['patch', '/update/service/status', () => ({ serviceId, status: 3 }), 'Status must be 1 (active) or 2 (inactive)'],
      ['patch', '/update/service/status', () => ({ status: 1 }), 'serviceId is required'],
      ['delete', '/delete/service', () => ({ serviceId }), 'isDelete must be true'],
      ['patch', '/restore/service', () => ({}), 'serviceId is required'],
    ];

    it.each(cases)('%s %s %j → 400 with its message and no write', async (method, path, body, message) => {
      const before = await snapshotDb(api.db);
      const reply = await call(method, path, body());
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ status: false, message });
      expect(await snapshotDb(api.db)).toEqual(before);
    });

    it('rejects unknown body keys', async () => {
      const before = await snapshotDb(api.db);
      const reply = await call('post', '/create/service', { ...form(), status: 2 });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toContain('status');
      expect(await snapshotDb(api.db)).toEqual(before);
    });
  });

  it('lets a Sub Admin with view only list services but not change them', async () => {
    const roleId = await api.createRole({ permissions: [{ name: 'services', view: true }] });
    const { token } = await api.createSubAdmin({ roleId });
    expect((await call('get', '/get/services', undefined, undefined, token)).status).toBe(200);
    const before = await snapshotDb(api.db);
    const refused = await call('post', '/create/service', { title: 'Door', description: 'Desk', image }, undefined, token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ status: false, message: 'You do not have permission to perform this action' });
    expect(await snapshotDb(api.db)).toEqual(before);
  });
});
