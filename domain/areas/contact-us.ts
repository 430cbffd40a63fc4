import { declareArea } from '../declaration/declare-area.ts';
import { enquiryRecordSchema } from '../schemas/replies.ts';
import { contactUsFormSchema } from '../schemas/contact-us.ts';

/**
 * Contact Us (§2.14): enquiries the venue's site files (a public call, not a standard create),
 * listed read-only; their status is Pending or Marked, not Active or Inactive.
 */
export const contactUsArea = declareArea({
  key: 'contactUs',
  access: 'contactUs',
  nouns: { one: 'enquiry', many: 'enquiries', label: 'Contact Us' },
  entity: { one: 'contactUs', many: 'contactUs' },
  idKey: 'contactUsId',
  form: contactUsFormSchema,
  record: enquiryRecordSchema,
  sort: ['firstName', 'lastName', 'email', 'createdAt'],
  columns: ['Date', 'Name', 'Email', 'Mobile', 'Dob', 'Special Occasion', 'Status'],
  operations: ['list', 'status'],
  statuses: [
    { name: 'PENDING', label: 'Pending', verb: 'unmark', help: 'set an enquiry back to Pending' },
    { name: 'MARKED', label: 'Marked', verb: 'mark', help: 'mark an enquiry as dealt with' },
  ],
  rest: { list: { path: '/get/contactUs/list' } },
  graphql: { type: 'Enquiry', list: 'enquiries' },
});
