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

/** PostgreSQL's unique_violation, raised by both drivers. */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505';

/**
 * A data exception (SQLSTATE class 22: a value out of range, text the encoding refuses, a malformed
 * uuid or date): the database refused a value the request carried, so the request is at fault.
 */
export const isDataException = (error: unknown): boolean => sqlState(error)?.startsWith('22') ?? false;
