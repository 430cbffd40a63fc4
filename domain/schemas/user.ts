import { z } from 'zod';
import { isCalendarDay, venueDay } from '../format.ts';
import { emailField } from './email.ts';
import { nameText, textOf } from './text.ts';

export const USER_NAME_MAX = 100;

const required = (field: string) => nameText(field, USER_NAME_MAX);

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const isDay = (value: string) => {
  const match = DAY.exec(value);
  return !!match && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
};

/** §5 user edit: the spec's own field names in its messages; dob a real day, not after today at the venue. */
export const userFormSchema = z.object({
  firstName: required('firstName'),
  lastName: required('lastName'),
  email: emailField,
  mobileCode: textOf('mobileCode')
    .trim()
    .min(1, 'mobileCode is required')
    .regex(/^\+?\d{1,4}$/, 'mobileCode must be a country code such as +971'),
  mobileNo: textOf('mobileNo')
    .trim()
    .min(1, 'mobileNo is required')
    .regex(/^\d{4,15}$/, 'mobileNo must be 4 to 15 digits'),
  dob: textOf('dob')
    .trim()
    .min(1, 'dob is required')
    .refine(isDay, 'dob must be a date (YYYY-MM-DD)')
    .refine((day) => day <= venueDay(), 'dob cannot be in the future'),
});
export type UserForm = z.infer<typeof userFormSchema>;
