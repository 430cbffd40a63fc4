/** Stable exit codes of the `venue` CLI (docs/contracts.md). */
export const ExitCode = {
  OK: 0,
  UNEXPECTED: 1,
  USAGE: 2,
  UNAUTHENTICATED: 3,
  FORBIDDEN: 4,
  NOT_FOUND: 5,
  INVALID: 6,
  UNREACHABLE: 7,
  PARTIAL: 8,
  INTERRUPTED: 130,
} as const;
export type ExitCodeValue = (typeof ExitCode)[keyof typeof ExitCode];

/** The exit-code table shown in `venue --help`. */
export const EXIT_CODES_HELP = `Exit codes:
  0  success
  1  unexpected failure
  2  usage error (bad flags or arguments)
  3  not signed in, or the token was refused
  4  forbidden: the account lacks the permission (or the gateway refuses the document)
  5  not found
  6  invalid input or conflict
  7  gateway unreachable or failing (HTTP 5xx), or the API behind it down, or a smoke check failed
  8  a bulk change failed for some records (failed, rolled back or not attempted)
  130  interrupted (Ctrl-C)`;

/** What to do when there is no usable session. */
export const RELOGIN_HINT = 'Run `venue login` to sign in.';
