import { servicesArea } from '#domain/areas/services';
import { areaExport, createdColumn, mediaCell, statusColumn } from '../export/area-export.ts';
import { areaListQuery } from '../lib/area-routes.ts';
import { serviceChunks } from './repository.ts';

/** Services as CSV: the list's Date, Image, Title, Description and Status. */
export const servicesExport = areaExport({
  area: servicesArea,
  query: areaListQuery(servicesArea),
  chunks: serviceChunks,
  columns: [createdColumn(), { title: 'Image', cell: (row) => mediaCell(row.image) }, { title: 'Title', cell: (row) => row.title }, { title: 'Description', cell: (row) => row.description }, statusColumn()],
});
