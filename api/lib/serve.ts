import { once } from 'node:events';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A listening server: its base URL and a close that lets requests under way finish. */
export interface Serving {
  url: string;
  port: number;
  server: Server;
  /**
   * Stops accepting connections, closes idle keep-alive ones, waits for the requests under way
   * (at most `graceMs`; 0 does not wait) and then closes whatever is left.
   */
  close(graceMs?: number): Promise<void>;
}

export const urlHost = (host: string) => (host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host);

/** Listens on host:port (0 picks a free port) and resolves once bound. */
export async function serve(app: RequestListener, port: number, host: string): Promise<Serving> {
  const server = createServer(app).listen(port, host);
  await Promise.race([once(server, 'listening'), once(server, 'error').then(([error]) => Promise.reject(error as Error))]);
  const bound = (server.address() as AddressInfo).port;
  // A keep-alive connection that finishes its request while the server is closing is ended at once.
  let closing = false;
  server.on('request', (_req, res) => {
    res.on('finish', () => {
      if (closing) res.socket?.end();
    });
    if (closing) res.setHeader('Connection', 'close');
  });
  return {
    url: `http://${urlHost(host)}:${bound}`,
    port: bound,
    server,
    close: (graceMs = 0) =>
      new Promise<void>((resolve) => {
        closing = true;
        server.close(() => resolve());
        server.closeIdleConnections();
        const force = setTimeout(() => server.closeAllConnections(), graceMs);
        force.unref();
        server.once('close', () => clearTimeout(force));
      }),
  };
}
