import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { text } from 'node:stream/consumers';
import { Command } from 'commander';
import type { GatewayClient } from '../../lib/client.ts';
import { z } from 'zod';
import { newsletterEmailFormSchema, type NewsletterEmailForm } from '#domain/schemas/newsletter';
import { action } from '../../lib/action.ts';
import { confirmMany, reportMany } from '../../lib/bulk.ts';
import { CliError } from '../../lib/cli-error.ts';
import { signedInClient } from '../../lib/connection.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { printJson, printTable, say } from '../../lib/output.ts';
import { parse } from '../../lib/parse.ts';
import { campaignColumns } from './campaign-fields.ts';
import { newslettersDocuments } from './documents.ts';
import { followCampaign } from './follow.ts';

const optionsSchema = z.object({
  subject: z.string({ error: '--subject is required' }),
  messageFile: z.string({ error: '--message-file is required' }),
  yes: z.boolean().default(false),
  dryRun: z.boolean().default(false),
  json: z.boolean().default(false),
  wait: z.boolean().default(true),
});

async function readMessage(file: string): Promise<string> {
  try {
    return file === '-' ? await text(process.stdin) : await readFile(file, 'utf8');
  } catch (error) {
    throw new CliError(ExitCode.USAGE, `Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
}

/** §5 checked before anyone is asked to confirm, with the spec's messages. */
function checkForm(input: { subject: string; message: string }): NewsletterEmailForm {
  const result = newsletterEmailFormSchema.safeParse(input);
  if (!result.success) throw new CliError(ExitCode.INVALID, result.error.issues[0]?.message ?? 'Invalid newsletter');
  return result.data;
}

/** Sends the newsletter once: one idempotency key per run, so a retry after a lost reply finds the campaign instead of sending it again. */
async function sendOnce(client: GatewayClient, form: NewsletterEmailForm) {
  const input = { ...form, idempotencyKey: randomUUID() };
  return (await client.request(newslettersDocuments.send, { input }, { idempotent: true })).sendNewsletter;
}

/**
 * `venue newsletters send`, in the shape of every bulk verb: checks the newsletter, asks once naming
 * the number of subscribed addresses (unless --yes; --dry-run stops there), sends it once (one
 * idempotency key per run, kept across a retry), then follows the campaign with a progress bar on a
 * terminal, and ends with the failed addresses and the summary line; exit 8 when any failed.
 */
export const newslettersSendCommand = new Command('send')
  .description('send a newsletter to every subscribed address (asks for confirmation unless --yes), then follow its delivery')
  .option('--subject <text>', 'the subject, 10 to 200 characters')
  .option('--message-file <path>', 'a text file holding the message, 100 to 1000 characters; - reads stdin')
  .option('-y, --yes', 'send without asking (needed when not on a terminal)')
  .option('--dry-run', 'check the newsletter and count the recipients; send nothing')
  .option('--no-wait', 'do not follow the delivery; print the campaign as recorded')
  .option('--json', 'print the campaign as JSON')
  .addHelpText(
    'after',
    `
Examples:
  $ venue newsletters send --subject "Saturday rooftop party" --message-file party.txt
  $ venue newsletters send --subject "Sunday brunch returns" --message-file - --yes < brunch.txt
  $ venue newsletters send --subject "Sunday brunch returns" --message-file brunch.txt --dry-run`,
  )
  .action(
    action(async (raw: unknown) => {
      const options = parse(optionsSchema, raw);
      const form = checkForm({ subject: options.subject, message: await readMessage(options.messageFile) });
      const { client } = await signedInClient();
      const recipients = (await client.request(newslettersDocuments.recipients)).newsletterSubscribers.count;
      if (recipients === 0) throw new CliError(ExitCode.INVALID, 'There are no subscribers to send to');
      const count = `${recipients} ${recipients === 1 ? 'subscriber' : 'subscribers'}`;
      if (options.dryRun) {
        say(`Dry run: would send "${form.subject}" to ${count}; nothing was sent.`);
        return ExitCode.OK;
      }
      if (!(await confirmMany(`Send "${form.subject}" to ${count}`, options.yes, 'nothing was sent'))) return ExitCode.OK;
      const sent = await sendOnce(client, form);
      say(sent.message);
      if (!options.wait) {
        if (options.json) printJson(sent.campaign);
        else printTable(campaignColumns, [sent.campaign]);
        return ExitCode.OK;
      }
      const campaign = await followCampaign(client, sent.campaign.id);
      if (options.json) printJson(campaign);
      else printTable(campaignColumns, [campaign]);
      return reportMany({
        done: 'sent',
        count: `${campaign.total} ${campaign.total === 1 ? 'subscriber' : 'subscribers'}`,
        tally: { done: campaign.sent, failed: campaign.failed, skipped: 0 },
        failures: campaign.failures.map((f) => ({ name: f.email, reason: f.reply })),
      });
    }),
  );
