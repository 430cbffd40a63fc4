import { createTransport } from 'nodemailer';
import { DeliveryFailure, type Mailer } from './mail-message.ts';
import { sendOptions } from './send-options.ts';

/** The parts of nodemailer's errors that tell a refused message from a passing trouble. */
interface SmtpError {
  message: string;
  code?: string;
  response?: string;
  responseCode?: number;
  permanent?: boolean;
}

/**
 * A refusal of the message itself (5xx, except 503) is permanent; a 4xx, a dropped connection or a
 * timeout is temporary. Refused credentials are a 5xx too, but no fault of the recipient's: they are
 * retried, so a password fixed within the retries loses no message.
 */
export function smtpFailure(error: SmtpError): DeliveryFailure {
  const refused = error.permanent === true && error.code !== 'EAUTH';
  // An envelope nodemailer refuses itself (an address it cannot use) would be refused every time.
  const unusable = error.code === 'EENVELOPE' && error.responseCode === undefined;
  return new DeliveryFailure((error.response ?? error.message).trim(), refused || unusable);
}

/** Sends over SMTP (SMTP_URL) through a pool of up to `connections` connections, with timeouts well inside a claim's lease. */
export function smtpMailer(url: string, from: string, connections: number): Mailer {
  const transport = createTransport({ url, pool: true, maxConnections: connections, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
  return {
    async send(message) {
      try {
        await transport.sendMail(sendOptions(message, from));
      } catch (error) {
        throw smtpFailure(error as SmtpError);
      }
    },
    close: () => transport.close(),
  };
}
