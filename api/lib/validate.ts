import type { z } from 'zod';
import { HttpError } from './http-error.ts';

/** Parses input with a shared schema; a failure is a 400 carrying the first issue's message. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw new HttpError(400, result.error.issues[0]?.message ?? 'Invalid input');
}
