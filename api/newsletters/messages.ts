import { standardMessages } from '#domain/declaration/standard-messages';
import { newslettersArea } from '#domain/areas/newsletters';

/** Newsletter replies beyond the standard list's. */
export const NEWSLETTER_MESSAGES = {
  ...standardMessages(newslettersArea),
  queued: (recipients: number) => `Newsletter queued for ${recipients} ${recipients === 1 ? 'subscriber' : 'subscribers'}`,
  replayed: 'This newsletter was already sent with this idempotency key; nothing is sent twice',
  keyReused: 'This idempotency key was already used for a different newsletter',
  keysDiffer: 'The Idempotency-Key header and idempotencyKey differ',
  noRecipients: 'There are no subscribers to send to',
  campaignsListed: 'Campaigns fetched successfully',
  campaignFetched: 'Campaign fetched successfully',
  campaignNotFound: 'Campaign not found',
  subscribed: 'Subscribed successfully',
} as const;
