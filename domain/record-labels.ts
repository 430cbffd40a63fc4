import type { AREAS } from './areas/index.ts';
import { formatDate } from './format.ts';

/** An area's key: `roles`, `subAdmins`, `eventTickets` … */
type AreaKey = (typeof AREAS)[number]['key'];

const named = (record: { name: string }): string => record.name;
const titled = (record: { title: string }): string => record.title;
// People are told apart by their email: two guests may share a name.
const person = (record: { name: string; email: string }): string => `${record.name} <${record.email}>`;

/**
 * How people know one record of an area, from the record its GraphQL `get` reads: the label the
 * console's palette gives it (its `hitLabel`, else its `nameOf`, and the cross-area search's
 * `label`): a name, a person's name and email, an event's name, IP and day (weekly nights share a
 * name). The CLI's Confirm Delete names the record with it. Every area with both a `get` and a
 * delete has one (the CLI does not build without it).
 */
export const RECORD_LABELS = {
  roles: named,
  subAdmins: person,
  hosts: person,
  users: person,
  events: (event: { name: string; date: string; ip?: { name: string } | null }) => `${event.ip ? `${event.name} (${event.ip.name})` : event.name} · ${formatDate(event.date)}`,
  eventTickets: (set: { event: { name: string; date: string } }) => `${set.event.name} · ${formatDate(set.event.date)}`,
  // A picture has no name, and its read names its event only by id: its shape and the day it was
  // added, as its event's pictures and `memories list` show it (the palette, from the search, names its event).
  memoryEvents: (memory: { orientation: string; createdAt: string }) => `${memory.orientation === 'PORTRAIT' ? 'Portrait' : 'Landscape'} picture added ${formatDate(memory.createdAt)}`,
  services: titled,
  sections: named,
  categories: named,
  tables: named,
} satisfies Partial<Record<AreaKey, (record: never) => string>>;

/**
 * The label of `record` (a `get` reply's record, not type-checked) as RECORD_LABELS gives it for the
 * area `key`; undefined when the area has none, or the record lacks what it reads.
 */
export function recordLabel(key: string, record: unknown): string | undefined {
  const label = (RECORD_LABELS as Record<string, ((record: unknown) => string) | undefined>)[key];
  if (!label || typeof record !== 'object' || record === null) return undefined;
  try {
    return label(record).trim() || undefined;
  } catch {
    return undefined;
  }
}
