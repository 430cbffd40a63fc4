import type { RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';

const UNREACHABLE = JSON.stringify({ status: false, message: 'Something went wrong' });

/** Streams `/upload` to the API's `/api/v1/upload` and `/media/*` to its `/media/*`, headers (Authorization) included. */
export const apiProxy = (apiUrl: string, logger: Logger): RequestHandler =>
  createProxyMiddleware({
    target: apiUrl,
    pathFilter: (path) => path === '/upload' || path.startsWith('/media/'),
    pathRewrite: (path) => (path.startsWith('/media/') ? path : `/api/v1${path}`),
    logger: { info: (msg: unknown) => logger.debug(String(msg)), warn: (msg: unknown) => logger.warn(String(msg)), error: (msg: unknown) => logger.error(String(msg)) },
    on: {
      error: (err, _req, res) => {
        logger.error({ err }, 'API unreachable from the proxy');
        // `res` is a socket only for WebSocket upgrades, which this proxy never does.
        if ('writeHead' in res && !res.headersSent) {
          res.writeHead(502, { 'content-type': 'application/json' }).end(UNREACHABLE);
        }
      },
    },
  });
