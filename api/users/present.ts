import type { UserRow } from '../db/schema.ts';
import { isoTimestamps } from '../lib/iso-timestamps.ts';

/** The REST shape of a user (§3): `_id`, the spec's fields, ISO timestamps; dob "YYYY-MM-DD" or null. */
export const presentUser = (row: UserRow) => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  mobileCode: row.mobileCode,
  mobileNo: row.mobileNo,
  dob: row.dob,
  ...isoTimestamps(row),
});
export type UserView = ReturnType<typeof presentUser>;
