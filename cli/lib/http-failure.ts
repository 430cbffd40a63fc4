import { CliError } from './cli-error.ts';
import { ExitCode, RELOGIN_HINT, type ExitCodeValue } from './exit-codes.ts';

const BY_STATUS: Record<number, ExitCodeValue> = { 400: ExitCode.INVALID, 401: ExitCode.UNAUTHENTICATED, 403: ExitCode.FORBIDDEN, 404: ExitCode.NOT_FOUND, 413: ExitCode.INVALID };

/**
 * A gateway's refusal of a plain HTTP call (an export, an upload) as the CLI reports it: the reply's
 * own message when it sent JSON, and the exit code of its status. Anything else (429, a 5xx) is the
 * gateway or its API failing, exit 7, as for every GraphQL call.
 */
export function httpFailure(status: number, body: string): CliError {
  let message: string | undefined;
  try {
    message = (JSON.parse(body) as { message?: unknown }).message as string | undefined;
  } catch {
    message = undefined;
  }
  const code = BY_STATUS[status] ?? ExitCode.UNREACHABLE;
  const text = typeof message === 'string' && message ? message : `The gateway answered HTTP ${status}`;
  return new CliError(code, code === ExitCode.UNAUTHENTICATED ? `${text}\n${RELOGIN_HINT}` : text);
}
