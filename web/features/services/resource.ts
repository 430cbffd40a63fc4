import { servicesArea } from '#domain/areas/services';
import { areaResource } from '../../lib/area/areaResource.tsx';
import { servicesApi } from './api.ts';

/** Services (§2.14): list, add, detail, edit, status and delete; found in the palette by title. */
export const servicesResource = areaResource({
  declaration: servicesArea,
  singular: 'Service',
  icon: 'services',
  api: servicesApi,
  nameOf: (service) => service.title,
  fields: async () => (await import('./fields.tsx')).serviceFields,
});
