import express from 'express';
import { checkInput } from './lib/check-input.ts';
import { errorHandler } from './lib/error-handler.ts';
import { handle } from './lib/handle.ts';
import { mediaRoutes } from './media/routes.ts';
import { ROUTE_NOT_FOUND } from './lib/messages.ts';
import { requestLog } from './lib/request-log.ts';
import type { ApiDeps } from './lib/route.ts';
import type { TrustProxy } from './lib/trust-proxy.ts';
import { routes } from './routes.ts';

/** Largest JSON body accepted; bigger ones get 413. */
export const JSON_BODY_LIMIT = '1mb';

/** The REST admin API under /api/v1 (not listening; see start.ts). */
export function buildApi(deps: ApiDeps & { trustProxy?: TrustProxy }): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // Behind a proxy, the client's address (sign-in throttling, logs) comes from X-Forwarded-For only as far as trusted.
  app.set('trust proxy', deps.trustProxy ?? false);
  app.use(requestLog(deps.logger));
  app.use(mediaRoutes(deps));
  const router = express.Router();
  router.use(express.json({ limit: JSON_BODY_LIMIT }));
  // After the route matched, so that its path parameters are checked with the body and query.
  for (const route of routes) router[route.method](route.path, checkInput, handle(route, deps));
  app.use('/api/v1', router);
  app.use((_req, res) => {
    res.status(404).json({ status: false, message: ROUTE_NOT_FOUND });
  });
  app.use(errorHandler(deps.logger));
  return app;
}
