import type { contactUsArea } from '#domain/areas/contact-us';
import type { StatusName } from '#domain/declaration/status-names';
import { graphql } from '#gql';
import type { ListQuery } from '../../lib/area/AreaApi.ts';
import { mutate } from '../../lib/mutate.ts';
import { request } from '../../lib/request.ts';

const EnquiriesDocument = graphql(`
  query Enquiries($limit: Int, $offset: Int, $search: String, $status: EnquiryStatus) {
    enquiries(limit: $limit, offset: $offset, search: $search, status: $status) {
      count
      items { id name email mobileCode mobileNo dob specialOccasion status createdAt }
    }
  }
`);
const SetEnquiryStatusDocument = graphql(`
  mutation SetEnquiryStatus($id: ID!, $status: EnquiryStatus!) {
    setEnquiryStatus(id: $id, status: $status) { message enquiry { id status } }
  }
`);

/** The contact-us calls (§2.14): pages newest first, `search` by name or email, `status` to keep one. */
export const contactUsApi = {
  list: async ({ limit, offset, search, enquiryStatus }: ListQuery & { enquiryStatus?: StatusName<typeof contactUsArea> }) => (await request(EnquiriesDocument, { limit, offset, search, status: enquiryStatus })).enquiries,
  /** As a status switch: on (true) is status 1, Pending; off marks the enquiry. */
  setStatus: (id: string, pending: boolean) => mutate(SetEnquiryStatusDocument, { id, status: pending ? 'PENDING' : 'MARKED' }),
};
