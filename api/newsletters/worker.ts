import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/database.ts';
import { emails } from '../lib/metrics.ts';
import { newsletterCampaigns as campaigns } from '../db/schema.ts';
import { composeLetter, type LetterContext } from './mail/compose.ts';
import { DeliveryFailure, type Mailer } from './mail/mail-message.ts';
import { retryDelayMs, type DeliveryPace } from './mail-config.ts';
import { claimDeliveries, settleDelivery, type Claimed, type Outcome } from './queue.ts';

/** What a delivery worker needs: the database, a mailer, how to write the letters, and its pace. */
export interface DeliveryWorkerDeps {
  db: Db;
  mailer: Mailer;
  letter: LetterContext;
  pace: DeliveryPace;
  logger: Logger;
}

/** A running delivery worker. */
export interface DeliveryWorker {
  /** Looks at the queue now instead of at the next poll (a send in this process calls it). */
  wake(): void;
  /** Finishes the messages under way (sent and marked), then stops; the mailer is closed. */
  stop(): Promise<void>;
}

// Marking a sent message is retried a little: while it is unmarked, a dead worker's message would be sent again.
const SETTLE_TRIES = 5;
const SETTLE_WAIT_MS = 200;
const CAMPAIGNS_CACHED = 50;

/**
 * Drains the newsletter queue: `pace.concurrency` loops, each claiming up to `pace.batch` due
 * deliveries under one lease, sending them one after another, and marking each sent, retried with backoff (a temporary failure) or failed (a
 * permanent one, or the last attempt), with the server's reply. Several workers, in one process or
 * many on one PostgreSQL, split the queue without overlap. An empty queue is looked at every
 * `pace.pollMs`, or at once after `wake()`.
 */
export function startDeliveryWorker({ db, mailer, letter, pace, logger }: DeliveryWorkerDeps): DeliveryWorker {
  // Each outcome's series is there from the start, at 0, so a rate over it is defined before the first message.
  for (const outcome of ['sent', 'failed', 'retry'] as const) emails.inc({ outcome }, 0);
  let stopped = false;
  const sleepers = new Set<() => void>();
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      sleepers.add(done);
    });
  const wake = () => [...sleepers].forEach((done) => done());

  // A campaign's text never changes, so it is read once for all its messages.
  const texts = new Map<string, { subject: string; message: string }>();
  const textOf = async (campaignId: string) => {
    const known = texts.get(campaignId);
    if (known) return known;
    const [text] = await db.select({ subject: campaigns.subject, message: campaigns.message }).from(campaigns).where(eq(campaigns.id, campaignId));
    if (!text) throw new Error(`campaign ${campaignId} not found`);
    if (texts.size >= CAMPAIGNS_CACHED) texts.clear();
    texts.set(campaignId, text);
    return text;
  };

  const settle = async (claimed: Claimed, outcome: Outcome) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        if (!(await settleDelivery(db, claimed, outcome))) logger.warn({ deliveryId: claimed.id, outcome: outcome.kind }, 'newsletter delivery was claimed again by another worker before it was marked');
        return;
      } catch (error) {
        if (attempt >= SETTLE_TRIES) throw error;
        await new Promise((resolve) => setTimeout(resolve, SETTLE_WAIT_MS * attempt));
      }
    }
  };

  const outcomeOf = (claimed: Claimed, error: unknown): Outcome => {
    const failure = error instanceof DeliveryFailure ? error : new DeliveryFailure(error instanceof Error ? error.message : String(error), false);
    if (failure.permanent || claimed.attempts >= pace.maxAttempts) return { kind: 'failed', error: failure.message };
    return { kind: 'retry', error: failure.message, delayMs: retryDelayMs(pace, claimed.attempts) };
  };

  /** One claimed delivery seen through. */
  const deliver = async (claimed: Claimed): Promise<void> => {
    // Claimed again after its lease ran out on the last attempt allowed: whether that one went out is unknown, so it stops here.
    if (claimed.attempts > pace.maxAttempts) {
      await settle(claimed, { kind: 'failed', error: claimed.lastError ?? `Not sent: the worker stopped during attempt ${pace.maxAttempts}` });
      return;
    }
    const text = await textOf(claimed.campaignId);
    const message = composeLetter({ deliveryId: claimed.id, subscriberId: claimed.subscriberId, email: claimed.email, ...text }, letter);
    let outcome: Outcome = { kind: 'sent' };
    try {
      await mailer.send(message);
    } catch (error) {
      outcome = outcomeOf(claimed, error);
      logger.warn({ deliveryId: claimed.id, attempt: claimed.attempts, outcome: outcome.kind, err: error }, 'newsletter message not sent');
    }
    await settle(claimed, outcome);
    emails.inc({ outcome: outcome.kind });
  };

  /** A batch of due deliveries claimed and seen through; false when none was due. Stopping hands back the ones not begun. */
  const deliverSome = async (): Promise<boolean> => {
    const claimedAt = Date.now();
    const batch = await claimDeliveries(db, pace.leaseMs, Math.max(1, pace.batch ?? 1));
    if (batch.length === 0) return false;
    for (const [index, claimed] of batch.entries()) {
      // A message is begun only in the first half of the lease, so it is surely marked before another
      // worker may take it again; a slow batch hands the rest back instead.
      const late = index > 0 && Date.now() - claimedAt > pace.leaseMs / 2;
      if (stopped || late) {
        for (const rest of batch.slice(index)) await settle(rest, { kind: 'release' });
        return !stopped;
      }
      await deliver(claimed);
    }
    return true;
  };

  const loop = async () => {
    while (!stopped) {
      let worked = false;
      try {
        worked = await deliverSome();
      } catch (error) {
        logger.error({ err: error }, 'newsletter delivery failed');
      }
      if (!worked && !stopped) await sleep(pace.pollMs);
    }
  };
  const loops = Array.from({ length: Math.max(1, pace.concurrency) }, loop);

  let stopping: Promise<void> | undefined;
  return {
    wake,
    stop: () =>
      (stopping ??= (async () => {
        stopped = true;
        wake();
        await Promise.all(loops);
        mailer.close();
      })()),
  };
}
