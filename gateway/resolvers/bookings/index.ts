import { bookingsArea } from '#domain/areas/bookings';
import { BOOKING_TYPES, PAYMENT_STATUSES } from '#domain/bookings';
import { restRoutes } from '#domain/declaration/rest-routes';
import type { Resolvers } from '#gql/resolvers';
import { readPage } from '../../lib/page.ts';
import { LIST_FIELD_NAMES, withFieldNames } from '../../lib/rest.ts';
import { sortParam } from '../../lib/order-by.ts';
import { bookingMapper } from './mapper.ts';

const { path } = restRoutes(bookingsArea).list;

/** The bookings area: one read-only list, its enums sent to REST as their codes and `from` / `to` as `fromDate` / `toDate`, `orderBy` as `sort`. */
export const bookingsResolvers = {
  Query: {
    bookings: (_parent, { limit, offset, search, type, paymentStatus, from, to, orderBy }, { rest }) =>
      readPage(withFieldNames(rest, LIST_FIELD_NAMES), path, bookingMapper.rest, bookingMapper.map, {
        limit,
        offset,
        search,
        type: BOOKING_TYPES.find((t) => t.name === type)?.code,
        paymentStatus: PAYMENT_STATUSES.find((s) => s.name === paymentStatus)?.code,
        fromDate: from,
        toDate: to,
        sort: sortParam(orderBy),
      }),
  },
} satisfies Resolvers;
