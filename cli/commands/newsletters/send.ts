import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { text } from 'node:stream/consumers';
import { Command } from 'commander';
import type { GraphQLClient } from 'graphql-request';
import { z } from 'zod';
import { progressText } from '#domain/newsletters/campaign-progress';
import { newsletterEmailFormSchema, type NewsletterEmailForm } from '#domain/schemas/newsletter';
import { action } from '../../lib/action.ts';
import { CliError } from '../../lib/cli-error.ts';
import { signedInClient } from '../../lib/connection.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { printJson, printTable, say } from '../../lib/output.ts';
import { parse } from '../../lib/parse.ts';
import { canPrompt, confirm } from '../../lib/prompt.ts';
import { campaignColumns } from './campaign-fields.ts';
import { newslettersDocuments } from './documents.ts';
import { followCampaign } from './follow.ts';

const optionsSchema = z.object({
  subject: z.string({ error: '--subject is required' }),
  messageFile: z.string({ error: '--message-file is required' }),
  yes: z.boolean().default(false),
  json: z.boolean().default(false),
  wait: z.boolean().default(true),
});

// A send that never reached the gateway is sent again with the same key, which cannot send twice.
const SEND_TRIES = 3;

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

async function confirmSend(yes: boolean, subject: string, recipients: number): Promise<boolean> {
  if (yes) return true;
  if (!canPrompt()) throw new CliError(ExitCode.USAGE, 'Refusing to send without confirmation: pass --yes when not on a terminal.');
  if (await confirm(`Send "${subject}" to ${recipients} ${recipients === 1 ? 'subscriber' : 'subscribers'}?`)) return true;
  say('Cancelled; nothing was sent.');
  return false;
}

async function sendOnce(client: GraphQLClient, form: NewsletterEmailForm) {
  const idempotencyKey = randomUUID();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return (await client.request(newslettersDocuments.send, { input: { ...form, idempotencyKey } })).sendNewsletter;
    } catch (error) {
      if (!(error instanceof CliError && error.exitCode === ExitCode.UNREACHABLE) || attempt >= SEND_TRIES) throw error;
    }
  }
}

/**
 * `venue newsletters send`: checks the newsletter, asks to confirm with the number of subscribed
 * addresses (unless --yes), sends it once (one idempotency key per run, kept across a retry), then
 * follows the campaign: a progress bar on a terminal, a summary line otherwise.
 */
export const newslettersSendCommand = new Command('send')
  .description('send a newsletter to every subscribed address (asks for confirmation unless --yes), then follow its delivery')
  .option('--subject <text>', 'the subject, 10 to 200 characters')
  .option('--message-file <path>', 'a text file holding the message, 100 to 1000 characters; - reads stdin')
  .option('--yes', 'send without asking (needed when not on a terminal)')
  .option('--no-wait', 'do not follow the delivery; print the campaign as recorded')
  .option('--json', 'print the campaign as JSON')
  .action(
    action(async (raw: unknown) => {
      const options = parse(optionsSchema, raw);
      const form = checkForm({ subject: options.subject, message: await readMessage(options.messageFile) });
      const { client } = await signedInClient();
      const recipients = (await client.request(newslettersDocuments.recipients)).newsletterSubscribers.count;
      if (recipients === 0) throw new CliError(ExitCode.INVALID, 'There are no subscribers to send to');
      if (!(await confirmSend(options.yes, form.subject, recipients))) return ExitCode.OK;
      const sent = await sendOnce(client, form);
      say(sent.message);
      const campaign = options.wait ? await followCampaign(client, sent.campaign.id) : sent.campaign;
      if (options.wait && !process.stderr.isTTY) say(`${campaign.subject}: ${progressText(campaign)}`);
      if (options.json) printJson(campaign);
      else printTable(campaignColumns, [campaign]);
      return ExitCode.OK;
    }),
  );
