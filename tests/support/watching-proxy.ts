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
 * What becomes of a request once `watch` has seen it: passed on (nothing returned); `lose-reply`:
 * passed on and answered by the server, whose reply is then thrown away and the connection cut (the
 * network failing after the server acted); or answered by the proxy itself and not passed on (a
 * load balancer's 429 or 503, with its headers; or another gateway's reply, with its body).
 */
export type WatchVerdict = void | 'lose-reply' | { status: number; headers?: Record<string, string>; body?: string };

/**
 * Starts a pass-through to `targetUrl` that calls `watch` with each request (its body read whole)
 * and sends it on once `watch` has returned (or its promise settled): a slow network, or a moment
 * to act (send the client a signal, take the server away) while its request is on the way.
 */
export async function startWatchingProxy(targetUrl: string, watch: (request: WatchedRequest) => WatchVerdict | Promise<WatchVerdict>): Promise<WatchingProxy> {
  const target = new URL(targetUrl);
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      void Promise.resolve(watch({ method: req.method ?? 'GET', path: req.url ?? '/', body: body.toString('utf8') })).then((verdict) => {
        if (typeof verdict === 'object') return void res.writeHead(verdict.status, { 'content-type': 'text/plain', ...verdict.headers }).end(verdict.body ?? `HTTP ${verdict.status}\n`);
        const out = request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (reply) => {
          if (verdict === 'lose-reply') {
            reply.resume();
            return void reply.on('end', () => res.socket?.destroy());
          }
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
