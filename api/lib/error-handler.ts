import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { FIELD_ERRORS_HEADER } from '#domain/gateway';
import { HttpError, type FieldProblem } from './http-error.ts';
import { isDatabaseUnavailable, isDataException, isTransactionConflict } from './db-errors.ts';
import { BODY_TOO_LARGE, CONCURRENT_CHANGE, DATABASE_UNAVAILABLE, INTERNAL_ERROR, INVALID_INPUT, MALFORMED_JSON, MALFORMED_URL } from './messages.ts';

interface BodyParserError {
  type?: string;
  status?: number;
  expose?: boolean;
  message: string;
}

function classify(error: unknown): { status: number; message: string; fields?: FieldProblem[] } | undefined {
  if (error instanceof HttpError) return { status: error.status, message: error.message, fields: error.fields };
  const e = error as BodyParserError;
  if (e?.type === 'entity.parse.failed') return { status: 400, message: MALFORMED_JSON };
  if (e?.type === 'entity.too.large') return { status: 413, message: BODY_TOO_LARGE };
  // The router's failure to decode a path parameter (`/get/role/%`).
  if (error instanceof URIError) return { status: 400, message: MALFORMED_URL };
  if (isDataException(error)) return { status: 400, message: INVALID_INPUT };
  // Still in conflict after the transaction's retries (api/db/retry-conflicts.ts): nothing was written.
  if (isTransactionConflict(error)) return { status: 409, message: CONCURRENT_CHANGE };
  // The database cannot be reached: 503, which the gateway passes on as SERVICE_UNAVAILABLE (retry later).
  if (isDatabaseUnavailable(error)) return { status: 503, message: DATABASE_UNAVAILABLE };
  if (e?.expose && typeof e.status === 'number' && e.status >= 400 && e.status < 500) return { status: e.status, message: e.message };
  return undefined;
}

/** Sends failures in the envelope; anything unexpected is logged and becomes a bare 500 (a database that cannot be reached a 503). */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const known = classify(error);
    if (!known) logger.error({ err: error }, 'unhandled error');
    // A value only the database caught is a gap in validation worth seeing in the log.
    else if (isDataException(error)) logger.warn({ err: error }, 'input refused by the database');
    else if (known.status === 503) logger.warn({ err: error }, 'database unavailable');
    else if (isTransactionConflict(error)) logger.warn({ err: error }, 'transaction conflict after retries');
    const { status, message, fields } = known ?? { status: 500, message: INTERNAL_ERROR };
    if (error instanceof HttpError && error.headers) res.set(error.headers);
    // Every problem by field, beside the first one's message, for a client that asks (the gateway does); §7's envelope otherwise.
    const listed = fields?.length && req.get(FIELD_ERRORS_HEADER) === 'all';
    if (status === 503) res.set('Retry-After', '5');
    res.status(status).json(listed ? { status: false, message, errors: fields } : { status: false, message });
  };
}
