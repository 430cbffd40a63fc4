import type { z } from 'zod';
import { CROP_ASPECTS } from '#domain/media';
import { WEEK_DAYS } from '#domain/week-days';
import type { AreaForms } from '../../lib/area/AreaFields.ts';
import type { FormField } from '../../lib/form/FormField.ts';
import { formSpec } from '../../lib/form/FormSpec.ts';
import type { intellectualPropertiesApi } from './api.ts';
import { ipValuesSchema } from './ipValuesSchema.ts';

const DAY_CHOICES = WEEK_DAYS.map((day) => ({ value: day.key, label: day.label }));
// The select's empty choice: the brand runs on no particular night.
const NO_DAY = '' as const;

const fields: readonly FormField<z.input<typeof ipValuesSchema>>[] = [
  { kind: 'text', name: 'name', label: 'Name' },
  { kind: 'text', name: 'fullName', label: 'Full Name' },
  { kind: 'image', name: 'icon', label: 'Icon', section: 'intellectualProperties', aspect: CROP_ASPECTS.intellectualProperty },
  { kind: 'select', name: 'weekDay', label: 'Week Day', placeholder: 'No week day', options: () => Promise.resolve(DAY_CHOICES) },
];

/** Intellectual properties' add and edit forms (§2.14, §3, §5): a 16:9 icon, the name, the full name and the night the brand runs. */
export const ipForms: AreaForms<typeof intellectualPropertiesApi> = {
  create: formSpec(ipValuesSchema, { fields, submitLabel: 'Add IP', initial: () => ({ name: '', fullName: '', icon: '', weekDay: NO_DAY }) }),
  edit: formSpec(ipValuesSchema, { fields, initial: (ip) => ({ name: ip.name, fullName: ip.fullName, icon: ip.icon, weekDay: ip.weekDay ?? NO_DAY }) }),
};
