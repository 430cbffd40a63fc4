import type { ResultOf } from '@graphql-typed-document-node/core';
import { formatDate } from '#domain/format';
import { NOT_AVAILABLE } from '#domain/messages';
import { graphql } from '#gql';
import type { Column } from '../../lib/output.ts';
import { statusText } from '../../lib/status-argument.ts';

/** The table fields every tables command reads. */
export const TableFieldsFragment = graphql(`
  fragment CliTableFields on Table {
    id
    name
    tableNo
    capacity
    image
    inclusions
    isFeatured
    status
    section {
      id
      name
    }
    category {
      id
      name
    }
    date
    price
    bookingStatus
    createdAt
  }
`);

/** A table as the CLI reads it. */
export type CliTable = ResultOf<typeof TableFieldsFragment>;

const BOOKING_TEXT: Record<string, string> = { AVAILABLE: 'Available', BOOKED: 'Booked', HOLD: 'Hold' };

/** Columns of `tables list` and `tables get`: price and booking status are those of the table's `date`. */
export const tableColumns: Column<CliTable>[] = [
  { header: 'ID', value: (t) => t.id },
  { header: 'Name', value: (t) => t.name },
  { header: 'Capacity', value: (t) => String(t.capacity) },
  { header: 'Floor/Section', value: (t) => t.section.name },
  { header: 'Category', value: (t) => t.category.name },
  { header: 'Current Price', value: (t) => (t.price === null || t.price === undefined ? NOT_AVAILABLE : `AED ${t.price}`) },
  { header: 'Booking Status', value: (t) => BOOKING_TEXT[t.bookingStatus] ?? NOT_AVAILABLE },
  { header: 'Status', value: (t) => statusText(t.status) },
  { header: 'Feature', value: (t) => (t.isFeatured ? 'Yes' : 'No') },
  { header: 'Date', value: (t) => formatDate(t.createdAt) },
];
