import { SOMETHING_WENT_WRONG } from '#domain/messages';
import { CliError } from './cli-error.ts';
import { ExitCode, RELOGIN_HINT, type ExitCodeValue } from './exit-codes.ts';
import { clientErrorResponse, firstGraphQLError } from './graphql-error.ts';

const BY_GRAPHQL_CODE: Record<string, ExitCodeValue> = {
  UNAUTHENTICATED: ExitCode.UNAUTHENTICATED,
  FORBIDDEN: ExitCode.FORBIDDEN,
  // A production gateway refuses documents outside its trusted manifest: a refusal, as a permission is.
  PERSISTED_QUERY_ONLY: ExitCode.FORBIDDEN,
  NOT_FOUND: ExitCode.NOT_FOUND,
  BAD_USER_INPUT: ExitCode.INVALID,
  CONFLICT: ExitCode.INVALID,
  GRAPHQL_PARSE_FAILED: ExitCode.INVALID,
  GRAPHQL_VALIDATION_FAILED: ExitCode.INVALID,
  // Throttled (sign-in attempts, public calls): the gateway is there but will not serve now; try later.
  RATE_LIMITED: ExitCode.UNREACHABLE,
  // The gateway answered but its API is down: as unreachable, to try again later.
  SERVICE_UNAVAILABLE: ExitCode.UNREACHABLE,
};

/** The one place that turns any failure into the message for stderr and the exit code. */
export function toExit(error: unknown): { code: ExitCodeValue; message: string } {
  if (error instanceof CliError) return { code: error.exitCode, message: error.message };
  const graphqlError = firstGraphQLError(error);
  const response = clientErrorResponse(error);
  if (graphqlError) {
    // A gateway failing (HTTP 5xx) is exit 7 whatever its reply holds, as for `export` and `smoke`: try again later.
    const failing = (response?.status ?? 0) >= 500;
    const code = BY_GRAPHQL_CODE[graphqlError.code] ?? (failing ? ExitCode.UNREACHABLE : ExitCode.UNEXPECTED);
    const said = graphqlError.message || SOMETHING_WENT_WRONG;
    const message = failing && !BY_GRAPHQL_CODE[graphqlError.code] ? `The gateway answered HTTP ${response!.status}: ${said}` : said;
    // A refused token means the saved login is stale, and signing in again is the fix.
    return { code, message: code === ExitCode.UNAUTHENTICATED ? `${message}\n${RELOGIN_HINT}` : message };
  }
  if (response?.status === 413) return { code: ExitCode.INVALID, message: 'The request is larger than the gateway accepts (HTTP 413): send fewer records at once' };
  if (response?.status === 429) return { code: ExitCode.UNREACHABLE, message: 'The gateway is throttling requests (HTTP 429): try again later' };
  if (response) return { code: ExitCode.UNREACHABLE, message: `The gateway answered HTTP ${response.status} without a GraphQL reply` };
  const system = error as NodeJS.ErrnoException;
  if (system?.code === 'ENOENT' || system?.code === 'EISDIR' || system?.code === 'EACCES') {
    const what = system.code === 'ENOENT' ? 'No such file' : system.code === 'EISDIR' ? 'A folder, not a file' : 'Not allowed to read';
    return { code: ExitCode.USAGE, message: `${what}: ${system.path ?? 'the file given'}` };
  }
  return { code: ExitCode.UNEXPECTED, message: error instanceof Error && error.message ? error.message : SOMETHING_WENT_WRONG };
}
