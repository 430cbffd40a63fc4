import type { z } from 'zod';
import { subAdminEditFormSchema, subAdminFormSchema } from '#domain/schemas/sub-admin';
import type { AreaForms } from '../../lib/area/AreaFields.ts';
import type { FormField } from '../../lib/form/FormField.ts';
import { formSpec } from '../../lib/form/FormSpec.ts';
import { KEEP_PASSWORD } from '../../lib/form/keepPassword.ts';
import { subAdminsApi } from './api.ts';

// The add and edit forms differ only in the password field, and so in their schemas' values.
const common: readonly FormField<Omit<z.input<typeof subAdminFormSchema>, 'password'>>[] = [
  { kind: 'text', name: 'name', label: 'Name' },
  { kind: 'text', name: 'email', label: 'Email', type: 'email' },
  { kind: 'select', name: 'roleId', label: 'Role', placeholder: 'Select Role', options: subAdminsApi.roleChoices },
];

/** Sub-admins' add and edit forms (§2.14, §5): Role offers the active roles; on edit an empty password keeps the current one. */
export const subAdminForms: AreaForms<typeof subAdminsApi> = {
  create: formSpec(subAdminFormSchema, {
    fields: [...common, { kind: 'text', name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' }],
    submitLabel: 'Add Sub Admin',
    initial: () => ({ name: '', email: '', roleId: '', password: '' }),
  }),
  edit: formSpec(subAdminEditFormSchema, {
    fields: [...common, { kind: 'text', name: 'password', label: 'New Password', type: 'password', autoComplete: 'new-password', hint: KEEP_PASSWORD }],
    initial: (sub) => ({ name: sub.name, email: sub.email, roleId: sub.role?.id ?? '', password: '' }),
  }),
};
