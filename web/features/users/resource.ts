import { usersArea } from '#domain/areas/users';
import { areaResource } from '../../lib/area/areaResource.tsx';
import { lazyApi } from '../../lib/area/lazyApi.ts';
import type { usersApi as Calls } from './api.ts';

/** Its calls, loaded with its first screen or search. */
const api = lazyApi<typeof Calls>(async () => (await import('./api.ts')).usersApi, { list: true, get: true, create: true, update: true, remove: true, restore: true });

/** Users (§2.6), module `users`; found in the palette by name or email. */
export const usersResource = areaResource({
  declaration: usersArea,
  singular: 'User',
  icon: 'users',
  api,
  nameOf: (user) => user.name,
  hitLabel: (user) => `${user.name} <${user.email}>`,
  fields: {
    columns: async () => (await import('./columns.ts')).userColumns,
    forms: async () => (await import('./forms.ts')).userForms,
  },
});
