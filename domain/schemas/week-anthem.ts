import { z } from 'zod';
import { mediaKeySchema, optionalMediaKeySchema } from './media-ref.ts';

export const WEEK_ANTHEM_OFFER_MAX = 200;
export const WEEK_ANTHEM_DESCRIPTION_MAX = 2000;

/**
 * §5 week anthem edit: Offer and Description required. The 16:9 picture left out keeps the current
 * one (a slot starts without); the optional square icon left out is kept, null or "" removes it.
 */
export const weekAnthemFormSchema = z.object({
  offer: z.string({ error: 'Offer is required' }).trim().min(1, 'Offer is required').max(WEEK_ANTHEM_OFFER_MAX, `Offer must not exceed ${WEEK_ANTHEM_OFFER_MAX} characters`),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(WEEK_ANTHEM_DESCRIPTION_MAX, `Description must not exceed ${WEEK_ANTHEM_DESCRIPTION_MAX} characters`),
  primaryImage: mediaKeySchema('Image').optional(),
  icon: optionalMediaKeySchema('Icon').optional(),
});
export type WeekAnthemForm = z.infer<typeof weekAnthemFormSchema>;
