import type { ResultOf } from '@graphql-typed-document-node/core';
import { NOT_AVAILABLE } from '#domain/messages';
import { graphql } from '#gql';
import type { Column } from '../../lib/output.ts';
import { statusText } from '../../lib/status-argument.ts';

/** The Follow Us fields every follow-us command reads. */
export const FollowFieldsFragment = graphql(`
  fragment CliFollowFields on Follow {
    id
    position
    image
    status
    updatedAt
  }
`);

/** A Follow Us slot as the CLI reads it. */
export type CliFollow = ResultOf<typeof FollowFieldsFragment>;

/** Columns of `follow-us list`: the image key, or N/A before one was uploaded. */
export const followColumns: Column<CliFollow>[] = [
  { header: '#', value: (f) => String(f.position) },
  { header: 'ID', value: (f) => f.id },
  { header: 'Status', value: (f) => statusText(f.status) },
  { header: 'Image', value: (f) => f.image ?? NOT_AVAILABLE },
];
