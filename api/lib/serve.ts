import { once } from 'node:events';
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StartRefused } from '../config.ts';

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

/** A port bound before the process is ready to serve it: it answers "starting" until `handle()` gives it its app. */
export interface Listening {
  url: string;
  port: number;
  server: Server;
  /** Serves `app` from now on. */
  handle(app: RequestListener): Serving;
  /** Frees the port (a start that failed). */
  close(): Promise<void>;
}

/** The variables that named a port and its interface, for a refusal the operator can act on. */
export interface PortNames {
  port: string;
  host: string;
}

export const urlHost = (host: string) => (host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host);

export const STARTING_MESSAGE = 'The server is starting. Try again shortly.';

/** Until its app is ready, a bound port answers: alive to /healthz, 503 to anything else. */
const starting = (req: IncomingMessage, res: ServerResponse) => {
  const alive = req.url === '/healthz';
  const body = JSON.stringify(alive ? { status: 'alive' } : { status: false, message: STARTING_MESSAGE });
  res.writeHead(alive ? 200 : 503, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...(alive ? {} : { 'retry-after': '1' }) });
  res.end(body);
};

/** A failure to listen, in the words of the variables that chose the port (EADDRINUSE: another process has it). */
function refusal(error: NodeJS.ErrnoException, port: number, host: string, names: PortNames): Error {
  switch (error.code) {
    case 'EADDRINUSE':
      return new StartRefused(`${names.port} ${port} is already in use on ${host}: stop the process listening there, or set ${names.port} to a free port`);
    case 'EACCES':
      return new StartRefused(`${names.port} ${port} on ${host} needs privileges this process does not have: choose a port above 1023`);
    case 'EADDRNOTAVAIL':
      return new StartRefused(`${names.host} ${host} is not an address of this machine`);
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_FAIL':
      return new StartRefused(`${names.host} ${host} does not resolve to an address`);
    default:
      return error;
  }
}

/**
 * Binds host:port (0 picks a free port) and resolves once bound, before the app exists: a start
 * finds a taken port before it sets anything up. With `names`, a failure to bind is a StartRefused
 * naming the variables.
 */
export async function listen(port: number, host: string, names?: PortNames): Promise<Listening> {
  let app: RequestListener = starting;
  const server = createServer((req, res) => app(req, res)).listen(port, host);
  try {
    await Promise.race([once(server, 'listening'), once(server, 'error').then(([error]) => Promise.reject(error as Error))]);
  } catch (error) {
    server.close();
    throw names ? refusal(error as NodeJS.ErrnoException, port, host, names) : error;
  }
  const bound = (server.address() as AddressInfo).port;
  const url = `http://${urlHost(host)}:${bound}`;
  // A keep-alive connection that finishes its request while the server is closing is ended at once.
  let closing = false;
  server.on('request', (_req, res) => {
    res.on('finish', () => {
      if (closing) res.socket?.end();
    });
    if (closing) res.setHeader('Connection', 'close');
  });
  const close = (graceMs = 0) =>
    new Promise<void>((resolve) => {
      closing = true;
      server.close(() => resolve());
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), graceMs);
      force.unref();
      server.once('close', () => clearTimeout(force));
    });
  return {
    url,
    port: bound,
    server,
    handle(listener) {
      app = listener;
      return { url, port: bound, server, close };
    },
    close: () => close(0),
  };
}

/** Listens on host:port (0 picks a free port) and resolves once bound. */
export async function serve(app: RequestListener, port: number, host: string, names?: PortNames): Promise<Serving> {
  return (await listen(port, host, names)).handle(app);
}
