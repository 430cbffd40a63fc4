import type { RequestListener } from 'node:http';
import { startupPhase } from '../api/lib/startup-timings.ts';
import { resolve } from 'node:path';
import { GATEWAY_SECRET_FILE } from '#domain/gateway';
import { loadOrCreateSecret } from '../api/auth/secret.ts';
import { checkEnv, ConfigError } from '../api/config.ts';
import { listen, type Listening } from '../api/lib/serve.ts';
import { buildGateway } from './app.ts';
import { parseCorsOrigins } from './lib/cors.ts';
import { createLogger } from './lib/logger.ts';
import { parseTrustProxy } from './lib/trust-proxy.ts';

/** The API a gateway talks to: its URL, the shared gateway secret, and how to stop it when this process runs it. */
export interface GatewayUpstream {
  url: string;
  gatewaySecret: string;
  /** The API's request handler when it runs in this process (`npm start`). */
  listener?: RequestListener;
  close(): Promise<void>;
}

/** The API named by ADMIN_API_URL, run elsewhere (GATEWAY_SECRET or a shared DATA_DIR gives the secret). */
export function externalApi(env: NodeJS.ProcessEnv = process.env): GatewayUpstream {
  checkEnv(env);
  if (!env.ADMIN_API_URL) throw new ConfigError('ADMIN_API_URL must be set: the gateway alone needs the address of an API');
  return { url: env.ADMIN_API_URL, gatewaySecret: env.GATEWAY_SECRET || loadOrCreateSecret(resolve(env.DATA_DIR || './data'), GATEWAY_SECRET_FILE), close: async () => {} };
}

/** Binds HOST:PORT ahead of the gateway (`npm start` does, before its API sets anything up); StartRefused naming them when taken. */
export const listenGateway = (env: NodeJS.ProcessEnv = process.env): Promise<Listening> => listen(Number(env.PORT || 4000), env.HOST || '127.0.0.1', { port: 'PORT', host: 'HOST' });

/**
 * Starts the gateway in front of `api` from the environment (PORT, HOST, TRUST_PROXY, …), on
 * `listening` when its port is bound already; close() also stops the API when it runs here.
 */
export async function startGateway(api: GatewayUpstream, env: NodeJS.ProcessEnv = process.env, listening?: Listening) {
  checkEnv(env);
  const logger = createLogger(env.LOG_LEVEL || 'info');
  let stopping = false;
  const app = buildGateway({
    apiUrl: api.url,
    apiSecret: api.gatewaySecret,
    apiInProcess: api.listener,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    production: env.NODE_ENV === 'production',
    logger,
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
    mediaBaseUrl: env.MEDIA_BASE_URL,
    stopping: () => stopping,
    metricsToken: env.METRICS_TOKEN || undefined,
    allowArbitraryDocuments: env.GRAPHQL_ALLOW_ARBITRARY === 'true',
  });
  const server = (listening ?? (await listenGateway(env))).handle(app);
  logger.info({ api: api.url }, `Venue back-office ready at ${server.url}`);
  startupPhase('gateway listening');
  let closing: Promise<void> | undefined;
  return {
    url: server.url,
    close: () =>
      (closing ??= (async () => {
        stopping = true;
        await server.close(Number(env.SHUTDOWN_TIMEOUT_MS || 10_000));
        await api.close();
      })()),
  };
}
