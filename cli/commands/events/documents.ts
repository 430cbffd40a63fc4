import { graphql } from '#gql';

/** The events area's documents, literal for the client preset; every one reads `CliEventFields`. */
export const eventsDocuments = {
  list: graphql(`
    query CliEvents($limit: Int, $offset: Int, $search: String, $status: Status, $from: Date, $to: Date, $deleted: Boolean, $orderBy: [EventOrder!]) {
      events(limit: $limit, offset: $offset, search: $search, status: $status, from: $from, to: $to, deleted: $deleted, orderBy: $orderBy) {
        count
        items {
          ...CliEventFields
        }
      }
    }
  `),
  get: graphql(`
    query CliEvent($id: ID!) {
      event(id: $id) {
        ...CliEventFields
      }
    }
  `),
  status: graphql(`
    mutation CliSetEventStatus($id: ID!, $status: Status!) {
      setEventStatus(id: $id, status: $status) {
        message
        event {
          ...CliEventFields
        }
      }
    }
  `),
  delete: graphql(`
    mutation CliDeleteEvent($id: ID!) {
      deleteEvent(id: $id) {
        id
        message
      }
    }
  `),
  restore: graphql(`
    mutation CliRestoreEvent($id: ID!) {
      restoreEvent(id: $id) {
        message
        event {
          ...CliEventFields
        }
      }
    }
  `),
  bulkStatus: graphql(`
    mutation CliBulkSetEventStatus($ids: [ID!]!, $status: Status!) {
      bulkSetEventStatus(ids: $ids, status: $status) {
        ...CliBulkResult
      }
    }
  `),
  bulkDelete: graphql(`
    mutation CliBulkDeleteEvent($ids: [ID!]!) {
      bulkDeleteEvent(ids: $ids) {
        ...CliBulkResult
      }
    }
  `),
  bulkRestore: graphql(`
    mutation CliBulkRestoreEvent($ids: [ID!]!) {
      bulkRestoreEvent(ids: $ids) {
        ...CliBulkResult
      }
    }
  `),
};
