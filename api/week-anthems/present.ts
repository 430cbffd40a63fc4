import type { WeekAnthemRow } from '../db/schema.ts';
import { isoTimestamps } from '../lib/iso-timestamps.ts';

/** The REST shape of a week anthem (§3): `_id`, weekDay 1–7, media Keys or null, ISO timestamps. */
export const presentWeekAnthem = (row: WeekAnthemRow) => ({
  _id: row.id,
  weekDay: row.weekDay,
  primaryImage: row.primaryImage,
  offer: row.offer,
  description: row.description,
  icon: row.icon,
  ...isoTimestamps(row),
});
export type WeekAnthemView = ReturnType<typeof presentWeekAnthem>;
