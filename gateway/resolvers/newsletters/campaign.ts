import type { z } from 'zod';
import { campaignRecordSchema } from '#domain/schemas/replies';
import { isSending } from '#domain/newsletters/campaign-progress';
import type { NewsletterCampaign } from '#gql/resolvers';

/** A campaign as the REST API replies it, in a list or alone. */
export const restCampaign = campaignRecordSchema;

/** REST campaign → GraphQL `NewsletterCampaign`. */
export const toCampaign = ({ _id, sentBy, ...campaign }: z.infer<typeof restCampaign>): NewsletterCampaign => ({ ...campaign, id: _id, sentBy: sentBy.name, sending: isSending(campaign) });
