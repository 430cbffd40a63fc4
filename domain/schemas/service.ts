import { z } from 'zod';
import { SERVICE_SORT_ON_CREATE } from '../limits.ts';
import { wholeNumber } from './integer.ts';
import { mediaKeySchema, optionalMediaKeySchema } from './media-ref.ts';
import { nameText, requiredText } from './text.ts';

export const SERVICE_TITLE_MAX = 150;
export const SERVICE_DESCRIPTION_MAX = 2000;

const title = nameText('Title', SERVICE_TITLE_MAX);
const description = requiredText('Description', SERVICE_DESCRIPTION_MAX);

/** §5 service add and edit: Title and Description required; the 16:9 image and the optional icon are upload Keys. */
export const serviceFormSchema = z.object({ title, description, image: mediaKeySchema('Image'), icon: optionalMediaKeySchema('Icon') });
export type ServiceForm = z.infer<typeof serviceFormSchema>;

/** The create body's form: the screen's fields plus the sort a new service gets (§9). */
export const serviceCreateFormSchema = serviceFormSchema.extend({
  sort: wholeNumber('Sort').default(SERVICE_SORT_ON_CREATE),
});

/** The edit form: an absent icon keeps the current one; null or "" removes it. */
export const serviceEditFormSchema = serviceFormSchema.extend({ icon: optionalMediaKeySchema('Icon').optional() });
