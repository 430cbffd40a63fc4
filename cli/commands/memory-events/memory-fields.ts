import type { ResultOf } from '@graphql-typed-document-node/core';
import { formatDate } from '#domain/format';
import { graphql } from '#gql';
import type { Column } from '../../lib/output.ts';
import { statusText } from '../../lib/status-argument.ts';

/** The picture fields every memory command reads. */
export const EventMemoryFieldsFragment = graphql(`
  fragment CliEventMemoryFields on EventMemory {
    id
    eventId
    image
    orientation
    width
    height
    status
    createdAt
  }
`);

/** An event's picture as the CLI reads it. */
export type CliEventMemory = ResultOf<typeof EventMemoryFieldsFragment>;

/** Columns of `memories list`. */
export const memoryColumns: Column<CliEventMemory>[] = [
  { header: 'ID', value: (m) => m.id },
  { header: 'Orientation', value: (m) => (m.orientation === 'PORTRAIT' ? 'Portrait' : 'Landscape') },
  { header: 'Status', value: (m) => statusText(m.status) },
  { header: 'Date', value: (m) => formatDate(m.createdAt) },
  { header: 'Image', value: (m) => m.image },
];
