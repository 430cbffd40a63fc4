import { graphql } from '#gql';

/** The intellectual properties' documents, literal for the client preset; every one reads `CliIpFields`. */
export const ipDocuments = {
  list: graphql(`
    query CliIntellectualProperties($limit: Int, $offset: Int, $search: String, $orderBy: [IntellectualPropertyOrder!]) {
      intellectualProperties(limit: $limit, offset: $offset, search: $search, orderBy: $orderBy) {
        count
        items {
          ...CliIpFields
        }
      }
    }
  `),
  get: graphql(`
    query CliIntellectualProperty($id: ID!) {
      intellectualProperty(id: $id) {
        ...CliIpFields
      }
    }
  `),
  create: graphql(`
    mutation CliCreateIntellectualProperty($input: CreateIntellectualPropertyInput!) {
      createIntellectualProperty(input: $input) {
        message
        intellectualProperty {
          ...CliIpFields
        }
      }
    }
  `),
  update: graphql(`
    mutation CliUpdateIntellectualProperty($input: UpdateIntellectualPropertyInput!) {
      updateIntellectualProperty(input: $input) {
        message
        intellectualProperty {
          ...CliIpFields
        }
      }
    }
  `),
};
