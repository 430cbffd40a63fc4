import { contactUsArea } from '#domain/areas/contact-us';
import { statusNames, type StatusName } from '#domain/declaration/status-names';
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

type EnquiryStatus = StatusName<typeof contactUsArea>;
/** An enquiry's own status name; a generic list's Active or Inactive keeps none. */
const ownStatus = (status: string | undefined): EnquiryStatus | undefined => (statusNames(contactUsArea).includes(status ?? '') ? (status as EnquiryStatus) : undefined);

/** The contact-us calls (§2.14): pages newest first, `search` by name or email, `status` (PENDING or MARKED) to keep one. */
export const contactUsApi = {
  list: async ({ limit, offset, search, status }: Omit<ListQuery, 'status'> & { status?: EnquiryStatus | ListQuery['status'] }) => (await request(EnquiriesDocument, { limit, offset, search, status: ownStatus(status) })).enquiries,
  /** As a status switch: on (true) is status 1, Pending; off marks the enquiry. */
  setStatus: (id: string, pending: boolean) => mutate(SetEnquiryStatusDocument, { id, status: pending ? 'PENDING' : 'MARKED' }),
};
