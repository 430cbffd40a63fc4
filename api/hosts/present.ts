import type { HostRow } from '../db/schema.ts';
import { isoTimestamps } from '../lib/iso-timestamps.ts';

/** The REST shape of a host (§3): never the password or its hash (DESIGN §4), only whether one is set. */
export const presentHost = (row: HostRow) => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  isBlocked: row.isBlocked,
  passwordSet: row.passwordHash.length > 0,
  ...isoTimestamps(row),
});
export type HostView = ReturnType<typeof presentHost>;
