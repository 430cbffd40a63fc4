import type { z } from 'zod';
import { formatVenueDate } from '../../lib/venueCalendar.ts';
import { NOT_AVAILABLE } from '#domain/messages';
import { subAdminEditFormSchema, subAdminFormSchema } from '#domain/schemas/sub-admin';
import type { AreaFields } from '../../lib/area/AreaFields.ts';
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

/** Sub-admins' field spec (§2.14, §5): Role offers the active roles; on edit an empty password keeps the current one. */
export const subAdminFields: AreaFields<typeof subAdminsApi> = {
  columns: [
    { header: 'Date', date: (row) => row.createdAt },
    { header: 'Name', cell: (row) => row.name },
    { header: 'Email', cell: (row) => row.email },
    { header: 'Role', cell: (row) => row.role?.name ?? NOT_AVAILABLE },
  ],
  detail: [
    { label: 'Name', text: (sub) => sub.name },
    { label: 'Email', text: (sub) => sub.email },
    { label: 'Role', text: (sub) => sub.role?.name ?? NOT_AVAILABLE },
    { label: 'Password', text: (sub) => (sub.passwordSet ? 'Set (hidden)' : 'Not set') },
    { label: 'Blocked', text: (sub) => (sub.isBlocked ? 'Yes' : 'No') },
    { label: 'Created', text: (sub) => formatVenueDate(sub.createdAt) },
  ],
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
