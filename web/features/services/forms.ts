import type { z } from 'zod';
import { CROP_ASPECTS } from '#domain/media';
import { serviceFormSchema } from '#domain/schemas/service';
import type { AreaForms } from '../../lib/area/AreaFields.ts';
import { formSpec } from '../../lib/form/FormSpec.ts';
import type { FormField } from '../../lib/form/FormField.ts';
import type { servicesApi } from './api.ts';

const fields: readonly FormField<z.input<typeof serviceFormSchema>>[] = [
  { kind: 'text', name: 'title', label: 'Title' },
  { kind: 'textarea', name: 'description', label: 'Description' },
  { kind: 'image', name: 'image', label: 'Image', section: 'services', aspect: CROP_ASPECTS.service },
  { kind: 'image', name: 'icon', label: 'Icon', section: 'icons', aspect: CROP_ASPECTS.serviceIcon, removeLabel: 'Remove icon' },
];

/** Services' add and edit forms (§2.14, §5): the image and the icon are each uploaded by their crop field first. */
export const serviceForms: AreaForms<typeof servicesApi> = {
  create: formSpec(serviceFormSchema, { fields, initial: () => ({ title: '', description: '', image: '', icon: null }) }),
  edit: formSpec(serviceFormSchema, {
    fields,
    initial: (service) => ({ title: service.title, description: service.description, image: service.image ?? '', icon: service.icon ?? null }),
  }),
};
