import { bookingsArea } from '#domain/areas/bookings';
import type { Resolvers } from '#gql/resolvers';
import { areaResolvers } from '../../lib/area-resolvers.ts';
import { bookingMapper } from './mapper.ts';

/** The bookings area: one read-only list, derived (its enums sent to REST as the codes the area declares). */
export const bookingsResolvers = areaResolvers(bookingsArea, bookingMapper, {}) satisfies Resolvers;
