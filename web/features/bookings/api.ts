import type { BookingTypeName, PaymentStatusName } from '#domain/bookings';
import { graphql } from '#gql';
import type { ListQuery } from '../../lib/area/AreaApi.ts';
import { request } from '../../lib/request.ts';

const BookingsDocument = graphql(`
  query Bookings($limit: Int, $offset: Int, $search: String, $type: BookingType, $paymentStatus: PaymentStatus, $from: Date, $to: Date) {
    bookings(limit: $limit, offset: $offset, search: $search, type: $type, paymentStatus: $paymentStatus, from: $from, to: $to) {
      count
      items {
        id
        bookingId
        type
        price
        paymentStatus
        event { id name date }
        table { id name date }
        user { id email }
        host { id email }
        createdAt
      }
    }
  }
`);

/** The list's filters beyond a page and a search: type, payment status, and the venue days bookings were made on. */
export interface BookingFilters {
  type?: BookingTypeName;
  paymentStatus?: PaymentStatusName;
  from?: string;
  to?: string;
}

/** The bookings call (§2.14): pages newest first, filtered, or searched by booking id or email. */
export const bookingsApi = {
  list: async (query: ListQuery & BookingFilters) => (await request(BookingsDocument, query)).bookings,
};
