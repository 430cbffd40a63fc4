import type { sections } from '../db/schema.ts';
import { isoTimestamps } from '../lib/iso-timestamps.ts';

/** The REST shape of a section (§3): `_id`, name, status, ISO timestamps. */
export const presentSection = (row: typeof sections.$inferSelect) => ({ _id: row.id, name: row.name, status: row.status, ...isoTimestamps(row) });
export type SectionView = ReturnType<typeof presentSection>;
