import { usersArea } from '#domain/areas/users';
import { areaResource } from '../../lib/area/areaResource.tsx';
import { usersApi } from './api.ts';

/** Users (§2.6), module `users`; found in the palette by name or email. */
export const usersResource = areaResource({
  declaration: usersArea,
  singular: 'User',
  icon: 'users',
  api: usersApi,
  nameOf: (user) => user.name,
  hitLabel: (user) => `${user.name} <${user.email}>`,
  fields: async () => (await import('./fields.ts')).userFields,
});
