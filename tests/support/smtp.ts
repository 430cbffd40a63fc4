import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message the test server accepted: its recipient and the raw message. */
export interface Received {
  to: string;
  raw: string;
}

/** A refusal the test server gives, e.g. `{ code: 451, text: '4.3.0 Try again later' }`. */
export interface Refusal {
  code: number;
  text: string;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** Every accepted message, in order. */
  received: Received[];
  /** How many times each recipient was offered (accepted or refused). */
  offers: Map<string, number>;
  close(): Promise<void>;
}

export interface TestSmtpOptions {
  /** Refuses a recipient's `offer`-th offer (1 for the first); undefined accepts it. */
  refuse?: (to: string, offer: number) => Refusal | undefined;
  /** Called once a message is accepted (after `received` holds it). */
  onReceived?: (message: Received) => void;
  /** Waits this long before accepting each message's data, to make sending take time. */
  delayMs?: number;
  /** Accepts no message's data before this settles (then waits `delayMs`), to see a campaign while it is being sent. */
  hold?: Promise<unknown>;
}

/** A real SMTP server on 127.0.0.1 (a free port), no TLS or sign-in, that keeps what it is sent. */
export async function startSmtpServer(options: TestSmtpOptions = {}): Promise<TestSmtpServer> {
  const received: Received[] = [];
  const offers = new Map<string, number>();
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      const offer = (offers.get(to) ?? 0) + 1;
      offers.set(to, offer);
      const refusal = options.refuse?.(to, offer);
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.text), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const message = { to: session.envelope.rcptTo[0]?.address.toLowerCase() ?? '', raw: Buffer.concat(chunks).toString('utf8') };
        const accept = () =>
          setTimeout(() => {
            received.push(message);
            options.onReceived?.(message);
            callback();
          }, options.delayMs ?? 0);
        if (options.hold) void options.hold.then(accept);
        else accept();
      });
    },
  });
  // A client that dies mid-message (a worker killed) resets its connection: not the test's failure.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    offers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
