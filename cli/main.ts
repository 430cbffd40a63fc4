import { CommanderError } from 'commander';
import { ExitCode } from './lib/exit-codes.ts';
import { onSigint } from './lib/interrupted.ts';
import { buildProgramFor } from './program.ts';

/** Runs the CLI on `argv` (process.argv form) and resolves to the exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  // `venue roles list | head -1` closes stdout early; that is the reader's choice, not a failure.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(ExitCode.OK);
    throw error;
  });
  // `venue … 2>&1 | head -1` closes stderr too: its messages are lost, but the command's own exit code stands (not 1).
  process.stderr.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
  process.on('SIGINT', onSigint);
  try {
    await (await buildProgramFor(argv)).parseAsync(argv);
    return typeof process.exitCode === 'number' ? process.exitCode : ExitCode.OK;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? ExitCode.OK : ExitCode.USAGE;
    throw error;
  }
}
