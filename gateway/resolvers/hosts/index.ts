import { hostsArea } from '#domain/areas/hosts';
import type { Resolvers } from '#gql/resolvers';
import { areaResolvers } from '../../lib/area-resolvers.ts';
import { keepPasswordUnlessGiven } from '../../lib/keep-password.ts';
import { hostMapper } from './mapper.ts';

/** The hosts area: every field is standard, the block switch included. */
export const hostsResolvers = areaResolvers(hostsArea, hostMapper, {
  create: ({ input }) => input,
  update: ({ input }) => keepPasswordUnlessGiven(input),
}) satisfies Resolvers;
