import { sql } from 'drizzle-orm';
import express from 'express';
import { checkInput } from './lib/check-input.ts';
import { jsonBodyOnly } from './lib/json-body.ts';
import { errorHandler } from './lib/error-handler.ts';
import { handle } from './lib/handle.ts';
import { mediaRoutes } from './media/routes.ts';
import { ROUTE_NOT_FOUND } from './lib/messages.ts';
import { requestLog } from './lib/request-log.ts';
import { trustGateway } from './lib/trust-gateway.ts';
import type { ApiDeps } from './lib/route.ts';
import { openApiDocument } from './openapi/document.ts';
import { docsPage } from './openapi/page.ts';
import { routes } from './routes.ts';
import { probes } from './health/probes.ts';
import { countRequests, metricsEndpoint } from './lib/metrics.ts';
import { requestId } from './lib/request-context.ts';
import { preconditions } from './lib/preconditions.ts';

const OPERATIONS_PATHS = ['/healthz', '/readyz', '/metrics'];
/** The metrics' route label of a request no API route matched. */
const routeOf = (path: string) => (path.startsWith('/media/') ? '/media/*' : OPERATIONS_PATHS.includes(path) ? path : 'unmatched');

// The docs page has no script: nothing but its inline style may load.
const DOCS_HEADERS = { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'", 'X-Content-Type-Options': 'nosniff' };

/** Largest JSON body accepted; bigger ones get 413. */
export const JSON_BODY_LIMIT = '1mb';

/** The REST admin API under /api/v1 (not listening; see start.ts). */
export function buildApi(deps: ApiDeps & { gatewaySecret?: string }): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // The client's address (sign-in throttling, logs) is the socket's, or the one the gateway names (see trustGateway).
  app.set('trust proxy', 1);
  app.use(requestId());
  app.use(countRequests('api', (req, res) => (res.locals.route as string | undefined) ?? routeOf(req.originalUrl.split('?')[0]!)));
  const operations = deps.operations ?? { checks: { database: async () => deps.db.execute(sql`select 1`) }, stopping: () => false };
  app.use(probes(operations.checks, operations.stopping));
  app.get('/metrics', metricsEndpoint(operations.metricsToken));
  app.use(trustGateway(deps.gatewaySecret));
  app.use(requestLog(deps.logger));
  app.post('/api/v1/upload', (_req, res, next) => {
    res.locals.route = '/api/v1/upload';
    next();
  });
  app.use(mediaRoutes(deps));
  // The route table described for client developers, generated once from the schemas the routes validate with.
  const document = openApiDocument(routes);
  const page = docsPage(document as Parameters<typeof docsPage>[0]);
  app.get('/api/v1/openapi.json', (_req, res) => {
    res.json(document);
  });
  app.get('/api/docs', (_req, res) => {
    res.set(DOCS_HEADERS).type('html').send(page);
  });
  const router = express.Router();
  router.use(express.json({ limit: JSON_BODY_LIMIT }));
  // `If-Match` on a change: refused with 412 when the record changed since the caller read it (api/lib/preconditions.ts).
  router.use(preconditions());
  // After the route matched, so that its path parameters are checked with the body and query.
  for (const route of routes) {
    const named: express.RequestHandler = (_req, res, next) => {
      res.locals.route = `/api/v1${route.path}`;
      next();
    };
    const typed = jsonBodyOnly(route);
    router[route.method](route.path, named, ...(typed ? [typed] : []), checkInput, handle(route, deps));
  }
  app.use('/api/v1', router);
  app.use((_req, res) => {
    res.status(404).json({ status: false, message: ROUTE_NOT_FOUND });
  });
  app.use(errorHandler(deps.logger));
  return app;
}
