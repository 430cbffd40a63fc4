import type { ContactUsRow } from '../db/schema.ts';
import { isoTimestamps } from '../lib/iso-timestamps.ts';

/** The REST shape of an enquiry (§3): `_id`, the site's fields, dob "YYYY-MM-DD", the codes, ISO timestamps. */
export const presentEnquiry = (row: ContactUsRow) => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  mobileCode: row.mobileCode,
  mobileNo: row.mobileNo,
  dob: row.dob,
  specialOccasion: row.specialOccasion,
  status: row.status,
  ...isoTimestamps(row),
});
export type EnquiryView = ReturnType<typeof presentEnquiry>;
