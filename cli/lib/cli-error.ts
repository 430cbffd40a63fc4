import type { ExitCodeValue } from './exit-codes.ts';

/** A failure whose message is meant for the user and whose exit code is already decided. */
export class CliError extends Error {
  constructor(
    readonly exitCode: ExitCodeValue,
    message: string,
  ) {
    super(message);
    this.name = 'CliError';
  }
}
