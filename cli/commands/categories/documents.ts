import { graphql } from '#gql';

/** `categories list`. */
export const CategoriesDocument = graphql(`
  query CliCategories($limit: Int, $offset: Int, $search: String, $status: Status, $deleted: Boolean, $orderBy: [CategoryOrder!]) {
    categories(limit: $limit, offset: $offset, search: $search, status: $status, deleted: $deleted, orderBy: $orderBy) {
      count
      items {
        ...CliCategoryFields
      }
    }
  }
`);

/** `categories get`. */
export const CategoryDocument = graphql(`
  query CliCategory($id: ID!) {
    category(id: $id) {
      ...CliCategoryFields
    }
  }
`);

/** `categories records`: a page of the category's records. */
export const CategoryRecordsDocument = graphql(`
  query CliCategoryRecords($id: ID!, $limit: Int, $offset: Int) {
    categoryRecords(categoryId: $id, limit: $limit, offset: $offset) {
      count
      items {
        id
        fromDate
        toDate
        days
        price
        createdAt
      }
    }
  }
`);

/** `categories set-status`. */
export const SetCategoryStatusDocument = graphql(`
  mutation CliSetCategoryStatus($id: ID!, $status: Status!) {
    setCategoryStatus(id: $id, status: $status) {
      message
      category {
        ...CliCategoryFields
      }
    }
  }
`);

/** `categories set-auto-renewal`. */
export const SetCategoryAutoRenewalDocument = graphql(`
  mutation CliSetCategoryAutoRenewal($id: ID!, $autoRenewal: Boolean!) {
    setCategoryAutoRenewal(id: $id, autoRenewal: $autoRenewal) {
      message
      category {
        ...CliCategoryFields
      }
    }
  }
`);

/** `categories delete`. */
export const DeleteCategoryDocument = graphql(`
  mutation CliDeleteCategory($id: ID!) {
    deleteCategory(id: $id) {
      id
      message
    }
  }
`);

/** `categories restore`. */
export const RestoreCategoryDocument = graphql(`
  mutation CliRestoreCategory($id: ID!) {
    restoreCategory(id: $id) {
      message
      category {
        ...CliCategoryFields
      }
    }
  }
`);

/** `categories add-record`. */
export const CreateCategoryRecordDocument = graphql(`
  mutation CliCreateCategoryRecord($input: CreateCategoryRecordInput!) {
    createCategoryRecord(input: $input) {
      message
      record {
        id
        fromDate
        toDate
        days
        price
      }
    }
  }
`);

/** The bulk mutations (many ids in one call). */
export const categoriesBulkDocuments = {
  bulkStatus: graphql(`
    mutation CliBulkSetCategoryStatus($ids: [ID!]!, $status: Status!) {
      bulkSetCategoryStatus(ids: $ids, status: $status) {
        ...CliBulkResult
      }
    }
  `),
  bulkDelete: graphql(`
    mutation CliBulkDeleteCategory($ids: [ID!]!) {
      bulkDeleteCategory(ids: $ids) {
        ...CliBulkResult
      }
    }
  `),
  bulkRestore: graphql(`
    mutation CliBulkRestoreCategory($ids: [ID!]!) {
      bulkRestoreCategory(ids: $ids) {
        ...CliBulkResult
      }
    }
  `),
};
