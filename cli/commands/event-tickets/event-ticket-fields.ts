import { isOnSale } from '#domain/tickets/on-sale';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { formatDate } from '#domain/format';
import { ticketCountLine, ticketPriceLine } from '#domain/tickets/category-lines';
import { graphql } from '#gql';
import type { Column } from '../../lib/output.ts';
import { statusText } from '../../lib/status-argument.ts';

/** The ticket set fields every event-tickets command reads. */
export const EventTicketFieldsFragment = graphql(`
  fragment CliEventTicketFields on EventTicket {
    id
    event {
      id
      name
      date
      image
    }
    status
    isBlocked
    categories {
      id
      type
      name
      offer
      price
      totalTickets
      bookedTickets
    }
    createdAt
  }
`);

/** A ticket set as the CLI reads it. */
export type CliEventTicket = ResultOf<typeof EventTicketFieldsFragment>;

/** Columns of `event-tickets list` and `get`: the event, its date, and per category booked/total and price (§2.10). */
export const eventTicketColumns: Column<CliEventTicket>[] = [
  { header: 'ID', value: (t) => t.id },
  { header: 'Event', value: (t) => t.event.name },
  { header: 'Event Date', value: (t) => formatDate(t.event.date) },
  { header: 'Category', value: (t) => t.categories.map(ticketCountLine).join('; ') },
  { header: 'Price', value: (t) => t.categories.map(ticketPriceLine).join('; ') },
  { header: 'Sale', value: (t) => (isOnSale(t) ? 'On sale' : 'Off sale') },
  { header: 'Blocked', value: (t) => (t.isBlocked ? 'Blocked' : 'No') },
  { header: 'Status', value: (t) => statusText(t.status) },
  { header: 'Date', value: (t) => formatDate(t.createdAt) },
];
