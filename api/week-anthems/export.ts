import { weekAnthemsArea } from '#domain/areas/week-anthems';
import { NOT_AVAILABLE } from '#domain/messages';
import { weekDayLabel } from '#domain/week-days';
import { areaExport, mediaCell } from '../export/area-export.ts';
import { areaListQuery } from '../lib/area-routes.ts';
import { weekAnthemChunks } from './repository.ts';

/** Week anthems as CSV: the list's Week Day, Image, Offer and Description. */
export const weekAnthemsExport = areaExport({
  area: weekAnthemsArea,
  query: areaListQuery(weekAnthemsArea),
  chunks: weekAnthemChunks,
  columns: {
    'Week Day': (row) => weekDayLabel(row.weekDay),
    Image: (row) => mediaCell(row.primaryImage),
    Offer: (row) => row.offer || NOT_AVAILABLE,
    Description: (row) => row.description || NOT_AVAILABLE,
  },
});
