import type { MailConfig } from '../mail-config.ts';
import type { Mailer } from './mail-message.ts';
import { outboxMailer } from './outbox-mailer.ts';
import { smtpMailer } from './smtp-mailer.ts';

/** SMTP when SMTP_URL is set; otherwise the outbox folder of the embedded default. */
export const createMailer = (config: Pick<MailConfig, 'smtpUrl' | 'from' | 'pace'> & { outboxDir: string }): Mailer =>
  config.smtpUrl ? smtpMailer(config.smtpUrl, config.from, config.pace.concurrency) : outboxMailer(config.outboxDir, config.from);
