import { z } from 'zod';
import { isDayString } from '../floor/calendar-day.ts';
import { EVENT_ADMISSION, EVENT_POPULARITY_MIN } from '../limits.ts';
import { recordPriceSchema } from './category-record.ts';
import { INT32_MAX } from './integer.ts';
import { choicesQuerySchema } from './list.ts';
import { MEDIA_KEY_MAX, mediaKeySchema } from './media-ref.ts';
import { AT_LEAST_ONE_INCLUSION, inclusionsSchema } from './table.ts';
import { textListSchema } from './text-list.ts';
import { nameText, requiredText, textOf } from './text.ts';

export const EVENT_NAME_MAX = 200;
export const EVENT_SUMMARY_MAX = 5000;
export const EVENT_ADDRESS_MAX = 500;
export const EVENT_ADMISSION_MAX = 100;
export const EVENT_CATEGORIES_MAX = 20;
/** Longer than any id: such a reference names nothing. */
const ID_MAX = 64;

/** §5 messages of the event form that the schema's field names do not say by themselves. */
export const EVENT_MESSAGES = {
  pastDate: 'Date cannot be in the past',
  selectImage: 'Please select a image',
  /** An event's rows name each venue category at most once (as a ticket set's each type). */
  categoryOnce: 'Each category may appear once',
  atLeastOne: {
    inclusions: AT_LEAST_ONE_INCLUSION,
    howToRedeem: 'At least one how to redeem is required',
    itinerary: 'At least one itinerary is required',
    importantInformation: 'At least one important information is required',
  },
} as const;

const TIME_24 = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A whole number with the spec's minimum; `label` names it ("Admission is required", "Admission must be at least 18"). */
const bounded = (label: string, min: number, max: number) =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? `${label} is required` : `${label} must be a number`) })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must not exceed ${max}`);

/** A venue day, "YYYY-MM-DD". */
const day = textOf('Date').trim().min(1, 'Date is required').refine(isDayString, 'Date must be a date (YYYY-MM-DD)');

/**
 * One category row of an event (§3): a venue category and its price (§5: a number, required, at
 * least 1). The row's name is the category's own, which the API stores: a `name` sent is ignored.
 */
export const eventCategorySchema = z
  .object({
    categoryId: textOf('Category').trim().min(1, 'Category is required').max(ID_MAX, 'Category not found'),
    name: z.unknown().optional().transform(() => undefined),
    price: recordPriceSchema,
  })
  .strict();
export type EventCategoryForm = z.infer<typeof eventCategorySchema>;

/** A row naming a category an earlier row names (ids compared as UUIDs, whatever their case) is refused on its `categoryId`. */
function eachCategoryOnce(rows: readonly { categoryId?: unknown }[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const id = typeof row?.categoryId === 'string' ? row.categoryId.trim().toLowerCase() : undefined;
    if (!id) return;
    if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [index, 'categoryId'], message: EVENT_MESSAGES.categoryOnce });
    seen.add(id);
  });
}

/** An event's IP: an id, or null (or "") for none. */
const ipSchema = z
  .string({ error: 'IP must be an id' })
  .trim()
  .max(ID_MAX, 'IP not found')
  .nullish()
  .transform((id) => id || null);

/**
 * §5 event edit (and add, with the date rule on top: `eventCreateSchema`): Name, Address, Date, Time
 * (24-hour "HH:MM") and Summary required; popularity at least 1; admission at least 18; the four
 * lists of text each with at least one non-empty entry; each category row priced, and each category
 * at most once; the 0.75:1 image. `ip` is the event's intellectual property, or null.
 */
export const eventFormSchema = z.object({
  ip: ipSchema,
  name: nameText('Name', EVENT_NAME_MAX),
  image: mediaKeySchema('Image', EVENT_MESSAGES.selectImage),
  date: day,
  time: textOf('Time').trim().min(1, 'Time is required').regex(TIME_24, 'Time must be a 24-hour time (HH:MM)'),
  summary: requiredText('Summary', EVENT_SUMMARY_MAX),
  admission: bounded('Admission', EVENT_ADMISSION.min, EVENT_ADMISSION_MAX),
  popularity: bounded('Popularity', EVENT_POPULARITY_MIN, INT32_MAX),
  address: requiredText('Address', EVENT_ADDRESS_MAX),
  inclusions: inclusionsSchema,
  howToRedeem: textListSchema({ entry: 'How to redeem', atLeastOne: EVENT_MESSAGES.atLeastOne.howToRedeem, many: 'how to redeem entries' }),
  itinerary: textListSchema({ entry: 'Itinerary', atLeastOne: EVENT_MESSAGES.atLeastOne.itinerary, many: 'itinerary entries' }),
  importantInformation: textListSchema({ entry: 'Important information', atLeastOne: EVENT_MESSAGES.atLeastOne.importantInformation, many: 'important information entries' }),
  categories: z
    .array(eventCategorySchema, { error: 'Categories must be a list' })
    .max(EVENT_CATEGORIES_MAX, `At most ${EVENT_CATEGORIES_MAX} categories`)
    .superRefine(eachCategoryOnce, { when: (payload) => Array.isArray(payload.value) }),
});
export type EventForm = z.infer<typeof eventFormSchema>;

/**
 * §7 `POST /create/event` before the date rule: admission left out is 21 (§2.9), an address left
 * out is the venue's (the API's VENUE_ADDRESS), and `posterImage` (the spec's fixed placeholder)
 * is taken and not stored.
 */
export const eventCreateFormSchema = eventFormSchema.extend({
  admission: eventFormSchema.shape.admission.optional().transform((n) => n ?? EVENT_ADMISSION.default),
  address: eventFormSchema.shape.address.optional(),
  posterImage: z.string({ error: 'posterImage must be text' }).max(MEDIA_KEY_MAX, `posterImage must not exceed ${MEDIA_KEY_MAX} characters`).nullish(),
});
export type EventCreateForm = z.infer<typeof eventCreateFormSchema>;

/**
 * §7 `PATCH /update/event`'s form: the add rules without the date rule. As on every update, a field
 * left out keeps the event's value: the date (the edit screen's is disabled), the address and the
 * admission (§7's update is the create's body, which may leave both out) and the IP; an empty
 * address or a null admission is still refused, and an IP of null (or "") removes it.
 */
export const eventEditFormSchema = eventFormSchema.extend({
  date: day.optional(),
  address: eventFormSchema.shape.address.optional(),
  admission: eventFormSchema.shape.admission.optional(),
  ip: ipSchema.optional(),
});
export type EventEditForm = z.infer<typeof eventEditFormSchema>;

/**
 * The add form's rules (§5): the edit's plus "Date cannot be in the past", judged against the
 * venue's today ("YYYY-MM-DD") when the form is checked. On the date itself, so the message shows
 * whatever else is missing.
 */
export const eventCreateSchema = (today: () => string) =>
  eventCreateFormSchema.extend({ date: day.refine((date) => !isDayString(date) || date >= today(), EVENT_MESSAGES.pastDate) });

/**
 * `GET /get/all/events` query: the choices' `search` and `status`, and `ticketable=true` for only
 * the events that can take a ticket set (no live set yet, and not before the venue's today): the
 * ticket form's Event select.
 */
export const eventChoicesQuerySchema = choicesQuerySchema.extend({
  ticketable: z.enum(['true', 'false'], { error: 'ticketable must be true or false' }).optional().transform((t) => (t === 'true' ? true : undefined)),
});
export type EventChoicesQuery = z.infer<typeof eventChoicesQuerySchema>;
