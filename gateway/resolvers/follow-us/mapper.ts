import { followRecordSchema } from '#domain/schemas/replies';
import type { Follow } from '#gql/resolvers';
import type { AreaMapper } from '../../lib/area-mapper.ts';
import { toStatus } from '../../lib/enums.ts';

const restFollow = followRecordSchema;

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
