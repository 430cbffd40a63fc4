import type { GalleryRow } from '../db/schema.ts';
import { isoTimestamps } from '../lib/iso-timestamps.ts';

/** The REST shape of a gallery picture (§3): `_id`, image Key, metaData {width, height}. */
export const presentGallery = (row: GalleryRow) => ({
  _id: row.id,
  image: row.image,
  metaData: { width: row.metaData.width, height: row.metaData.height },
  status: row.status,
  ...isoTimestamps(row),
});
export type GalleryView = ReturnType<typeof presentGallery>;
