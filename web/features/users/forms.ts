import type { z } from 'zod';
import { userFormSchema, userSchema } from '#domain/schemas/user';
import type { AreaForms } from '../../lib/area/AreaFields.ts';
import type { FormField } from '../../lib/form/FormField.ts';
import { venueToday } from '../../lib/venueCalendar.ts';
import { formSpec } from '../../lib/form/FormSpec.ts';
import type { usersApi } from './api.ts';

const fields: readonly FormField<z.input<typeof userFormSchema>>[] = [
  { kind: 'text', name: 'firstName', label: 'First Name' },
  { kind: 'text', name: 'lastName', label: 'Last Name' },
  { kind: 'text', name: 'email', label: 'Email', type: 'email' },
  { kind: 'row', fields: [{ kind: 'text', name: 'mobileCode', label: 'Code' }, { kind: 'text', name: 'mobileNo', label: 'Mobile No.', type: 'tel' }] },
  { kind: 'date', name: 'dob', label: 'dob', max: venueToday },
];

// The dob is judged against the venue's today, as the API judges it.
const schema = userSchema(venueToday);

/** Users' add and edit forms (§2.6, §5); a new user's country code starts as the venue's, +971. */
export const userForms: AreaForms<typeof usersApi> = {
  create: formSpec(schema, { fields, submitLabel: 'Add User', initial: () => ({ firstName: '', lastName: '', email: '', mobileCode: '+971', mobileNo: '', dob: '' }) }),
  edit: formSpec(schema, {
    fields,
    initial: ({ firstName, lastName, email, mobileCode, mobileNo, dob }) => ({ firstName, lastName, email, mobileCode, mobileNo, dob: dob ?? '' }),
  }),
};
