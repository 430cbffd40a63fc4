import { rolesArea } from '#domain/areas/roles';
import { areaResource } from '../../lib/area/areaResource.tsx';
import { lazyApi } from '../../lib/area/lazyApi.ts';
import type { rolesApi as Calls } from './api.ts';

/** Its calls, loaded with its first screen or search. */
const api = lazyApi<typeof Calls>(async () => (await import('./api.ts')).rolesApi, { list: true, get: true, create: true, update: true, setStatus: true, remove: true, restore: true });

/** Roles (§2.7), Admin-only; found in the palette by name. */
export const rolesResource = areaResource({
  declaration: rolesArea,
  singular: 'Role',
  icon: 'roles',
  api,
  nameOf: (role) => role.name,
  fields: {
    columns: async () => (await import('./columns.tsx')).roleColumns,
    forms: async () => (await import('./forms.tsx')).roleForms,
  },
});
