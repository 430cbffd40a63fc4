import type { RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { ACTOR_ID_HEADER } from '#domain/gateway';

/** The fields of a request's log line. */
export type RequestLine = { method: string; path: string; status: number; durationMs: number; actorId: string | null; requestId: string | undefined };

/** Writes the one log line of an answered request. */
export const logRequest = (logger: Logger, line: RequestLine): void => logger.info(line, 'request');

/**
 * Names the account a request acts for, once its token is accepted: in the request's log line, and
 * in the reply's X-Actor-Id, from which the gateway logs the same actor (its caller's own id, which
 * the caller's token already holds).
 */
export function noteActor(res: Response, actorId: string): void {
  res.locals.actorId = actorId;
  res.setHeader(ACTOR_ID_HEADER, actorId);
}

/** One log line per request: method, path, status, duration, actor and request id; never a body, query or header. */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      logRequest(logger, {
        method: req.method,
        path: req.originalUrl.split('?')[0]!,
        status: res.statusCode,
        durationMs: Number(process.hrtime.bigint() - started) / 1e6,
        actorId: (res.locals.actorId as string | undefined) ?? null,
        requestId: res.locals.requestId as string | undefined,
      });
    });
    next();
  };
}
