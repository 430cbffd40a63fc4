import type { Request, RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { FORWARDING_HEADERS, GATEWAY_SECRET_HEADER } from '#domain/gateway';
import { clientHeaders, type Upstream } from './upstream.ts';

const UNREACHABLE = JSON.stringify({ status: false, message: 'Something went wrong' });

/** Public calls of the venue's own website, passed on to the API under the same path. */
const isPublicApiPath = (path: string) => path === '/api/v1/contactUs';

/**
 * Streams `/upload` to the API's `/api/v1/upload`, `/media/*` to its `/media/*` and its public
 * calls as they are, headers (Authorization) included, except the client's own forwarding
 * headers: the API is told the address this gateway saw instead (public calls are counted by it).
 */
export const apiProxy = (upstream: Upstream, logger: Logger): RequestHandler =>
  createProxyMiddleware<Request>({
    target: upstream.url,
    pathFilter: (path) => path === '/upload' || path.startsWith('/media/') || isPublicApiPath(path),
    pathRewrite: (path) => (path === '/upload' ? `/api/v1${path}` : path),
    logger: { info: (msg: unknown) => logger.debug(String(msg)), warn: (msg: unknown) => logger.warn(String(msg)), error: (msg: unknown) => logger.error(String(msg)) },
    on: {
      proxyReq: (proxyReq, req) => {
        for (const name of [...FORWARDING_HEADERS, GATEWAY_SECRET_HEADER]) proxyReq.removeHeader(name);
        for (const [name, value] of Object.entries(clientHeaders(upstream, req.ip))) proxyReq.setHeader(name, value);
      },
      error: (err, _req, res) => {
        logger.error({ err }, 'API unreachable from the proxy');
        // `res` is a socket only for WebSocket upgrades, which this proxy never does.
        if ('writeHead' in res && !res.headersSent) {
          res.writeHead(502, { 'content-type': 'application/json' }).end(UNREACHABLE);
        }
      },
    },
  });
