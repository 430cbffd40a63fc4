import { servicesArea } from '#domain/areas/services';
import { areaExport, createdCell, mediaCell, statusCell } from '../export/area-export.ts';
import { areaListQuery } from '../lib/area-routes.ts';
import { serviceChunks } from './repository.ts';

/** Services as CSV: the list's Date, Image, Title, Description and Status. */
export const servicesExport = areaExport({
  area: servicesArea,
  query: areaListQuery(servicesArea),
  chunks: serviceChunks,
  columns: {
    Date: createdCell,
    Image: (row) => mediaCell(row.image),
    Title: (row) => row.title,
    Description: (row) => row.description,
    Status: statusCell,
  },
});
