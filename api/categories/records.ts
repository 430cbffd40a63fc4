import { and, count, desc, eq, gte, lte } from 'drizzle-orm';
import { categoriesArea } from '#domain/areas/categories';
import { standardMessages } from '#domain/declaration/standard-messages';
import { formatDate } from '#domain/format';
import type { ListQuery, SortTerm } from '#domain/schemas/list';
import type { Db } from '../db/database.ts';
import { categories, categoryRecords } from '../db/schema.ts';
import { changeAudited, createAudited, liveWhere, type RecordArea } from '../lib/audited-records.ts';
import { conflictAs409 } from '../lib/conflict.ts';
import { conflict, HttpError, type ConflictFields } from '../lib/http-error.ts';
import { isUuid } from '../lib/ids.ts';
import { CATEGORY_MESSAGES, overlapMessage } from './messages.ts';
import { presentCategoryRecord, type CategoryRecordView } from './present.ts';
import { columnsNamed, sortOrder } from '../lib/sort-order.ts';
import { CATEGORY_RECORD_SORT } from '#domain/schemas/category-record';

/** Category records as an audited area (never deleted through the API). */
export const categoryRecordArea: RecordArea<typeof categoryRecords, CategoryRecordView> = {
  table: categoryRecords,
  area: 'categoryRecords',
  present: presentCategoryRecord,
  notFound: CATEGORY_MESSAGES.recordNotFound,
  stale: 'This price record has changed since you opened it: nothing was saved. Reload it to see the changes.',
};

/** A page of a category's live records, latest period first (or in `sort`). */
export async function pageCategoryRecords(db: Db, categoryId: string, page: Pick<ListQuery, 'limit' | 'offset'> & { sort?: SortTerm[] }): Promise<{ data: CategoryRecordView[]; count: number }> {
  const where = liveWhere(categoryRecords, eq(categoryRecords.categoryId, categoryId));
  const [rows, [total]] = await Promise.all([
    db.select().from(categoryRecords).where(where).orderBy(...sortOrder(page.sort, columnsNamed(categoryRecords, CATEGORY_RECORD_SORT), categoryRecords.id, [desc(categoryRecords.fromDate), desc(categoryRecords.id)])).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(categoryRecords).where(where),
  ]);
  return { data: rows.map(presentCategoryRecord), count: total?.n ?? 0 };
}

/**
 * Locks the live category for the rest of the transaction (404 when there is none), so that record
 * writes of one category, the auto-renewal job's included, happen one at a time.
 */
export async function lockCategory(tx: Db, categoryId: string): Promise<typeof categories.$inferSelect> {
  const [category] = isUuid(categoryId) ? await tx.select().from(categories).where(liveWhere(categories, eq(categories.id, categoryId))).for('update') : [];
  if (!category) throw new HttpError(404, standardMessages(categoriesArea).notFound);
  return category;
}

/** A live record of the category sharing at least one day with from..to (both included), if any. */
export async function overlappingRecord(tx: Db, categoryId: string, fromDate: string, toDate: string) {
  const [found] = await tx
    .select()
    .from(categoryRecords)
    .where(liveWhere(categoryRecords, and(eq(categoryRecords.categoryId, categoryId), lte(categoryRecords.fromDate, toDate), gte(categoryRecords.toDate, fromDate))))
    .limit(1);
  return found;
}

/** The fields of a new record's period, which a 409 about an overlap names. */
const PERIOD_FIELDS: ConflictFields = [['fromDate'], ['toDate']];

/** The 409 text of a period sharing a day with `clash`. */
const overlapText = (clash: { fromDate: string; toDate: string }) => overlapMessage(formatDate(clash.fromDate), formatDate(clash.toDate));

/**
 * A new record: the category must be live and no record of it may share a day with the new one (409
 * naming fromDate and toDate). Record writes of one category wait for each other on the category's
 * row (this one locks it FOR UPDATE, any insert's foreign key check FOR KEY SHARE); should a writer
 * that skips both take the same first day meanwhile, the unique index `category_records_start_unique`
 * refuses this insert, and that is the same 409, about the record that took the day, not a 500.
 */
export const createCategoryRecord = (db: Db, actorId: string, form: { categoryId: string; fromDate: string; toDate: string; price: number }): Promise<CategoryRecordView> =>
  conflictAs409(
    async () => overlapText((await overlappingRecord(db, form.categoryId, form.fromDate, form.toDate)) ?? form),
    PERIOD_FIELDS,
    () =>
      createAudited(db, actorId, categoryRecordArea, form, async (tx) => {
        await lockCategory(tx, form.categoryId);
        const clash = await overlappingRecord(tx, form.categoryId, form.fromDate, form.toDate);
        if (clash) throw conflict(overlapText(clash), PERIOD_FIELDS);
      }),
  );

/** A new price for a record of the category (dates never change). */
export const updateCategoryRecordPrice = (db: Db, actorId: string, body: { categoryId: string; categoryRecordId: string; price: number }): Promise<CategoryRecordView> =>
  changeAudited(db, actorId, categoryRecordArea, body.categoryRecordId, { action: 'update', values: { price: body.price } }, async (tx) => {
    await lockCategory(tx, body.categoryId);
    const [record] = await tx.select({ categoryId: categoryRecords.categoryId }).from(categoryRecords).where(eq(categoryRecords.id, body.categoryRecordId));
    if (record?.categoryId !== body.categoryId) throw new HttpError(404, CATEGORY_MESSAGES.recordNotFound);
  });
