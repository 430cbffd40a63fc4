import type { RequestListener } from 'node:http';
import { ROUTE_NOT_FOUND } from '#domain/messages';
import express from 'express';
import type { Logger } from 'pino';
import { probes } from '../api/health/probes.ts';
import { countRequests, metricsEndpoint } from '../api/lib/metrics.ts';
import { fromProjectRoot } from '../api/lib/project-root.ts';
import { requestId } from '../api/lib/request-context.ts';
import { requestLog } from '../api/lib/request-log.ts';
import { fastPath } from './lib/fast-path.ts';
import { graphqlBodyLimit } from './lib/graphql-body-limit.ts';
import { operationMetrics } from './lib/operation-metrics.ts';
import { apiProxy } from './lib/proxy.ts';
import { EXPORT_PATH, exportProxy } from './lib/export-proxy.ts';
import { createLogger } from './lib/logger.ts';
import type { TrustProxy } from './lib/trust-proxy.ts';
import { webApp } from './lib/spa.ts';
import { trustedDocuments } from './lib/trusted-documents.ts';
import { buildSchema } from './schema.ts';
import { buildYoga } from './yoga.ts';

const BUILT_WEB_APP = fromProjectRoot('dist', 'web');

/**
 * Options of {@link buildGateway}: `apiUrl` is the API's origin, e.g. http://127.0.0.1:4001;
 * `apiSecret` the API's gateway secret (without it the API sees every client as this gateway);
 * `trustProxy` which proxies in front of the gateway may name the client (TRUST_PROXY; default nobody);
 * `corsOrigins` (CORS_ORIGINS) may call /graphql from other origins; `mediaBaseUrl` (MEDIA_BASE_URL)
 * is where the web app loads images from, for its Content-Security-Policy.
 */
export type GatewayOptions = {
  apiUrl: string;
  apiSecret?: string;
  /** The API's request handler when it runs in this process: the resolvers' REST calls then skip the socket. */
  apiInProcess?: RequestListener;
  trustProxy?: TrustProxy;
  webDir?: string;
  production?: boolean;
  logger?: Logger;
  corsOrigins?: readonly string[];
  mediaBaseUrl?: string;
  /** Check every API reply against the gateway's zod schemas (the contract); tests turn it on. */
  checkReplies?: boolean;
  /** GRAPHQL_ALLOW_ARBITRARY: in production, documents outside the trusted manifest are still run for an Admin token. */
  allowArbitraryDocuments?: boolean;
  /** Whether the process is stopping (/readyz then answers 503); never by default. */
  stopping?: () => boolean;
  /** METRICS_TOKEN: when set, /metrics answers only `Authorization: Bearer <token>`. */
  metricsToken?: string;
};

const OPERATIONS_PATHS = ['/healthz', '/readyz', '/metrics'];

/** The metrics' route label: a fixed name per kind of call, never a raw path. */
const routeOf = (path: string) =>
  path === '/graphql' || path === '/upload' || OPERATIONS_PATHS.includes(path) ? path : EXPORT_PATH.test(path) ? '/export/:area.csv' : path.startsWith('/media/') ? '/media/*' : path.startsWith('/api/v1/') ? '/api/v1 (public)' : 'web';

/** /readyz of the gateway: its API answers its own /readyz. */
const apiReady = (apiUrl: string) => async () => {
  const reply = await fetch(`${apiUrl.replace(/\/+$/, '')}/readyz`, { signal: AbortSignal.timeout(2_000) });
  await reply.body?.cancel();
  if (!reply.ok) throw new Error(`API not ready (${reply.status})`);
};

/**
 * Builds the gateway (GraphQL, upload/media proxy, web app) without listening: a request listener
 * for node:http. POST /graphql of a document already run once takes the fast path (see fastPath);
 * everything else, and every first run of a document, goes through Express and Yoga.
 */
export const buildGateway = ({ apiUrl, apiSecret, apiInProcess, trustProxy = false, webDir = BUILT_WEB_APP, production = false, logger = createLogger(), corsOrigins = [], mediaBaseUrl, checkReplies = false, allowArbitraryDocuments = false, stopping = () => false, metricsToken }: GatewayOptions): RequestListener => {
  const upstream = { url: apiUrl, secret: apiSecret, checkReplies, inProcess: apiInProcess };
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy);
  const trusted = trustedDocuments({ upstream, enforce: production, allowArbitraryFromAdmin: allowArbitraryDocuments });
  const metrics = operationMetrics(trusted.operationNames);
  const fast = fastPath({ upstream, logger, trusted, metrics, corsOrigins, trustProxy: app.get('trust proxy fn') as (address: string, hop: number) => boolean });
  const yoga = buildYoga({ schema: buildSchema(), upstream, production, logger, corsOrigins, plugins: { trusted: trusted.plugin, metrics: metrics.plugin, admit: fast.plugin } });
  app.use(requestId());
  app.use(countRequests('gateway', (req) => routeOf(req.originalUrl.split('?')[0]!)));
  app.use(probes({ api: apiReady(apiUrl) }, stopping));
  app.get('/metrics', metricsEndpoint(metricsToken));
  app.use(requestLog(logger));
  app.use(yoga.graphqlEndpoint, graphqlBodyLimit(), yoga.requestListener);
  app.use(exportProxy(upstream, logger));
  app.use(apiProxy(upstream, logger));
  app.use(webApp(webDir, mediaBaseUrl));
  // Whatever is left (an /api/v1 path that is not public here, a missing asset) is a 404 in the API's envelope, not Express's page.
  app.use((_req, res) => void res.status(404).json({ status: false, message: ROUTE_NOT_FOUND }));
  return fast.listener(app);
};
