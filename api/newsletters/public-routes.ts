import { z } from 'zod';
import { subscribeBodySchema } from '#domain/schemas/newsletter';
import { HttpError } from '../lib/http-error.ts';
import { PUBLIC_CALLS_PER_ADDRESS, takePublicQuota } from '../lib/public-quota.ts';
import type { ApiDeps, PublicRoute, Reply, RequestInput } from '../lib/route.ts';
import { validate } from '../lib/validate.ts';
import { UNSUBSCRIBE_PATH } from './mail/compose.ts';
import { NEWSLETTER_MESSAGES } from './messages.ts';
import { findSubscriber, subscribe, unsubscribe } from './repository.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';
import { INVALID_UNSUBSCRIBE_LINK, UNSUBSCRIBE_PAGES } from './unsubscribe-page.ts';
import { subscribedSchema } from '#domain/schemas/replies';

/**
 * A mail provider's one-click unsubscribes (RFC 8058) may all come from a few of its addresses, so
 * the link allows more calls per address than the other public endpoints.
 */
export const UNSUBSCRIBE_CALLS_PER_ADDRESS = 10 * PUBLIC_CALLS_PER_ADDRESS;

const tokenQuery = z.object({ token: z.string({ error: INVALID_UNSUBSCRIBE_LINK }).max(200, INVALID_UNSUBSCRIBE_LINK) });
// The one-click POST carries `List-Unsubscribe=One-Click` as a form (not read); as JSON it may say only that.
const oneClickBody = z.object({ 'List-Unsubscribe': z.literal('One-Click', { error: 'List-Unsubscribe must be One-Click' }).optional() }).strict();

/**
 * The subscriber a link names, once the address's quota allows the call (counted first, so a forged or
 * mangled link is counted too and guessing links is throttled) and the link's signature is checked.
 */
async function linkedSubscriber({ query, ip }: RequestInput, { db, newsletters }: ApiDeps): Promise<{ id: string; token: string }> {
  await takePublicQuota(db, 'newsletter/unsubscribe', ip, UNSUBSCRIBE_CALLS_PER_ADDRESS);
  const { token } = validate(tokenQuery, query);
  const id = readUnsubscribeToken(newsletters.unsubscribeSecret, token);
  if (!id) throw new HttpError(400, INVALID_UNSUBSCRIBE_LINK);
  return { id, token };
}

/** A handler answering with a page, its failures (a bad link, too many calls) included. */
const pageRoute =
  (render: (input: RequestInput, deps: ApiDeps) => Promise<string>): PublicRoute['handler'] =>
  async (input, deps): Promise<Reply> => {
    try {
      return { message: 'OK', html: await render(input, deps) };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return { httpStatus: error.status, message: error.message, html: UNSUBSCRIBE_PAGES.failed(error.message), headers: error.headers };
    }
  };

const unsubscribePath = UNSUBSCRIBE_PATH.replace(/^\/api\/v1/, '');

/**
 * The venue's public newsletter calls, no sign-in, each counted per client address: subscribe, and
 * the signed unsubscribe link of every message (its page, and its one-click POST).
 */
export const publicNewsletterRoutes: PublicRoute[] = [
  {
    method: 'post',
    path: '/newsletter/subscribe',
    public: true,
    input: { body: subscribeBodySchema },
    output: subscribedSchema,
    handler: async ({ body, ip }, { db }) => {
      // Counted before the body is read, as every public call is: a refused call counts too.
      await takePublicQuota(db, 'newsletter/subscribe', ip);
      const { email } = validate(subscribeBodySchema, body);
      // The same reply whether the address was known, so the call tells nobody who subscribed before.
      const subscriber = await subscribe(db, email);
      return { message: NEWSLETTER_MESSAGES.subscribed, data: { email: subscriber.email } };
    },
  },
  {
    method: 'get',
    path: unsubscribePath,
    public: true,
    input: { query: tokenQuery },
    produces: 'text/html',
    handler: pageRoute(async (input, deps) => {
      const { id, token } = await linkedSubscriber(input, deps);
      const subscriber = await findSubscriber(deps.db, id);
      if (!subscriber) throw new HttpError(404, INVALID_UNSUBSCRIBE_LINK);
      return subscriber.isSubscribed ? UNSUBSCRIBE_PAGES.confirm(subscriber.email, token) : UNSUBSCRIBE_PAGES.done(subscriber.email);
    }),
  },
  {
    method: 'post',
    path: unsubscribePath,
    public: true,
    input: { body: oneClickBody, query: tokenQuery },
    // Mail clients send the one-click unsubscribe as a form (RFC 8058), and the page's button posts one.
    formBody: true,
    produces: 'text/html',
    handler: pageRoute(async (input, deps) => {
      const { id } = await linkedSubscriber(input, deps);
      validate(oneClickBody, input.body);
      const subscriber = await unsubscribe(deps.db, id);
      if (!subscriber) throw new HttpError(404, INVALID_UNSUBSCRIBE_LINK);
      return UNSUBSCRIBE_PAGES.done(subscriber.email);
    }),
  },
];
