import type { z } from 'zod';
import { HttpError } from './http-error.ts';

/**
 * Parses input with a shared schema; a failure is a 400 carrying the first issue's message and,
 * in `errors`, every issue with its path (one per field and path, the first message of each).
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const seen = new Set<string>();
  const fields = result.error.issues
    .map((issue) => ({ path: issue.path.filter((key): key is string | number => typeof key !== 'symbol'), message: issue.message }))
    .filter(({ path }) => !seen.has(path.join('.')) && seen.add(path.join('.')));
  throw new HttpError(400, result.error.issues[0]?.message ?? 'Invalid input', fields);
}
