import { graphql } from '#gql';

/** The users area's documents, literal for the client preset; every one reads `CliUserFields`. */
export const usersDocuments = {
  list: graphql(`
    query CliUsers($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $orderBy: [UserOrder!]) {
      users(limit: $limit, offset: $offset, search: $search, deleted: $deleted, orderBy: $orderBy) {
        count
        items {
          ...CliUserFields
        }
      }
    }
  `),
  get: graphql(`
    query CliUser($id: ID!) {
      user(id: $id) {
        ...CliUserFields
      }
    }
  `),
  delete: graphql(`
    mutation CliDeleteUser($id: ID!) {
      deleteUser(id: $id) {
        id
        message
      }
    }
  `),
  restore: graphql(`
    mutation CliRestoreUser($id: ID!) {
      restoreUser(id: $id) {
        message
        user {
          ...CliUserFields
        }
      }
    }
  `),
  bulkDelete: graphql(`
    mutation CliBulkDeleteUser($ids: [ID!]!) {
      bulkDeleteUser(ids: $ids) {
        ...CliBulkResult
      }
    }
  `),
  bulkRestore: graphql(`
    mutation CliBulkRestoreUser($ids: [ID!]!) {
      bulkRestoreUser(ids: $ids) {
        ...CliBulkResult
      }
    }
  `),
};
