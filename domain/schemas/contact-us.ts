import { z } from 'zod';
import { queryCode } from './integer.ts';
import { SPECIAL_OCCASIONS } from '../contact-us.ts';
import { dateRangeFilterSchema, dateRangeInOrder, listQuerySchema } from './list.ts';
import { statusCode } from './status.ts';
import { bornBy, userFormSchema } from './user.ts';

const OCCASION_CODES = SPECIAL_OCCASIONS.map((o) => o.code);

/**
 * The enquiry the venue's site files (§3): a user's fields with the users' rules and messages
 * (names required, at most 100 characters; a valid email; mobileCode like +971; mobileNo 4 to 15
 * digits; dob a real day, not in the future: `contactUsSchema`) and a special occasion, None unless given.
 */
export const contactUsFormSchema = userFormSchema.extend({
  specialOccasion: z.literal(OCCASION_CODES, { error: 'specialOccasion must be 1 (None), 2 (Birthday) or 3 (Marriage Anniversary)' }).default(1),
});
export type ContactUsForm = z.infer<typeof contactUsFormSchema>;

/** The enquiry with its dob judged against the venue's today, as a user's. */
export const contactUsSchema = (today: () => string) => contactUsFormSchema.extend({ dob: bornBy(today) });

/** Query of the enquiries list: a page, `search` in the name or email, `status` 1 (pending) or 2 (marked), `fromDate` / `toDate` the venue days they were filed on. */
export const contactUsListQuerySchema = listQuerySchema
  .omit({ deleted: true })
  .extend({
    // Anything but "1" or "2" becomes 0, which the status check refuses with its message.
    status: queryCode(statusCode('pending', 'marked')),
    ...dateRangeFilterSchema.shape,
  })
  .refine(...dateRangeInOrder);
export type ContactUsListQuery = z.infer<typeof contactUsListQuerySchema>;
