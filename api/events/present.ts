import type { EventRow } from '../db/schema.ts';
import { isoTimestamps } from '../lib/iso-timestamps.ts';

/** An event row as the audit trail keeps it: the REST shape with its IP as an id. */
export const presentEventRow = (row: EventRow) => ({
  _id: row.id,
  name: row.name,
  image: row.image,
  posterImage: row.posterImage,
  ipId: row.ipId,
  date: row.date,
  time: row.time,
  summary: row.summary,
  admission: row.admission,
  popularity: row.popularity,
  location: { address: row.address },
  inclusions: row.inclusions,
  howToRedeem: row.howToRedeem,
  itinerary: row.itinerary,
  importantInformation: row.importantInformation,
  categories: row.categories,
  status: row.status,
  ...isoTimestamps(row),
});
export type EventRowView = ReturnType<typeof presentEventRow>;

/** The REST shape of an event (§3): its IP populated as `{ _id, name }` (null when it has none), so clients need no call per row. */
export function presentEvent(row: EventRow, ipName: string | null) {
  const { ipId, ...event } = presentEventRow(row);
  return { ...event, ip: ipId ? { _id: ipId, name: ipName ?? '' } : null };
}
export type EventView = ReturnType<typeof presentEvent>;

/** An event as a select or a grid shows it (`GET /get/all/events`). */
export const presentEventOption = (row: Pick<EventRow, 'id' | 'name' | 'date' | 'image'>) => ({ _id: row.id, name: row.name, date: row.date, image: row.image });
