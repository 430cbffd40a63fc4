import { found } from '#domain/found';
import { Command } from 'commander';
import { z } from 'zod';
import { PAGE_SIZE } from '#domain/limits';
import { progressText } from '#domain/newsletters/campaign-progress';
import { action } from '../../lib/action.ts';
import { examplesText } from '../../lib/examples.ts';
import { signedInClient } from '../../lib/connection.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { idArgument } from '../../lib/id-argument.ts';
import { printJson, printTable, say } from '../../lib/output.ts';
import { parse } from '../../lib/parse.ts';
import { printPage } from '../../lib/print-page.ts';
import { campaignColumns, failureColumns } from './campaign-fields.ts';
import { newslettersDocuments } from './documents.ts';
import { followCampaign } from './follow.ts';

const optionsSchema = z.object({ id: idArgument('campaign').optional(), json: z.boolean().default(false), follow: z.boolean().default(false) });

/**
 * `venue newsletters status [campaignId]`: the latest campaigns with their counts, or one campaign
 * with its failed recipients and the server's replies; --follow waits until it is sent.
 */
export const newslettersStatusCommand = new Command('status')
  .description('show the latest campaigns, or one campaign with its failed recipients')
  .argument('[campaignId]', 'campaign id (from `newsletters send` or the list)')
  .option('--follow', 'with a campaign id: follow its delivery until nothing is pending')
  .option('--json', 'print the campaigns, or the campaign, as JSON')
  .addHelpText('after', examplesText(['venue newsletters status', 'venue newsletters status <campaign-id>', 'venue newsletters status <campaign-id> --follow --json']))
  .action(
    action(async (id: string | undefined, raw: object) => {
      const options = parse(optionsSchema, { id, ...raw });
      const { client } = await signedInClient();
      if (!options.id) {
        const page = (await client.request(newslettersDocuments.campaigns, { limit: PAGE_SIZE, offset: 0 })).newsletterCampaigns;
        if (options.json) printJson(page);
        else printPage(campaignColumns, page, 0);
        return ExitCode.OK;
      }
      const campaign = options.follow ? await followCampaign(client, options.id) : found((await client.request(newslettersDocuments.campaign, { id: options.id })).newsletterCampaign);
      if (options.json) {
        printJson(campaign);
        return ExitCode.OK;
      }
      printTable(campaignColumns, [campaign]);
      say(`${campaign.subject}: ${progressText(campaign)}`);
      if (campaign.failures.length > 0) {
        say(`Failed recipients${campaign.failures.length < campaign.failed ? ` (first ${campaign.failures.length})` : ''}:`);
        printTable(failureColumns, campaign.failures);
      }
      return ExitCode.OK;
    }),
  );
