import { describe, expect, it } from 'vitest';
import { GATEWAY_SECRET_HEADER } from '#domain/gateway';
import type { TestApi } from '../support/api.ts';
import { backends } from '../support/backends.ts';
import { useTestStack } from '../support/use-test-stack.ts';
import { securityEvents } from '../support/security-events.ts';

const LOGIN = 'mutation L($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';
const LOOPBACK = /^(::ffff:)?127\.0\.0\.1$|^::1$/;

/** POST /login straight to the API, with whatever headers a local process cares to send. */
async function directLogin(api: TestApi, email: string, password: string, headers: Record<string, string>): Promise<number> {
  const response = await fetch(`${api.url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password }),
  });
  await response.body?.cancel();
  return response.status;
}

/** `login` through the gateway with the given X-Forwarded-For; the error code, or 'OK'. */
async function gatewayLogin(gatewayUrl: string, email: string, password: string, forwardedFor: string): Promise<string> {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ query: LOGIN, variables: { email, password } }),
  });
  const body = (await response.json()) as { errors?: { extensions: { code: string } }[] };
  return body.errors?.[0]?.extensions.code ?? 'OK';
}

/** The addresses the API recorded for sign-in attempts at `email`. */
const recordedAddresses = async (api: TestApi, email: string) =>
  (await securityEvents(api.db)).filter((e) => e.recordId === email.toLowerCase()).map((e) => (e.after as { ip: string }).ip);

describe.each(backends)('the client address the API throttles by, on %s', (backend) => {
  const stack = useTestStack({ api: { backend } });
  // A gateway behind a proxy on its own host, which it is configured to believe.
  const trusting = useTestStack({ api: { backend }, trustProxy: 'loopback' });

  it('ignores X-Forwarded-For sent straight to the API by a local process, with no or a wrong gateway secret', async () => {
    const { api } = stack;
    const sub = await api.createSubAdmin();
    for (let i = 0; i < 5; i += 1) {
      const forged = { 'x-forwarded-for': `203.0.113.${i + 1}`, ...(i % 2 ? { [GATEWAY_SECRET_HEADER]: 'a guess' } : {}) };
      expect(await directLogin(api, sub.email, 'wrong-password', forged)).toBe(401);
    }
    // Five failures from this one address (loopback), whatever it claimed: the sixth waits.
    expect(await directLogin(api, sub.email, sub.password, { 'x-forwarded-for': '198.51.100.9' })).toBe(429);
    const addresses = await recordedAddresses(api, sub.email);
    expect(addresses).toHaveLength(6);
    for (const address of addresses) expect(address).toMatch(LOOPBACK);
  });

  it('through a gateway that trusts no proxy, uses the address the gateway saw, not the one the client claims', async () => {
    const sub = await stack.api.createSubAdmin();
    for (let i = 0; i < 5; i += 1) expect(await gatewayLogin(stack.gatewayUrl, sub.email, 'wrong-password', `203.0.113.${i + 1}`)).toBe('UNAUTHENTICATED');
    expect(await gatewayLogin(stack.gatewayUrl, sub.email, sub.password, '198.51.100.9')).toBe('RATE_LIMITED');
    for (const address of await recordedAddresses(stack.api, sub.email)) expect(address).toMatch(LOOPBACK);
  });

  it('through a gateway that trusts its proxy, uses the one address the gateway believed, not the chain the client sent', async () => {
    const sub = await trusting.api.createSubAdmin();
    // The proxy appended the real client to what the client sent; the gateway believes only the proxy's entry.
    expect(await gatewayLogin(trusting.gatewayUrl, sub.email, 'wrong-password', '10.9.9.9, 203.0.113.50')).toBe('UNAUTHENTICATED');
    expect(await gatewayLogin(trusting.gatewayUrl, sub.email, sub.password, '10.9.9.9, 198.51.100.60')).toBe('OK');
    expect(await recordedAddresses(trusting.api, sub.email)).toEqual(['203.0.113.50']);
    const signedIn = (await securityEvents(trusting.api.db)).filter((e) => e.action === 'login' && e.recordId === sub.id);
    expect(signedIn.map((e) => (e.after as { ip: string }).ip)).toEqual(['198.51.100.60']);
  });
});
