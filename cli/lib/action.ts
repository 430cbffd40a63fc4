import { toExit } from './to-exit.ts';

/**
 * Adapts a handler that returns an exit code to a commander action: failures become a message on
 * stderr and their exit code, never a stack trace.
 */
export function action<A extends unknown[]>(handler: (...args: A) => Promise<number>): (...args: A) => Promise<void> {
  return async (...args: A) => {
    try {
      process.exitCode = await handler(...args);
    } catch (error) {
      const { code, message } = toExit(error);
      process.stderr.write(`venue: ${message}\n`);
      process.exitCode = code;
    }
  };
}
