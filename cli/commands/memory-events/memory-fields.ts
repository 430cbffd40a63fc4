import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '#gql';
import { pictureColumns } from '../../lib/picture-columns.ts';

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
export const memoryColumns = pictureColumns<CliEventMemory>();
