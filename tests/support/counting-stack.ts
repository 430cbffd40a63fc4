import { startCountingGateway } from './counting-gateway.ts';
import { startTestApi, type TestApi, type TestApiOptions } from './api.ts';

/** A test API and a gateway that reaches it through a pass-through counting the gateway's upstream calls. */
export interface CountingStack {
  api: TestApi;
  gatewayUrl: string;
  /** "METHOD /api/v1/…" of every upstream call so far; empty it to count from a point on. */
  upstream: string[];
  close(): Promise<void>;
}

/** Starts a fresh test API, the counting pass-through and a silent gateway in front of it. */
export async function startCountingStack(options: TestApiOptions = {}): Promise<CountingStack> {
  const api = await startTestApi(options);
  const gateway = await startCountingGateway(api.url);
  return {
    api,
    gatewayUrl: gateway.url,
    upstream: gateway.upstream,
    async close() {
      await gateway.close();
      await api.close();
    },
  };
}
