import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { startTestApi, type TestApi } from '../support/api.ts';
import { headerOf, insertSubscribers, letter, testMail, waitForCampaign, type RestCampaign } from '../support/newsletters.ts';
import { atOnce, RACE_MS, raceRounds, tally } from '../support/race.ts';

const AT_ONCE = 10;

describe.each(backends)('a newsletter sent many times at once on %s', (backend) => {
  let api: TestApi;
  let outbox: string;
  const send = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${api.url}/api/v1/send/newsletter/email`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${api.adminToken}`, ...headers }, body: JSON.stringify(body) }).then(
      async (r) => ({ status: r.status, body: (await r.json()) as { status: boolean; message: string; data?: RestCampaign } }),
    );
  /** The recipients of the mails written with `subject`, one entry per mail. */
  const mailedTo = (subject: string) =>
    readdirSync(outbox)
      .map((file) => readFileSync(join(outbox, file), 'utf8'))
      .filter((raw) => headerOf(raw, 'Subject') === subject)
      .map((raw) => headerOf(raw, 'To'));

  beforeAll(async () => {
    const mail = testMail();
    outbox = mail.outboxDir;
    api = await startTestApi({ backend, config: { mail } });
  });
  afterAll(() => api?.close());

  it(
    'makes one campaign of one key however many submissions arrive at once, and mails each subscriber once',
    async () => {
      const emails = Array.from({ length: 12 }, (_, i) => `reader-${i}-${randomUUID().slice(0, 6)}@guest.test`);
      await insertSubscribers(api.db, emails);
      await raceRounds(3, {
        setUp: (round) => {
          const key = randomUUID();
          return { key, subject: `Round ${round} at the venue ${key.slice(0, 6)}` };
        },
        // A double-clicking browser and a retrying client: the key in the header or in the body.
        fire: ({ key, subject }) => atOnce(AT_ONCE, (i) => (i % 2 ? send(letter(subject), { 'Idempotency-Key': key }) : send({ ...letter(subject), idempotencyKey: key }))),
        check: async (replies, { subject }) => {
          expect(tally(replies.map((r) => r.status))).toEqual({ 201: 1, 200: AT_ONCE - 1 });
          expect(new Set(replies.map((r) => r.body.data!._id)).size).toBe(1);
          const done = await waitForCampaign(api, api.adminToken, replies[0]!.body.data!._id);
          expect(done.sent).toBeGreaterThanOrEqual(emails.length);
          const to = mailedTo(subject);
          expect(to).toHaveLength(new Set(to).size);
          for (const email of emails) expect(to.filter((address) => address?.includes(email))).toHaveLength(1);
        },
      });
    },
    RACE_MS,
  );
});
