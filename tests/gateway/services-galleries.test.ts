import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestStack, type TestStack } from '../support/gateway.ts';
import { snapshotDb } from '../support/db-snapshot.ts';
import { seedMedia } from '../support/seed-media.ts';
import { codes, gql } from './lib/gql.ts';

const SERVICE_FIELDS = 'id title description image icon sort status createdAt';
const SERVICES = `query S($limit: Int, $offset: Int, $search: String) { services(limit: $limit, offset: $offset, search: $search) { count items { ${SERVICE_FIELDS} } } }`;
const SERVICE = `query S($id: ID!) { service(id: $id) { ${SERVICE_FIELDS} } }`;
const CREATE_SERVICE = `mutation C($input: CreateServiceInput!) { createService(input: $input) { message service { ${SERVICE_FIELDS} } } }`;
const UPDATE_SERVICE = `mutation U($input: UpdateServiceInput!) { updateService(input: $input) { message service { ${SERVICE_FIELDS} } } }`;
const SERVICE_STATUS = 'mutation S($id: ID!, $status: Status!) { setServiceStatus(id: $id, status: $status) { message service { id status } } }';
const DELETE_SERVICE = 'mutation D($id: ID!) { deleteService(id: $id) { id message } }';
const RESTORE_SERVICE = 'mutation R($id: ID!) { restoreService(id: $id) { message service { id } } }';

const GALLERY_FIELDS = 'id image orientation width height status createdAt';
const GALLERY = `query G($limit: Int, $offset: Int) { galleryImages(limit: $limit, offset: $offset) { count items { ${GALLERY_FIELDS} } } }`;
const CREATE_GALLERY = `mutation C($input: GalleryImageInput!) { createGalleryImage(input: $input) { message galleryImage { ${GALLERY_FIELDS} } } }`;
const UPDATE_GALLERY = `mutation U($id: ID!, $input: GalleryImageInput!) { updateGalleryImage(id: $id, input: $input) { message galleryImage { ${GALLERY_FIELDS} } } }`;
const GALLERY_STATUS = 'mutation S($id: ID!, $status: Status!) { setGalleryImageStatus(id: $id, status: $status) { message galleryImage { id status } } }';
const DELETE_GALLERY = 'mutation D($id: ID!) { deleteGalleryImage(id: $id) { id message } }';
const RESTORE_GALLERY = 'mutation R($id: ID!) { restoreGalleryImage(id: $id) { message galleryImage { id } } }';

type Service = { id: string; title: string; description: string; image: string | null; icon: string | null; sort: number; status: string };
type GalleryImage = { id: string; image: string; orientation: string; width: number; height: number; status: string };

let stack: TestStack;
const asAdmin = <T>(query: string, variables?: Record<string, unknown>) => gql<T>(stack.gatewayUrl, query, { variables, token: stack.api.adminToken });

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.close());

describe('services through GraphQL', () => {
  test('create sends sort 1, reads back, searches, updates keeping the icon, switches status, deletes and restores', async () => {
    const image = await seedMedia(stack.api.db, 'services');
    const icon = await seedMedia(stack.api.db, 'icons');
    const created = await asAdmin<{ createService: { message: string; service: Service } }>(CREATE_SERVICE, {
      input: { title: 'Birthday packages', description: 'Cake and sparklers', image, icon },
    });
    expect(created.errors).toBeUndefined();
    const { message, service } = created.data!.createService;
    expect(message).toBe('Service created successfully');
    expect(service).toMatchObject({ title: 'Birthday packages', image, icon, sort: 1, status: 'ACTIVE' });
    expect((await asAdmin<{ service: Service }>(SERVICE, { id: service.id })).data?.service).toEqual(service);

    const found = await asAdmin<{ services: { count: number; items: Service[] } }>(SERVICES, { search: 'birthday' });
    expect(found.data?.services).toEqual({ count: 1, items: [service] });

    const updated = await asAdmin<{ updateService: { service: Service } }>(UPDATE_SERVICE, {
      input: { id: service.id, title: 'Birthdays', description: 'Cake', image },
    });
    expect(updated.data?.updateService.service).toMatchObject({ title: 'Birthdays', icon });

    const off = await asAdmin<{ setServiceStatus: { message: string; service: Service } }>(SERVICE_STATUS, { id: service.id, status: 'INACTIVE' });
    expect(off.data?.setServiceStatus).toEqual({ message: 'Service status updated successfully', service: { id: service.id, status: 'INACTIVE' } });

    const deleted = await asAdmin<{ deleteService: { id: string; message: string } }>(DELETE_SERVICE, { id: service.id });
    expect(deleted.data?.deleteService).toEqual({ id: service.id, message: 'Service deleted successfully' });
    const gone = await asAdmin(SERVICE, { id: service.id });
    expect(codes(gone)).toEqual(['NOT_FOUND']);
    expect(gone.errors?.[0]?.message).toBe('Service not found');

    const restored = await asAdmin<{ restoreService: { message: string } }>(RESTORE_SERVICE, { id: service.id });
    expect(restored.data?.restoreService.message).toBe('Service restored successfully');
  });

  test('a missing title or an unknown image is BAD_USER_INPUT with the API message, and nothing is written', async () => {
    const before = await snapshotDb(stack.api.db);
    const noTitle = await asAdmin(CREATE_SERVICE, { input: { title: ' ', description: 'x', image: 'services/none.jpg' } });
    expect(codes(noTitle)).toEqual(['BAD_USER_INPUT']);
    expect(noTitle.errors?.[0]?.message).toBe('Title is required');
    const noImage = await asAdmin(CREATE_SERVICE, { input: { title: 'T', description: 'x', image: 'services/none.jpg' } });
    expect(noImage.errors?.[0]).toMatchObject({ message: 'Image not found: upload it first', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await snapshotDb(stack.api.db)).toEqual(before);
  });

  test('without a token the list is UNAUTHENTICATED', async () => {
    const reply = await gql(stack.gatewayUrl, SERVICES);
    expect(codes(reply)).toEqual(['UNAUTHENTICATED']);
  });
});

describe('gallery through GraphQL', () => {
  test('orientation becomes the §9 metaData and back; status, delete and restore', async () => {
    const image = await seedMedia(stack.api.db, 'gallery', { width: 800, height: 1200 });
    const created = await asAdmin<{ createGalleryImage: { message: string; galleryImage: GalleryImage } }>(CREATE_GALLERY, {
      input: { image, orientation: 'PORTRAIT' },
    });
    expect(created.errors).toBeUndefined();
    const picture = created.data!.createGalleryImage.galleryImage;
    expect(created.data?.createGalleryImage.message).toBe('Gallery image created successfully');
    expect(picture).toMatchObject({ image, orientation: 'PORTRAIT', width: 2000, height: 3000, status: 'ACTIVE' });

    const page = await asAdmin<{ galleryImages: { count: number; items: GalleryImage[] } }>(GALLERY, { limit: 9, offset: 0 });
    expect(page.data?.galleryImages.items[0]).toEqual(picture);

    const wide = await seedMedia(stack.api.db, 'gallery', { width: 1200, height: 800 });
    const turned = await asAdmin<{ updateGalleryImage: { galleryImage: GalleryImage } }>(UPDATE_GALLERY, { id: picture.id, input: { image: wide, orientation: 'LANDSCAPE' } });
    expect(turned.data?.updateGalleryImage.galleryImage).toMatchObject({ orientation: 'LANDSCAPE', width: 3000, height: 2000 });

    const off = await asAdmin<{ setGalleryImageStatus: { galleryImage: GalleryImage } }>(GALLERY_STATUS, { id: picture.id, status: 'INACTIVE' });
    expect(off.data?.setGalleryImageStatus.galleryImage.status).toBe('INACTIVE');
    const deleted = await asAdmin<{ deleteGalleryImage: { id: string; message: string } }>(DELETE_GALLERY, { id: picture.id });
    expect(deleted.data?.deleteGalleryImage).toEqual({ id: picture.id, message: 'Gallery image deleted successfully' });
    const again = await asAdmin<{ restoreGalleryImage: { message: string } }>(RESTORE_GALLERY, { id: picture.id });
    expect(again.data?.restoreGalleryImage.message).toBe('Gallery image restored successfully');
  });

  test('an unknown picture is NOT_FOUND', async () => {
    const reply = await asAdmin(GALLERY_STATUS, { id: '00000000-0000-4000-8000-000000000000', status: 'ACTIVE' });
    expect(codes(reply)).toEqual(['NOT_FOUND']);
    expect(reply.errors?.[0]?.message).toBe('Gallery image not found');
  });
});
