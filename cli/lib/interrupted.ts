import { ExitCode } from './exit-codes.ts';

const cleanups = new Set<() => void>();

/**
 * Runs `cleanup` if the call is interrupted while it is registered (until the returned function is
 * called): to remove a partial file, or to say what a run on many records did so far. It runs
 * synchronously, just before the exit.
 */
export function onInterrupt(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => void cleanups.delete(cleanup);
}

/**
 * Ctrl-C: ends the line a progress bar may be drawing, says so, runs the registered cleanups and
 * exits 130 as shells expect. Called on SIGINT (cli/main.ts), and at once for a Ctrl-C typed at a
 * prompt, where the terminal is in raw mode and no signal is sent (and what was typed after it must
 * not be read as an answer).
 */
export function interrupted(): never {
  if (process.stderr.isTTY) process.stderr.write('\x1b[0m\n');
  process.stderr.write('venue: interrupted\n');
  for (const cleanup of cleanups) {
    try {
      cleanup();
    } catch {
      // Exiting anyway: one failed cleanup must not keep the others from running.
    }
  }
  process.exit(ExitCode.INTERRUPTED);
}
