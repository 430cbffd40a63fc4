import { sectionsArea } from '#domain/areas/sections';
import { areaExport, createdCell, statusCell } from '../export/area-export.ts';
import { areaListQuery } from '../lib/area-routes.ts';
import { sectionChunks } from './repository.ts';

/** Sections as CSV: the list's Date, Name and Status. */
export const sectionsExport = areaExport({
  area: sectionsArea,
  query: areaListQuery(sectionsArea),
  chunks: sectionChunks,
  columns: {
    Date: createdCell,
    Name: (row) => row.name,
    Status: statusCell,
  },
});
