import { desc } from 'drizzle-orm';
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

/** Refuses an image Key that names no uploaded image. */
export const requireGalleryImage = (image: string) => requireMedia({ key: image, missing: GALLERY_MESSAGES.imageMissing, accepts: isImage });
