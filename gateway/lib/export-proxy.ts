import type { Request, RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { toApi, UNAVAILABLE_REPLY } from './proxy.ts';
import type { Upstream } from './upstream.ts';

/** `/export/<area>.csv`: the one shape of path passed through (no other name reaches the API this way). */
export const EXPORT_PATH = /^\/export\/[a-z-]+\.csv$/;


/**
 * `GET /export/<area>.csv` streamed from the API's `/api/v1/export/<area>.csv` as it arrives (the
 * caller's `Authorization` goes with it, as for `/upload`), so neither side holds the file. The API's
 * own replies, its JSON errors (400, 401, 403, 404) included, pass through unchanged; when the API
 * cannot be reached the caller gets 503 `SERVICE_UNAVAILABLE` in the API's envelope.
 */
export const exportProxy = (upstream: Upstream, logger: Logger): RequestHandler => {
  const api = toApi(upstream, logger);
  return createProxyMiddleware<Request>({
    ...api,
    pathFilter: (path, req) => req.method === 'GET' && EXPORT_PATH.test(path.split('?')[0] ?? ''),
    pathRewrite: (path) => `/api/v1${path}`,
    on: {
      ...api.on,
      error: (err, _req, res) => {
        logger.error({ err }, 'API unreachable for an export');
        if (!('writeHead' in res)) return;
        // Before the first byte the caller gets a clean 503; after it, a cut connection says the file is incomplete.
        if (res.headersSent) res.destroy();
        else res.writeHead(503, { 'content-type': 'application/json; charset=utf-8' }).end(UNAVAILABLE_REPLY);
      },
    },
  });
};
