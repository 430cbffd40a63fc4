import { z } from 'zod';
import { mediaKeySchema } from './media-ref.ts';

/** §7 `PATCH /update/follow`: a new image (the Key of an uploaded picture) for one slot. */
export const followFormSchema = z.object({ image: mediaKeySchema('Image') });

/** How many Follow Us slots the venue has (created at first start; never added or deleted). */
export const FOLLOW_SLOTS = 6;
