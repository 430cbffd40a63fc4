import { newslettersArea } from '#domain/areas/newsletters';
import type { NewsletterCampaignResolvers, Resolvers } from '#gql/resolvers';
import { areaResolvers } from '../../lib/area-resolvers.ts';
import { readPage } from '../../lib/page.ts';
import { restCampaign, toCampaign } from './campaign.ts';
import { subscriberMapper } from './mapper.ts';

const campaignPath = (id: string) => `/get/newsletter/campaign/${encodeURIComponent(id)}`;

/** A list's campaign has no failures: they are read from the campaign itself when asked for. */
const failures: NonNullable<NewsletterCampaignResolvers['failures']> = async (parent, _args, { rest }) => {
  if (parent.failures) return parent.failures;
  return toCampaign((await rest.get(campaignPath(parent.id), restCampaign)).data).failures ?? [];
};

/** The newsletters area: the subscribers list is standard; sending and the campaigns are its own. */
export const newslettersResolvers = {
  Query: {
    ...areaResolvers(newslettersArea, subscriberMapper, {}).Query,
    newsletterCampaigns: (_p, { limit, offset }, { rest }) => readPage(rest, '/get/newsletter/campaigns', restCampaign, toCampaign, { limit, offset }),
    newsletterCampaign: async (_p, { id }, { rest }) => toCampaign((await rest.get(campaignPath(id), restCampaign)).data),
  },
  Mutation: {
    sendNewsletter: async (_p, { input }, { rest }) => {
      const { data, message } = await rest.send('POST', '/send/newsletter/email', { subject: input.subject, message: input.message, idempotencyKey: input.idempotencyKey ?? undefined }, restCampaign);
      return { campaign: toCampaign(data), message };
    },
  },
  NewsletterCampaign: { failures },
} satisfies Resolvers;
