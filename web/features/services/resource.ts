import { servicesArea } from '#domain/areas/services';
import { areaResource } from '../../lib/area/areaResource.tsx';
import { lazyApi } from '../../lib/area/lazyApi.ts';
import type { servicesApi as Calls } from './api.ts';

/** Its calls, loaded with its first screen or search. */
const api = lazyApi<typeof Calls>(async () => (await import('./api.ts')).servicesApi, { list: true, get: true, create: true, update: true, setStatus: true, remove: true, restore: true });

/** Services (§2.14): list, add, detail, edit, status and delete; found in the palette by title. */
export const servicesResource = areaResource({
  declaration: servicesArea,
  singular: 'Service',
  icon: 'services',
  api,
  nameOf: (service) => service.title,
  fields: {
    columns: async () => (await import('./columns.tsx')).serviceColumns,
    forms: async () => (await import('./forms.ts')).serviceForms,
  },
});
