import { ExitCode } from './exit-codes.ts';

const cleanups = new Set<() => void>();
const stopping = new AbortController();
let finishing = 0;

/** Aborted by the first Ctrl-C while a run finishes its call in flight (see finishOnInterrupt): stop starting new calls. */
export const stopSignal: AbortSignal = stopping.signal;

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
 * While registered (until the returned function is called), the first Ctrl-C does not exit: it
 * aborts stopSignal, so a run on many records lets its call in flight finish, reports, and exits 130
 * itself. A second Ctrl-C exits at once.
 */
export function finishOnInterrupt(): () => void {
  finishing += 1;
  return () => void (finishing -= 1);
}

/** SIGINT (cli/main.ts): the first one asks a run that finishes its call in flight to stop; otherwise `interrupted`. */
export function onSigint(): void {
  if (finishing > 0 && !stopping.signal.aborted) {
    if (process.stderr.isTTY) process.stderr.write('\x1b[0m\n');
    process.stderr.write('venue: interrupted: finishing the call in flight (Ctrl-C again to stop at once)\n');
    stopping.abort();
    return;
  }
  interrupted();
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
