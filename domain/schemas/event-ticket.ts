import { z } from 'zod';
import { CATEGORY_TYPES } from '../floor/category-types.ts';
import { TICKET_PRICE_MIN, TICKETS_PER_CATEGORY } from '../limits.ts';
import { blockedFilterSchema, listQuerySchema, type BlockedFilter, type ListQuery } from './list.ts';
import { aedPriceSchema } from './price.ts';
import { nameText, requiredText, textOf } from './text.ts';

export const TICKET_CATEGORY_NAME_MAX = 100;
export const TICKET_OFFER_MAX = 200;
export const TICKET_PRICE_MAX = 10_000_000;

/** The §5 messages of the ticket form, and the rules of a set beyond them. */
export const EVENT_TICKET_FORM_MESSAGES = {
  eventRequired: 'Event is required',
  nameRequired: 'Name is required',
  offerRequired: 'Offer is required',
  priceRequired: 'Price is required',
  totalRequired: 'Total Tickets are required',
  totalMin: `Minimum ${TICKETS_PER_CATEGORY.min} tickets required`,
  totalMax: `Maximum ${TICKETS_PER_CATEGORY.max} tickets allowed`,
  atLeastOne: 'At least one category is required',
  typeOnce: 'Each category type may appear once',
  categoryOnce: 'Each category may appear once',
} as const;
const M = EVENT_TICKET_FORM_MESSAGES;

const absent = (input: unknown) => input === undefined || input === null || input === '';

/** §5 fields of one category row: type (1 Silver, 2 Gold, 3 Premium), name, offer, price from 0, 100 to 500 tickets. */
const categoryFields = {
  type: z.union(
    CATEGORY_TYPES.map((code) => z.literal(code)),
    { error: (issue) => (absent(issue.input) ? 'Category type is required' : 'Category type must be 1 (Silver), 2 (Gold) or 3 (Premium)') },
  ),
  name: nameText('Name', TICKET_CATEGORY_NAME_MAX, { required: M.nameRequired }),
  offer: requiredText('Offer', TICKET_OFFER_MAX, { required: M.offerRequired }),
  price: aedPriceSchema({ min: TICKET_PRICE_MIN, max: TICKET_PRICE_MAX }),
  totalTickets: z
    .number({ error: (issue) => (absent(issue.input) ? M.totalRequired : 'Total Tickets must be a number') })
    .int('Total Tickets must be a whole number')
    .min(TICKETS_PER_CATEGORY.min, M.totalMin)
    .max(TICKETS_PER_CATEGORY.max, M.totalMax),
};

/** One new category row of a ticket set. */
export const ticketCategorySchema = z.strictObject(categoryFields);

/** One row of an edit: `_id` names a saved category of the set; a row without it is added. */
export const ticketCategoryEditSchema = z.strictObject({ _id: z.string({ error: 'Category id must be text' }).optional(), ...categoryFields });

/** The rows of a set: at least one, each type at most once (so three at most), each saved row at most once. */
const categoriesOf = <Row extends z.ZodType<{ type: number; _id?: string }>>(row: Row) =>
  z
    .array(row, { error: M.atLeastOne })
    .min(1, M.atLeastOne)
    .max(CATEGORY_TYPES.length, M.typeOnce)
    .superRefine((rows, ctx) => {
      const types = new Set<number>();
      const ids = new Set<string>();
      rows.forEach(({ type, _id }, index) => {
        if (types.has(type)) ctx.addIssue({ code: 'custom', path: [index, 'type'], message: M.typeOnce });
        if (_id !== undefined && ids.has(_id)) ctx.addIssue({ code: 'custom', path: [index, '_id'], message: M.categoryOnce });
        types.add(type);
        if (_id !== undefined) ids.add(_id);
      });
    });

/** §5 event ticket create: the event and its category rows. */
export const eventTicketFormSchema = z.object({
  eventId: textOf('Event', M.eventRequired).trim().min(1, M.eventRequired),
  categories: categoriesOf(ticketCategorySchema),
});
export type EventTicketForm = z.infer<typeof eventTicketFormSchema>;

/** §5 event ticket edit: the same rules for the rows, without the event (it never changes). */
export const eventTicketEditFormSchema = z.object({ categories: categoriesOf(ticketCategoryEditSchema) });
export type EventTicketEdit = z.infer<typeof eventTicketEditFormSchema>;

/** `GET /get/eventTickets`: a page, optionally only the set of one event. */
export const eventTicketListQuerySchema = listQuerySchema.extend({
  eventId: z
    .string({ error: 'eventId must be text' })
    .trim()
    .optional()
    .transform((id) => id || undefined),
  // The list's Status is the set's block switch: `blocked=false` is on sale.
  ...blockedFilterSchema.shape,
});
export type EventTicketListQuery = ListQuery & BlockedFilter & { eventId?: string };
