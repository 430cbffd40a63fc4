import type { ResultOf } from '@graphql-typed-document-node/core';
import { formatDate } from '#domain/format';
import { subscriptionLabel } from '#domain/newsletters/subscription';
import { graphql } from '#gql';
import type { Column } from '../../lib/output.ts';

/** The subscriber fields `newsletters list` reads. */
export const SubscriberFieldsFragment = graphql(`
  fragment CliSubscriberFields on NewsletterSubscriber {
    id
    email
    lastSubmission
    subscribeCount
    isSubscribed
  }
`);

/** A subscriber as the CLI reads it. */
export type CliSubscriber = ResultOf<typeof SubscriberFieldsFragment>;

/** Columns of `newsletters list` (§2.14). */
export const subscriberColumns: Column<CliSubscriber>[] = [
  { header: 'ID', value: (s) => s.id },
  { header: 'Email', value: (s) => s.email },
  { header: 'Last Submission', value: (s) => formatDate(s.lastSubmission) },
  { header: 'Subscribe Count', value: (s) => String(s.subscribeCount) },
  { header: 'Status', value: (s) => subscriptionLabel(s.isSubscribed) },
];
