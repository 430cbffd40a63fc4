import type { RequestHandler } from 'express';
import { HttpError } from './http-error.ts';
import type { RouteDef } from './route.ts';

/** A body is sent: a length above zero, or chunks (`Transfer-Encoding`). A call with no body is never refused for its type. */
const sendsBody = (header: (name: string) => string | undefined): boolean => Number(header('content-length')) > 0 || header('transfer-encoding') !== undefined;

/** The route reads its body as JSON only: it takes one (`input.body`) and no form. */
export const readsJsonBody = (route: RouteDef): boolean => !!route.input?.body && !route.formBody;

/**
 * Refuses (415) a body a route reads as JSON when it is sent as anything else (text/plain, a form, no
 * Content-Type at all): express.json would leave it unread and the route would answer that a field
 * is missing. Answered as the gateway answers such a POST to /graphql. Mounted for every route that
 * reads a body (`input.body`) but those that take a form (`formBody`); uploads are multipart, outside
 * the route table.
 */
export function jsonBodyOnly(route: RouteDef): RequestHandler | undefined {
  if (!readsJsonBody(route)) return undefined;
  const message = `${route.method.toUpperCase()} /api/v1${route.path} takes a JSON body (Content-Type: application/json)`;
  return (req, res, next) => {
    if (!sendsBody((name) => req.get(name)) || req.is('application/json')) return next();
    // The body is left unread: the connection is not kept for another request.
    res.set('Connection', 'close');
    next(new HttpError(415, message));
  };
}
