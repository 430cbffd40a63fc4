import { z } from 'zod';
import { mediaKeySchema } from './media-ref.ts';
import { statusCodeSchema } from './status.ts';

export const followIdSchema = z.string({ error: 'followId is required' }).min(1, 'followId is required');

/** §7 `PATCH /update/follow`: a new image (the Key of an uploaded picture) for one slot. */
export const updateFollowSchema = z.object({ followId: followIdSchema, image: mediaKeySchema('Image') }).strict();

/** §7 `PATCH /update/follow/status`. */
export const followStatusSchema = z.object({ followId: followIdSchema, status: statusCodeSchema }).strict();

/** How many Follow Us slots the venue has (created at first start; never added or deleted). */
export const FOLLOW_SLOTS = 6;
