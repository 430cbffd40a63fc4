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
  columns: [
    { title: 'Week Day', cell: (row) => weekDayLabel(row.weekDay) },
    { title: 'Image', cell: (row) => mediaCell(row.primaryImage) },
    { title: 'Offer', cell: (row) => row.offer || NOT_AVAILABLE },
    { title: 'Description', cell: (row) => row.description || NOT_AVAILABLE },
  ],
});
