import { graphql } from '#gql';

/** The events area's documents, literal for the client preset; every one reads `CliEventFields`. */
export const eventsDocuments = {
  list: graphql(`
    query CliEvents($limit: Int, $offset: Int, $search: String) {
      events(limit: $limit, offset: $offset, search: $search) {
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
};
