import { resolve } from 'node:path';
import { GATEWAY_SECRET_FILE } from '#domain/gateway';
import { loadOrCreateSecret } from '../api/auth/secret.ts';
import { configFromEnv } from '../api/config.ts';
import { startApi } from '../api/start.ts';
import { buildGateway } from './app.ts';
import { parseCorsOrigins } from './lib/cors.ts';
import { listen } from './lib/listen.ts';
import { createLogger } from './lib/logger.ts';
import { parseTrustProxy } from './lib/trust-proxy.ts';

const logger = createLogger();
// With ADMIN_API_URL the API runs elsewhere and this process starts none; both sides then need the
// same GATEWAY_SECRET (or a shared DATA_DIR), else the API sees every client as this gateway.
const external = process.env.ADMIN_API_URL;
const api = external
  ? { url: external, gatewaySecret: process.env.GATEWAY_SECRET || loadOrCreateSecret(resolve(process.env.DATA_DIR || './data'), GATEWAY_SECRET_FILE), close: async () => {} }
  : await startApi(configFromEnv());

const app = buildGateway({
  apiUrl: api.url,
  apiSecret: api.gatewaySecret,
  trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
  production: process.env.NODE_ENV === 'production',
  logger,
  corsOrigins: parseCorsOrigins(process.env.CORS_ORIGINS),
  mediaBaseUrl: process.env.MEDIA_BASE_URL,
});
const gateway = await listen(app, Number(process.env.PORT || 4000), process.env.HOST || '127.0.0.1');
logger.info({ api: api.url }, `Venue back-office ready at ${gateway.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void gateway
      .close()
      .then(() => api.close())
      .then(() => process.exit(0));
  });
}
