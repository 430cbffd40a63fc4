import { intellectualPropertiesArea } from '#domain/areas/intellectual-properties';
import { NOT_AVAILABLE } from '#domain/messages';
import { weekDayLabel } from '#domain/week-days';
import { areaExport, createdColumn, mediaCell } from '../export/area-export.ts';
import { areaListQuery } from '../lib/area-routes.ts';
import { ipChunks } from './repository.ts';

/** Intellectual properties as CSV: the list's Date, Icon, Name, Full Name and Week Day. */
export const intellectualPropertiesExport = areaExport({
  area: intellectualPropertiesArea,
  query: areaListQuery(intellectualPropertiesArea),
  chunks: ipChunks,
  columns: [
    createdColumn(),
    { title: 'Icon', cell: (row) => mediaCell(row.icon) },
    { title: 'Name', cell: (row) => row.name },
    { title: 'Full Name', cell: (row) => row.fullName },
    { title: 'Week Day', cell: (row) => (row.weekDay ? weekDayLabel(row.weekDay) : NOT_AVAILABLE) },
  ],
});
