import { z } from 'zod';
import { SERVICE_SORT_ON_CREATE } from '../limits.ts';
import { mediaKeySchema, optionalMediaKeySchema } from './media-ref.ts';

export const SERVICE_TITLE_MAX = 150;
export const SERVICE_DESCRIPTION_MAX = 2000;

const title = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(SERVICE_TITLE_MAX, `Title must not exceed ${SERVICE_TITLE_MAX} characters`);
const description = z
  .string({ error: 'Description is required' })
  .trim()
  .min(1, 'Description is required')
  .max(SERVICE_DESCRIPTION_MAX, `Description must not exceed ${SERVICE_DESCRIPTION_MAX} characters`);

/** §5 service add and edit: Title and Description required; the 16:9 image and the optional icon are upload Keys. */
export const serviceFormSchema = z.object({ title, description, image: mediaKeySchema('Image'), icon: optionalMediaKeySchema('Icon') });
export type ServiceForm = z.infer<typeof serviceFormSchema>;

/** The create body's form: the screen's fields plus the sort a new service gets (§9). */
export const serviceCreateFormSchema = serviceFormSchema.extend({
  sort: z.number({ error: 'Sort must be a number' }).int('Sort must be a whole number').min(0, 'Sort must not be negative').default(SERVICE_SORT_ON_CREATE),
});

/** The edit form: an absent icon keeps the current one; null or "" removes it. */
export const serviceEditFormSchema = serviceFormSchema.extend({ icon: optionalMediaKeySchema('Icon').optional() });
