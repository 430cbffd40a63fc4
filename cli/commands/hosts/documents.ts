import { graphql } from '#gql';

/** The hosts area's documents, literal for the client preset; every one reads `CliHostFields`. */
export const hostsDocuments = {
  list: graphql(`
    query CliHosts($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $blocked: Boolean, $orderBy: [HostOrder!]) {
      hosts(limit: $limit, offset: $offset, search: $search, deleted: $deleted, blocked: $blocked, orderBy: $orderBy) {
        count
        items {
          ...CliHostFields
        }
      }
    }
  `),
  get: graphql(`
    query CliHost($id: ID!) {
      host(id: $id) {
        ...CliHostFields
      }
    }
  `),
  delete: graphql(`
    mutation CliDeleteHost($id: ID!) {
      deleteHost(id: $id) {
        id
        message
      }
    }
  `),
  restore: graphql(`
    mutation CliRestoreHost($id: ID!) {
      restoreHost(id: $id) {
        message
        host {
          ...CliHostFields
        }
      }
    }
  `),
  blocked: graphql(`
    mutation CliSetHostBlocked($id: ID!, $blocked: Boolean!) {
      setHostBlocked(id: $id, blocked: $blocked) {
        message
        host {
          ...CliHostFields
        }
      }
    }
  `),
  bulkDelete: graphql(`
    mutation CliBulkDeleteHost($ids: [ID!]!) {
      bulkDeleteHost(ids: $ids) {
        ...CliBulkResult
      }
    }
  `),
  bulkRestore: graphql(`
    mutation CliBulkRestoreHost($ids: [ID!]!) {
      bulkRestoreHost(ids: $ids) {
        ...CliBulkResult
      }
    }
  `),
  bulkBlocked: graphql(`
    mutation CliBulkSetHostBlocked($ids: [ID!]!, $blocked: Boolean!) {
      bulkSetHostBlocked(ids: $ids, blocked: $blocked) {
        ...CliBulkResult
      }
    }
  `),
};
