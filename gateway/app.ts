import { fileURLToPath } from 'node:url';
import express from 'express';
import type { Logger } from 'pino';
import { graphqlBodyLimit } from './lib/graphql-body-limit.ts';
import { apiProxy } from './lib/proxy.ts';
import { createLogger } from './lib/logger.ts';
import type { TrustProxy } from './lib/trust-proxy.ts';
import { webApp } from './lib/spa.ts';
import { buildYoga } from './yoga.ts';

const BUILT_WEB_APP = fileURLToPath(new URL('../dist/web', import.meta.url));

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
  trustProxy?: TrustProxy;
  webDir?: string;
  production?: boolean;
  logger?: Logger;
  corsOrigins?: readonly string[];
  mediaBaseUrl?: string;
};

/** Builds the gateway (GraphQL, upload/media proxy, web app) without listening. */
export const buildGateway = ({ apiUrl, apiSecret, trustProxy = false, webDir = BUILT_WEB_APP, production = false, logger = createLogger(), corsOrigins = [], mediaBaseUrl }: GatewayOptions): express.Express => {
  const upstream = { url: apiUrl, secret: apiSecret };
  const yoga = buildYoga({ upstream, production, logger, corsOrigins });
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy);
  app.use(yoga.graphqlEndpoint, graphqlBodyLimit(), yoga.requestListener);
  app.use(apiProxy(upstream, logger));
  app.use(webApp(webDir, mediaBaseUrl));
  return app;
};
