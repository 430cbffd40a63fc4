import { intellectualPropertiesArea } from '#domain/areas/intellectual-properties';
import { NOT_AVAILABLE } from '#domain/messages';
import { weekDayLabel } from '#domain/week-days';
import { areaExport, createdCell, mediaCell } from '../export/area-export.ts';
import { areaListQuery } from '../lib/area-routes.ts';
import { ipChunks } from './repository.ts';

/** Intellectual properties as CSV: the list's Date, Icon, Name, Full Name and Week Day. */
export const intellectualPropertiesExport = areaExport({
  area: intellectualPropertiesArea,
  query: areaListQuery(intellectualPropertiesArea),
  chunks: ipChunks,
  columns: {
    Date: createdCell,
    Icon: (row) => mediaCell(row.icon),
    Name: (row) => row.name,
    'Full Name': (row) => row.fullName,
    'Week Day': (row) => (row.weekDay ? weekDayLabel(row.weekDay) : NOT_AVAILABLE),
  },
});
