import { areaResource } from '../../lib/area/areaResource.tsx';
import { rolesApi } from './api.ts';

/** Roles (§2.7), Admin-only; found in the palette by name. */
export const rolesResource = areaResource({
  key: 'roles',
  label: 'Roles',
  singular: 'Role',
  noun: 'role',
  path: '/roles',
  icon: 'roles',
  access: 'roles',
  api: rolesApi,
  nameOf: (role) => role.name,
  fields: async () => (await import('./fields.tsx')).roleFields,
});
