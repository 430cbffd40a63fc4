import { desc } from 'drizzle-orm';
import { galleryOrientation, type GalleryForm } from '#domain/schemas/gallery';
import type { ListQuery } from '#domain/schemas/list';
import type { Db } from '../db/database.ts';
import { galleries } from '../db/schema.ts';
import { pageLive, type RecordArea } from '../lib/audited-records.ts';
import { isImage, requireMedia } from '../lib/media-refs.ts';
import { GALLERY_MESSAGES } from './messages.ts';
import { presentGallery, type GalleryView } from './present.ts';

/** The galleries table as an audited, soft-deleted area. */
export const galleryArea: RecordArea<typeof galleries, GalleryView> = {
  table: galleries,
  area: 'galleries',
  present: presentGallery,
  notFound: GALLERY_MESSAGES.notFound,
};

/** A page of non-deleted gallery pictures, newest first (there is nothing to search by). */
export const listGalleries = (db: Db, query: ListQuery): Promise<{ data: GalleryView[]; count: number }> =>
  pageLive(db, galleryArea, query, [desc(galleries.createdAt), desc(galleries.id)]);

/** Refuses an image Key that names no gallery upload, or whose image is not turned as its metaData says. */
export const requireGalleryImage = (form: GalleryForm) =>
  requireMedia({ key: form.image, missing: GALLERY_MESSAGES.imageMissing, sections: ['gallery'], accepts: isImage, orientation: galleryOrientation(form.metaData) });
