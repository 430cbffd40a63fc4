import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { buildGateway } from '../../gateway/app.ts';
import { listen } from '../../gateway/lib/listen.ts';

/** A gateway whose upstream calls pass through a proxy that records each one (`METHOD /path?query`). */
export interface CountingGateway {
  url: string;
  /** The gateway's calls to the API so far; empty it to count from a point on. */
  upstream: string[];
  close(): Promise<void>;
}

/** Starts a gateway in front of the API at `apiUrl`, through a pass-through that counts its calls (DESIGN §5: none per row). */
export async function startCountingGateway(apiUrl: string): Promise<CountingGateway> {
  const upstream: string[] = [];
  const target = new URL(apiUrl);
  const proxy = createServer((req, res) => {
    upstream.push(`${req.method} ${req.url}`);
    const out = request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (reply) => {
      res.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(res);
    });
    req.pipe(out);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const gateway = await listen(buildGateway({ apiUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, logger: pino({ level: 'silent' }), checkReplies: true }), 0, '127.0.0.1');
  return {
    url: gateway.url,
    upstream,
    async close() {
      await gateway.close();
      proxy.close();
    },
  };
}
