import type { ResultOf } from '@graphql-typed-document-node/core';
import { bookingTypeLabel, paymentStatusLabel } from '#domain/bookings';
import { formatDate } from '#domain/format';
import { graphql } from '#gql';
import type { Column } from '../../lib/output.ts';

/** The booking fields the bookings list reads. */
export const BookingFieldsFragment = graphql(`
  fragment CliBookingFields on Booking {
    id
    bookingId
    type
    price
    paymentStatus
    event {
      id
      name
      date
    }
    table {
      id
      name
      date
    }
    user {
      id
      email
    }
    host {
      id
      email
    }
    ticketCategory
    tickets
    createdAt
  }
`);

/** A booking as the CLI reads it. */
export type CliBooking = ResultOf<typeof BookingFieldsFragment>;

/** "Name (Mar 06, 2027)", or nothing. */
const onDay = (ref: { name: string; date: string } | null | undefined) => (ref ? `${ref.name} (${formatDate(ref.date)})` : '');

/** The columns of the bookings list (§2.14), after the row number. */
export const bookingColumns: Column<CliBooking>[] = [
  { header: 'Booking Id', value: (b) => b.bookingId },
  { header: 'Date', value: (b) => formatDate(b.createdAt) },
  { header: 'Type', value: (b) => bookingTypeLabel(b.type) },
  { header: 'Event', value: (b) => onDay(b.event) },
  { header: 'Table', value: (b) => onDay(b.table) },
  { header: 'Tickets', value: (b) => (b.tickets ? `${b.tickets} × ${b.ticketCategory ?? '?'}` : '') },
  { header: 'User', value: (b) => b.user.email },
  { header: 'Host', value: (b) => b.host?.email ?? '' },
  { header: 'Price', value: (b) => `AED ${b.price}` },
  { header: 'Payment Status', value: (b) => paymentStatusLabel(b.paymentStatus) },
];
