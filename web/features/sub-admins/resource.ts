import { subAdminsArea } from '#domain/areas/sub-admins';
import { areaResource } from '../../lib/area/areaResource.tsx';
import { lazyApi } from '../../lib/area/lazyApi.ts';
import type { subAdminsApi as Calls } from './api.ts';

/** Its calls, loaded with its first screen or search. */
const api = lazyApi<typeof Calls>(async () => (await import('./api.ts')).subAdminsApi, { list: true, get: true, create: true, update: true, setBlocked: true, remove: true, restore: true, roleChoices: true });

/** Sub Admins (§2.14), Admin-only; found in the palette by name or email, blocked or unblocked there. */
export const subAdminsResource = areaResource({
  declaration: subAdminsArea,
  singular: 'Sub Admin',
  icon: 'subAdmins',
  api,
  nameOf: (sub) => sub.name,
  hitLabel: (sub) => `${sub.name} <${sub.email}>`,
  fields: {
    columns: async () => (await import('./columns.ts')).subAdminColumns,
    forms: async () => (await import('./forms.ts')).subAdminForms,
  },
});
