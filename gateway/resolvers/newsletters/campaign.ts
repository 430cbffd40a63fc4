import { z } from 'zod';
import { isSending } from '#domain/newsletters/campaign-progress';
import type { NewsletterCampaign } from '#gql/resolvers';

/** A campaign as the REST API replies it, in a list or alone. */
export const restCampaign = z.object({
  _id: z.string(),
  subject: z.string(),
  message: z.string(),
  sentBy: z.object({ _id: z.string(), name: z.string() }),
  createdAt: z.string(),
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
  failures: z.array(z.object({ email: z.string(), attempts: z.number().int(), reply: z.string().nullable() })),
});

/** REST campaign → GraphQL `NewsletterCampaign`. */
export const toCampaign = ({ _id, sentBy, ...campaign }: z.infer<typeof restCampaign>): NewsletterCampaign => ({ ...campaign, id: _id, sentBy: sentBy.name, sending: isSending(campaign) });
