import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signUnsubscribeToken } from '../../api/newsletters/unsubscribe-token.ts';
import { snapshotDb } from '../support/db-snapshot.ts';
import { useTestStack } from '../support/use-test-stack.ts';
import { insertSubscribers, letter, testMail, TEST_UNSUBSCRIBE_SECRET } from '../support/newsletters.ts';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp.ts';
import { codes, gql } from './lib/gql.ts';

const CAMPAIGN_FIELDS = 'id subject message sentBy createdAt total sent failed pending sending';
const SUBSCRIBERS = `query S($limit: Int, $offset: Int, $search: String, $subscribed: Boolean) {
  newsletterSubscribers(limit: $limit, offset: $offset, search: $search, subscribed: $subscribed) { count items { id email lastSubmission subscribeCount isSubscribed createdAt } } }`;
const SEND = `mutation N($input: SendNewsletterInput!) { sendNewsletter(input: $input) { message campaign { ${CAMPAIGN_FIELDS} } } }`;
const CAMPAIGNS = `query C($limit: Int, $search: String) { newsletterCampaigns(limit: $limit, search: $search) { count items { ${CAMPAIGN_FIELDS} failures { email attempts reply } } } }`;
const CAMPAIGN = `query C($id: ID!) { newsletterCampaign(id: $id) { ${CAMPAIGN_FIELDS} failures { email attempts reply } } }`;

interface Campaign {
  id: string;
  subject: string;
  sentBy: string;
  total: number;
  sent: number;
  failed: number;
  pending: number;
  sending: boolean;
  failures?: { email: string; attempts: number; reply: string | null }[];
}

const refused = `refused-${randomUUID().slice(0, 6)}@venue.test`;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer({ refuse: (to) => (to === refused ? { code: 550, text: '5.1.1 No such user' } : undefined) });
});
afterAll(() => smtp?.close());
const stack = useTestStack(() => ({ api: { config: { mail: testMail({ smtpUrl: smtp.url }) } } }));
const asAdmin = <T>(query: string, variables?: Record<string, unknown>) => gql<T>(stack.gatewayUrl, query, { variables, token: stack.api.adminToken });
const campaignOf = async (id: string) => (await asAdmin<{ newsletterCampaign: Campaign }>(CAMPAIGN, { id })).data!.newsletterCampaign;
const sent = async (id: string) => {
  await expect.poll(async () => (await campaignOf(id)).sending, { timeout: 15_000, interval: 50 }).toBe(false);
  return campaignOf(id);
};

describe('newsletters through GraphQL', () => {
  test('lists subscribers, searched by email and filtered by subscription', async () => {
    const tag = randomUUID().slice(0, 6);
    await insertSubscribers(stack.api.db, [`in-${tag}@venue.test`, refused]);
    await insertSubscribers(stack.api.db, [`out-${tag}@venue.test`], false);
    const all = await asAdmin<{ newsletterSubscribers: { count: number; items: { email: string; isSubscribed: boolean; subscribeCount: number }[] } }>(SUBSCRIBERS, { search: tag });
    expect(all.errors).toBeUndefined();
    expect(all.data!.newsletterSubscribers.count).toBe(2);
    expect(all.data!.newsletterSubscribers.items.map((s) => [s.email, s.isSubscribed, s.subscribeCount]).sort()).toEqual([
      [`in-${tag}@venue.test`, true, 1],
      [`out-${tag}@venue.test`, false, 1],
    ]);
    const subscribed = await asAdmin<{ newsletterSubscribers: { count: number } }>(SUBSCRIBERS, { limit: 1, subscribed: true });
    expect(subscribed.data!.newsletterSubscribers.count).toBe(2);
    const unsubscribed = await asAdmin<{ newsletterSubscribers: { items: { email: string }[] } }>(SUBSCRIBERS, { subscribed: false });
    expect(unsubscribed.data!.newsletterSubscribers.items.map((s) => s.email)).toEqual([`out-${tag}@venue.test`]);
  });

  test('sendNewsletter answers at once with the campaign; its counts follow the delivery, a refused address among the failures', async () => {
    const reply = await asAdmin<{ sendNewsletter: { message: string; campaign: Campaign } }>(SEND, { input: { ...letter('Through the gateway'), idempotencyKey: randomUUID() } });
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.sendNewsletter.message).toBe('Newsletter queued for 2 subscribers');
    expect(reply.data!.sendNewsletter.campaign).toMatchObject({ subject: 'Through the gateway', sentBy: 'Test Admin', total: 2 });
    const done = await sent(reply.data!.sendNewsletter.campaign.id);
    expect(done).toMatchObject({ total: 2, sent: 1, failed: 1, pending: 0, sending: false, failures: [{ email: refused, attempts: 1, reply: '550 5.1.1 No such user' }] });
    // A list's campaigns read their failures too.
    const list = await asAdmin<{ newsletterCampaigns: { count: number; items: Campaign[] } }>(CAMPAIGNS, { limit: 1 });
    expect(list.data!.newsletterCampaigns).toEqual({ count: 1, items: [done] });
    // `search` matches the subject.
    const found = await asAdmin<{ newsletterCampaigns: { count: number; items: Campaign[] } }>(CAMPAIGNS, { search: 'the GATEWAY' });
    expect(found.data!.newsletterCampaigns).toEqual({ count: 1, items: [done] });
    const none = await asAdmin<{ newsletterCampaigns: { count: number } }>(CAMPAIGNS, { search: 'no such subject' });
    expect(none.data!.newsletterCampaigns.count).toBe(0);
    const tooLong = await asAdmin(CAMPAIGNS, { search: 'x'.repeat(101) });
    expect(tooLong.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([['search must not exceed 100 characters', 'BAD_USER_INPUT']]);
  });

  test('the same idempotency key returns the same campaign and sends nothing twice; another newsletter with it is a CONFLICT', async () => {
    const idempotencyKey = randomUUID();
    const first = await asAdmin<{ sendNewsletter: { campaign: Campaign } }>(SEND, { input: { ...letter('Sent once only'), idempotencyKey } });
    const id = first.data!.sendNewsletter.campaign.id;
    await sent(id);
    const received = smtp.received.length;
    const again = await asAdmin<{ sendNewsletter: { message: string; campaign: Campaign } }>(SEND, { input: { ...letter('Sent once only'), idempotencyKey } });
    expect(again.data!.sendNewsletter).toMatchObject({ message: 'This newsletter was already sent with this idempotency key; nothing is sent twice', campaign: { id } });
    const other = await asAdmin(SEND, { input: { ...letter('Something else'), idempotencyKey } });
    expect(codes(other)).toEqual(['CONFLICT']);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(received);
  });

  test.each([
    [{ subject: 'Short', message: letter().message }, 'Subject must be at least 10 characters long'],
    [{ subject: letter().subject, message: 'Too short a message' }, 'Message must be at least 100 characters long'],
  ])('an invalid newsletter is BAD_USER_INPUT with the spec message and writes nothing', async (input, message) => {
    const before = await snapshotDb(stack.api.db);
    const reply = await asAdmin(SEND, { input });
    expect(reply.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await snapshotDb(stack.api.db)).toEqual(before);
  });

  test('an unknown campaign is NOT_FOUND; without a token everything is UNAUTHENTICATED', async () => {
    const unknown = await asAdmin(CAMPAIGN, { id: randomUUID() });
    expect(codes(unknown)).toEqual(['NOT_FOUND']);
    expect(unknown.errors?.[0]?.message).toBe('Campaign not found');
    expect(codes(await gql(stack.gatewayUrl, SUBSCRIBERS))).toEqual(['UNAUTHENTICATED']);
    expect(codes(await gql(stack.gatewayUrl, SEND, { variables: { input: letter() } }))).toEqual(['UNAUTHENTICATED']);
  });
});

describe('the public calls through the gateway', () => {
  const post = (path: string, body: unknown) => fetch(`${stack.gatewayUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  test('subscribe needs no token and is checked as on the API', async () => {
    const ok = await post('/api/v1/newsletter/subscribe', { email: 'walk-in@venue.test' });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: true, message: 'Subscribed successfully', data: { email: 'walk-in@venue.test' } });
    const bad = await post('/api/v1/newsletter/subscribe', { email: 'nope' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ status: false, message: 'Invalid email' });
  });

  test('the unsubscribe link opens its page and unsubscribes through the gateway', async () => {
    const [guest] = await insertSubscribers(stack.api.db, [`link-${randomUUID().slice(0, 6)}@venue.test`]);
    const link = `${stack.gatewayUrl}/api/v1/newsletter/unsubscribe?token=${encodeURIComponent(signUnsubscribeToken(TEST_UNSUBSCRIBE_SECRET, guest!.id))}`;
    const page = await fetch(link, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(guest!.email);
    const done = await fetch(link, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(await done.text()).toContain('You are unsubscribed');
    const after = await asAdmin<{ newsletterSubscribers: { items: { isSubscribed: boolean }[] } }>(SUBSCRIBERS, { search: guest!.email });
    expect(after.data!.newsletterSubscribers.items).toEqual([{ ...after.data!.newsletterSubscribers.items[0], isSubscribed: false }]);
  });

  test('the contact-us form goes to the API; no other /api/v1 call is reachable through the gateway', async () => {
    const contact = await post('/api/v1/contactUs', {});
    expect(contact.headers.get('content-type')).toMatch(/json/);
    expect((await contact.json()).status).toBe(false);
    for (const [method, path] of [
      ['GET', '/api/v1/get/newsletters'],
      ['POST', '/api/v1/send/newsletter/email'],
      ['GET', '/api/v1/contactUs'],
      ['GET', '/api/v1/get/roles'],
    ] as const) {
      const reply = await fetch(`${stack.gatewayUrl}${path}`, { method, headers: { authorization: `Bearer ${stack.api.adminToken}`, accept: 'application/json' } });
      // The gateway's own 404: the API would have answered these (the roles list with 200 and its data).
      expect({ status: reply.status, body: await reply.json() }, `${method} ${path}`).toEqual({ status: 404, body: { status: false, message: 'Route not found' } });
    }
  });
});
