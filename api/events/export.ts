import { eventsArea } from '#domain/areas/events';
import { NOT_AVAILABLE } from '#domain/messages';
import { dateRangeFilterSchema, dateRangeInOrder, listQuerySchema, statusFilterSchema } from '#domain/schemas/list';
import { areaExport, dateCell, mediaCell, statusCell } from '../export/area-export.ts';
import { eventChunks } from './repository.ts';

/** Events as CSV: the list's Date (the event's day), Image, Name, IP and Status. */
export const eventsExport = areaExport({
  area: eventsArea,
  query: listQuerySchema.extend({ ...statusFilterSchema.shape, ...dateRangeFilterSchema.shape }).refine(...dateRangeInOrder),
  chunks: eventChunks,
  columns: {
    Date: (row, context) => dateCell(row.date, context),
    Image: (row) => mediaCell(row.image),
    Name: (row) => row.name,
    IP: (row) => row.ip?.name ?? NOT_AVAILABLE,
    Status: statusCell,
  },
});
