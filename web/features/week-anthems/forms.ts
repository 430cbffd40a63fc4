import { CROP_ASPECTS } from '#domain/media';
import { weekDayLabel } from '#domain/week-days';
import type { AreaForms } from '../../lib/area/AreaFields.ts';
import { formSpec } from '../../lib/form/FormSpec.ts';
import type { weekAnthemsApi } from './api.ts';
import { weekAnthemValuesSchema } from './weekAnthemValuesSchema.ts';

/** Week anthems' edit form (§2.14, §3, §5): the day (fixed), a 16:9 picture, the offer, the description and an optional square icon. */
export const weekAnthemForms: AreaForms<typeof weekAnthemsApi> = {
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
