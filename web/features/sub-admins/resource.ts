import { subAdminsArea } from '#domain/areas/sub-admins';
import { areaResource } from '../../lib/area/areaResource.tsx';
import { subAdminsApi } from './api.ts';

/** Sub Admins (§2.14), Admin-only; found in the palette by name or email, blocked or unblocked there. */
export const subAdminsResource = areaResource({
  declaration: subAdminsArea,
  singular: 'Sub Admin',
  icon: 'subAdmins',
  api: subAdminsApi,
  nameOf: (sub) => sub.name,
  hitLabel: (sub) => `${sub.name} <${sub.email}>`,
  fields: async () => (await import('./fields.ts')).subAdminFields,
});
