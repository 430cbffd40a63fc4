import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { ACTOR_ID_HEADER, FORWARDING_HEADERS, GATEWAY_SECRET_HEADER } from '#domain/gateway';
import { API_UNAVAILABLE } from './rest.ts';
import { clientHeaders, type Upstream } from './upstream.ts';

/** What a proxied call gets when the API cannot be reached: 503 in the API's envelope, with the code GraphQL gives. */
export const UNAVAILABLE_REPLY = JSON.stringify({ status: false, code: 'SERVICE_UNAVAILABLE', message: API_UNAVAILABLE });

/**
 * How the API's reply reaches the caller (its X-Actor-Id also names the actor in the log line). Its `Connection` header is dropped (the proxy asks the API
 * to close each connection, and passing that on would tell the caller that the end of the connection
 * is the end of the reply), and the caller's connection is cut when the API's reply ends before it
 * is complete (the API restarted or crashed mid-file): a stream that simply stopped would leave the
 * caller waiting for ever, and a clean end would pass a part of a file off as the whole.
 */
const passUpstreamReply = (proxyRes: IncomingMessage, _req: unknown, res: ServerResponse): void => {
  delete proxyRes.headers.connection;
  // The account the API acted for, in this request's log line (requestLog reads res.locals.actorId).
  const actorId = proxyRes.headers[ACTOR_ID_HEADER];
  if (typeof actorId === 'string' && 'locals' in res) (res as Response).locals.actorId = actorId;
  proxyRes.on('close', () => {
    if (!proxyRes.complete) res.destroy();
  });
};

/**
 * What every proxy to the API shares: the API as target, the proxy's log lines in the gateway's
 * logger, the client's own forwarding headers replaced by the address this gateway saw, and the
 * API's reply passed on (see passUpstreamReply). Each proxy adds its paths and its error reply.
 */
export const toApi = (upstream: Upstream, logger: Logger) => ({
  target: upstream.url,
  logger: { info: (msg: unknown) => logger.debug(String(msg)), warn: (msg: unknown) => logger.warn(String(msg)), error: (msg: unknown) => logger.error(String(msg)) },
  on: {
    proxyRes: passUpstreamReply,
    proxyReq: (proxyReq: ClientRequest, req: Request) => {
      for (const name of [...FORWARDING_HEADERS, GATEWAY_SECRET_HEADER]) proxyReq.removeHeader(name);
      for (const [name, value] of Object.entries(clientHeaders(upstream, req.ip))) proxyReq.setHeader(name, value);
    },
  },
});

/**
 * The API's public calls for the venue's own website, reached through the gateway at their API
 * paths: the newsletter's subscribe and unsubscribe link (`/api/v1/newsletter/…`) and the
 * contact-us form (`POST /api/v1/contactUs`), and the API's description for client developers
 * (`GET /api/v1/openapi.json` and its page `/api/docs`). Nothing else of `/api/v1` is exposed here.
 */
export const isPublicApiCall = (path: string, method: string | undefined): boolean =>
  path.startsWith('/api/v1/newsletter/') ||
  (path.split('?')[0] === '/api/v1/contactUs' && method === 'POST') ||
  (['/api/v1/openapi.json', '/api/docs'].includes(path.split('?')[0] ?? '') && method === 'GET');

/**
 * Streams `/upload` to the API's `/api/v1/upload`, `/media/*` to its `/media/*` and the public
 * calls as they are, headers (Authorization) included, except the client's own forwarding headers:
 * the API is told the address this gateway saw instead (the public calls' quota counts it).
 */
export const apiProxy = (upstream: Upstream, logger: Logger): RequestHandler => {
  const api = toApi(upstream, logger);
  return createProxyMiddleware<Request>({
    ...api,
    pathFilter: (path, req) => path === '/upload' || path.startsWith('/media/') || isPublicApiCall(path, req.method),
    pathRewrite: (path) => (path.startsWith('/media/') || path.startsWith('/api/') ? path : `/api/v1${path}`),
    on: {
      ...api.on,
      error: (err, _req, res) => {
        logger.error({ err }, 'API unreachable from the proxy');
        // `res` is a socket only for WebSocket upgrades, which this proxy never does.
        if ('writeHead' in res && !res.headersSent) {
          res.writeHead(503, { 'content-type': 'application/json; charset=utf-8' }).end(UNAVAILABLE_REPLY);
        }
      },
    },
  });
};
