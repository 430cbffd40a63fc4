import { graphql } from '#gql';

// The bulk mutations live here; the single-record documents sit beside the commands.

/** The bulk mutations (many ids in one call). */
export const tablesBulkDocuments = {
  bulkStatus: graphql(`
    mutation CliBulkSetTableStatus($ids: [ID!]!, $status: Status!) {
      bulkSetTableStatus(ids: $ids, status: $status) {
        ...CliBulkResult
      }
    }
  `),
  bulkDelete: graphql(`
    mutation CliBulkDeleteTable($ids: [ID!]!) {
      bulkDeleteTable(ids: $ids) {
        ...CliBulkResult
      }
    }
  `),
  bulkRestore: graphql(`
    mutation CliBulkRestoreTable($ids: [ID!]!) {
      bulkRestoreTable(ids: $ids) {
        ...CliBulkResult
      }
    }
  `),
  bulkFeatured: graphql(`
    mutation CliBulkSetTableFeatured($ids: [ID!]!, $featured: Boolean!) {
      bulkSetTableFeatured(ids: $ids, featured: $featured) {
        ...CliBulkResult
      }
    }
  `),
};
