import { intellectualPropertiesArea } from '#domain/areas/intellectual-properties';
import { areaResource } from '../../lib/area/areaResource.tsx';
import { lazyApi } from '../../lib/area/lazyApi.ts';
import type { intellectualPropertiesApi as Calls } from './api.ts';

/** Its calls, loaded with its first screen or search. */
const api = lazyApi<typeof Calls>(async () => (await import('./api.ts')).intellectualPropertiesApi, { list: true, get: true, create: true, update: true });

/** IP's (§2.14): list, add, detail and edit of the event brands; found in the palette by name, "New IP". */
export const intellectualPropertiesResource = areaResource({
  declaration: intellectualPropertiesArea,
  singular: 'IP',
  noun: 'IP',
  icon: 'brand',
  api,
  nameOf: (ip) => ip.name,
  fields: {
    columns: async () => (await import('./columns.ts')).ipColumns,
    forms: async () => (await import('./forms.ts')).ipForms,
  },
});
