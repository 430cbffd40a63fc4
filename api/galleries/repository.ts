import { count, desc } from 'drizzle-orm';
import type { ListQuery } from '#domain/schemas/list';
import type { Db } from '../db/database.ts';
import { galleries } from '../db/schema.ts';
import { liveWhere, type RecordArea } from '../lib/audited-records.ts';
import { requireMedia } from '../lib/media-refs.ts';
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
export async function listGalleries(db: Db, query: ListQuery): Promise<{ data: GalleryView[]; count: number }> {
  const where = liveWhere(galleries);
  const [rows, [total]] = await Promise.all([
    db.select().from(galleries).where(where).orderBy(desc(galleries.createdAt), desc(galleries.id)).limit(query.limit).offset(query.offset),
    db.select({ n: count() }).from(galleries).where(where),
  ]);
  return { data: rows.map(presentGallery), count: total?.n ?? 0 };
}

/** Refuses an image Key that names no upload. */
export const requireGalleryImage = (image: string) => requireMedia({ key: image, missing: GALLERY_MESSAGES.imageMissing });
