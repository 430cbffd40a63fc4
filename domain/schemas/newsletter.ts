import { z } from 'zod';
import { NEWSLETTER_MESSAGE, NEWSLETTER_SUBJECT } from '../limits.ts';
import { emailField } from './email.ts';
import { dateRangeFilterSchema, dateRangeInOrder, listQuerySchema, withSort } from './list.ts';
import { isOneLine, oneLineMessage, requiredText } from './text.ts';

export const SUBJECT_TOO_SHORT = `Subject must be at least ${NEWSLETTER_SUBJECT.min} characters long`;
export const SUBJECT_TOO_LONG = `Subject must not exceed ${NEWSLETTER_SUBJECT.max} characters`;
export const MESSAGE_TOO_SHORT = `Message must be at least ${NEWSLETTER_MESSAGE.min} characters long`;
export const MESSAGE_TOO_LONG = `Message must not exceed ${NEWSLETTER_MESSAGE.max} characters`;
/** A mail's Subject header is one line: a line break in it would be folded away or, unfolded, start another header. */
export const SUBJECT_ONE_LINE = oneLineMessage('Subject');

/** §5 newsletter email: subject trimmed, 10 to 200 characters, one line; message trimmed, 100 to 1000. */
export const newsletterEmailFormSchema = z.object({
  subject: requiredText('Subject', NEWSLETTER_SUBJECT.max, { required: SUBJECT_TOO_SHORT, min: { length: NEWSLETTER_SUBJECT.min, message: SUBJECT_TOO_SHORT }, tooLong: SUBJECT_TOO_LONG }).refine(isOneLine, SUBJECT_ONE_LINE),
  message: requiredText('Message', NEWSLETTER_MESSAGE.max, { required: MESSAGE_TOO_SHORT, min: { length: NEWSLETTER_MESSAGE.min, message: MESSAGE_TOO_SHORT }, tooLong: MESSAGE_TOO_LONG }),
});
export type NewsletterEmailForm = z.infer<typeof newsletterEmailFormSchema>;

export const IDEMPOTENCY_KEY_MAX = 200;
const VISIBLE_ASCII = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX}}$`);
const idempotencyKey = (label: string) => {
  const invalid = `${label} must be 1 to ${IDEMPOTENCY_KEY_MAX} visible characters`;
  return z.string({ error: invalid }).regex(VISIBLE_ASCII, invalid);
};

/**
 * The key a client sends with one submission of the send form (web) or one run (CLI): the same key
 * again returns the same campaign and sends nothing twice. Visible ASCII, as an HTTP header carries it.
 */
export const idempotencyKeySchema = idempotencyKey('idempotencyKey');
/** The same key sent as the `Idempotency-Key` header. */
export const idempotencyHeaderSchema = idempotencyKey('Idempotency-Key');

/** `POST /send/newsletter/email`: the §5 form, and the idempotency key unless sent as the `Idempotency-Key` header. */
export const sendNewsletterBodySchema = newsletterEmailFormSchema.extend({ idempotencyKey: idempotencyKeySchema.optional() }).strict();

/** `POST /newsletter/subscribe` from the venue's site: one valid email, nothing else. */
export const subscribeBodySchema = z.object({ email: emailField }).strict();

/** `GET /get/newsletters`: a page, optionally searched by email, filtered to the subscribed (`true`) or unsubscribed (`false`), and to those who first subscribed on the venue days `fromDate` to `toDate`. */
export const subscriberListQuerySchema = listQuerySchema
  .omit({ deleted: true })
  .extend({
    subscribed: z
      .enum(['true', 'false'], { error: 'subscribed must be true or false' })
      .optional()
      .transform((s) => (s === undefined ? undefined : s === 'true')),
    ...dateRangeFilterSchema.shape,
  })
  .refine(...dateRangeInOrder);
export type SubscriberListQuery = z.infer<typeof subscriberListQuerySchema>;

/** The fields the campaigns list may be sorted by (`sort=subject,-createdAt`; GraphQL `NewsletterCampaignOrderField`). */
export const CAMPAIGN_SORT = ['createdAt', 'subject'] as const;
/** `GET /get/newsletter/campaigns`: a page, newest first, `search` matching the subject. */
export const campaignListQuerySchema = withSort(listQuerySchema.omit({ deleted: true }), CAMPAIGN_SORT);
