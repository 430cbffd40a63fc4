import { once } from 'node:events';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A listening server: its base URL and a close that also drops idle keep-alive connections. */
export type Listening = { url: string; close: () => Promise<void> };

/** Listens on host:port (port 0 = any free port) and resolves once the socket is bound. */
export const listen = async (app: RequestListener, port: number, host: string): Promise<Listening> => {
  const server = createServer(app).listen(port, host);
  await once(server, 'listening');
  const { port: bound } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve, reject) => {
      server.close((err) => (err ? reject(err) : resolve()));
      server.closeAllConnections();
    });
  return { url: `http://${host.includes(':') ? `[${host}]` : host}:${bound}`, close };
};
