import { subAdminsArea } from '#domain/areas/sub-admins';
import type { Resolvers } from '#gql/resolvers';
import { areaResolvers } from '../../lib/area-resolvers.ts';
import { keepPasswordUnlessGiven } from '../../lib/keep-password.ts';
import { subAdminMapper } from './mapper.ts';

/** The sub-admins area: every field is standard, the block switch included. */
export const subAdminsResolvers = areaResolvers(subAdminsArea, subAdminMapper, {
  create: ({ input }) => input,
  update: ({ input }) => keepPasswordUnlessGiven(input),
}) satisfies Resolvers;
