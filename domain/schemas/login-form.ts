import * as z from 'zod/mini';

/**
 * §5 login rules, written with zod/mini so the console's login screen carries a few kilobytes of
 * zod rather than all of it; `loginSchema` (login.ts) is the same rules for the API and the CLI.
 */
export const loginShape = {
  email: z.pipe(z.string({ error: 'Email is required' }).check(z.trim(), z.minLength(1, 'Email is required')), z.email('Invalid email')),
  password: z.string({ error: 'Password is required' }).check(z.minLength(1, 'Password is required')),
};

/** The login form's schema (web): messages show once a field is touched. */
export const loginFormSchema = z.object(loginShape);
