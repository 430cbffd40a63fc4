import type { FollowRow } from '../db/schema.ts';
import { isoTimestamps } from '../lib/iso-timestamps.ts';

/** The REST shape of a Follow Us slot (§3): `_id`, image key or null, status, plus its fixed position. */
export const presentFollow = (row: FollowRow) => ({
  _id: row.id,
  position: row.position,
  image: row.image,
  status: row.status,
  ...isoTimestamps(row),
});
export type FollowView = ReturnType<typeof presentFollow>;
