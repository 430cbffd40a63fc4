import type { ResultOf } from '@graphql-typed-document-node/core';
import { formatDate } from '#domain/format';
import { graphql } from '#gql';
import type { Column } from '../../lib/output.ts';
import { statusText } from '../../lib/status-argument.ts';

/** The picture fields every galleries command reads. */
export const GalleryImageFieldsFragment = graphql(`
  fragment CliGalleryImageFields on GalleryImage {
    id
    image
    orientation
    width
    height
    status
    createdAt
  }
`);

/** A gallery picture as the CLI reads it. */
export type CliGalleryImage = ResultOf<typeof GalleryImageFieldsFragment>;

/** Columns of `galleries list`. */
export const galleryColumns: Column<CliGalleryImage>[] = [
  { header: 'ID', value: (g) => g.id },
  { header: 'Orientation', value: (g) => (g.orientation === 'PORTRAIT' ? 'Portrait' : 'Landscape') },
  { header: 'Status', value: (g) => statusText(g.status) },
  { header: 'Date', value: (g) => formatDate(g.createdAt) },
  { header: 'Image', value: (g) => g.image },
];
