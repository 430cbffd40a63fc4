import { ExitCode } from './exit-codes.ts';

/**
 * Ctrl-C: ends the line a progress bar may be drawing, says so and exits 130 as shells expect.
 * Called on SIGINT (cli/main.ts), and at once for a Ctrl-C typed at a prompt, where the terminal
 * is in raw mode and no signal is sent (and what was typed after it must not be read as an answer).
 */
export function interrupted(): never {
  if (process.stderr.isTTY) process.stderr.write('\x1b[0m\n');
  process.stderr.write('venue: interrupted\n');
  process.exit(ExitCode.INTERRUPTED);
}
