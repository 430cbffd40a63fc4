import { graphql } from '#gql';

// The bulk mutations live here; the single-record documents sit beside the commands.

/** The bulk mutations (many ids in one call). */
export const sectionsBulkDocuments = {
  bulkStatus: graphql(`
    mutation CliBulkSetSectionStatus($ids: [ID!]!, $status: Status!) {
      bulkSetSectionStatus(ids: $ids, status: $status) {
        ...CliBulkResult
      }
    }
  `),
  bulkDelete: graphql(`
    mutation CliBulkDeleteSection($ids: [ID!]!) {
      bulkDeleteSection(ids: $ids) {
        ...CliBulkResult
      }
    }
  `),
  bulkRestore: graphql(`
    mutation CliBulkRestoreSection($ids: [ID!]!) {
      bulkRestoreSection(ids: $ids) {
        ...CliBulkResult
      }
    }
  `),
};
