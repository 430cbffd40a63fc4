import type { z } from 'zod';
import { HOST_PASSWORD, hostEditSchema, hostFormSchema } from '#domain/schemas/host';
import type { AreaForms } from '../../lib/area/AreaFields.ts';
import type { FormField } from '../../lib/form/FormField.ts';
import { formSpec } from '../../lib/form/FormSpec.ts';
import { KEEP_PASSWORD } from '../../lib/form/keepPassword.ts';
import type { hostsApi } from './api.ts';

// The add and edit forms differ only in the password field, and so in their schemas' values.
const common: readonly FormField<Omit<z.input<typeof hostFormSchema>, 'password'>>[] = [
  { kind: 'text', name: 'firstName', label: 'First Name' },
  { kind: 'text', name: 'lastName', label: 'Last Name' },
  { kind: 'text', name: 'email', label: 'Email', type: 'email' },
];

/** Hosts' add and edit forms (§2.14, §5); on edit an empty password keeps the current one. */
export const hostForms: AreaForms<typeof hostsApi> = {
  create: formSpec(hostFormSchema, {
    fields: [...common, { kind: 'text', name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password', hint: `At least ${HOST_PASSWORD.min} characters.` }],
    submitLabel: 'Add Host',
    initial: () => ({ firstName: '', lastName: '', email: '', password: '' }),
  }),
  edit: formSpec(hostEditSchema, {
    fields: [...common, { kind: 'text', name: 'password', label: 'New Password', type: 'password', autoComplete: 'new-password', hint: KEEP_PASSWORD }],
    initial: ({ firstName, lastName, email }) => ({ firstName, lastName, email, password: '' }),
  }),
};
