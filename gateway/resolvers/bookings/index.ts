import { bookingsArea } from '#domain/areas/bookings';
import { BOOKING_TYPES, PAYMENT_STATUSES } from '#domain/bookings';
import { restRoutes } from '#domain/declaration/rest-routes';
import type { Resolvers } from '#gql/resolvers';
import { readPage } from '../../lib/page.ts';
import { bookingMapper } from './mapper.ts';

const { path } = restRoutes(bookingsArea).list;

/** The bookings area: one read-only list, its enums sent to REST as their codes and `from` / `to` as `fromDate` / `toDate`. */
export const bookingsResolvers = {
  Query: {
    bookings: (_parent, { limit, offset, search, type, paymentStatus, from, to }, { rest }) =>
      readPage(rest, path, bookingMapper.rest, bookingMapper.map, {
        limit,
        offset,
        search,
        type: BOOKING_TYPES.find((t) => t.name === type)?.code,
        paymentStatus: PAYMENT_STATUSES.find((s) => s.name === paymentStatus)?.code,
        fromDate: from,
        toDate: to,
      }),
  },
} satisfies Resolvers;
