import { fileURLToPath } from 'node:url';
import express from 'express';
import type { Logger } from 'pino';
import { apiProxy } from './lib/proxy.ts';
import { createLogger } from './lib/logger.ts';
import { webApp } from './lib/spa.ts';
import { buildYoga } from './yoga.ts';

const BUILT_WEB_APP = fileURLToPath(new URL('../dist/web', import.meta.url));

/** Options of {@link buildGateway}; `apiUrl` is the API's origin, e.g. http://127.0.0.1:4001. */
export type GatewayOptions = { apiUrl: string; webDir?: string; production?: boolean; logger?: Logger };

/** Builds the gateway (GraphQL, upload/media proxy, web app) without listening. */
export const buildGateway = ({ apiUrl, webDir = BUILT_WEB_APP, production = false, logger = createLogger() }: GatewayOptions): express.Express => {
  const yoga = buildYoga({ apiUrl, production, logger });
  const app = express();
  app.disable('x-powered-by');
  app.use(yoga.graphqlEndpoint, yoga.requestListener);
  app.use(apiProxy(apiUrl, logger));
  app.use(webApp(webDir));
  return app;
};
