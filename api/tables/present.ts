import type { BookingStatusCode } from '#domain/floor/booking-status';
import type { floorTables } from '../db/schema.ts';
import { isoTimestamps } from '../lib/iso-timestamps.ts';

type TableRow = typeof floorTables.$inferSelect;

/** The REST shape of a table row (§3) without what depends on a day: what the audit trail keeps. */
export const presentTable = (row: TableRow) => ({
  _id: row.id,
  name: row.name,
  tableNo: row.tableNo,
  capacity: row.capacity,
  sectionId: row.sectionId,
  categoryId: row.categoryId,
  image: row.image,
  inclusions: row.inclusions,
  isFeatured: row.isFeatured,
  status: row.status,
  ...isoTimestamps(row),
});
export type TableRowView = ReturnType<typeof presentTable>;

/** A named reference, populated so that clients need no call per row. */
export interface NamedRef {
  _id: string;
  name: string;
}

/** A table as lists and reads show it: its section and category named, price and booking status on `date`. */
export type TableView = TableRowView & { section: NamedRef; category: NamedRef; date: string; price: number | null; bookingStatus: BookingStatusCode };
