import { galleries } from '../db/schema.ts';

type GalleryRow = typeof galleries.$inferSelect;

/** The REST shape of a gallery picture (§3): `_id`, image Key, metaData {width, height}. */
export const presentGallery = (row: GalleryRow) => ({
  _id: row.id,
  image: row.image,
  metaData: { width: row.metaData.width, height: row.metaData.height },
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
export type GalleryView = ReturnType<typeof presentGallery>;
