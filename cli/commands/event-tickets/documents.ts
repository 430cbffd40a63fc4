import { graphql } from '#gql';

/** The event tickets area's documents, literal for the client preset; every one reads `CliEventTicketFields`. */
export const eventTicketsDocuments = {
  list: graphql(`
    query CliEventTickets($limit: Int, $offset: Int, $search: String, $eventId: ID, $deleted: Boolean, $blocked: Boolean, $orderBy: [EventTicketOrder!]) {
      eventTickets(limit: $limit, offset: $offset, search: $search, eventId: $eventId, deleted: $deleted, blocked: $blocked, orderBy: $orderBy) {
        count
        items {
          ...CliEventTicketFields
        }
      }
    }
  `),
  get: graphql(`
    query CliEventTicket($id: ID!) {
      eventTicket(id: $id) {
        ...CliEventTicketFields
      }
    }
  `),
  status: graphql(`
    mutation CliSetEventTicketStatus($id: ID!, $status: Status!) {
      setEventTicketStatus(id: $id, status: $status) {
        message
        eventTicket {
          ...CliEventTicketFields
        }
      }
    }
  `),
  delete: graphql(`
    mutation CliDeleteEventTicket($id: ID!) {
      deleteEventTicket(id: $id) {
        id
        message
      }
    }
  `),
  restore: graphql(`
    mutation CliRestoreEventTicket($id: ID!) {
      restoreEventTicket(id: $id) {
        message
        eventTicket {
          ...CliEventTicketFields
        }
      }
    }
  `),
  blocked: graphql(`
    mutation CliSetEventTicketBlocked($id: ID!, $blocked: Boolean!) {
      setEventTicketBlocked(id: $id, blocked: $blocked) {
        message
        eventTicket {
          ...CliEventTicketFields
        }
      }
    }
  `),
  bulkStatus: graphql(`
    mutation CliBulkSetEventTicketStatus($ids: [ID!]!, $status: Status!) {
      bulkSetEventTicketStatus(ids: $ids, status: $status) {
        ...CliBulkResult
      }
    }
  `),
  bulkDelete: graphql(`
    mutation CliBulkDeleteEventTicket($ids: [ID!]!) {
      bulkDeleteEventTicket(ids: $ids) {
        ...CliBulkResult
      }
    }
  `),
  bulkRestore: graphql(`
    mutation CliBulkRestoreEventTicket($ids: [ID!]!) {
      bulkRestoreEventTicket(ids: $ids) {
        ...CliBulkResult
      }
    }
  `),
  bulkBlocked: graphql(`
    mutation CliBulkSetEventTicketBlocked($ids: [ID!]!, $blocked: Boolean!) {
      bulkSetEventTicketBlocked(ids: $ids, blocked: $blocked) {
        ...CliBulkResult
      }
    }
  `),
};
