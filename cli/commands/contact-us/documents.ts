import { graphql } from '#gql';

/** The contact-us area's documents, literal for the client preset; every one reads `CliEnquiryFields`. */
export const contactUsDocuments = {
  list: graphql(`
    query CliEnquiries($limit: Int, $offset: Int, $search: String, $status: EnquiryStatus, $from: Date, $to: Date, $orderBy: [EnquiryOrder!]) {
      enquiries(limit: $limit, offset: $offset, search: $search, status: $status, from: $from, to: $to, orderBy: $orderBy) {
        count
        items {
          ...CliEnquiryFields
        }
      }
    }
  `),
  status: graphql(`
    mutation CliSetEnquiryStatus($id: ID!, $status: EnquiryStatus!) {
      setEnquiryStatus(id: $id, status: $status) {
        message
        enquiry {
          ...CliEnquiryFields
        }
      }
    }
  `),
  bulkStatus: graphql(`
    mutation CliBulkSetEnquiryStatus($ids: [ID!]!, $status: EnquiryStatus!) {
      bulkSetEnquiryStatus(ids: $ids, status: $status) {
        ...CliBulkResult
      }
    }
  `),
};
