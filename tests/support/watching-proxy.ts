import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the proxy saw it, its body read whole. */
export interface WatchedRequest {
  method: string;
  path: string;
  body: string;
}

/** A pass-through in front of a server that shows the test each request before sending it on. */
export interface WatchingProxy {
  url: string;
  close(): Promise<void>;
}

/**
 * Starts a pass-through to `targetUrl` that calls `watch` with each request (its body read whole)
 * and sends it on once `watch` has returned (or its promise settled): a slow network, or a moment
 * to act (send the client a signal) while its request is on the way.
 */
export async function startWatchingProxy(targetUrl: string, watch: (request: WatchedRequest) => void | Promise<void>): Promise<WatchingProxy> {
  const target = new URL(targetUrl);
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      void Promise.resolve(watch({ method: req.method ?? 'GET', path: req.url ?? '/', body: body.toString('utf8') })).then(() => {
        const out = request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (reply) => {
          res.writeHead(reply.statusCode ?? 502, reply.headers);
          reply.pipe(res);
        });
        out.on('error', () => res.destroy());
        out.end(body);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
