import { graphql } from '#gql';

/** The memory events area's documents, literal for the client preset; every one reads `CliEventMemoryFields`. */
export const memoryEventsDocuments = {
  list: graphql(`
    query CliEventMemories($eventId: ID!, $limit: Int, $offset: Int, $status: Status, $deleted: Boolean, $orderBy: [EventMemoryOrder!]) {
      eventMemories(eventId: $eventId, limit: $limit, offset: $offset, status: $status, deleted: $deleted, orderBy: $orderBy) {
        count
        items {
          ...CliEventMemoryFields
        }
      }
    }
  `),
  get: graphql(`
    query CliEventMemory($id: ID!) {
      eventMemory(id: $id) {
        ...CliEventMemoryFields
      }
    }
  `),
  status: graphql(`
    mutation CliSetEventMemoryStatus($id: ID!, $status: Status!) {
      setEventMemoryStatus(id: $id, status: $status) {
        message
        eventMemory {
          ...CliEventMemoryFields
        }
      }
    }
  `),
  delete: graphql(`
    mutation CliDeleteEventMemory($id: ID!) {
      deleteEventMemory(id: $id) {
        id
        message
      }
    }
  `),
  restore: graphql(`
    mutation CliRestoreEventMemory($id: ID!) {
      restoreEventMemory(id: $id) {
        message
        eventMemory {
          ...CliEventMemoryFields
        }
      }
    }
  `),
  bulkStatus: graphql(`
    mutation CliBulkSetEventMemoryStatus($ids: [ID!]!, $status: Status!) {
      bulkSetEventMemoryStatus(ids: $ids, status: $status) {
        ...CliBulkResult
      }
    }
  `),
  bulkDelete: graphql(`
    mutation CliBulkDeleteEventMemory($ids: [ID!]!) {
      bulkDeleteEventMemory(ids: $ids) {
        ...CliBulkResult
      }
    }
  `),
  bulkRestore: graphql(`
    mutation CliBulkRestoreEventMemory($ids: [ID!]!) {
      bulkRestoreEventMemory(ids: $ids) {
        ...CliBulkResult
      }
    }
  `),
};
