import { found } from '#domain/found';
import type { GatewayClient } from '../../lib/client.ts';
import { progressText } from '#domain/newsletters/campaign-progress';
import { progressBar } from '../../lib/progress-bar.ts';
import { newslettersDocuments } from './documents.ts';

/** How often a followed campaign is read again. */
export const FOLLOW_INTERVAL_MS = 500;

/**
 * Reads a campaign until none of its messages is pending (Ctrl-C stops following; the campaign
 * goes on), drawing a progress bar of the sent and failed messages on a terminal. Returns it as last read.
 */
export async function followCampaign(client: GatewayClient, id: string) {
  const bar = process.stderr.isTTY ? progressBar() : undefined;
  try {
    for (;;) {
      const campaign = found((await client.request(newslettersDocuments.campaign, { id })).newsletterCampaign);
      bar?.update('sending', campaign.sent + campaign.failed, campaign.total, progressText(campaign));
      if (!campaign.sending) return campaign;
      await new Promise((resolve) => setTimeout(resolve, FOLLOW_INTERVAL_MS));
    }
  } finally {
    bar?.done();
  }
}
