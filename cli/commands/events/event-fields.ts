import type { ResultOf } from '@graphql-typed-document-node/core';
import { formatDate, formatTime12 } from '#domain/format';
import { NOT_AVAILABLE } from '#domain/messages';
import { graphql } from '#gql';
import type { Column } from '../../lib/output.ts';
import { statusText } from '../../lib/status-argument.ts';

/** The event fields every events command reads. */
export const EventFieldsFragment = graphql(`
  fragment CliEventFields on Event {
    id
    name
    image
    ip {
      id
      name
    }
    date
    time
    summary
    admission
    popularity
    address
    inclusions
    howToRedeem
    itinerary
    importantInformation
    categories {
      categoryId
      name
      price
    }
    status
    createdAt
  }
`);

/** An event as the CLI reads it. */
export type CliEvent = ResultOf<typeof EventFieldsFragment>;

/** Columns of `events list` (§2.9's list: Date, Name, IP, Status) with the event's own day and time. */
export const eventColumns: Column<CliEvent>[] = [
  { header: 'ID', value: (e) => e.id },
  { header: 'Date', value: (e) => formatDate(e.createdAt) },
  { header: 'Name', value: (e) => e.name },
  { header: 'IP', value: (e) => e.ip?.name ?? NOT_AVAILABLE },
  { header: 'Event Date', value: (e) => formatDate(e.date) },
  { header: 'Time', value: (e) => formatTime12(e.time) },
  { header: 'Status', value: (e) => statusText(e.status) },
];

const list = (texts: readonly string[]) => texts.join('; ');

/** `events get`: every field of the event, one line each. */
export const eventDetailColumns: Column<CliEvent>[] = [
  ...eventColumns,
  { header: 'Summary', value: (e) => e.summary },
  { header: 'Admission', value: (e) => `${e.admission}+` },
  { header: 'Popularity', value: (e) => String(e.popularity) },
  { header: 'Address', value: (e) => e.address },
  { header: 'Inclusions', value: (e) => list(e.inclusions) },
  { header: 'How To Redeem', value: (e) => list(e.howToRedeem) },
  { header: 'Itinerary', value: (e) => list(e.itinerary) },
  { header: 'Important Information', value: (e) => list(e.importantInformation) },
  { header: 'Categories', value: (e) => list(e.categories.map((c) => `${c.name} - AED ${c.price}`)) },
  { header: 'Image', value: (e) => e.image },
];
