import type { categories, categoryRecords } from '../db/schema.ts';
import { isoTimestamps } from '../lib/iso-timestamps.ts';
import { daysBetween } from '#domain/floor/calendar-day';

/** The REST shape of a category row (§3) without its derived counts: what the audit trail keeps. */
export const presentCategory = (row: typeof categories.$inferSelect) => ({
  _id: row.id,
  name: row.name,
  status: row.status,
  autoRenewal: row.autoRenewal,
  layout: { image: row.layoutImage, imageAlt: row.layoutImageAlt },
  ...isoTimestamps(row),
});
export type CategoryRowView = ReturnType<typeof presentCategory>;

/** A category as lists and reads show it: with its live Table Count and the price covering the day asked for. */
export type CategoryView = CategoryRowView & { tableCount: number; price: number | null };

/** The REST shape of a category record (§3): days is To Date minus From Date. */
export const presentCategoryRecord = (row: typeof categoryRecords.$inferSelect) => ({
  _id: row.id,
  categoryId: row.categoryId,
  fromDate: row.fromDate,
  toDate: row.toDate,
  days: daysBetween(row.fromDate, row.toDate),
  price: Number(row.price),
  ...isoTimestamps(row),
});
export type CategoryRecordView = ReturnType<typeof presentCategoryRecord>;
