/** A campaign's delivery counts, as every layer reads them. */
export interface CampaignCounts {
  total: number;
  sent: number;
  failed: number;
  pending: number;
}

/** Whether messages of the campaign are still to be sent (or retried). */
export const isSending = (counts: CampaignCounts): boolean => counts.pending > 0;

/** "Sending", "Sent", or "Sent with failures": one word for the state of a campaign. */
export function campaignState(counts: CampaignCounts): string {
  if (isSending(counts)) return 'Sending';
  return counts.failed > 0 ? 'Sent with failures' : 'Sent';
}

/** "12 of 30 sent, 1 failed, 17 pending": the counts in one line (parts that are zero left out, sent always shown). */
export function progressText(counts: CampaignCounts): string {
  const parts = [`${counts.sent} of ${counts.total} sent`];
  if (counts.failed > 0) parts.push(`${counts.failed} failed`);
  if (counts.pending > 0) parts.push(`${counts.pending} pending`);
  return parts.join(', ');
}
