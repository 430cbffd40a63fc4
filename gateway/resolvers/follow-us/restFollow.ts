import { z } from 'zod';
import type { Follow } from '#gql/resolvers';
import { toStatus } from '../../lib/enums.ts';

/** REST Follow Us slot (§3 Follow-us item). */
export const restFollowSchema = z.object({
  _id: z.string(),
  position: z.number().int(),
  image: z.string().nullable(),
  status: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** REST slot → GraphQL `Follow`. */
export const toFollow = (follow: z.infer<typeof restFollowSchema>): Follow => ({
  id: follow._id,
  position: follow.position,
  image: follow.image,
  status: toStatus(follow.status),
  createdAt: follow.createdAt,
  updatedAt: follow.updatedAt,
});
