import type { SendMailOptions } from 'nodemailer';
import type { MailMessage } from './mail-message.ts';

/** A message as nodemailer takes it, from `from`. */
export const sendOptions = (message: MailMessage, from: string): SendMailOptions => ({
  from,
  to: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html,
  messageId: message.messageId,
  headers: message.headers,
});
