/** How fast the delivery worker polls and retries; tests shorten every wait. */
export interface DeliveryPace {
  /** Wait between looks at an empty queue (a send in the same process wakes the worker at once). */
  pollMs: number;
  /** How long a claimed message is its worker's; after it another worker takes the message again. */
  leaseMs: number;
  /** First wait after a temporary failure; each further attempt waits twice as long, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Attempts per message before it is failed for good. */
  maxAttempts: number;
  /** Messages one worker sends at once. */
  concurrency: number;
  /** Messages each of those sending loops claims at a time (one lease), then sends one after another. */
  batch?: number;
}

/** Newsletter mail: where it goes, whom it is from, and the public address its unsubscribe links point at. */
export interface MailConfig {
  /** SMTP_URL, e.g. smtp://user:pass@host:587; unset: one .eml file per message under outboxDir. */
  smtpUrl?: string;
  /** MAIL_FROM, e.g. "Venue <news@venue.example>". */
  from: string;
  /** PUBLIC_URL: the gateway's public origin, e.g. https://venue.example; unsubscribe links start with it. */
  publicUrl: string;
  /** UNSUBSCRIBE_SECRET signs unsubscribe links; unset: generated once into DATA_DIR/unsubscribe-secret. */
  unsubscribeSecret?: string;
  /** Where .eml files go without SMTP_URL; DATA_DIR/outbox when unset, so it follows the data folder the API is given. */
  outboxDir?: string;
  pace: DeliveryPace;
}

export const DEFAULT_PACE: DeliveryPace = { pollMs: 1_000, leaseMs: 5 * 60_000, retryBaseMs: 30_000, retryMaxMs: 60 * 60_000, maxAttempts: 5, concurrency: 2, batch: 10 };

/** The file under DATA_DIR holding the unsubscribe links' secret when UNSUBSCRIBE_SECRET is unset. */
export const UNSUBSCRIBE_SECRET_FILE = 'unsubscribe-secret';

/** The wait before attempt `attempt + 1` after `attempt` failed temporarily: base, 2 × base, 4 × base … capped. */
export const retryDelayMs = (pace: DeliveryPace, attempt: number): number => Math.min(pace.retryMaxMs, pace.retryBaseMs * 2 ** Math.max(0, attempt - 1));
