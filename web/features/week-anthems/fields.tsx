import { CROP_ASPECTS } from '#domain/media';
import { NOT_AVAILABLE } from '#domain/messages';
import { weekDayLabel } from '#domain/week-days';
import type { AreaFields } from '../../lib/area/AreaFields.ts';
import { formSpec } from '../../lib/form/FormSpec.ts';
import { imageColumn } from '../../lib/table/imageColumn.tsx';
import type { weekAnthemsApi } from './api.ts';
import { weekAnthemValuesSchema } from './weekAnthemValuesSchema.ts';

/** Week anthems' field spec (§2.14, §3, §5): the day (fixed), a 16:9 picture, the offer, the description and an optional square icon. */
export const weekAnthemFields: AreaFields<typeof weekAnthemsApi> = {
  columns: [
    { header: 'Week Day', cell: (row) => weekDayLabel(row.weekDay) },
    imageColumn('Image', (row) => row.primaryImage, (row) => weekDayLabel(row.weekDay)),
    { header: 'Offer', cell: (row) => row.offer || NOT_AVAILABLE },
    { header: 'Description', cell: (row) => (row.description ? <span className="clamp-text">{row.description}</span> : NOT_AVAILABLE) },
  ],
  detail: [
    { label: 'Week Day', text: (anthem) => weekDayLabel(anthem.weekDay) },
    { label: 'Offer', text: (anthem) => anthem.offer || NOT_AVAILABLE },
    { label: 'Description', text: (anthem) => anthem.description || NOT_AVAILABLE },
    { label: 'Image', image: (anthem) => anthem.primaryImage, alt: (anthem) => `Image of ${weekDayLabel(anthem.weekDay)}`, className: 'detail-image' },
    { label: 'Icon', image: (anthem) => anthem.icon, alt: (anthem) => `Icon of ${weekDayLabel(anthem.weekDay)}`, className: 'detail-icon' },
  ],
  edit: formSpec(weekAnthemValuesSchema, {
    fields: [
      { kind: 'text', name: 'day', label: 'Week Day', readOnly: true },
      { kind: 'image', name: 'primaryImage', label: 'Image', section: 'weekAnthems', aspect: CROP_ASPECTS.weekAnthem },
      { kind: 'text', name: 'offer', label: 'Offer' },
      { kind: 'textarea', name: 'description', label: 'Description' },
      { kind: 'image', name: 'icon', label: 'Icon', section: 'icons', aspect: CROP_ASPECTS.serviceIcon, removeLabel: 'Remove icon' },
    ],
    initial: (anthem) => ({ day: weekDayLabel(anthem.weekDay), primaryImage: anthem.primaryImage ?? undefined, offer: anthem.offer, description: anthem.description, icon: anthem.icon ?? null }),
  }),
};
