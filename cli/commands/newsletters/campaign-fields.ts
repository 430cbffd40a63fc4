import type { ResultOf } from '@graphql-typed-document-node/core';
import { formatDate } from '#domain/format';
import { campaignState } from '#domain/newsletters/campaign-progress';
import { graphql } from '#gql';
import type { Column } from '../../lib/output.ts';

/** The campaign fields every newsletters command reads. */
export const CampaignFieldsFragment = graphql(`
  fragment CliCampaignFields on NewsletterCampaign {
    id
    subject
    sentBy
    createdAt
    total
    sent
    failed
    pending
    sending
  }
`);

/** A campaign as the CLI reads it. */
export type CliCampaign = ResultOf<typeof CampaignFieldsFragment>;

/** Columns of a campaign in `newsletters send` and `newsletters status`. */
export const campaignColumns: Column<CliCampaign>[] = [
  { header: 'ID', value: (c) => c.id },
  { header: 'Date', value: (c) => formatDate(c.createdAt) },
  { header: 'Subject', value: (c) => c.subject },
  { header: 'State', value: (c) => campaignState(c) },
  { header: 'Sent', value: (c) => String(c.sent) },
  { header: 'Failed', value: (c) => String(c.failed) },
  { header: 'Pending', value: (c) => String(c.pending) },
  { header: 'Total', value: (c) => String(c.total) },
  { header: 'Sent By', value: (c) => c.sentBy },
];

/** Columns of a campaign's failed recipients. */
export const failureColumns: Column<{ email: string; attempts: number; reply?: string | null }>[] = [
  { header: 'Email', value: (f) => f.email },
  { header: 'Attempts', value: (f) => String(f.attempts) },
  { header: 'Reply', value: (f) => f.reply ?? '' },
];
