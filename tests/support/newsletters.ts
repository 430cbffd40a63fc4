import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GATEWAY_SECRET_HEADER } from '#domain/gateway';
import type { Db } from '../../api/db/database.ts';
import { newsletterSubscribers } from '../../api/db/schema.ts';
import type { MailConfig } from '../../api/newsletters/mail-config.ts';
import { callApi, type ApiReply } from './http.ts';

/** The unsubscribe links' secret of the test APIs started with `testMail`. */
export const TEST_UNSUBSCRIBE_SECRET = 'test-unsubscribe-secret';

/**
 * Newsletter mail for a test API: quick polls and retries (milliseconds, not seconds), a fresh
 * outbox folder unless `smtpUrl` is given, and a known unsubscribe secret.
 */
export function testMail(overrides: Omit<Partial<MailConfig>, 'pace'> & { pace?: Partial<MailConfig['pace']> } = {}): MailConfig & { outboxDir: string } {
  const { pace, ...rest } = overrides;
  return {
    from: 'Venue <news@venue.test>',
    publicUrl: 'http://venue.test',
    unsubscribeSecret: TEST_UNSUBSCRIBE_SECRET,
    outboxDir: mkdtempSync(join(tmpdir(), 'venue-outbox-')),
    ...rest,
    pace: { pollMs: 50, leaseMs: 60_000, retryBaseMs: 20, retryMaxMs: 200, maxAttempts: 3, concurrency: 2, ...pace },
  };
}

/**
 * Subscribers written straight into the database (subscribed unless said otherwise), for suites
 * that only need some to exist; the public subscribe call has its own tests.
 */
export async function insertSubscribers(db: Db, emails: readonly string[], isSubscribed = true): Promise<{ id: string; email: string }[]> {
  if (emails.length === 0) return [];
  return db
    .insert(newsletterSubscribers)
    .values(emails.map((email) => ({ email, isSubscribed })))
    .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
}

/** Calls a public endpoint as a client at `ip` (named by the gateway, which the API believes with its secret). */
export async function publicCall<T = unknown>(api: { url: string; gatewaySecret: string }, method: string, path: string, body: unknown, ip: string): Promise<ApiReply<T>> {
  const response = await fetch(`${api.url}/api/v1${path}`, {
    method: method.toUpperCase(),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, [GATEWAY_SECRET_HEADER]: api.gatewaySecret },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as ApiReply<T>['body'] };
}

/** A campaign as the REST API replies it. */
export interface RestCampaign {
  _id: string;
  subject: string;
  message: string;
  total: number;
  sent: number;
  failed: number;
  pending: number;
  sentBy: { _id: string; name: string };
  createdAt: string;
  failures: { email: string; attempts: number; reply: string | null }[];
}

/** Reads a campaign until its messages are all sent or failed (or `done` says so), at most `timeoutMs`. */
export async function waitForCampaign(api: { url: string }, token: string, id: string, done = (c: RestCampaign) => c.pending === 0, timeoutMs = 15_000): Promise<RestCampaign> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const reply = await callApi<RestCampaign>(api.url, 'get', `/get/newsletter/campaign/${id}`, { token });
    if (reply.body.data && done(reply.body.data)) return reply.body.data;
    if (Date.now() > until) throw new Error(`campaign ${id} not done in time: ${JSON.stringify(reply.body.data ?? reply.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A valid newsletter: a subject and a message within §5's limits. */
export const letter = (subject = 'Friday night at the venue') => ({
  subject,
  message: `${subject}: doors open at ten, the DJ plays until late, and the first round is on the house for every newsletter reader who shows this mail.`,
});

/** A header of a raw message (folded lines unfolded), or undefined. */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The unsubscribe link a received message carries in its List-Unsubscribe header. */
export function unsubscribeLinkOf(raw: string): string {
  const link = /<([^>]+)>/.exec(headerOf(raw, 'List-Unsubscribe') ?? '')?.[1];
  if (!link) throw new Error('the message has no List-Unsubscribe link');
  return link;
}
