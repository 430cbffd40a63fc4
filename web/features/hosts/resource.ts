import { hostsArea } from '#domain/areas/hosts';
import { areaResource } from '../../lib/area/areaResource.tsx';
import { hostsApi } from './api.ts';

/** Hosts (§2.14), module `hosts`; found in the palette by name or email, blocked or unblocked there. */
export const hostsResource = areaResource({
  declaration: hostsArea,
  singular: 'Host',
  icon: 'hosts',
  api: hostsApi,
  nameOf: (host) => host.name,
  hitLabel: (host) => `${host.name} <${host.email}>`,
  fields: async () => (await import('./fields.ts')).hostFields,
});
