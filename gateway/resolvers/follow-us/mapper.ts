import { z } from 'zod';
import type { Follow } from '#gql/resolvers';
import type { AreaMapper } from '../../lib/area-mapper.ts';
import { toStatus } from '../../lib/enums.ts';

const restFollow = z.object({
  _id: z.string(),
  position: z.number().int(),
  image: z.string().nullable(),
  status: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** REST Follow Us slot (§3 Follow-us item) → GraphQL `Follow`. */
export const followMapper: AreaMapper<typeof restFollow, Follow> = {
  rest: restFollow,
  map: (follow) => ({
    id: follow._id,
    position: follow.position,
    image: follow.image,
    status: toStatus(follow.status),
    createdAt: follow.createdAt,
    updatedAt: follow.updatedAt,
  }),
};
