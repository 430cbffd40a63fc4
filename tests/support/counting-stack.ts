import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { buildGateway } from '../../gateway/app.ts';
import { listen } from '../../gateway/lib/listen.ts';
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
  const upstream: string[] = [];
  const target = new URL(api.url);
  const proxy = createServer((req, res) => {
    upstream.push(`${req.method} ${req.url}`);
    const out = request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (reply) => {
      res.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(res);
    });
    req.pipe(out);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const gateway = await listen(buildGateway({ apiUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, logger: pino({ level: 'silent' }) }), 0, '127.0.0.1');
  return {
    api,
    gatewayUrl: gateway.url,
    upstream,
    async close() {
      await gateway.close();
      proxy.close();
      await api.close();
    },
  };
}
