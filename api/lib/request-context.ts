import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';

/** The header carrying a request's id: the gateway passes its own to the API, and both echo it to the client. */
export const REQUEST_ID_HEADER = 'x-request-id';

// An id from outside is kept only when it is short and plain, so it cannot forge log fields or lines.
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

const context = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the request being served, where code runs on its behalf. */
export const currentRequestId = (): string | undefined => context.getStore()?.requestId;

/** For pino's `mixin`: every log line written while serving a request carries its id. */
export const requestIdMixin = (): { requestId?: string } => {
  const requestId = currentRequestId();
  return requestId ? { requestId } : {};
};

/** The id a request goes by: the caller's X-Request-Id when it is plain, else a new UUID. */
export const requestIdFor = (given: string | string[] | undefined): string => (typeof given === 'string' && ACCEPTABLE_ID.test(given) ? given : randomUUID());

/** Runs `work` (and everything it starts) as part of the request `requestId`, so its log lines carry the id. */
export const runWithRequestId = <T>(requestId: string, work: () => T): T => context.run({ requestId }, work);

/**
 * Gives every request an id (the caller's X-Request-Id when it is plain, else a new UUID), returns
 * it in the reply's X-Request-Id, keeps it in `res.locals.requestId` and the request's headers,
 * and runs the rest of the request inside its context.
 */
export function requestId(): RequestHandler {
  return (req, res, next) => {
    const id = requestIdFor(req.get(REQUEST_ID_HEADER));
    req.headers[REQUEST_ID_HEADER] = id;
    res.locals.requestId = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    runWithRequestId(id, next);
  };
}
