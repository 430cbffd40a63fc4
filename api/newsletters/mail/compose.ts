import { escapeHtml } from '../../lib/escape-html.ts';
import { signUnsubscribeToken } from '../unsubscribe-token.ts';
import type { MailMessage } from './mail-message.ts';

/** The public path of the unsubscribe page and its one-click POST (RFC 8058). */
export const UNSUBSCRIBE_PATH = '/api/v1/newsletter/unsubscribe';

/** What a message is made of: the delivery, its recipient and the campaign's text. */
export interface Letter {
  deliveryId: string;
  subscriberId: string;
  email: string;
  subject: string;
  message: string;
}

/** Where links point and how they are signed. */
export interface LetterContext {
  from: string;
  publicUrl: string;
  secret: string;
}

/** The domain of the sender's address ("Venue <news@venue.example>" → venue.example), for Message-IDs. */
const senderDomain = (from: string): string => /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'venue.local';

/** A subscriber's unsubscribe link under the public address. */
const unsubscribeUrl = (context: Pick<LetterContext, 'publicUrl' | 'secret'>, subscriberId: string): string =>
  `${context.publicUrl.replace(/\/+$/, '')}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(signUnsubscribeToken(context.secret, subscriberId))}`;

/**
 * The message of one delivery: the campaign's text (plain, and as HTML with its line breaks), a
 * footer with the unsubscribe link, `List-Unsubscribe` with One-Click (RFC 8058), and a Message-ID
 * made from the delivery id, so every attempt at one delivery is the same message.
 */
export function composeLetter(letter: Letter, context: LetterContext): MailMessage {
  const link = unsubscribeUrl(context, letter.subscriberId);
  const footer = 'You receive this because you subscribed to our newsletter.';
  return {
    deliveryId: letter.deliveryId,
    to: letter.email,
    subject: letter.subject,
    messageId: `<${letter.deliveryId}@${senderDomain(context.from)}>`,
    text: `${letter.message}\n\n--\n${footer}\nUnsubscribe: ${link}\n`,
    html: [
      '<!doctype html><html><body>',
      `<div style="white-space:pre-wrap">${escapeHtml(letter.message)}</div>`,
      `<hr><p style="font-size:12px;color:#666">${footer} <a href="${escapeHtml(link)}">Unsubscribe</a></p>`,
      '</body></html>',
    ].join(''),
    headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
