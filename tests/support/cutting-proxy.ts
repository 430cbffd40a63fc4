import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A pass-through in front of an API that breaks off the replies to some paths part way. */
export interface CuttingProxy {
  url: string;
  close(): Promise<void>;
}

/**
 * Starts a pass-through to `apiUrl` that sends every reply on, except that a reply to a path starting
 * with `cutPrefix` stops after `afterBytes` of its body and its connection is dropped: the API
 * restarting, or the network failing, in the middle of a stream.
 */
export async function startCuttingProxy(apiUrl: string, cutPrefix: string, afterBytes: number): Promise<CuttingProxy> {
  const target = new URL(apiUrl);
  const server = createServer((req, res) => {
    const out = request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (reply) => {
      res.writeHead(reply.statusCode ?? 502, reply.headers);
      if (!req.url?.startsWith(cutPrefix)) return void reply.pipe(res);
      let sent = 0;
      reply.on('data', (chunk: Buffer) => {
        if (sent >= afterBytes) return;
        res.write(chunk);
        sent += chunk.length;
        if (sent >= afterBytes) {
          reply.destroy();
          res.socket?.destroy();
        }
      });
    });
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
