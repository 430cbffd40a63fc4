import { z } from 'zod';

/** §5 login: messages show once a field is touched. */
export const loginSchema = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').pipe(z.email('Invalid email')),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type LoginInput = z.infer<typeof loginSchema>;
