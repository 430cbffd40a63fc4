import express from 'express';
import { checkInput } from './lib/check-input.ts';
import { errorHandler } from './lib/error-handler.ts';
import { handle } from './lib/handle.ts';
import { mediaRoutes } from './media/routes.ts';
import { ROUTE_NOT_FOUND } from './lib/messages.ts';
import { requestLog } from './lib/request-log.ts';
import { trustGateway } from './lib/trust-gateway.ts';
import type { ApiDeps } from './lib/route.ts';
import { routes } from './routes.ts';

/** Largest JSON body accepted; bigger ones get 413. */
export const JSON_BODY_LIMIT = '1mb';

/** The REST admin API under /api/v1 (not listening; see start.ts). */
export function buildApi(deps: ApiDeps & { gatewaySecret?: string }): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // The client's address (sign-in throttling, logs) is the socket's, or the one the gateway names (see trustGateway).
  app.set('trust proxy', 1);
  app.use(trustGateway(deps.gatewaySecret));
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
