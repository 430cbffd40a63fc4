import { graphql } from '#gql';

/** The menu area's documents, literal for the client preset; every one reads `CliMenuFields`. */
export const menuDocuments = {
  list: graphql(`
    query CliMenus($search: String, $status: Status, $orderBy: [MenuOrder!]) {
      menus(search: $search, status: $status, orderBy: $orderBy) {
        ...CliMenuFields
      }
    }
  `),
  get: graphql(`
    query CliMenu($id: ID!) {
      menu(id: $id) {
        ...CliMenuFields
      }
    }
  `),
  status: graphql(`
    mutation CliSetMenuStatus($id: ID!, $status: Status!) {
      setMenuStatus(id: $id, status: $status) {
        message
        menu {
          ...CliMenuFields
        }
      }
    }
  `),
  bulkStatus: graphql(`
    mutation CliBulkSetMenuStatus($ids: [ID!]!, $status: Status!) {
      bulkSetMenuStatus(ids: $ids, status: $status) {
        ...CliBulkResult
      }
    }
  `),
};
