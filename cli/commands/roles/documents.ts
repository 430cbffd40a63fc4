import { graphql } from '#gql';

/** The roles area's documents, literal for the client preset; every one reads `CliRoleFields`. */
export const rolesDocuments = {
  list: graphql(`
    query CliRoles($limit: Int, $offset: Int, $search: String, $status: Status, $deleted: Boolean, $orderBy: [RoleOrder!]) {
      roles(limit: $limit, offset: $offset, search: $search, status: $status, deleted: $deleted, orderBy: $orderBy) {
        count
        items {
          ...CliRoleFields
        }
      }
    }
  `),
  get: graphql(`
    query CliRole($id: ID!) {
      role(id: $id) {
        ...CliRoleFields
      }
    }
  `),
  status: graphql(`
    mutation CliSetRoleStatus($id: ID!, $status: Status!) {
      setRoleStatus(id: $id, status: $status) {
        message
        role {
          ...CliRoleFields
        }
      }
    }
  `),
  delete: graphql(`
    mutation CliDeleteRole($id: ID!) {
      deleteRole(id: $id) {
        id
        message
      }
    }
  `),
  restore: graphql(`
    mutation CliRestoreRole($id: ID!) {
      restoreRole(id: $id) {
        message
        role {
          ...CliRoleFields
        }
      }
    }
  `),
  bulkStatus: graphql(`
    mutation CliBulkSetRoleStatus($ids: [ID!]!, $status: Status!) {
      bulkSetRoleStatus(ids: $ids, status: $status) {
        ...CliBulkResult
      }
    }
  `),
  bulkDelete: graphql(`
    mutation CliBulkDeleteRole($ids: [ID!]!) {
      bulkDeleteRole(ids: $ids) {
        ...CliBulkResult
      }
    }
  `),
  bulkRestore: graphql(`
    mutation CliBulkRestoreRole($ids: [ID!]!) {
      bulkRestoreRole(ids: $ids) {
        ...CliBulkResult
      }
    }
  `),
};
