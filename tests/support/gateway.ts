import { pino } from 'pino';
import { buildGateway } from '../../gateway/app.ts';
import { listen } from '../../gateway/lib/listen.ts';
import type { TrustProxy } from '../../gateway/lib/trust-proxy.ts';
import { startTestApi, type TestApi, type TestApiOptions } from './api.ts';

/** Options for startTestStack: the API's own options plus the gateway's. */
export interface TestStackOptions {
  api?: TestApiOptions;
  /** A folder holding a built web app (index.html); default: the repository's dist/web. */
  webDir?: string;
  /** Production mode: introspection off. */
  production?: boolean;
  /** The gateway's TRUST_PROXY (default: trust nobody, as in production). */
  trustProxy?: TrustProxy;
}

/** A test API with a gateway in front of it, both on 127.0.0.1 with free ports. */
export interface TestStack {
  gatewayUrl: string;
  api: TestApi;
  close(): Promise<void>;
}

/** Starts a fresh test API (see startTestApi) and a silent gateway in front of it. */
export async function startTestStack(opts: TestStackOptions = {}): Promise<TestStack> {
  const api = await startTestApi(opts.api);
  try {
    const app = buildGateway({
      apiUrl: api.url,
      apiSecret: api.gatewaySecret,
      trustProxy: opts.trustProxy,
      webDir: opts.webDir,
      production: opts.production,
      logger: pino({ level: 'silent' }),
      checkReplies: true,
    });
    const gateway = await listen(app, 0, '127.0.0.1');
    return {
      gatewayUrl: gateway.url,
      api,
      async close() {
        await gateway.close();
        await api.close();
      },
    };
  } catch (error) {
    await api.close();
    throw error;
  }
}
