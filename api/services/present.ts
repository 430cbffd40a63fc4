import type { ServiceRow } from '../db/schema.ts';
import { isoTimestamps } from '../lib/iso-timestamps.ts';

/** The REST shape of a service (§3): `_id`, ISO timestamps, media Keys or null. */
export const presentService = (row: ServiceRow) => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  icon: row.icon,
  image: row.image,
  sort: row.sort,
  status: row.status,
  ...isoTimestamps(row),
});
export type ServiceView = ReturnType<typeof presentService>;
