import type { z } from 'zod';
import { CliError } from './cli-error.ts';
import { ExitCode } from './exit-codes.ts';

/** Parses a command's options and arguments; the first problem becomes a usage error (exit 2). */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new CliError(ExitCode.USAGE, result.error.issues[0]?.message ?? 'Invalid arguments');
}
