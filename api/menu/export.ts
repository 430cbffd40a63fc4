import { menuArea } from '#domain/areas/menu';
import { areaExport, mediaCell, statusCell } from '../export/area-export.ts';
import { areaListQuery } from '../lib/area-routes.ts';
import { menuChunks } from './repository.ts';

/** The menu slots as CSV, in their order: Name, Image, PDF and Status. */
export const menuExport = areaExport({
  area: menuArea,
  query: areaListQuery(menuArea),
  chunks: menuChunks,
  columns: {
    Name: (row) => row.name,
    Image: (row) => mediaCell(row.image),
    PDF: (row) => mediaCell(row.pdf),
    Status: statusCell,
  },
});
