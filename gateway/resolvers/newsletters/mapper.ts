import { subscriberRecordSchema } from '#domain/schemas/replies';
import type { NewsletterSubscriber } from '#gql/resolvers';
import type { AreaMapper } from '../../lib/area-mapper.ts';

const restSubscriber = subscriberRecordSchema;

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
