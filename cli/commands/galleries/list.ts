import { GALLERY_PAGE_SIZE } from '#domain/limits';
import { graphql } from '#gql';
import { listCommand } from '../../lib/list-command.ts';
import { galleryColumns } from './gallery-fields.ts';

const GalleryImagesDocument = graphql(`
  query CliGalleryImages($limit: Int, $offset: Int) {
    galleryImages(limit: $limit, offset: $offset) {
      count
      items {
        ...CliGalleryImageFields
      }
    }
  }
`);

/** `venue galleries list`: one page of the gallery (9 by default, as on screen), newest first. */
export const galleriesListCommand = listCommand({
  description: 'list gallery pictures, newest first',
  pageSize: GALLERY_PAGE_SIZE,
  document: GalleryImagesDocument,
  page: (data) => data.galleryImages,
  columns: galleryColumns,
});
