import { graphql } from '#gql';

/** The week anthems' documents, literal for the client preset; every one reads `CliWeekAnthemFields`. */
export const weekAnthemDocuments = {
  list: graphql(`
    query CliWeekAnthems($limit: Int, $search: String, $orderBy: [WeekAnthemOrder!]) {
      weekAnthems(limit: $limit, search: $search, orderBy: $orderBy) {
        count
        items {
          ...CliWeekAnthemFields
        }
      }
    }
  `),
  get: graphql(`
    query CliWeekAnthem($id: ID!) {
      weekAnthem(id: $id) {
        ...CliWeekAnthemFields
      }
    }
  `),
  update: graphql(`
    mutation CliUpdateWeekAnthem($input: UpdateWeekAnthemInput!) {
      updateWeekAnthem(input: $input) {
        message
        weekAnthem {
          ...CliWeekAnthemFields
        }
      }
    }
  `),
};
