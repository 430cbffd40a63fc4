import type { ResultOf } from '@graphql-typed-document-node/core';
import { contactUsArea } from '#domain/areas/contact-us';
import { specialOccasionLabel } from '#domain/contact-us';
import { statusLabelOf } from '#domain/declaration/status-names';
import { formatDate } from '#domain/format';
import { graphql } from '#gql';
import type { Column } from '../../lib/output.ts';

/** The enquiry fields every contact-us command reads. */
export const EnquiryFieldsFragment = graphql(`
  fragment CliEnquiryFields on Enquiry {
    id
    name
    email
    mobileCode
    mobileNo
    dob
    specialOccasion
    status
    createdAt
  }
`);

/** An enquiry as the CLI reads it. */
export type CliEnquiry = ResultOf<typeof EnquiryFieldsFragment>;

/** The columns of the contact-us list (§2.14), after the id. */
export const enquiryColumns: Column<CliEnquiry>[] = [
  { header: 'ID', value: (e) => e.id },
  { header: 'Date', value: (e) => formatDate(e.createdAt) },
  { header: 'Name', value: (e) => e.name },
  { header: 'Email', value: (e) => e.email },
  { header: 'Mobile', value: (e) => `${e.mobileCode} ${e.mobileNo}` },
  { header: 'Dob', value: (e) => formatDate(e.dob) },
  { header: 'Special Occasion', value: (e) => specialOccasionLabel(e.specialOccasion) },
  { header: 'Status', value: (e) => statusLabelOf(contactUsArea, e.status) },
];
