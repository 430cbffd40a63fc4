import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GATEWAY_SECRET_HEADER } from '#domain/gateway';
import { MODULE_KEYS } from '#domain/modules';
import { auditLog, newsletterDeliveries, newsletterSubscribers } from '../../api/db/schema.ts';
import { PUBLIC_CALLS_PER_ADDRESS } from '../../api/lib/public-quota.ts';
import { UNSUBSCRIBE_CALLS_PER_ADDRESS } from '../../api/newsletters/public-routes.ts';
import { signUnsubscribeToken } from '../../api/newsletters/unsubscribe-token.ts';
import { backends } from '../support/backends.ts';
import { callApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { snapshotDb } from '../support/db-snapshot.ts';
import { headerOf, insertSubscribers, letter, publicCall, testMail, TEST_UNSUBSCRIBE_SECRET, unsubscribeLinkOf, waitForCampaign, type RestCampaign } from '../support/newsletters.ts';

interface Subscriber {
  _id: string;
  email: string;
  lastSubmission: string;
  subscribeCount: number;
  isSubscribed: boolean;
}

const SUBJECT_SHORT = 'Subject must be at least 10 characters long';
const SUBJECT_LONG = 'Subject must not exceed 200 characters';
const MESSAGE_SHORT = 'Message must be at least 100 characters long';
const MESSAGE_LONG = 'Message must not exceed 1000 characters';

describe.each(backends)('newsletters on %s', (backend) => {
  let outbox: string;
  const api = useTestApi(backend, () => {
    const mail = testMail();
    outbox = mail.outboxDir;
    return { config: { mail } };
  });
  let address = 0;
  /** A client address of its own, so each test has the public quota to itself. */
  const nextAddress = () => `198.51.100.${++address}`;
  const call = <T = unknown>(method: string, path: string, options: { body?: unknown; query?: Record<string, string | number>; token?: string } = {}) =>
    callApi<T>(api.url, method, path, { token: api.adminToken, ...options });
  const subscribers = (query: Record<string, string | number> = {}) => call<{ data: Subscriber[]; count: number }>('get', '/get/newsletters', { query: { limit: 100, ...query } });
  const send = (body: unknown, headers: Record<string, string> = {}, token = api.adminToken) =>
    fetch(`${api.url}/api/v1/send/newsletter/email`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers }, body: JSON.stringify(body) }).then(
      async (r) => ({ status: r.status, body: (await r.json()) as { status: boolean; message: string; data?: RestCampaign } }),
    );
  const deliveriesOf = async (campaignId: string) => (await api.db.select({ n: count() }).from(newsletterDeliveries).where(eq(newsletterDeliveries.campaignId, campaignId)))[0]!.n;
  const outboxFiles = () => readdirSync(outbox).sort();
  /** A path of the API from a link under the public address (the gateway proxies it there). */
  const local = (link: string) => `${api.url}${new URL(link).pathname}${new URL(link).search}`;

  it('refuses to send with nobody subscribed (409) and writes nothing', async () => {
    await insertSubscribers(api.db, [`gone-${randomUUID()}@venue.test`], false);
    const before = await snapshotDb(api.db);
    const reply = await send(letter());
    expect(reply).toEqual({ status: 409, body: { status: false, message: 'There are no subscribers to send to' } });
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  it('public subscribe adds an address subscribed once, and again counts one more submission and subscribes it again', async () => {
    const ip = nextAddress();
    const first = await publicCall(api, 'post', '/newsletter/subscribe', { email: '  Dana@Venue.TEST ' }, ip);
    expect(first).toEqual({ status: 200, body: { status: true, message: 'Subscribed successfully', data: { email: 'dana@venue.test' } } });
    const [dana] = (await subscribers({ search: 'dana@' })).body.data!.data;
    expect(dana).toMatchObject({ email: 'dana@venue.test', subscribeCount: 1, isSubscribed: true });

    await api.db.update(newsletterSubscribers).set({ isSubscribed: false }).where(eq(newsletterSubscribers.email, 'dana@venue.test'));
    const again = await publicCall(api, 'post', '/newsletter/subscribe', { email: 'dana@venue.test' }, ip);
    expect(again.body).toEqual(first.body);
    const [bumped] = (await subscribers({ search: 'dana@' })).body.data!.data;
    expect(bumped).toMatchObject({ _id: dana!._id, subscribeCount: 2, isSubscribed: true });
    expect(Date.parse(bumped!.lastSubmission)).toBeGreaterThan(Date.parse(dana!.lastSubmission));
    const audit = await api.db.select().from(auditLog).where(and(eq(auditLog.area, 'newsletters'), eq(auditLog.recordId, dana!._id)));
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([
      ['subscribe', null],
      ['subscribe', null],
    ]);
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: '  ' }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Invalid email'],
    [{ email: 42 }, 'Email must be text'],
    [{ email: 'ok@venue.test', isSubscribed: false }, 'Unrecognized key: "isSubscribed"'],
  ])('public subscribe refuses %j with 400 "%s" and writes nothing', async (body, message) => {
    const before = await snapshotDb(api.db);
    const reply = await publicCall(api, 'post', '/newsletter/subscribe', body, nextAddress());
    expect(reply).toEqual({ status: 400, body: { status: false, message } });
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  it(`public subscribe takes ${PUBLIC_CALLS_PER_ADDRESS} calls per address in the window; the next is 429 and writes nothing, other addresses go on`, async () => {
    const ip = nextAddress();
    for (let i = 0; i < PUBLIC_CALLS_PER_ADDRESS; i += 1) expect((await publicCall(api, 'post', '/newsletter/subscribe', { email: `busy-${i}@venue.test` }, ip)).status).toBe(200);
    const before = (await subscribers()).body.data!.count;
    const refused = await publicCall(api, 'post', '/newsletter/subscribe', { email: 'one-more@venue.test' }, ip);
    expect(refused).toEqual({ status: 429, body: { status: false, message: 'Too many requests. Try again later.' } });
    expect((await subscribers()).body.data!.count).toBe(before);
    expect((await publicCall(api, 'post', '/newsletter/subscribe', { email: 'one-more@venue.test' }, nextAddress())).status).toBe(200);
  });

  it(`public subscribe counts refused calls too, as every public endpoint does: ${PUBLIC_CALLS_PER_ADDRESS} bad bodies from one address, and its next call is 429`, async () => {
    const ip = nextAddress();
    for (let i = 0; i < PUBLIC_CALLS_PER_ADDRESS; i += 1) expect((await publicCall(api, 'post', '/newsletter/subscribe', { email: `not-an-email-${i}` }, ip)).status).toBe(400);
    const before = await snapshotDb(api.db);
    const refused = await publicCall(api, 'post', '/newsletter/subscribe', { email: 'after-the-bad-ones@venue.test' }, ip);
    expect(refused).toEqual({ status: 429, body: { status: false, message: 'Too many requests. Try again later.' } });
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  it(`the unsubscribe link counts forged links too: after ${UNSUBSCRIBE_CALLS_PER_ADDRESS} of them from one address, its real link is 429 and unsubscribes nobody`, async () => {
    const ip = nextAddress();
    const [kim] = await insertSubscribers(api.db, [`kim-${randomUUID().slice(0, 6)}@venue.test`]);
    const fromIp = (method: string, token: string) =>
      fetch(`${api.url}/api/v1/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, { method, headers: { 'x-forwarded-for': ip, [GATEWAY_SECRET_HEADER]: api.gatewaySecret } });
    for (let i = 0; i < UNSUBSCRIBE_CALLS_PER_ADDRESS; i += 1) expect((await fromIp(i % 2 ? 'POST' : 'GET', `${randomUUID()}.${'A'.repeat(43)}`)).status).toBe(400);
    const refused = await fromIp('POST', signUnsubscribeToken(TEST_UNSUBSCRIBE_SECRET, kim!.id));
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('Too many requests. Try again later.');
    expect((await subscribers({ search: kim!.email })).body.data!.data[0]!.isSubscribed).toBe(true);
  });

  it('lists subscribers latest submission first, with email, last submission, count and subscription; searches by email, filters and pages', async () => {
    const tag = randomUUID().slice(0, 8);
    const now = Date.now();
    const at = (minutes: number) => new Date(now + minutes * 60_000);
    await api.db.insert(newsletterSubscribers).values([
      { email: `a-${tag}@list.test`, lastSubmission: at(1), subscribeCount: 3 },
      { email: `b-${tag}@list.test`, lastSubmission: at(3), isSubscribed: false },
      { email: `c-${tag}@list.test`, lastSubmission: at(2) },
    ]);
    const found = await subscribers({ search: tag.toUpperCase() });
    expect(found.body.message).toBe('Subscribers fetched successfully');
    expect(found.body.data!.count).toBe(3);
    expect(found.body.data!.data.map((s) => [s.email, s.subscribeCount, s.isSubscribed])).toEqual([
      [`b-${tag}@list.test`, 1, false],
      [`c-${tag}@list.test`, 1, true],
      [`a-${tag}@list.test`, 3, true],
    ]);
    expect(found.body.data!.data[0]!.lastSubmission).toBe(at(3).toISOString());
    expect((await subscribers({ search: tag, subscribed: 'false' })).body.data!.data.map((s) => s.email)).toEqual([`b-${tag}@list.test`]);
    expect((await subscribers({ search: tag, subscribed: 'true' })).body.data!.count).toBe(2);
    const second = await subscribers({ search: tag, limit: 2, offset: 2 });
    expect(second.body.data).toMatchObject({ count: 3, data: [{ email: `a-${tag}@list.test` }] });
    expect((await subscribers({ subscribed: 'yes' })).body).toEqual({ status: false, message: 'subscribed must be true or false' });
  });

  it.each([
    ['a short subject', { ...letter(), subject: '  Too short  ' }, SUBJECT_SHORT],
    ['a subject of spaces', { ...letter(), subject: ' '.repeat(30) }, SUBJECT_SHORT],
    ['no subject', { message: letter().message }, SUBJECT_SHORT],
    ['a subject sent as a number', { ...letter(), subject: 1234567890 }, 'Subject must be text'],
    ['a subject that shows nothing', { ...letter(), subject: '\u200b'.repeat(12) }, SUBJECT_SHORT],
    ['a long subject', { ...letter(), subject: 'S'.repeat(201) }, SUBJECT_LONG],
    ['a subject with a line break (a header it would start)', { ...letter(), subject: 'Friday night\r\nBcc: everyone@venue.test' }, 'Subject must be one line'],
    ['a short message', { ...letter(), message: `  ${'m'.repeat(99)}  ` }, MESSAGE_SHORT],
    ['no message', { subject: letter().subject }, MESSAGE_SHORT],
    ['a message of null', { ...letter(), message: null }, MESSAGE_SHORT],
    ['a message sent as a list', { ...letter(), message: ['m'.repeat(120)] }, 'Message must be text'],
    ['a long message', { ...letter(), message: 'm'.repeat(1001) }, MESSAGE_LONG],
    ['an unknown key', { ...letter(), to: 'everyone' }, 'Unrecognized key: "to"'],
    ['a bad idempotency key', { ...letter(), idempotencyKey: 'has spaces' }, 'idempotencyKey must be 1 to 200 visible characters'],
  ])('refuses %s with 400 and the message, writing nothing', async (_what, body, message) => {
    await insertSubscribers(api.db, [`v-${randomUUID()}@venue.test`]);
    const before = await snapshotDb(api.db);
    expect(await send(body)).toEqual({ status: 400, body: { status: false, message } });
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  it('takes a subject of 10 and a message of 100 characters once trimmed, and their maximums', async () => {
    const edges = [
      { subject: ` ${'s'.repeat(10)} `, message: ` ${'m'.repeat(100)} ` },
      { subject: 'S'.repeat(200), message: 'M'.repeat(1000) },
    ];
    for (const body of edges) {
      const reply = await send(body);
      expect(reply.status).toBe(201);
      expect(reply.body.data).toMatchObject({ subject: body.subject.trim(), message: body.message.trim() });
      await waitForCampaign(api, api.adminToken, reply.body.data!._id);
    }
  });

  it('records the campaign with every subscribed address at once (201), and the worker writes one .eml per recipient', async () => {
    const subscribed = (await subscribers({ subscribed: 'true' })).body.data!.count;
    const files = outboxFiles().length;
    const reply = await send(letter('Ladies night this Thursday'));
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe(`Newsletter queued for ${subscribed} subscribers`);
    expect(reply.body.data).toMatchObject({ subject: 'Ladies night this Thursday', total: subscribed, sentBy: { name: 'Test Admin' } });
    const campaign = await waitForCampaign(api, api.adminToken, reply.body.data!._id);
    expect(campaign).toMatchObject({ total: subscribed, sent: subscribed, failed: 0, pending: 0, failures: [] });

    const made = outboxFiles();
    expect(made).toHaveLength(files + subscribed);
    expect(made.every((name) => /^[0-9a-f-]{36}\.eml$/.test(name))).toBe(true);
    const ours = await api.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.campaignId, campaign._id));
    const dana = ours.find((d) => d.email === 'dana@venue.test')!;
    const raw = readFileSync(join(outbox, `${dana.id}.eml`), 'utf8');
    expect(headerOf(raw, 'To')).toBe('dana@venue.test');
    expect(headerOf(raw, 'From')).toBe('Venue <news@venue.test>');
    expect(headerOf(raw, 'Subject')).toBe('Ladies night this Thursday');
    expect(headerOf(raw, 'Message-ID')).toBe(`<${dana.id}@venue.test>`);
    expect(headerOf(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const token = signUnsubscribeToken(TEST_UNSUBSCRIBE_SECRET, dana.subscriberId);
    expect(unsubscribeLinkOf(raw)).toBe(`http://venue.test/api/v1/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
  });

  it('answers the same idempotency key with the same campaign and sends nothing twice, in the body or the Idempotency-Key header', async () => {
    const key = randomUUID();
    const first = await send({ ...letter('Key in the body please'), idempotencyKey: key });
    expect(first.status).toBe(201);
    const again = await send({ ...letter('Key in the body please'), idempotencyKey: key });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('This newsletter was already sent with this idempotency key; nothing is sent twice');
    expect(again.body.data!._id).toBe(first.body.data!._id);
    const byHeader = await send(letter('Key in the body please'), { 'Idempotency-Key': key });
    expect(byHeader.body.data!._id).toBe(first.body.data!._id);
    const done = await waitForCampaign(api, api.adminToken, first.body.data!._id);
    expect(await deliveriesOf(done._id)).toBe(done.total);
    const files = outboxFiles().length;
    expect((await send({ ...letter('Key in the body please'), idempotencyKey: key })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(outboxFiles()).toHaveLength(files);
  });

  it('sends two submissions of one key at the same moment as one campaign', async () => {
    const key = randomUUID();
    const replies = await Promise.all([0, 1, 2].map(() => send(letter('Three clicks at once'), { 'Idempotency-Key': key })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(replies.map((r) => r.body.data!._id)).size).toBe(1);
    const campaigns = (await call<{ data: RestCampaign[] }>('get', '/get/newsletter/campaigns', { query: { limit: 100 } })).body.data!.data;
    expect(campaigns.filter((c) => c.subject === 'Three clicks at once')).toHaveLength(1);
  });

  it('refuses a key used for another newsletter (409), a header and body that differ (400), and keeps keys per account', async () => {
    const key = randomUUID();
    const first = await send({ ...letter('The first newsletter'), idempotencyKey: key });
    expect(first.status).toBe(201);
    await waitForCampaign(api, api.adminToken, first.body.data!._id);
    const before = await snapshotDb(api.db);
    expect(await send({ ...letter('Another newsletter'), idempotencyKey: key })).toEqual({ status: 409, body: { status: false, message: 'This idempotency key was already used for a different newsletter' } });
    expect(await send({ ...letter('Another newsletter'), idempotencyKey: randomUUID() }, { 'Idempotency-Key': randomUUID() })).toEqual({
      status: 400,
      body: { status: false, message: 'The Idempotency-Key header and idempotencyKey differ' },
    });
    expect(await send(letter('Another newsletter'), { 'Idempotency-Key': 'a b' })).toEqual({ status: 400, body: { status: false, message: 'Idempotency-Key must be 1 to 200 visible characters' } });
    expect(await snapshotDb(api.db)).toEqual(before);

    const roleId = await api.createRole({ permissions: [{ name: 'newsletters', view: true, add: true }] });
    const editor = await api.createSubAdmin({ roleId });
    const theirs = await send({ ...letter('The first newsletter'), idempotencyKey: key }, {}, editor.token);
    expect(theirs.status).toBe(201);
    expect(theirs.body.data!.sentBy).toEqual({ _id: editor.id, name: editor.name });
  });

  it('a role that may view but not add lists subscribers and campaigns but cannot send', async () => {
    const permissions = MODULE_KEYS.map((name) => ({ name, view: name === 'newsletters' }));
    const viewer = await api.createSubAdmin({ roleId: await api.createRole({ permissions }) });
    expect((await call('get', '/get/newsletters', { token: viewer.token })).status).toBe(200);
    expect((await call('get', '/get/newsletter/campaigns', { token: viewer.token })).status).toBe(200);
    expect((await send(letter(), {}, viewer.token)).status).toBe(403);
  });

  it('lists campaigns newest first with their counts, searched by subject, and reads one; an unknown campaign is 404', async () => {
    const reply = await send(letter('The newest campaign'));
    const done = await waitForCampaign(api, api.adminToken, reply.body.data!._id);
    const page = await call<{ data: RestCampaign[]; count: number }>('get', '/get/newsletter/campaigns', { query: { limit: 2 } });
    expect(page.body.message).toBe('Campaigns fetched successfully');
    expect(page.body.data!.data[0]).toEqual(done);
    expect(page.body.data!.count).toBeGreaterThan(2);
    const found = await call<{ data: RestCampaign[]; count: number }>('get', '/get/newsletter/campaigns', { query: { search: '  NEWEST camp ' } });
    expect(found.body.data).toEqual({ data: [done], count: 1 });
    expect((await call('get', '/get/newsletter/campaigns', { query: { search: '100%_' } })).body.data).toEqual({ data: [], count: 0 });
    expect((await call('get', '/get/newsletter/campaigns', { query: { search: 'x'.repeat(101) } })).body).toEqual({ status: false, message: 'search must not exceed 100 characters' });
    const one = await call<RestCampaign>('get', `/get/newsletter/campaign/${done._id}`);
    expect(one.body).toEqual({ status: true, message: 'Campaign fetched successfully', data: done });
    for (const id of [randomUUID(), 'not-a-uuid']) expect((await call('get', `/get/newsletter/campaign/${id}`)).body).toEqual({ status: false, message: 'Campaign not found' });
  });

  it('the link of a received message opens a confirmation page; its POST unsubscribes, with no sign-in', async () => {
    const [rose] = await insertSubscribers(api.db, [`rose-${randomUUID().slice(0, 6)}@venue.test`]);
    const reply = await send(letter('Rose gets this one'));
    await waitForCampaign(api, api.adminToken, reply.body.data!._id);
    const [delivery] = await api.db.select().from(newsletterDeliveries).where(and(eq(newsletterDeliveries.campaignId, reply.body.data!._id), eq(newsletterDeliveries.subscriberId, rose!.id)));
    const link = local(unsubscribeLinkOf(readFileSync(join(outbox, `${delivery!.id}.eml`), 'utf8')));

    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain(rose!.email);
    expect(html).toMatch(/<form method="post" action="\?token=[^"]+"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe<\/button><\/form>/);
    expect((await subscribers({ search: rose!.email })).body.data!.data[0]!.isSubscribed).toBe(true);

    const form = await fetch(link, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('You are unsubscribed');
    expect((await subscribers({ search: rose!.email })).body.data!.data[0]).toMatchObject({ isSubscribed: false, subscribeCount: 1 });
    const [audit] = await api.db.select().from(auditLog).where(and(eq(auditLog.recordId, rose!.id), eq(auditLog.action, 'unsubscribe')));
    expect(audit).toMatchObject({ actorId: null, area: 'newsletters', before: { isSubscribed: true }, after: { isSubscribed: false } });
    // Opened again, the link says so; a one-click POST (JSON here) changes nothing more.
    expect(await (await fetch(link)).text()).toContain('You are unsubscribed');
    const oneClick = await fetch(link, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ 'List-Unsubscribe': 'One-Click' }) });
    expect(oneClick.status).toBe(200);
    expect(await api.db.select().from(auditLog).where(and(eq(auditLog.recordId, rose!.id), eq(auditLog.action, 'unsubscribe')))).toHaveLength(1);
    // The next campaign leaves the address out.
    const next = await send(letter('Rose is not on this one'));
    expect(await api.db.select().from(newsletterDeliveries).where(and(eq(newsletterDeliveries.campaignId, next.body.data!._id), eq(newsletterDeliveries.subscriberId, rose!.id)))).toEqual([]);
    await waitForCampaign(api, api.adminToken, next.body.data!._id);
  });

  it.each([
    ['no token', ''],
    ['a forged signature', `?token=${randomUUID()}.${'A'.repeat(43)}`],
    ['a token that is not one', '?token=hello'],
  ])('an unsubscribe link with %s is a 400 page and changes nothing', async (_what, query) => {
    const before = await snapshotDb(api.db);
    for (const method of ['GET', 'POST']) {
      const reply = await fetch(`${api.url}/api/v1/newsletter/unsubscribe${query}`, { method });
      expect(reply.status).toBe(400);
      expect(await reply.text()).toContain('This unsubscribe link is not valid.');
    }
    expect(await snapshotDb(api.db)).toEqual(before);
  });
});
