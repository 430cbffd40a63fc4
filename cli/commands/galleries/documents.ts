import { graphql } from '#gql';

/** The galleries area's documents, literal for the client preset; every one reads `CliGalleryImageFields`. */
export const galleriesDocuments = {
  list: graphql(`
    query CliGalleryImages($limit: Int, $offset: Int, $status: Status, $deleted: Boolean, $orderBy: [GalleryImageOrder!]) {
      galleryImages(limit: $limit, offset: $offset, status: $status, deleted: $deleted, orderBy: $orderBy) {
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
  bulkStatus: graphql(`
    mutation CliBulkSetGalleryImageStatus($ids: [ID!]!, $status: Status!) {
      bulkSetGalleryImageStatus(ids: $ids, status: $status) {
        ...CliBulkResult
      }
    }
  `),
  bulkDelete: graphql(`
    mutation CliBulkDeleteGalleryImage($ids: [ID!]!) {
      bulkDeleteGalleryImage(ids: $ids) {
        ...CliBulkResult
      }
    }
  `),
  bulkRestore: graphql(`
    mutation CliBulkRestoreGalleryImage($ids: [ID!]!) {
      bulkRestoreGalleryImage(ids: $ids) {
        ...CliBulkResult
      }
    }
  `),
};
