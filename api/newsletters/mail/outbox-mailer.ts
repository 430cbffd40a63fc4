import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { DeliveryFailure, type Mailer } from './mail-message.ts';
import { sendOptions } from './send-options.ts';

/**
 * The embedded default (no SMTP_URL): each message becomes `<deliveryId>.eml` under `dir`, written
 * under a temporary name and renamed, so a file is never half-written and sending a delivery again
 * replaces its file instead of adding one.
 */
export function outboxMailer(dir: string, from: string): Mailer {
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
      try {
        const { message: raw } = await composer.sendMail(sendOptions(message, from));
        await mkdir(dir, { recursive: true });
        const temporary = join(dir, `.${message.deliveryId}.${randomBytes(6).toString('hex')}.tmp`);
        try {
          await writeFile(temporary, raw as Buffer, { mode: 0o600 });
          await rename(temporary, join(dir, `${message.deliveryId}.eml`));
        } catch (error) {
          await rm(temporary, { force: true });
          throw error;
        }
      } catch (error) {
        // A full disk or a missing folder may pass; the message is tried again.
        throw new DeliveryFailure(error instanceof Error ? error.message : String(error), false);
      }
    },
    close: () => composer.close(),
  };
}
