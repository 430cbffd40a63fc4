import { z } from 'zod';
import type { NewsletterSubscriber } from '#gql/resolvers';
import type { AreaMapper } from '../../lib/area-mapper.ts';

const restSubscriber = z.object({
  _id: z.string(),
  email: z.string(),
  lastSubmission: z.string(),
  subscribeCount: z.number().int(),
  isSubscribed: z.boolean(),
  createdAt: z.string(),
});

/** REST subscriber (§3) → GraphQL `NewsletterSubscriber`. */
export const subscriberMapper: AreaMapper<typeof restSubscriber, NewsletterSubscriber> = {
  rest: restSubscriber,
  map: (subscriber) => ({
    id: subscriber._id,
    email: subscriber.email,
    lastSubmission: subscriber.lastSubmission,
    subscribeCount: subscriber.subscribeCount,
    isSubscribed: subscriber.isSubscribed,
    createdAt: subscriber.createdAt,
  }),
};
