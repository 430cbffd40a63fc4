import { sectionsArea } from '#domain/areas/sections';
import { areaResource } from '../../lib/area/areaResource.tsx';
import { lazyApi } from '../../lib/area/lazyApi.ts';
import type { sectionsApi as Calls } from './api.ts';

/** Its calls, loaded with its first screen or search. */
const api = lazyApi<typeof Calls>(async () => (await import('./api.ts')).sectionsApi, { list: true, get: true, create: true, update: true, setStatus: true, remove: true, restore: true });

/** Sections (§2.11): list (with search and the Deleted view), add and edit (no view screen); found in the palette by name. */
export const sectionsResource = areaResource({
  declaration: sectionsArea,
  singular: 'Section',
  icon: 'services',
  api,
  nameOf: (section) => section.name,
  fields: {
    columns: async () => (await import('./columns.ts')).sectionColumns,
    forms: async () => (await import('./forms.ts')).sectionForms,
  },
  screens: { view: false },
});
