import { z } from 'zod';
import { isSending } from '#domain/newsletters/campaign-progress';
import type { NewsletterCampaign } from '#gql/resolvers';

const failure = z.object({ email: z.string(), attempts: z.number().int(), reply: z.string().nullable() });

/** A campaign as the REST API replies it; `failures` only in a single campaign's reply. */
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
  failures: z.array(failure).optional(),
});
type RestCampaign = z.infer<typeof restCampaign>;

/** A campaign as the gateway holds it: `failures` left undefined when the reply had none, for the field to read them. */
export type CampaignParent = Omit<NewsletterCampaign, 'failures'> & { failures?: NewsletterCampaign['failures'] };

/** REST campaign → GraphQL `NewsletterCampaign` (failures read on demand when a list left them out). */
export const toCampaign = ({ _id, sentBy, failures, ...campaign }: RestCampaign): CampaignParent => ({
  ...campaign,
  id: _id,
  sentBy: sentBy.name,
  sending: isSending(campaign),
  failures,
});
