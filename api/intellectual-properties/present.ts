import type { IntellectualPropertyRow } from '../db/schema.ts';
import { isoTimestamps } from '../lib/iso-timestamps.ts';

/** The REST shape of an intellectual property (§3): `_id`, the icon Key, weekDay 1–7 or null, ISO timestamps. */
export const presentIp = (row: IntellectualPropertyRow) => ({
  _id: row.id,
  name: row.name,
  fullName: row.fullName,
  icon: row.icon,
  weekDay: row.weekDay,
  ...isoTimestamps(row),
});
export type IpView = ReturnType<typeof presentIp>;
