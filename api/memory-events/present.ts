import type { EventMemoryRow } from '../db/schema.ts';
import { isoTimestamps } from '../lib/iso-timestamps.ts';

/** The REST shape of an event's picture (§3, as a gallery item): `_id`, its event, image Key, metaData {width, height}. */
export const presentMemory = (row: EventMemoryRow) => ({
  _id: row.id,
  eventId: row.eventId,
  image: row.image,
  metaData: { width: row.metaData.width, height: row.metaData.height },
  status: row.status,
  ...isoTimestamps(row),
});
export type MemoryView = ReturnType<typeof presentMemory>;
