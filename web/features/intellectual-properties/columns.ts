import { intellectualPropertiesArea } from '#domain/areas/intellectual-properties';
import { NOT_AVAILABLE } from '#domain/messages';
import { weekDayLabel } from '#domain/week-days';
import type { AreaColumns } from '../../lib/area/AreaFields.ts';
import { listColumns } from '../../lib/table/listColumns.ts';
import { imageColumn } from '../../lib/table/imageColumn.tsx';
import type { intellectualPropertiesApi } from './api.ts';

// The night the brand runs, by name; a brand without one shows N/A.
const nightOf = (ip: { weekDay?: string | null }) => (ip.weekDay ? weekDayLabel(ip.weekDay) : NOT_AVAILABLE);

/** Intellectual properties' list columns and detail lines (§2.14, §3, §5): the icon, the name, the full name and the night the brand runs. */
export const ipColumns: AreaColumns<typeof intellectualPropertiesApi> = {
  columns: listColumns(intellectualPropertiesArea, {
    Date: { date: (row) => row.createdAt },
    Icon: imageColumn((row) => row.icon, (row) => row.name),
    Name: { cell: (row) => row.name },
    'Full Name': { cell: (row) => row.fullName },
    'Week Day': { cell: nightOf },
  }),
  detail: [
    { label: 'Name', text: (ip) => ip.name },
    { label: 'Full Name', text: (ip) => ip.fullName },
    { label: 'Week Day', text: nightOf },
    { label: 'Date', date: (ip) => ip.createdAt },
    { label: 'Icon', image: (ip) => ip.icon, alt: (ip) => `Icon of ${ip.name}`, className: 'detail-image' },
  ],
};
