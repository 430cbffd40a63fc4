import { z } from 'zod';
import { textOf } from './text.ts';

export const EMAIL_MAX = 254;

/** An email field of a form (§5): required, valid, trimmed, at most 254 characters. */
export const emailField = textOf('Email')
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX, `Email must not exceed ${EMAIL_MAX} characters`)
  .pipe(z.email('Invalid email'));
