import type { z } from 'zod';
import { sectionFormSchema } from '#domain/schemas/section';
import type { AreaForms } from '../../lib/area/AreaFields.ts';
import { formSpec } from '../../lib/form/FormSpec.ts';
import type { FormField } from '../../lib/form/FormField.ts';
import type { sectionsApi } from './api.ts';

const fields: readonly FormField<z.input<typeof sectionFormSchema>>[] = [{ kind: 'text', name: 'name', label: 'Name' }];

/** Sections' forms (§2.11): the Name form with the spec's "Add Section". */
export const sectionForms: AreaForms<typeof sectionsApi> = {
  create: formSpec(sectionFormSchema, { fields, submitLabel: 'Add Section', initial: () => ({ name: '' }) }),
  edit: formSpec(sectionFormSchema, { fields, initial: (section) => ({ name: section.name }) }),
};
