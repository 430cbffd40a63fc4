import { z } from 'zod';
import { loginShape } from './login-form.ts';

/** §5 login: messages show once a field is touched (the rules live in login-form.ts). */
export const loginSchema = z.object(loginShape);
export type LoginInput = z.infer<typeof loginSchema>;
