import { followUsArea } from '#domain/areas/follow-us';
import { listQuerySchema, statusFilterSchema } from '#domain/schemas/list';
import { areaExport, mediaCell, statusCell } from '../export/area-export.ts';
import { followChunks } from './repository.ts';

/** The Follow Us slots as CSV, in their order: Position, Image and Status. */
export const followUsExport = areaExport({
  area: followUsArea,
  query: listQuerySchema.omit({ deleted: true, search: true }).extend(statusFilterSchema.shape),
  chunks: followChunks,
  columns: {
    Position: (row) => row.position,
    Image: (row) => mediaCell(row.image),
    Status: statusCell,
  },
});
