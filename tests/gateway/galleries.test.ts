import { describe, expect, test } from 'vitest';
import { useTestStack } from '../support/use-test-stack.ts';
import { seedMedia } from '../support/seed-media.ts';
import { codes, gql } from './lib/gql.ts';

const GALLERY_FIELDS = 'id image orientation width height status createdAt';
const GALLERY = `query G($limit: Int, $offset: Int) { galleryImages(limit: $limit, offset: $offset) { count items { ${GALLERY_FIELDS} } } }`;
const CREATE_GALLERY = `mutation C($input: GalleryImageInput!) { createGalleryImage(input: $input) { message galleryImage { ${GALLERY_FIELDS} } } }`;
const UPDATE_GALLERY = `mutation U($id: ID!, $input: GalleryImageInput!) { updateGalleryImage(id: $id, input: $input) { message galleryImage { ${GALLERY_FIELDS} } } }`;
const GALLERY_STATUS = 'mutation S($id: ID!, $status: Status!) { setGalleryImageStatus(id: $id, status: $status) { message galleryImage { id status } } }';
const DELETE_GALLERY = 'mutation D($id: ID!) { deleteGalleryImage(id: $id) { id message } }';
const RESTORE_GALLERY = 'mutation R($id: ID!) { restoreGalleryImage(id: $id) { message galleryImage { id } } }';

type GalleryImage = { id: string; image: string; orientation: string; width: number; height: number; status: string };

const stack = useTestStack();
const asAdmin = <T>(query: string, variables?: Record<string, unknown>) => gql<T>(stack.gatewayUrl, query, { variables, token: stack.api.adminToken });

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

  test('a page without a limit holds 9 pictures (§9’s gallery page size)', async () => {
    for (let i = 0; i < 10; i++) await asAdmin(CREATE_GALLERY, { input: { image: await seedMedia(stack.api.db, 'gallery', { width: 800, height: 1200 }), orientation: 'PORTRAIT' } });
    const page = await asAdmin<{ galleryImages: { count: number; items: GalleryImage[]; pageInfo: { offset: number; limit: number; hasNextPage: boolean } } }>(
      '{ galleryImages { count items { id } pageInfo { offset limit hasNextPage } } }',
    );
    expect(page.errors).toBeUndefined();
    expect(page.data?.galleryImages.items).toHaveLength(9);
    expect(page.data?.galleryImages.pageInfo).toEqual({ offset: 0, limit: 9, hasNextPage: true });
    const named = await asAdmin<{ galleryImages: { items: GalleryImage[]; pageInfo: { limit: number } } }>('{ galleryImages(limit: 10) { items { id } pageInfo { limit } } }');
    expect(named.data?.galleryImages).toMatchObject({ pageInfo: { limit: 10 } });
    expect(named.data?.galleryImages.items).toHaveLength(10);
  });

  test('an unknown picture is NOT_FOUND', async () => {
    const reply = await asAdmin(GALLERY_STATUS, { id: '00000000-0000-4000-8000-000000000000', status: 'ACTIVE' });
    expect(codes(reply)).toEqual(['NOT_FOUND']);
    expect(reply.errors?.[0]?.message).toBe('Gallery image not found');
  });
});
