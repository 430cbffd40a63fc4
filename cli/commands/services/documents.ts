import { graphql } from '#gql';

/** The services area's documents, literal for the client preset; every one reads `CliServiceFields`. */
export const servicesDocuments = {
  list: graphql(`
    query CliServices($limit: Int, $offset: Int, $search: String, $status: Status, $deleted: Boolean, $orderBy: [ServiceOrder!]) {
      services(limit: $limit, offset: $offset, search: $search, status: $status, deleted: $deleted, orderBy: $orderBy) {
        count
        items {
          ...CliServiceFields
        }
      }
    }
  `),
  get: graphql(`
    query CliService($id: ID!) {
      service(id: $id) {
        ...CliServiceFields
      }
    }
  `),
  status: graphql(`
    mutation CliSetServiceStatus($id: ID!, $status: Status!) {
      setServiceStatus(id: $id, status: $status) {
        message
        service {
          ...CliServiceFields
        }
      }
    }
  `),
  delete: graphql(`
    mutation CliDeleteService($id: ID!) {
      deleteService(id: $id) {
        id
        message
      }
    }
  `),
  restore: graphql(`
    mutation CliRestoreService($id: ID!) {
      restoreService(id: $id) {
        message
        service {
          ...CliServiceFields
        }
      }
    }
  `),
  bulkStatus: graphql(`
    mutation CliBulkSetServiceStatus($ids: [ID!]!, $status: Status!) {
      bulkSetServiceStatus(ids: $ids, status: $status) {
        ...CliBulkResult
      }
    }
  `),
  bulkDelete: graphql(`
    mutation CliBulkDeleteService($ids: [ID!]!) {
      bulkDeleteService(ids: $ids) {
        ...CliBulkResult
      }
    }
  `),
  bulkRestore: graphql(`
    mutation CliBulkRestoreService($ids: [ID!]!) {
      bulkRestoreService(ids: $ids) {
        ...CliBulkResult
      }
    }
  `),
};
