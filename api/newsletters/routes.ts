import { randomUUID } from 'node:crypto';
import { newslettersArea } from '#domain/areas/newsletters';
import { restRoutes } from '#domain/declaration/rest-routes';
import { campaignListQuerySchema, idempotencyHeaderSchema, sendNewsletterBodySchema, subscriberListQuerySchema } from '#domain/schemas/newsletter';
import { withSort } from '#domain/schemas/list';
import { campaignRecordSchema, pageOf, subscriberRecordSchema } from '#domain/schemas/replies';
import { DEFAULT_VENUE_TIMEZONE } from '#domain/limits';
import { HttpError } from '../lib/http-error.ts';
import type { RouteDef } from '../lib/route.ts';
import { validate } from '../lib/validate.ts';
import { findCampaign, listCampaigns, recordCampaign } from './campaigns.ts';
import { NEWSLETTER_MESSAGES as MESSAGES } from './messages.ts';
import { publicNewsletterRoutes } from './public-routes.ts';
import { listSubscribers } from './repository.ts';

const access = { area: newslettersArea.access } as const;
const subscriberQuery = withSort(subscriberListQuerySchema, newslettersArea.sort);

/**
 * §7 Newsletters calls, guarded by the `newsletters` module (§6): the subscribers list (searched by
 * email, `subscribed=true|false`), sending a newsletter (recorded at once, delivered by the worker)
 * and its campaigns; then the public calls of the venue's site.
 */
export const newsletterRoutes: RouteDef[] = [
  {
    ...restRoutes(newslettersArea).list,
    ...access,
    action: 'view',
    input: { query: subscriberQuery },
    output: pageOf(subscriberRecordSchema),
    handler: async ({ query }, { db, clock }) => ({ message: MESSAGES.listed, data: await listSubscribers(db, validate(subscriberQuery, query), clock?.timeZone ?? DEFAULT_VENUE_TIMEZONE) }),
  },
  {
    method: 'post',
    path: '/send/newsletter/email',
    input: { body: sendNewsletterBodySchema },
    output: campaignRecordSchema,
    created: true,
    ...access,
    action: 'add',
    handler: async ({ body, header, actor }, { db, newsletters }) => {
      const { idempotencyKey: fromBody, ...form } = validate(sendNewsletterBodySchema, body);
      const given = header('idempotency-key');
      const fromHeader = given === undefined ? undefined : validate(idempotencyHeaderSchema, given);
      if (fromBody && fromHeader && fromBody !== fromHeader) throw new HttpError(400, MESSAGES.keysDiffer);
      // Without a key (a client of §7 alone) each call is a campaign of its own.
      const { campaign, replayed } = await recordCampaign(db, actor.id, form, fromBody ?? fromHeader ?? randomUUID());
      if (replayed) return { message: MESSAGES.replayed, data: campaign };
      newsletters.wakeDelivery();
      return { httpStatus: 201, message: MESSAGES.queued(campaign.total), data: campaign };
    },
  },
  {
    method: 'get',
    path: '/get/newsletter/campaigns',
    ...access,
    action: 'view',
    input: { query: campaignListQuerySchema },
    output: pageOf(campaignRecordSchema),
    handler: async ({ query }, { db }) => ({ message: MESSAGES.campaignsListed, data: await listCampaigns(db, validate(campaignListQuerySchema, query)) }),
  },
  {
    method: 'get',
    path: '/get/newsletter/campaign/:campaignId',
    ...access,
    action: 'view',
    output: campaignRecordSchema,
    handler: async ({ params }, { db }) => {
      const campaign = await findCampaign(db, params.campaignId ?? '');
      if (!campaign) throw new HttpError(404, MESSAGES.campaignNotFound);
      return { message: MESSAGES.campaignFetched, data: campaign };
    },
  },
  ...publicNewsletterRoutes,
];
