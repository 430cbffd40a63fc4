import { connect, createServer, type Server, type Socket } from 'node:net';

/** A TCP pass-through to a server (a PostgreSQL), which a test can take away and bring back. */
export interface TcpProxy {
  port: number;
  /**
   * Takes the server away: every open connection is cut, and new ones are refused (`refuse`: nothing
   * listens on the port), accepted and hung up at once (`hang-up`: a server that ends connections),
   * or accepted and never answered (`silent`: a host gone from the network).
   */
  cut(mode?: 'refuse' | 'hang-up' | 'silent'): Promise<void>;
  /** Passes connections on again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** Starts a pass-through on 127.0.0.1 (a free port) to `host:port`. */
export async function startTcpProxy(host: string, port: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let mode: 'pass' | 'hang-up' | 'silent' = 'pass';
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const onConnection = (client: Socket) => {
    track(client);
    if (mode === 'hang-up') return void client.destroy();
    if (mode === 'silent') return;
    const upstream = connect(port, host);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  };
  let server: Server | undefined;
  const open = async (at: number) => {
    const opened = createServer(onConnection);
    await new Promise<void>((resolve, reject) => opened.once('error', reject).listen(at, '127.0.0.1', () => resolve()));
    server = opened;
    return (opened.address() as { port: number }).port;
  };
  const stop = async () => {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };
  const bound = await open(0);
  return {
    port: bound,
    async cut(how = 'refuse') {
      if (how === 'refuse') return stop();
      mode = how;
      for (const socket of sockets) socket.destroy();
    },
    async restore() {
      mode = 'pass';
      if (!server) await open(bound);
    },
    close: stop,
  };
}

/** The ports URLs of these schemes mean when they name none. */
const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'postgres:': 5432, 'postgresql:': 5432 };

/** A pass-through to the server `url` names, with `url` as it reads through the pass-through. */
export interface TcpProxyTo extends TcpProxy {
  url: string;
}

/** Starts a pass-through (startTcpProxy) to the server at `url` (an API's, a gateway's, a PostgreSQL's). */
export async function startTcpProxyTo(url: string): Promise<TcpProxyTo> {
  const target = new URL(url);
  const proxy = await startTcpProxy(target.hostname, Number(target.port || DEFAULT_PORTS[target.protocol]));
  const through = new URL(url);
  through.hostname = '127.0.0.1';
  through.port = String(proxy.port);
  // `new URL` adds a slash to a bare origin; keep the URL as the caller wrote it.
  return { ...proxy, url: url.endsWith('/') ? through.toString() : through.toString().replace(/\/$/, '') };
}
