import type { MenuRow } from '../db/schema.ts';
import { isoTimestamps } from '../lib/iso-timestamps.ts';

/** The REST shape of a menu slot (§3 Menu): `_id`, storage keys or null, ISO timestamps. */
export const presentMenu = (row: MenuRow) => ({
  _id: row.id,
  name: row.name,
  image: row.image,
  pdf: row.pdf,
  status: row.status,
  ...isoTimestamps(row),
});
export type MenuView = ReturnType<typeof presentMenu>;
