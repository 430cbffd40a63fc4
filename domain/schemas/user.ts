import { z } from 'zod';
import { isDayString } from '../floor/calendar-day.ts';
import { emailField } from './email.ts';
import { nameText, textOf } from './text.ts';

export const USER_NAME_MAX = 100;
export const MOBILE_CODE_MESSAGE = 'mobileCode must be a country code such as +971';

const required = (field: string) => nameText(field, USER_NAME_MAX);
const dob = textOf('dob').trim().min(1, 'dob is required').refine(isDayString, 'dob must be a date (YYYY-MM-DD)');

/** A date of birth not after the venue's today (`today` gives "YYYY-MM-DD" when the form is checked). */
export const bornBy = (today: () => string) => dob.refine((day) => !isDayString(day) || day <= today(), 'dob cannot be in the future');

/**
 * §5 user edit: the spec's own field names in its messages; mobileCode a plus and a country code
 * (1 to 4 digits, not starting with 0); dob a real day (not after the venue's today: `userSchema`).
 */
export const userFormSchema = z.object({
  firstName: required('firstName'),
  lastName: required('lastName'),
  email: emailField,
  mobileCode: textOf('mobileCode').trim().min(1, 'mobileCode is required').regex(/^\+[1-9]\d{0,3}$/, MOBILE_CODE_MESSAGE),
  mobileNo: textOf('mobileNo').trim().min(1, 'mobileNo is required').regex(/^\d{4,15}$/, 'mobileNo must be 4 to 15 digits'),
  dob,
});
export type UserForm = z.infer<typeof userFormSchema>;

/** The user form with "dob cannot be in the future", judged against the venue's today (DESIGN §3). */
export const userSchema = (today: () => string) => userFormSchema.extend({ dob: bornBy(today) });
