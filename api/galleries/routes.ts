import { createGallerySchema, deleteGallerySchema, galleryStatusSchema, restoreGallerySchema, updateGallerySchema } from '#domain/schemas/gallery';
import { changeAudited, createAudited } from '../lib/audited-records.ts';
import type { GuardedRoute } from '../lib/route.ts';
import { standardRoute, type StandardArea, type StandardChange } from '../lib/standard-route.ts';
import { validate } from '../lib/validate.ts';
import { GALLERY_MESSAGES } from './messages.ts';
import { galleryArea, listGalleries, requireGalleryImage } from './repository.ts';

const galleries: StandardArea<StandardChange, 'galleryId'> = {
  area: 'galleries',
  idKey: 'galleryId',
  notFound: GALLERY_MESSAGES.notFound,
  change: (db, actorId, id, change) => changeAudited(db, actorId, galleryArea, id, change),
};

/** §7 Galleries calls, guarded by the `galleries` module (§6). */
export const galleryRoutes: GuardedRoute[] = [
  standardRoute.list(galleries, '/get/galleries', GALLERY_MESSAGES.listed, listGalleries),
  standardRoute.create(galleries, '/create/gallery', createGallerySchema, GALLERY_MESSAGES.created, (db, actorId, form) =>
    createAudited(db, actorId, galleryArea, form, requireGalleryImage(form)),
  ),
  {
    method: 'patch',
    path: '/update/gallery',
    area: galleries.area,
    action: 'edit',
    handler: async ({ body, actor }, { db }) => {
      const { galleryId, ...values } = validate(updateGallerySchema, body);
      const change = { action: 'update', values } as const;
      return { message: GALLERY_MESSAGES.updated, data: await changeAudited(db, actor.id, galleryArea, galleryId, change, requireGalleryImage(values)) };
    },
  },
  standardRoute.status(galleries, '/update/gallery/status', galleryStatusSchema, GALLERY_MESSAGES.statusUpdated),
  standardRoute.remove(galleries, '/delete/gallery', deleteGallerySchema, GALLERY_MESSAGES.deleted),
  standardRoute.restore(galleries, '/restore/gallery', restoreGallerySchema, GALLERY_MESSAGES.restored),
];
