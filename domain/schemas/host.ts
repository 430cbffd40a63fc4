import { z } from 'zod';
import { emailField } from './email.ts';
import { nameText } from './text.ts';

export const HOST_NAME_MAX = 100;
/** New host passwords: at least 8 characters; 128 at most so hashing stays cheap. */
export const HOST_PASSWORD = { min: 8, max: 128 } as const;

const name = (label: string) => nameText(label, HOST_NAME_MAX);

const password = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(HOST_PASSWORD.min, `Password must be at least ${HOST_PASSWORD.min} characters`)
  .max(HOST_PASSWORD.max, `Password must not exceed ${HOST_PASSWORD.max} characters`);

/** §5 host: First Name, Last Name, valid Email and Password are required. */
export const hostFormSchema = z.object({ firstName: name('First Name'), lastName: name('Last Name'), email: emailField, password });
export type HostForm = z.infer<typeof hostFormSchema>;

/** Editing a host: the password is optional (an empty one keeps the current password). */
export const hostEditSchema = hostFormSchema.extend({
  password: z.union([z.literal('').transform(() => undefined), password]).optional(),
});
export type HostEdit = z.infer<typeof hostEditSchema>;
