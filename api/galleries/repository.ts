import { desc } from 'drizzle-orm';
import { galleriesArea } from '#domain/areas/galleries';
import { standardMessages } from '#domain/declaration/standard-messages';
import type { GalleryForm } from '#domain/schemas/gallery';
import type { ListQuery } from '#domain/schemas/list';
import type { Db } from '../db/database.ts';
import { galleries } from '../db/schema.ts';
import { changeAudited, createAudited, pageLive, type RecordArea, type RecordChange } from '../lib/audited-records.ts';
import { isImage, requireMedia } from '../lib/media-refs.ts';
import { GALLERY_MESSAGES } from './messages.ts';
import { presentGallery, type GalleryView } from './present.ts';

const area: RecordArea<typeof galleries, GalleryView> = { table: galleries, area: 'galleries', present: presentGallery, notFound: standardMessages(galleriesArea).notFound };

/** A page of non-deleted (or with `deleted`, deleted) gallery pictures, newest first (there is nothing to search by). */
export const listGalleries = (db: Db, query: ListQuery): Promise<{ data: GalleryView[]; count: number }> =>
  pageLive(db, area, query, [desc(galleries.createdAt), desc(galleries.id)]);

// The image Key must name an uploaded image; checked inside the write's transaction.
const requireGalleryImage = (image: string) => requireMedia({ key: image, missing: GALLERY_MESSAGES.imageMissing, accepts: isImage });

/** Creates a gallery picture and its audit row in one transaction. */
export const createGallery = (db: Db, actorId: string, form: GalleryForm): Promise<GalleryView> => createAudited(db, actorId, area, form, requireGalleryImage(form.image));

/** Replaces a picture in one audited transaction. */
export const updateGallery = (db: Db, actorId: string, id: string, values: GalleryForm): Promise<GalleryView> =>
  changeAudited(db, actorId, area, id, { action: 'update', values }, requireGalleryImage(values.image));

/** Switches, deletes or restores a picture in one audited transaction. */
export const changeGallery = (db: Db, actorId: string, id: string, change: RecordChange<never>): Promise<GalleryView> => changeAudited(db, actorId, area, id, change);
