import { graphql } from '#gql';

/** The follow-us area's documents, literal for the client preset; every one reads `CliFollowFields`. */
export const followUsDocuments = {
  list: graphql(`
    query CliFollows($limit: Int) {
      follows(limit: $limit) {
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
};
