import { rolesArea } from '#domain/areas/roles';
import { areaResource } from '../../lib/area/areaResource.tsx';
import { rolesApi } from './api.ts';

/** Roles (§2.7), Admin-only; found in the palette by name. */
export const rolesResource = areaResource({
  declaration: rolesArea,
  singular: 'Role',
  icon: 'roles',
  // @ts-expect-error roles declare restore, and GraphQL gains restoreRole with DECL-GQL: until then the web cannot offer it.
  api: rolesApi,
  nameOf: (role) => role.name,
  fields: async () => (await import('./fields.tsx')).roleFields,
});
