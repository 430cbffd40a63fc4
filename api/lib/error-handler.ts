import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { HttpError } from './http-error.ts';
import { BODY_TOO_LARGE, INTERNAL_ERROR, MALFORMED_JSON } from './messages.ts';

interface BodyParserError {
  type?: string;
  status?: number;
  expose?: boolean;
  message: string;
}

function classify(error: unknown): { status: number; message: string } | undefined {
  if (error instanceof HttpError) return { status: error.status, message: error.message };
  const e = error as BodyParserError;
  if (e?.type === 'entity.parse.failed') return { status: 400, message: MALFORMED_JSON };
  if (e?.type === 'entity.too.large') return { status: 413, message: BODY_TOO_LARGE };
  if (e?.expose && typeof e.status === 'number' && e.status >= 400 && e.status < 500) return { status: e.status, message: e.message };
  return undefined;
}

/** Sends failures in the envelope; anything unexpected is logged and becomes a bare 500. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, _req, res, _next) => {
    const known = classify(error);
    if (!known) logger.error({ err: error }, 'unhandled error');
    const { status, message } = known ?? { status: 500, message: INTERNAL_ERROR };
    res.status(status).json({ status: false, message });
  };
}
