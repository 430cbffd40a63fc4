import { z } from 'zod';

export const EMAIL_MAX = 254;

/** An email field of a form (§5): required, valid, trimmed, at most 254 characters. */
export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX, `Email must not exceed ${EMAIL_MAX} characters`)
  .pipe(z.email('Invalid email'));
