import { weekAnthemsArea } from '#domain/areas/week-anthems';
import type { Resolvers } from '#gql/resolvers';
import { areaResolvers } from '../../lib/area-resolvers.ts';
import { weekAnthemMapper } from './mapper.ts';

/** The week anthems area: every field is standard; a picture left out (or null) and an icon left out are not sent, so the API keeps them. */
export const weekAnthemsResolvers = areaResolvers(weekAnthemsArea, weekAnthemMapper, {
  update: ({ input: { id, primaryImage, icon, ...form } }) => ({ id, body: { ...form, primaryImage: primaryImage ?? undefined, ...(icon === undefined ? {} : { icon }) } }),
}) satisfies Resolvers;
