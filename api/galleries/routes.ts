import { createGallerySchema, deleteGallerySchema, galleryStatusSchema, restoreGallerySchema, updateGallerySchema } from '#domain/schemas/gallery';
import { listQuerySchema } from '#domain/schemas/list';
import { changeAudited, createAudited } from '../lib/audited-records.ts';
import type { GuardedRoute } from '../lib/route.ts';
import { validate } from '../lib/validate.ts';
import { GALLERY_MESSAGES } from './messages.ts';
import { galleryArea, listGalleries, requireGalleryImage } from './repository.ts';

const area = 'galleries';

/** §7 Galleries calls, guarded by the `galleries` module (§6). */
export const galleryRoutes: GuardedRoute[] = [
  {
    method: 'get',
    path: '/get/galleries',
    area,
    action: 'view',
    handler: async ({ query }, { db }) => ({ message: GALLERY_MESSAGES.listed, data: await listGalleries(db, validate(listQuerySchema, query)) }),
  },
  {
    method: 'post',
    path: '/create/gallery',
    area,
    action: 'add',
    handler: async ({ body, actor }, { db }) => {
      const form = validate(createGallerySchema, body);
      return { httpStatus: 201, message: GALLERY_MESSAGES.created, data: await createAudited(db, actor.id, galleryArea, form, requireGalleryImage(form.image)) };
    },
  },
  {
    method: 'patch',
    path: '/update/gallery',
    area,
    action: 'edit',
    handler: async ({ body, actor }, { db }) => {
      const { galleryId, ...values } = validate(updateGallerySchema, body);
      const change = { action: 'update', values } as const;
      return { message: GALLERY_MESSAGES.updated, data: await changeAudited(db, actor.id, galleryArea, galleryId, change, requireGalleryImage(values.image)) };
    },
  },
  {
    method: 'patch',
    path: '/update/gallery/status',
    area,
    action: 'edit',
    handler: async ({ body, actor }, { db }) => {
      const { galleryId, status } = validate(galleryStatusSchema, body);
      return { message: GALLERY_MESSAGES.statusUpdated, data: await changeAudited(db, actor.id, galleryArea, galleryId, { action: 'status', status }) };
    },
  },
  {
    method: 'delete',
    path: '/delete/gallery',
    area,
    action: 'del',
    handler: async ({ body, actor }, { db }) => {
      const { galleryId } = validate(deleteGallerySchema, body);
      const picture = await changeAudited(db, actor.id, galleryArea, galleryId, { action: 'delete' });
      return { message: GALLERY_MESSAGES.deleted, data: { _id: picture._id } };
    },
  },
  {
    method: 'patch',
    path: '/restore/gallery',
    area,
    action: 'edit',
    handler: async ({ body, actor }, { db }) => {
      const { galleryId } = validate(restoreGallerySchema, body);
      return { message: GALLERY_MESSAGES.restored, data: await changeAudited(db, actor.id, galleryArea, galleryId, { action: 'restore' }) };
    },
  },
];
