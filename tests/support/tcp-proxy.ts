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
