import { newslettersArea } from '#domain/areas/newsletters';
import type { Resolvers } from '#gql/resolvers';
import { areaResolvers } from '../../lib/area-resolvers.ts';
import { readPage } from '../../lib/page.ts';
import { sortParam } from '#domain/declaration/order-by';
import { LIST_FIELD_NAMES, withFieldNames } from '../../lib/rest.ts';
import { restCampaign, toCampaign } from './campaign.ts';
import { subscriberMapper } from './mapper.ts';

/** The newsletters area: the subscribers list is standard; sending and the campaigns are its own. */
export const newslettersResolvers = {
  Query: {
    ...areaResolvers(newslettersArea, subscriberMapper, {}).Query,
    newsletterCampaigns: (_p, { limit, offset, search, orderBy }, { rest }) =>
      readPage(withFieldNames(rest, LIST_FIELD_NAMES), '/get/newsletter/campaigns', restCampaign, toCampaign, { limit, offset, search, sort: sortParam(orderBy) }),
    newsletterCampaign: async (_p, { id }, { rest }) => toCampaign((await rest.get(`/get/newsletter/campaign/${encodeURIComponent(id)}`, restCampaign)).data),
  },
  Mutation: {
    sendNewsletter: async (_p, { input }, { rest }) => {
      const body = { subject: input.subject, message: input.message, idempotencyKey: input.idempotencyKey ?? undefined };
      const { data, message } = await rest.send('POST', '/send/newsletter/email', body, restCampaign);
      return { campaign: toCampaign(data), message };
    },
  },
} satisfies Resolvers;
