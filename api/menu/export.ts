import { menuArea } from '#domain/areas/menu';
import { areaExport, mediaCell, statusColumn } from '../export/area-export.ts';
import { areaListQuery } from '../lib/area-routes.ts';
import { menuChunks } from './repository.ts';

/** The menu slots as CSV, in their order: Name, Image, PDF and Status. */
export const menuExport = areaExport({
  area: menuArea,
  query: areaListQuery(menuArea),
  chunks: menuChunks,
  columns: [{ title: 'Name', cell: (row) => row.name }, { title: 'Image', cell: (row) => mediaCell(row.image) }, { title: 'PDF', cell: (row) => mediaCell(row.pdf) }, statusColumn()],
});
