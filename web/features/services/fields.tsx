import type { z } from 'zod';
import { formatVenueDate } from '../../lib/venueCalendar.ts';
import { CROP_ASPECTS } from '#domain/media';
import { Status, statusLabel } from '#domain/codes';
import { serviceFormSchema } from '#domain/schemas/service';
import type { AreaFields } from '../../lib/area/AreaFields.ts';
import { formSpec } from '../../lib/form/FormSpec.ts';
import type { FormField } from '../../lib/form/FormField.ts';
import { imageColumn } from '../../lib/table/imageColumn.tsx';
import type { servicesApi } from './api.ts';

const fields: readonly FormField<z.input<typeof serviceFormSchema>>[] = [
  { kind: 'text', name: 'title', label: 'Title' },
  { kind: 'textarea', name: 'description', label: 'Description' },
  { kind: 'image', name: 'image', label: 'Image', section: 'services', aspect: CROP_ASPECTS.service },
  { kind: 'image', name: 'icon', label: 'Icon', section: 'icons', aspect: CROP_ASPECTS.serviceIcon, removeLabel: 'Remove icon' },
];

/** Services' field spec (§2.14, §5): a 16:9 image and an optional square icon, each uploaded by its crop field first. */
export const serviceFields: AreaFields<typeof servicesApi> = {
  columns: [
    { header: 'Date', date: (row) => row.createdAt },
    imageColumn('Image', (row) => row.image, (row) => row.title),
    { header: 'Title', cell: (row) => row.title },
    { header: 'Description', cell: (row) => <span className="clamp-text">{row.description}</span> },
  ],
  detail: [
    { label: 'Title', text: (service) => service.title },
    { label: 'Description', text: (service) => service.description },
    { label: 'Status', text: (service) => statusLabel(service.status === 'ACTIVE' ? Status.ACTIVE : Status.INACTIVE) },
    { label: 'Date', text: (service) => formatVenueDate(service.createdAt) },
    { label: 'Image', image: (service) => service.image, alt: (service) => `Image of ${service.title}`, className: 'detail-image' },
    { label: 'Icon', image: (service) => service.icon, alt: (service) => `Icon of ${service.title}`, className: 'detail-icon' },
  ],
  create: formSpec(serviceFormSchema, { fields, initial: () => ({ title: '', description: '', image: '', icon: null }) }),
  edit: formSpec(serviceFormSchema, {
    fields,
    initial: (service) => ({ title: service.title, description: service.description, image: service.image ?? '', icon: service.icon ?? null }),
  }),
};
