import { usersArea } from '#domain/areas/users';
import type { Resolvers } from '#gql/resolvers';
import { areaResolvers } from '../../lib/area-resolvers.ts';
import { userMapper } from './mapper.ts';

/** The users area: every field is standard. */
export const usersResolvers = areaResolvers(usersArea, userMapper, {
  create: ({ input }) => input,
  update: ({ input: { id, ...fields } }) => ({ id, body: fields }),
}) satisfies Resolvers;
