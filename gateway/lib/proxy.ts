import type { Request, RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { FORWARDING_HEADERS, GATEWAY_SECRET_HEADER } from '#domain/gateway';
import { clientHeaders, type Upstream } from './upstream.ts';

const UNREACHABLE = JSON.stringify({ status: false, message: 'Something went wrong' });

/**
 * Streams `/upload` to the API's `/api/v1/upload` and `/media/*` to its `/media/*`, headers
 * (Authorization) included, except the client's own forwarding headers: the API is told the
 * address this gateway saw instead.
 */
export const apiProxy = (upstream: Upstream, logger: Logger): RequestHandler =>
  createProxyMiddleware<Request>({
    target: upstream.url,
    pathFilter: (path) => path === '/upload' || path.startsWith('/media/'),
    pathRewrite: (path) => (path.startsWith('/media/') ? path : `/api/v1${path}`),
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
