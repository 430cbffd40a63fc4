import { weekAnthemsArea } from '#domain/areas/week-anthems';
import { NOT_AVAILABLE } from '#domain/messages';
import { weekDayLabel } from '#domain/week-days';
import type { AreaColumns } from '../../lib/area/AreaFields.ts';
import { listColumns } from '../../lib/table/listColumns.ts';
import { imageColumn } from '../../lib/table/imageColumn.tsx';
import type { weekAnthemsApi } from './api.ts';

/** Week anthems' list columns and detail lines (§2.14, §3, §5): the day, a 16:9 picture, the offer, the description and an optional square icon. */
export const weekAnthemColumns: AreaColumns<typeof weekAnthemsApi> = {
  columns: listColumns(weekAnthemsArea, {
    'Week Day': { cell: (row) => weekDayLabel(row.weekDay) },
    Image: imageColumn((row) => row.primaryImage, (row) => weekDayLabel(row.weekDay)),
    Offer: { cell: (row) => row.offer || NOT_AVAILABLE },
    Description: { cell: (row) => (row.description ? <span className="clamp-text">{row.description}</span> : NOT_AVAILABLE) },
  }),
  detail: [
    { label: 'Week Day', text: (anthem) => weekDayLabel(anthem.weekDay) },
    { label: 'Offer', text: (anthem) => anthem.offer || NOT_AVAILABLE },
    { label: 'Description', text: (anthem) => anthem.description || NOT_AVAILABLE },
    { label: 'Image', image: (anthem) => anthem.primaryImage, alt: (anthem) => `Image of ${weekDayLabel(anthem.weekDay)}`, className: 'detail-image' },
    { label: 'Icon', image: (anthem) => anthem.icon, alt: (anthem) => `Icon of ${weekDayLabel(anthem.weekDay)}`, className: 'detail-icon' },
  ],
};
