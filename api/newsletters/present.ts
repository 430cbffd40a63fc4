import type { CampaignCounts } from '#domain/newsletters/campaign-progress';
import type { NewsletterCampaignRow, NewsletterSubscriberRow } from '../db/schema.ts';
import { isoTimestamps } from '../lib/iso-timestamps.ts';

/** The REST shape of a subscriber (§3): email, last submission, subscribe count, subscribed or not. */
export const presentSubscriber = (row: NewsletterSubscriberRow) => ({
  _id: row.id,
  email: row.email,
  lastSubmission: row.lastSubmission.toISOString(),
  subscribeCount: row.subscribeCount,
  isSubscribed: row.isSubscribed,
  ...isoTimestamps(row),
});
export type SubscriberView = ReturnType<typeof presentSubscriber>;

/** The REST shape of a campaign: what was sent, by whom, and how many of its messages are sent, failed and pending. */
export const presentCampaign = (row: NewsletterCampaignRow, sentBy: { id: string; name: string }, counts: CampaignCounts) => ({
  _id: row.id,
  subject: row.subject,
  message: row.message,
  sentBy: { _id: sentBy.id, name: sentBy.name },
  createdAt: row.createdAt.toISOString(),
  ...counts,
});
