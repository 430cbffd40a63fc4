import { galleriesArea } from '#domain/areas/galleries';
import { galleryOrientation, type GalleryForm } from '#domain/schemas/gallery';
import type { ListQuery } from '#domain/schemas/list';
import type { Db } from '../db/database.ts';
import { galleries } from '../db/schema.ts';
import { changeAudited, createAudited, pageLive, type BulkRecords, type RecordArea, type RecordChange, recordMessages } from '../lib/audited-records.ts';
import { isImage, requireMedia } from '../lib/media-refs.ts';
import { GALLERY_MESSAGES } from './messages.ts';
import { presentGallery, type GalleryView } from './present.ts';
import { liveChunks, newestFirst, orderOf, type Ordering } from '../export/area-export.ts';

const area: RecordArea<typeof galleries, GalleryView> = { table: galleries, area: 'galleries', present: presentGallery, ...recordMessages(galleriesArea) };

/** Bulk status, delete and restore calls of gallery pictures: set-based on the same table. */
export const galleriesBulk: BulkRecords = { records: area };

/** A page of non-deleted (or with `deleted`, deleted) gallery pictures, newest first (there is nothing to search by). */
const ORDER: Ordering = newestFirst(galleries);
export const listGalleries = (db: Db, query: ListQuery): Promise<{ data: GalleryView[]; count: number }> => pageLive(db, area, query, orderOf(ORDER));

/** Every gallery picture the list shows for `query`, chunk by chunk (the CSV export). */
export const galleryChunks = (db: Db, query: Omit<ListQuery, 'limit' | 'offset'> & { status?: number }) => liveChunks(db, area, query, ORDER);

// The image Key must name a gallery upload turned as its metaData says; checked inside the write's transaction.
const requireGalleryImage = (form: GalleryForm) =>
  requireMedia({ key: form.image, missing: GALLERY_MESSAGES.imageMissing, sections: ['gallery'], accepts: isImage, orientation: galleryOrientation(form.metaData), at: ['image'] });

/** Creates a gallery picture and its audit row in one transaction. */
export const createGallery = (db: Db, actorId: string, form: GalleryForm): Promise<GalleryView> => createAudited(db, actorId, area, form, requireGalleryImage(form));

/** Replaces a picture in one audited transaction. */
export const updateGallery = (db: Db, actorId: string, id: string, values: GalleryForm): Promise<GalleryView> =>
  changeAudited(db, actorId, area, id, { action: 'update', values }, requireGalleryImage(values));

/** Switches, deletes or restores a picture in one audited transaction. */
export const changeGallery = (db: Db, actorId: string, id: string, change: RecordChange<never>): Promise<GalleryView> => changeAudited(db, actorId, area, id, change);
