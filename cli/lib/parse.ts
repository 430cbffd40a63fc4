import type { z } from 'zod';
import { CliError } from './cli-error.ts';
import { ExitCode } from './exit-codes.ts';

const valueAt = (input: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), input);

/**
 * Parses a command's options and arguments. The first problem decides the exit code: something
 * missing is a usage error (2); a value given but refused is invalid input (6), as the server's
 * own validation would be.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const missing = issue !== undefined && valueAt(input, issue.path) === undefined;
  throw new CliError(missing ? ExitCode.USAGE : ExitCode.INVALID, issue?.message ?? 'Invalid arguments');
}
