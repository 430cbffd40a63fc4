import { declareArea } from '../declaration/declare-area.ts';
import { subscriberRecordSchema } from '../schemas/replies.ts';
import { newsletterEmailFormSchema } from '../schemas/newsletter.ts';

/**
 * News Letters (§2.14): the subscribers are listed (searched by email, filtered by subscription);
 * sending a newsletter and its campaigns are the area's own calls, beside the standard list.
 */
export const newslettersArea = declareArea({
  key: 'newsletters',
  access: 'newsletters',
  nouns: { one: 'subscriber', many: 'subscribers', label: 'News Letters' },
  entity: { one: 'newsletter', many: 'newsletters' },
  idKey: 'subscriberId',
  form: newsletterEmailFormSchema,
  record: subscriberRecordSchema,
  sort: ['email', 'lastSubmission', 'subscribeCount', 'createdAt'],
  columns: ['Email', 'Last Submission', 'Subscribe Count', 'Status'],
  operations: ['list'],
  graphql: { type: 'NewsletterSubscriber' },
});
