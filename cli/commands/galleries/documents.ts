import { graphql } from '#gql';

/** The galleries area's documents, literal for the client preset; every one reads `CliGalleryImageFields`. */
export const galleriesDocuments = {
  list: graphql(`
    query CliGalleryImages($limit: Int, $offset: Int) {
      galleryImages(limit: $limit, offset: $offset) {
        count
        items {
          ...CliGalleryImageFields
        }
      }
    }
  `),
  status: graphql(`
    mutation CliSetGalleryImageStatus($id: ID!, $status: Status!) {
      setGalleryImageStatus(id: $id, status: $status) {
        message
        galleryImage {
          ...CliGalleryImageFields
        }
      }
    }
  `),
  delete: graphql(`
    mutation CliDeleteGalleryImage($id: ID!) {
      deleteGalleryImage(id: $id) {
        id
        message
      }
    }
  `),
  restore: graphql(`
    mutation CliRestoreGalleryImage($id: ID!) {
      restoreGalleryImage(id: $id) {
        message
        galleryImage {
          ...CliGalleryImageFields
        }
      }
    }
  `),
};
