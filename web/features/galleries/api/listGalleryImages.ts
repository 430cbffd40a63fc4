import { graphql } from '#gql';
import { request } from '../../../lib/request.ts';

const GalleryImagesDocument = graphql(`
  query GalleryImages($limit: Int, $offset: Int) {
    galleryImages(limit: $limit, offset: $offset) {
      count
      items { id image orientation status createdAt }
    }
  }
`);

/** One page of gallery pictures, newest first. */
export async function listGalleryImages(page: { limit: number; offset: number }) {
  const { galleryImages } = await request(GalleryImagesDocument, page);
  return galleryImages;
}
