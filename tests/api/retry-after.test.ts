import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GATEWAY_SECRET_HEADER } from '#domain/gateway';
import { MAX_SIGN_INS_PER_ACCOUNT, MAX_SIGN_INS_PER_ADDRESS } from '../../api/auth/throttle.ts';
import { signInThrottle } from '../../api/db/schema.ts';
import { PUBLIC_CALLS_PER_ADDRESS } from '../../api/lib/public-quota.ts';
import { UNSUBSCRIBE_CALLS_PER_ADDRESS } from '../../api/newsletters/public-routes.ts';
import { signUnsubscribeToken } from '../../api/newsletters/unsubscribe-token.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { backends } from '../support/backends.ts';
import { snapshotDb } from '../support/db-snapshot.ts';
import { testMail, TEST_UNSUBSCRIBE_SECRET } from '../support/newsletters.ts';

const TOO_MANY = 'Too many requests. Try again later.';
let address = 0;
const freshAddress = () => `198.51.100.${(address += 1)}`;

describe.each(backends)('429 replies say when to retry (Retry-After) on %s', (backend) => {
  const api = useTestApi(backend, () => ({ config: { mail: testMail() } }));

  /** A call from client address `ip`, named as the gateway names it. */
  const from = (ip: string, method: string, path: string, body?: unknown) =>
    fetch(`${api.url}/api/v1${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, [GATEWAY_SECRET_HEADER]: api.gatewaySecret },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  /** A quota key that has used up `attempts` calls in a window that opened `minutesAgo` minutes ago (by the database clock). */
  const spent = (key: string, attempts: number, minutesAgo: number) =>
    api.db.insert(signInThrottle).values({ key, attempts, windowStart: sql`now() - make_interval(mins => ${minutesAgo})` });
  /** The seconds a 429 says to wait: a whole number, about the rest of the window. */
  const expectRetryAfter = (response: Response, about: number) => {
    const header = response.headers.get('retry-after');
    expect(header).toMatch(/^\d+$/);
    expect(Number(header)).toBeGreaterThanOrEqual(about - 5);
    expect(Number(header)).toBeLessThanOrEqual(about + 1);
  };

  it('POST /contactUs past its quota: 429 with Retry-After, the seconds until the window frees a call; nothing written', async () => {
    const ip = freshAddress();
    await spent(`public:contactUs:${ip}`, PUBLIC_CALLS_PER_ADDRESS, 10);
    const before = await snapshotDb(api.db);
    const refused = await from(ip, 'POST', '/contactUs', { firstName: 'Layla', lastName: 'Haddad', email: 'layla@guest.test', mobileCode: '+971', mobileNo: '501234567', dob: '1994-02-28' });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ status: false, message: TOO_MANY });
    expectRetryAfter(refused, 5 * 60);
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  it('the window of a quota used up by real calls: Retry-After is the whole window at first', async () => {
    const ip = freshAddress();
    for (let i = 0; i < PUBLIC_CALLS_PER_ADDRESS; i += 1) expect((await from(ip, 'POST', '/newsletter/subscribe', { email: `busy-${i}@guest.test` })).status).toBe(200);
    const refused = await from(ip, 'POST', '/newsletter/subscribe', { email: 'late@guest.test' });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ status: false, message: TOO_MANY });
    expectRetryAfter(refused, 15 * 60);
  });

  it('the unsubscribe link past its quota: the 429 page carries Retry-After too (GET and one-click POST)', async () => {
    const ip = freshAddress();
    await spent(`public:newsletter/unsubscribe:${ip}`, UNSUBSCRIBE_CALLS_PER_ADDRESS, 14);
    const path = `/newsletter/unsubscribe?token=${encodeURIComponent(signUnsubscribeToken(TEST_UNSUBSCRIBE_SECRET, randomUUID()))}`;
    for (const method of ['GET', 'POST']) {
      const refused = await from(ip, method, path);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await refused.text()).toContain(TOO_MANY);
      expectRetryAfter(refused, 60);
    }
  });

  it('a throttled sign-in: 429 with Retry-After for the window that refused it, per address and per account', async () => {
    const sub = await api.createSubAdmin();
    const email = sub.email.toLowerCase();
    const ip = freshAddress();
    await spent(`address:${ip}:${email}`, MAX_SIGN_INS_PER_ADDRESS, 3);
    const byAddress = await from(ip, 'POST', '/login', { email: sub.email, password: sub.password });
    expect(byAddress.status).toBe(429);
    expect(await byAddress.json()).toEqual({ status: false, message: 'Too many sign-in attempts. Try again later.' });
    expectRetryAfter(byAddress, 12 * 60);

    await spent(`account:${email}`, MAX_SIGN_INS_PER_ACCOUNT, 7);
    const byAccount = await from(freshAddress(), 'POST', '/login', { email: sub.email, password: sub.password });
    expect(byAccount.status).toBe(429);
    expectRetryAfter(byAccount, 8 * 60);
    // A refusal of another kind carries none.
    const wrong = await from(freshAddress(), 'POST', '/login', { email: api.adminEmail, password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('retry-after')).toBeNull();
  });
});
