import { followUsArea } from '#domain/areas/follow-us';
import type { Resolvers } from '#gql/resolvers';
import { areaResolvers } from '../../lib/area-resolvers.ts';
import { followMapper } from './mapper.ts';

/** The Follow Us area: every field is standard; its update is `setFollowImage(id, image)`. */
export const followUsResolvers = areaResolvers(followUsArea, followMapper, {
  update: ({ id, image }) => ({ id, body: { image } }),
}) satisfies Resolvers;
