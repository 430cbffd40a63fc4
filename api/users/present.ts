import type { UserRow } from '../db/schema.ts';
import { isoTimestamps } from '../lib/iso-timestamps.ts';
import { presentContact } from '../lib/present-contact.ts';

/** The REST shape of a user (§3): `_id`, the spec's fields, ISO timestamps; dob "YYYY-MM-DD" or null. */
export const presentUser = (row: UserRow) => ({
  _id: row.id,
  ...presentContact(row),
  dob: row.dob,
  ...isoTimestamps(row),
});
export type UserView = ReturnType<typeof presentUser>;
