import { intellectualPropertiesArea } from '#domain/areas/intellectual-properties';
import { areaResource } from '../../lib/area/areaResource.tsx';
import { intellectualPropertiesApi } from './api.ts';

/** IP's (§2.14): list, add, detail and edit of the event brands; found in the palette by name, "New IP". */
export const intellectualPropertiesResource = areaResource({
  declaration: intellectualPropertiesArea,
  singular: 'IP',
  noun: 'IP',
  icon: 'brand',
  api: intellectualPropertiesApi,
  nameOf: (ip) => ip.name,
  fields: async () => (await import('./fields.tsx')).ipFields,
});
