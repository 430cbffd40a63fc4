import { text } from 'node:stream/consumers';
import { CliError } from './cli-error.ts';
import { ExitCode } from './exit-codes.ts';
import { askHidden, canPrompt } from './prompt.ts';

/** `--password-stdin`: the first line of stdin (so `printf '%s\n'` and `<<<` both work); a usage error when there is none. */
export async function passwordFromStdin(): Promise<string> {
  const line = (await text(process.stdin)).split(/\r?\n/)[0] ?? '';
  if (!line) throw new CliError(ExitCode.USAGE, '--password-stdin: nothing on stdin');
  return line;
}

/** Where a command may take a password from, besides `--password-stdin`. */
export interface PasswordSources {
  /** `--password-stdin` was given. */
  stdin: boolean;
  /** `--password <password>`, where the command has it (it shows in `ps`). */
  flag?: string;
  /** An environment variable's value, e.g. $VENUE_PASSWORD. */
  env?: string;
  /** The question asked, hidden, on a terminal. */
  prompt: string;
  /** The ways to give it, named when none was used off a terminal: "--password-stdin or --password". */
  ways: string;
}

/**
 * A password from `--password-stdin`, else the flag, else the environment, else asked for without
 * echo on a terminal; off a terminal with none of them, a usage error naming the ways to give it.
 */
export async function passwordOf({ stdin, flag, env, prompt, ways }: PasswordSources): Promise<string> {
  if (stdin && flag !== undefined) throw new CliError(ExitCode.USAGE, '--password and --password-stdin cannot be used together');
  if (stdin) return passwordFromStdin();
  const given = flag ?? (env || undefined);
  if (given !== undefined) return given;
  if (!canPrompt()) throw new CliError(ExitCode.USAGE, `Missing ${ways} (no terminal to ask on).`);
  return askHidden(prompt);
}
