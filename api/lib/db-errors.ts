/** The SQLSTATE of a database error, from either driver (Drizzle wraps it as `cause`). */
function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** The constraint a database error names (a unique index's name), from either driver. */
export function constraintOf(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
  }
  return undefined;
}

/**
 * A transaction PostgreSQL ended to break a deadlock (40P01) or because it could not be serialized
 * with another (40001): none of it was written, and running it again is safe.
 */
export const isTransactionConflict = (error: unknown): boolean => ['40P01', '40001'].includes(sqlState(error) ?? '');

/** PostgreSQL's unique_violation, raised by both drivers. */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505';

/**
 * A data exception (SQLSTATE class 22: a value out of range, text the encoding refuses, a malformed
 * uuid or date): the database refused a value the request carried, so the request is at fault.
 */
export const isDataException = (error: unknown): boolean => sqlState(error)?.startsWith('22') ?? false;

/** Node's socket errors of a connection that cannot be made or was lost. */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'EHOSTDOWN', 'ENETUNREACH', 'ENETDOWN']);

/**
 * SQLSTATEs of a server that cannot serve now: class 08 (connection exception), an administrator's
 * or a crash's shutdown, a server still starting (57P01, 57P02, 57P03), too many connections (53300).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;

/** pg's and pg-pool's messages for a connection that ended, timed out or is gone, and PGlite's once it is closed. */
const UNAVAILABLE_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end on the pool|PGlite is clos(ed|ing))/;

/** Set on an error that ended an attempt to connect (`markConnectFailure`). */
const CONNECT_FAILURE = Symbol('connect failure');

/**
 * Marks an error that ended an attempt to open a connection. Whatever the server answered then (a
 * database not accepting connections, dropped or renamed, a login it no longer takes), no query ran:
 * the database cannot serve now, and no request is at fault.
 */
export function markConnectFailure<E>(error: E): E {
  if (error instanceof Object) Object.defineProperty(error, CONNECT_FAILURE, { value: true });
  return error;
}

/**
 * True when a query failed because the database cannot be reached (refused, reset, timed out, shut
 * down): the service is unavailable, which a client can retry, not a fault of the request or the code.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length) {
    const e = pending.pop();
    if (!(e instanceof Object) || seen.has(e)) continue;
    seen.add(e);
    if (CONNECT_FAILURE in e) return true;
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    pending.push(cause);
    // A refused connection to every address of a host name (IPv4 and IPv6) is an AggregateError.
    if (e instanceof AggregateError) pending.push(...(e.errors as unknown[]));
  }
  return false;
}
