import { z } from 'zod';
import { SERVICE_SORT_ON_CREATE } from '../limits.ts';
import { wholeNumber } from './integer.ts';
import { mediaKeySchema, optionalMediaKeySchema } from './media-ref.ts';
import { statusCodeSchema } from './status.ts';

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

export const serviceIdSchema = z.string({ error: 'serviceId is required' }).min(1, 'serviceId is required');

/** §7 body shapes. */
export const createServiceSchema = serviceFormSchema
  .extend({ sort: wholeNumber('Sort').default(SERVICE_SORT_ON_CREATE) })
  .strict();
/** An absent icon keeps the current one; null or "" removes it. */
export const updateServiceSchema = serviceFormSchema
  .extend({ serviceId: serviceIdSchema, icon: optionalMediaKeySchema('Icon').optional() })
  .strict();
export const serviceStatusSchema = z.object({ serviceId: serviceIdSchema, status: statusCodeSchema }).strict();
export const deleteServiceSchema = z.object({ serviceId: serviceIdSchema, isDelete: z.literal(true, { error: 'isDelete must be true' }) }).strict();
export const restoreServiceSchema = z.object({ serviceId: serviceIdSchema }).strict();
