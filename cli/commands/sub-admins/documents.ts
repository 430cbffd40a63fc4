import { graphql } from '#gql';

/** The sub-admins area's documents, literal for the client preset; every one reads `CliSubAdminFields`. */
export const subAdminsDocuments = {
  list: graphql(`
    query CliSubAdmins($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $blocked: Boolean, $orderBy: [SubAdminOrder!]) {
      subAdmins(limit: $limit, offset: $offset, search: $search, deleted: $deleted, blocked: $blocked, orderBy: $orderBy) {
        count
        items {
          ...CliSubAdminFields
        }
      }
    }
  `),
  get: graphql(`
    query CliSubAdmin($id: ID!) {
      subAdmin(id: $id) {
        ...CliSubAdminFields
      }
    }
  `),
  delete: graphql(`
    mutation CliDeleteSubAdmin($id: ID!) {
      deleteSubAdmin(id: $id) {
        id
        message
      }
    }
  `),
  restore: graphql(`
    mutation CliRestoreSubAdmin($id: ID!) {
      restoreSubAdmin(id: $id) {
        message
        subAdmin {
          ...CliSubAdminFields
        }
      }
    }
  `),
  blocked: graphql(`
    mutation CliSetSubAdminBlocked($id: ID!, $blocked: Boolean!) {
      setSubAdminBlocked(id: $id, blocked: $blocked) {
        message
        subAdmin {
          ...CliSubAdminFields
        }
      }
    }
  `),
  bulkDelete: graphql(`
    mutation CliBulkDeleteSubAdmin($ids: [ID!]!) {
      bulkDeleteSubAdmin(ids: $ids) {
        ...CliBulkResult
      }
    }
  `),
  bulkRestore: graphql(`
    mutation CliBulkRestoreSubAdmin($ids: [ID!]!) {
      bulkRestoreSubAdmin(ids: $ids) {
        ...CliBulkResult
      }
    }
  `),
  bulkBlocked: graphql(`
    mutation CliBulkSetSubAdminBlocked($ids: [ID!]!, $blocked: Boolean!) {
      bulkSetSubAdminBlocked(ids: $ids, blocked: $blocked) {
        ...CliBulkResult
      }
    }
  `),
};
