import { CliError } from './cli-error.ts';
import { ExitCode } from './exit-codes.ts';
import { clientErrorResponse, firstGraphQLError } from './graphql-error.ts';
import { stopSignal } from './interrupted.ts';
import { say } from './output.ts';

/**
 * How a failed call stands: `unsent` never reached the server (connection refused), `refused` reached
 * it and was turned away unread (429, a 503 of the gateway's own), `unknown` may have been acted on
 * (the connection broke after the request went out, or the API behind the gateway failed mid-call).
 */
export type FailureKind = 'unsent' | 'refused' | 'unknown';

/** A gateway that could not be reached or failed for now (exit 7), and how the request stands; `waitMs` is its Retry-After. */
export class TransientError extends CliError {
  constructor(
    message: string,
    readonly kind: FailureKind,
    readonly waitMs?: number,
  ) {
    super(ExitCode.UNREACHABLE, message);
  }
}

/** A reply status that is the gateway (or a proxy in front of it) turning the call away for now: unread (429, 503), or perhaps after passing it on (502, 504). */
export const TRANSIENT_STATUS: Readonly<Record<number, FailureKind>> = { 429: 'refused', 503: 'refused', 502: 'unknown', 504: 'unknown' };

/** Retries after a transient failure (VENUE_RETRIES, 0 to 10, default 3 when unset or empty; 0 turns them off); any other value is a usage error. */
export const retriesAllowed = (): number => {
  const raw = process.env['VENUE_RETRIES'] ?? '';
  if (raw.trim() === '') return 3;
  const given = /^\s*\d{1,2}\s*$/.test(raw) ? Number(raw) : NaN;
  if (!(given <= 10)) throw new CliError(ExitCode.USAGE, `VENUE_RETRIES must be a whole number from 0 to 10 (0 turns retries off), not "${raw}"`);
  return given;
};

/** The longest Retry-After waited for: a server that asks for more is reported at once, not waited on. */
export const MAX_WAIT_MS = 60_000;
const backoffMs = (retry: number) => 500 * 2 ** (retry - 1) * (0.8 + Math.random() * 0.4);

/** A Retry-After in seconds (RFC 9110 delay-seconds), as milliseconds. */
export const retryAfterMs = (value: unknown): number | undefined => {
  const given = Number(value);
  return value !== undefined && value !== null && value !== '' && Number.isFinite(given) && given >= 0 ? given * 1000 : undefined;
};

/** A failed call as transient (see FailureKind), whether the client or the gateway saw it; undefined for a real refusal. */
function transientOf(error: unknown): { kind: FailureKind; waitMs?: number } | undefined {
  if (error instanceof TransientError) return { kind: error.kind, waitMs: error.waitMs };
  const response = clientErrorResponse(error) as { status: number; retryAfter?: string } | undefined;
  const code = firstGraphQLError(error)?.code;
  const waitMs = retryAfterMs(firstGraphQLError(error)?.extensions['retryAfter'] ?? response?.retryAfter);
  // Throttled: nothing was done. The API unavailable: the gateway may have reached it before it failed.
  if (code === 'RATE_LIMITED' || response?.status === 429 || response?.status === 503) return { kind: 'refused', waitMs };
  if (code === 'SERVICE_UNAVAILABLE' || response?.status === 502 || response?.status === 504) return { kind: 'unknown', waitMs };
  return undefined;
}

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      stopSignal.removeEventListener('abort', done);
      resolve();
    }
    stopSignal.addEventListener('abort', done, { once: true });
  });

const MAY_HAVE_APPLIED = 'It may have been applied before the connection failed: check before running it again.';

/**
 * Runs `call`, again after a transient failure, at most `retriesAllowed()` more times, waiting as the
 * server's Retry-After says or else 0.5 s, 1 s, 2 s…. A call that is not `idempotent` is tried again
 * only when the server cannot have acted on it (unsent or refused); otherwise the failure says it may
 * have been applied. Ctrl-C (the run stopping) ends the waiting. A `read` changes nothing, so its
 * refusal after a lost reply is not said to have maybe been applied.
 */
export async function withRetries<T>(call: () => Promise<T>, idempotent: boolean, retries = retriesAllowed(), read = false): Promise<T> {
  let lost = false;
  for (let retry = 1; ; retry += 1) {
    try {
      return await call();
    } catch (error) {
      const transient = transientOf(error);
      // A read changes nothing, so an earlier try that lost its reply explains nothing of a refusal.
      if (!transient) throw lost && !read ? withNote(error, 'An earlier try of this call lost its reply and may have been applied.') : error;
      if (transient.kind === 'unknown' && !idempotent) throw withNote(error, MAY_HAVE_APPLIED);
      lost ||= transient.kind === 'unknown';
      const waitMs = transient.waitMs ?? backoffMs(retry);
      if (waitMs > MAX_WAIT_MS) throw withNote(error, `(it asks to wait ${Math.round(waitMs / 1000)} s: try again later)`);
      if (retry > retries || stopSignal.aborted) throw retry > 1 ? withNote(error, `(tried ${retry} times)`) : error;
      say(`venue: ${noted(messageOf(error), `Trying again in ${(waitMs / 1000).toFixed(1)} s (retry ${retry} of ${retries}).`)}`);
      await sleep(waitMs);
      if (stopSignal.aborted) throw error;
    }
  }
}

const messageOf = (error: unknown) => firstGraphQLError(error)?.message ?? (error instanceof Error ? error.message : String(error));

/** `note` after `message`: a sentence after a full stop, an aside in brackets as it is. */
const noted = (message: string, note: string) => `${message}${/^[A-Z]/.test(note) && !/[.!?]$/.test(message) ? '.' : ''} ${note}`;

/** The failure with `note` after its message, keeping its exit code (a GraphQL refusal's included). */
function withNote(error: unknown, note: string): unknown {
  if (error instanceof CliError) return new CliError(error.exitCode, noted(error.message, note));
  const first = (error as { response?: { errors?: { message: string }[] } }).response?.errors?.[0];
  if (first) first.message = noted(first.message, note);
  return error;
}
