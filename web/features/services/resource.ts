import { areaResource } from '../../lib/area/areaResource.tsx';
import { servicesApi } from './api.ts';

/** Services (§2.14): list, add, detail, edit, status and delete; found in the palette by title. */
export const servicesResource = areaResource({
  key: 'services',
  label: 'Services',
  singular: 'Service',
  noun: 'service',
  path: '/services',
  icon: 'services',
  access: 'services',
  api: servicesApi,
  nameOf: (service) => service.title,
  fields: async () => (await import('./fields.tsx')).serviceFields,
});
