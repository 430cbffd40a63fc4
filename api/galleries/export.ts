import { galleriesArea } from '#domain/areas/galleries';
import { areaExport, createdColumn, mediaCell, statusColumn } from '../export/area-export.ts';
import { areaListQuery } from '../lib/area-routes.ts';
import { galleryChunks } from './repository.ts';

/** Gallery pictures as CSV: Date, Image, Width, Height and Status. */
export const galleriesExport = areaExport({
  area: galleriesArea,
  query: areaListQuery(galleriesArea),
  chunks: galleryChunks,
  columns: [createdColumn(), { title: 'Image', cell: (row) => mediaCell(row.image) }, { title: 'Width', cell: (row) => row.metaData.width }, { title: 'Height', cell: (row) => row.metaData.height }, statusColumn()],
});
