import { and, count, desc, eq, gte, ilike, inArray, min, sql, type SQL } from 'drizzle-orm';
import { formatDate } from '#domain/format';
import { tablesArea } from '#domain/areas/tables';
import { BookingStatus, type BookingStatusCode } from '#domain/floor/booking-status';
import type { TableForm } from '#domain/schemas/table';
import type { Db } from '../db/database.ts';
import { categories, floorTables, sections, tableBookings } from '../db/schema.ts';
import { changeAudited, createAudited, listedWhere, liveWhere, type BulkRecords, type Precheck, type RecordArea, type RecordChange, recordMessages } from '../lib/audited-records.ts';
import { isUuid } from '../lib/ids.ts';
import { refuseManyRestoresUnderDeleted, refuseOne, refuseRestoreUnderDeleted, type LiveParent } from '../lib/in-use.ts';
import { containsPattern } from '../lib/like.ts';
import { isImage, requireMedia } from '../lib/media-refs.ts';
import { priceOn } from '../lib/price-on.ts';
import { qualified } from '../lib/qualified.ts';
import { requireLive } from '../lib/require-live.ts';
import { venueToday } from '../lib/venue-clock.ts';
import { TABLE_MESSAGES } from './messages.ts';
import { presentTable, type TableRowView, type TableView } from './present.ts';
import { andAfter, keysetChunks, newestFirst } from '../export/area-export.ts';
import { listOrder } from '../lib/sort-order.ts';
import type { SortTerm } from '#domain/schemas/list';

/** The tables table as an audited, soft-deleted area. */
export const tableArea: RecordArea<typeof floorTables, TableRowView> = { table: floorTables, area: 'tables', present: presentTable, ...recordMessages(tablesArea) };

/** Bulk calls of tables: set-based; the Feature switch is audited as an update, as one at a time. */
/** A table comes back only under a live section and category. */
const PARENTS: readonly LiveParent[] = [
  { column: floorTables.sectionId, parent: sections, message: TABLE_MESSAGES.restoreSectionGone },
  { column: floorTables.categoryId, parent: categories, message: TABLE_MESSAGES.restoreCategoryGone },
];

/**
 * For each of `ids`, the 409 text when the table is booked or held on `today` or a later venue day
 * (`table_bookings`): deleting it would leave those bookings without their table. Past days do not
 * count. Bookings lock the table FOR SHARE while they take it, and a delete holds it FOR UPDATE.
 */
async function bookedAhead(tx: Db, ids: string[], today: string): Promise<Map<string, string>> {
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ id: tableBookings.tableId, days: count(), first: min(tableBookings.date) })
    .from(tableBookings)
    .where(and(inArray(tableBookings.tableId, wanted), gte(tableBookings.date, today)))
    .groupBy(tableBookings.tableId);
  return new Map(rows.map((row) => [row.id, TABLE_MESSAGES.bookedAhead(Number(row.days), formatDate(row.first))]));
}

const refuseRestores = refuseManyRestoresUnderDeleted(floorTables, PARENTS);

export const tablesBulk: BulkRecords = {
  records: tableArea,
  rules: {
    auditAction: (change) => (change.action === 'toggle' ? 'update' : change.action),
    refuse: (tx, ids, change, today) => (change.action === 'delete' ? bookedAhead(tx, ids, today) : refuseRestores(tx, ids, change)),
  },
};

const bookingOn = (day: string) =>
  sql<BookingStatusCode>`coalesce((select ${tableBookings.state} from ${tableBookings} where ${tableBookings.tableId} = ${qualified(floorTables.id)} and ${tableBookings.date} = ${day}::date), ${BookingStatus.AVAILABLE})`.mapWith(Number);

/** Tables joined with their section and category names, priced and booked as on `day`: one query per page. */
async function selectTables(db: Db, day: string, where: SQL, page?: { limit: number; offset: number; sort?: SortTerm[] }): Promise<TableView[]> {
  const query = db
    .select({ table: floorTables, sectionName: sections.name, categoryName: categories.name, price: priceOn(floorTables.categoryId, day), bookingStatus: bookingOn(day) })
    .from(floorTables)
    .innerJoin(sections, eq(sections.id, floorTables.sectionId))
    .innerJoin(categories, eq(categories.id, floorTables.categoryId))
    .where(where)
    .orderBy(...listOrder(tablesArea, floorTables, page?.sort, [desc(floorTables.createdAt), desc(floorTables.id)]));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(({ table, sectionName, categoryName, price, bookingStatus }) => ({
    ...presentTable(table),
    section: { _id: table.sectionId, name: sectionName },
    category: { _id: table.categoryId, name: categoryName },
    date: day,
    price,
    bookingStatus: bookingStatus as BookingStatusCode,
  }));
}

/** A page of non-deleted tables (with `deleted`, only the deleted ones), newest first, optionally filtered by name and status, as on `day`. */
const whereOf = (query: { search?: string; deleted?: boolean; status?: number }) =>
  listedWhere(floorTables, query.deleted, and(query.search ? ilike(floorTables.name, containsPattern(query.search)) : undefined, query.status === undefined ? undefined : eq(floorTables.status, query.status)));

/** Every table the list shows for `query`, as on `day`, chunk by chunk (the CSV export). */
export const tableChunks = (db: Db, query: { search?: string; deleted?: boolean; status?: number }, day: string) =>
  keysetChunks(floorTables, newestFirst(floorTables), (after, limit) => selectTables(db, day, andAfter(whereOf(query), after)!, { limit, offset: 0 }));

export async function listTables(db: Db, query: { limit: number; offset: number; search?: string; deleted?: boolean; status?: number; sort?: SortTerm[] }, day: string): Promise<{ data: TableView[]; count: number }> {
  const where = whereOf(query);
  const [data, [total]] = await Promise.all([selectTables(db, day, where, query), db.select({ n: count() }).from(floorTables).where(where)]);
  return { data, count: total?.n ?? 0 };
}

/** A non-deleted table as on `day`, or undefined. */
export async function findTable(db: Db, id: string, day: string): Promise<TableView | undefined> {
  if (!isUuid(id)) return undefined;
  const [found] = await selectTables(db, day, liveWhere(floorTables, eq(floorTables.id, id)));
  return found;
}

/** The section, category and image a table form names must exist. */
const requireRefs =
  (form: { sectionId?: string; categoryId?: string; image?: string }): Precheck =>
  async (tx) => {
    if (form.sectionId !== undefined) await requireLive(tx, sections, form.sectionId, TABLE_MESSAGES.sectionMissing, ['sectionId']);
    if (form.categoryId !== undefined) await requireLive(tx, categories, form.categoryId, TABLE_MESSAGES.categoryMissing, ['categoryId']);
    await requireMedia({ key: form.image, missing: TABLE_MESSAGES.imageMissing, sections: ['tables'], accepts: isImage, at: ['image'] })(tx);
  };

/** Creates a table and its audit row. */
export const createTable = (db: Db, actorId: string, form: TableForm): Promise<TableRowView> => createAudited(db, actorId, tableArea, form, requireRefs(form));

/** What `PATCH /update/table` may change: the form (no image or table number keeps the current one), or the Feature flag. */
export type TableValues = (Omit<TableForm, 'image' | 'tableNo'> & { image?: string; tableNo?: string | null }) | { isFeatured: boolean };

/**
 * Updates, features, switches, deletes or restores a table in one audited transaction; a restore needs
 * its section and category live (409), a delete no booking or hold on `today` (the venue's day) or later (409).
 */
export const changeTable = (db: Db, actorId: string, id: string, change: RecordChange<TableValues>, today: string = venueToday()): Promise<TableRowView> =>
  changeAudited(db, actorId, tableArea, id, change, precheckOf(id, change, today));

/** What a change of table `id` must find first: live references on an edit, live parents on a restore, no booking ahead on a delete. */
function precheckOf(id: string, change: RecordChange<TableValues>, today: string): Precheck | undefined {
  if (change.action === 'update') return 'isFeatured' in change.values ? undefined : requireRefs(change.values);
  if (change.action === 'restore') return refuseRestoreUnderDeleted(floorTables, id, PARENTS);
  if (change.action === 'delete') return refuseOne((tx, ids) => bookedAhead(tx, ids, today), id);
  return undefined;
}
