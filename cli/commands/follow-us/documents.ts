import { graphql } from '#gql';

/** The follow-us area's documents, literal for the client preset; every one reads `CliFollowFields`. */
export const followUsDocuments = {
  list: graphql(`
    query CliFollows($limit: Int, $status: Status, $orderBy: [FollowOrder!]) {
      follows(limit: $limit, status: $status, orderBy: $orderBy) {
        count
        items {
          ...CliFollowFields
        }
      }
    }
  `),
  status: graphql(`
    mutation CliSetFollowStatus($id: ID!, $status: Status!) {
      setFollowStatus(id: $id, status: $status) {
        message
        follow {
          ...CliFollowFields
        }
      }
    }
  `),
  bulkStatus: graphql(`
    mutation CliBulkSetFollowStatus($ids: [ID!]!, $status: Status!) {
      bulkSetFollowStatus(ids: $ids, status: $status) {
        ...CliBulkResult
      }
    }
  `),
};
