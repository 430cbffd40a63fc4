import { galleriesArea } from '#domain/areas/galleries';
import { areaExport, pictureCells } from '../export/area-export.ts';
import { areaListQuery } from '../lib/area-routes.ts';
import { galleryChunks } from './repository.ts';

/** Gallery pictures as CSV: Date, Image, Width, Height and Status. */
export const galleriesExport = areaExport({
  area: galleriesArea,
  query: areaListQuery(galleriesArea),
  chunks: galleryChunks,
  columns: pictureCells,
});
