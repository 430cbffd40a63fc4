import { z } from 'zod';
import { mediaKeySchema, optionalMediaKeySchema } from './media-ref.ts';
import { requiredText } from './text.ts';

export const WEEK_ANTHEM_OFFER_MAX = 200;
export const WEEK_ANTHEM_DESCRIPTION_MAX = 2000;

/**
 * §5 week anthem edit: Offer and Description required. The 16:9 picture left out keeps the current
 * one (a slot starts without); the optional square icon left out is kept, null or "" removes it.
 */
export const weekAnthemFormSchema = z.object({
  offer: requiredText('Offer', WEEK_ANTHEM_OFFER_MAX),
  description: requiredText('Description', WEEK_ANTHEM_DESCRIPTION_MAX),
  primaryImage: mediaKeySchema('Image').optional(),
  icon: optionalMediaKeySchema('Icon').optional(),
});
export type WeekAnthemForm = z.infer<typeof weekAnthemFormSchema>;
