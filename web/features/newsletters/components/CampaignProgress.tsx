import { progressText, type CampaignCounts } from '#domain/newsletters/campaign-progress';

/** How far a campaign is: a bar of the messages done (sent or failed) and the counts in words. */
export function CampaignProgress({ subject, counts }: { subject: string; counts: CampaignCounts }) {
  return (
    <div className="campaign-progress">
      <progress max={counts.total} value={counts.sent + counts.failed} aria-label={`Progress of ${subject}`} />
      <span>{progressText(counts)}</span>
    </div>
  );
}
