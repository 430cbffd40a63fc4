import { hostsArea } from '#domain/areas/hosts';
import { areaResource } from '../../lib/area/areaResource.tsx';
import { lazyApi } from '../../lib/area/lazyApi.ts';
import type { hostsApi as Calls } from './api.ts';

/** Its calls, loaded with its first screen or search. */
const api = lazyApi<typeof Calls>(async () => (await import('./api.ts')).hostsApi, { list: true, get: true, create: true, update: true, setBlocked: true, remove: true, restore: true });

/** Hosts (§2.14), module `hosts`; found in the palette by name or email, blocked or unblocked there. */
export const hostsResource = areaResource({
  declaration: hostsArea,
  singular: 'Host',
  icon: 'hosts',
  api,
  nameOf: (host) => host.name,
  hitLabel: (host) => `${host.name} <${host.email}>`,
  fields: {
    columns: async () => (await import('./columns.ts')).hostColumns,
    forms: async () => (await import('./forms.ts')).hostForms,
  },
});
