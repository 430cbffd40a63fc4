/** One newsletter message, ready for any mailer: a delivery's own Message-ID, both bodies and the unsubscribe headers. */
export interface MailMessage {
  /** The delivery it carries; also the outbox file's name. */
  deliveryId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** `<deliveryId@domain>`: the same on every attempt, so a receiver can tell a resent message. */
  messageId: string;
  headers: Record<string, string>;
}

/** A failed attempt: the server's reply (or the connection's error) and whether trying again could help. */
export class DeliveryFailure extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'DeliveryFailure';
  }
}

/** Sends newsletter messages one by one; a failed send throws DeliveryFailure. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Ends open connections once the sends under way are done. */
  close(): void;
}
