import { ClientError } from 'graphql-request';
import { SOMETHING_WENT_WRONG } from '#domain/messages';
import { CliError } from './cli-error.ts';
import { ExitCode, RELOGIN_HINT, type ExitCodeValue } from './exit-codes.ts';
import { firstGraphQLError } from './graphql-error.ts';

const BY_GRAPHQL_CODE: Record<string, ExitCodeValue> = {
  UNAUTHENTICATED: ExitCode.UNAUTHENTICATED,
  FORBIDDEN: ExitCode.FORBIDDEN,
  NOT_FOUND: ExitCode.NOT_FOUND,
  BAD_USER_INPUT: ExitCode.INVALID,
  CONFLICT: ExitCode.INVALID,
  GRAPHQL_PARSE_FAILED: ExitCode.INVALID,
  GRAPHQL_VALIDATION_FAILED: ExitCode.INVALID,
};

/** The one place that turns any failure into the message for stderr and the exit code. */
export function toExit(error: unknown): { code: ExitCodeValue; message: string } {
  if (error instanceof CliError) return { code: error.exitCode, message: error.message };
  const graphqlError = firstGraphQLError(error);
  if (graphqlError) {
    const code = BY_GRAPHQL_CODE[graphqlError.code] ?? ExitCode.UNEXPECTED;
    const message = graphqlError.message || SOMETHING_WENT_WRONG;
    // A refused token means the saved login is stale, and signing in again is the fix.
    return { code, message: code === ExitCode.UNAUTHENTICATED ? `${message}\n${RELOGIN_HINT}` : message };
  }
  if (error instanceof ClientError) {
    return { code: ExitCode.UNREACHABLE, message: `The gateway answered HTTP ${error.response.status} without a GraphQL reply` };
  }
  return { code: ExitCode.UNEXPECTED, message: error instanceof Error && error.message ? error.message : SOMETHING_WENT_WRONG };
}
