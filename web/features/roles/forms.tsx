import type { z } from 'zod';
import { emptyPermissions, type Permission } from '#domain/permissions';
import { roleFormSchema } from '#domain/schemas/role';
import type { AreaForms } from '../../lib/area/AreaFields.ts';
import type { FormField } from '../../lib/form/FormField.ts';
import { formSpec } from '../../lib/form/FormSpec.ts';
import type { rolesApi } from './api.ts';
import { PermissionGrid } from './components/PermissionGrid.tsx';

const fields: readonly FormField<z.input<typeof roleFormSchema>>[] = [
  { kind: 'text', name: 'name', label: 'Role Name' },
  {
    kind: 'custom',
    name: 'permissions',
    render: ({ value, onChange, error }) => (
      // The grid always holds every module's flags (rolesApi.get completes them), so the schema's defaults never apply here.
      <PermissionGrid value={value as Permission[]} onChange={onChange} error={error} />
    ),
  },
];

/** Roles' add and edit forms (§2.7): the name, and the permission grid the spec makes special. */
export const roleForms: AreaForms<typeof rolesApi> = {
  create: formSpec(roleFormSchema, { fields, initial: () => ({ name: '', permissions: emptyPermissions() }) }),
  edit: formSpec(roleFormSchema, { fields, initial: (role) => ({ name: role.name, permissions: role.permissions }) }),
};
