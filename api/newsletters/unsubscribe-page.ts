import { escapeHtml } from '../lib/escape-html.ts';

const STYLE =
  'body{font-family:system-ui,sans-serif;background:#111;color:#eee;display:grid;place-items:center;min-height:100vh;margin:0}' +
  'main{max-width:28rem;padding:2rem;background:#1c1c1c;border-radius:8px}h1{font-size:1.4rem;margin-top:0}' +
  'button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:4px;background:#d4af37;color:#111;cursor:pointer}';

/** A small page of its own (no script), with `body` already escaped. */
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

/** The pages of the unsubscribe link. */
export const UNSUBSCRIBE_PAGES = {
  /**
   * What the link opens: a button that posts the one-click form to the same address. A link
   * checker that only fetches the page unsubscribes nobody.
   */
  confirm: (email: string, token: string) =>
    page(
      'Unsubscribe',
      `<p>Stop sending our newsletter to <strong>${escapeHtml(email)}</strong>?</p>` +
        `<form method="post" action="?token=${escapeHtml(encodeURIComponent(token))}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
    ),
  done: (email: string) => page('You are unsubscribed', `<p><strong>${escapeHtml(email)}</strong> will not receive our newsletter any more.</p>`),
  /** A failure, with the same text the envelope would carry. */
  failed: (message: string) => page('Unsubscribe', `<p>${escapeHtml(message)}</p>`),
};

export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid. Please use the link as it came in the newsletter.';
