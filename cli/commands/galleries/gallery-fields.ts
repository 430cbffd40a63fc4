import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '#gql';
import { pictureColumns } from '../../lib/picture-columns.ts';

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
export const galleryColumns = pictureColumns<CliGalleryImage>();
