import type { z } from 'zod';
import { CROP_ASPECTS } from '#domain/media';
import { NOT_AVAILABLE } from '#domain/messages';
import { WEEK_DAYS, weekDayLabel } from '#domain/week-days';
import type { AreaFields } from '../../lib/area/AreaFields.ts';
import type { FormField } from '../../lib/form/FormField.ts';
import { formSpec } from '../../lib/form/FormSpec.ts';
import { imageColumn } from '../../lib/table/imageColumn.tsx';
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

// The night the brand runs, by name; a brand without one shows N/A.
const nightOf = (ip: { weekDay?: string | null }) => (ip.weekDay ? weekDayLabel(ip.weekDay) : NOT_AVAILABLE);

/** Intellectual properties' field spec (§2.14, §3, §5): a 16:9 icon, the name, the full name and the night the brand runs. */
export const ipFields: AreaFields<typeof intellectualPropertiesApi> = {
  columns: [
    { header: 'Date', date: (row) => row.createdAt },
    imageColumn('Icon', (row) => row.icon, (row) => row.name),
    { header: 'Name', cell: (row) => row.name },
    { header: 'Full Name', cell: (row) => row.fullName },
    { header: 'Week Day', cell: nightOf },
  ],
  detail: [
    { label: 'Name', text: (ip) => ip.name },
    { label: 'Full Name', text: (ip) => ip.fullName },
    { label: 'Week Day', text: nightOf },
    { label: 'Date', date: (ip) => ip.createdAt },
    { label: 'Icon', image: (ip) => ip.icon, alt: (ip) => `Icon of ${ip.name}`, className: 'detail-image' },
  ],
  create: formSpec(ipValuesSchema, { fields, submitLabel: 'Add IP', initial: () => ({ name: '', fullName: '', icon: '', weekDay: NO_DAY }) }),
  edit: formSpec(ipValuesSchema, { fields, initial: (ip) => ({ name: ip.name, fullName: ip.fullName, icon: ip.icon, weekDay: ip.weekDay ?? NO_DAY }) }),
};
