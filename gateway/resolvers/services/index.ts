import { servicesArea } from '#domain/areas/services';
import { SERVICE_SORT_ON_CREATE } from '#domain/limits';
import type { Resolvers } from '#gql/resolvers';
import { areaResolvers } from '../../lib/area-resolvers.ts';
import { serviceMapper } from './mapper.ts';

/** The services area: every field is standard; only the input → body of create and update is its own. */
export const servicesResolvers = areaResolvers(servicesArea, serviceMapper, {
  // A new service gets sort 1 (§9).
  create: ({ input }) => ({ sort: SERVICE_SORT_ON_CREATE, title: input.title, description: input.description, image: input.image, icon: input.icon ?? null }),
  // An icon left out is not sent, so the API keeps it.
  update: ({ input: { id, icon, ...form } }) => ({ id, body: { ...form, ...(icon === undefined ? {} : { icon }) } }),
}) satisfies Resolvers;
