import type { Command } from 'commander';
import { CliError } from './cli-error.ts';
import { ExitCode } from './exit-codes.ts';

/**
 * An update given none of its flags would send the record back unchanged: a usage error (2) naming
 * the flags it takes (but --json), before anything is read or sent. `given`: the parsed flags, each
 * undefined (or false, for a switch) when not given.
 */
export function requireChange(command: Command, given: Readonly<Record<string, unknown>>): void {
  if (Object.values(given).some((value) => value !== undefined && value !== false)) return;
  const flags = command.options.map((option) => option.long).filter((long): long is string => Boolean(long) && long !== '--json');
  const list = flags.length > 1 ? `${flags.slice(0, -1).join(', ')} or ${flags.at(-1)}` : (flags[0] ?? 'a flag');
  throw new CliError(ExitCode.USAGE, `Nothing to change: give ${list}`);
}
