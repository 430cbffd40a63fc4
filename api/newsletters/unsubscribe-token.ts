import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../lib/ids.ts';

const mac = (secret: string, subscriberId: string) => createHmac('sha256', secret).update(`newsletter-unsubscribe:${subscriberId}`).digest('base64url');

/** The token of a subscriber's unsubscribe link: its id and an HMAC of it, so nobody can make one for another address. It does not expire. */
export const signUnsubscribeToken = (secret: string, subscriberId: string): string => `${subscriberId}.${mac(secret, subscriberId)}`;

/** The subscriber a token names, or undefined when it is not one this server signed. */
export function readUnsubscribeToken(secret: string, token: string): string | undefined {
  const [subscriberId = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !isUuid(subscriberId)) return undefined;
  const expected = Buffer.from(mac(secret, subscriberId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? subscriberId : undefined;
}
