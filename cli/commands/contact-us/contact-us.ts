import { contactUsArea } from '#domain/areas/contact-us';
import { areaCommands } from '../../lib/area-commands.ts';
import { contactUsDocuments } from './documents.ts';
import { enquiryColumns } from './enquiry-fields.ts';

/** `venue contact-us …`: enquiries from the venue's site (module `contactUs`); `mark` and `unmark` from the declared statuses. */
export const contactUsCommand = areaCommands(contactUsArea, {
  description: 'list enquiries from the venue’s site, mark them or set them back to pending',
  columns: enquiryColumns,
  bulk: contactUsDocuments,
  list: { document: contactUsDocuments.list, order: 'newest first', search: 'only enquiries whose name or email contains this text', status: 'only enquiries with this status' },
  status: { document: contactUsDocuments.status },
});
