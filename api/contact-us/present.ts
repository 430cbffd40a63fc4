import type { ContactUsRow } from '../db/schema.ts';
import { isoTimestamps } from '../lib/iso-timestamps.ts';
import { presentContact } from '../lib/present-contact.ts';

/** The REST shape of an enquiry (§3): `_id`, the site's fields, dob "YYYY-MM-DD", the codes, ISO timestamps. */
export const presentEnquiry = (row: ContactUsRow) => ({
  _id: row.id,
  ...presentContact(row),
  dob: row.dob,
  specialOccasion: row.specialOccasion,
  status: row.status,
  ...isoTimestamps(row),
});
export type EnquiryView = ReturnType<typeof presentEnquiry>;
