import { and, asc, count, desc, eq, getTableColumns, ilike, sql, type SQL } from 'drizzle-orm';
import type { CategoryForm, CategoryUpdate } from '#domain/schemas/category';
import type { ListQuery, StatusFilter } from '#domain/schemas/list';
import { categoriesArea } from '#domain/areas/categories';
import { Status } from '#domain/codes';
import type { Db } from '../db/database.ts';
import { categories, floorTables } from '../db/schema.ts';
import { changeAudited, createAudited, listedWhere, liveWhere, type BulkRecords, type Precheck, type RecordArea, type RecordChange, recordMessages } from '../lib/audited-records.ts';
import { conflictAs409, takenField } from '../lib/conflict.ts';
import { isUuid } from '../lib/ids.ts';
import { refuseManyWhileReferenced, refuseWhileReferenced } from '../lib/in-use.ts';
import { containsPattern } from '../lib/like.ts';
import { isImage, requireMedia } from '../lib/media-refs.ts';
import { priceOn } from '../lib/price-on.ts';
import { qualified } from '../lib/qualified.ts';
import { CATEGORY_MESSAGES } from './messages.ts';
import { refuseManyWhileEventsList, refuseWhileEventsList } from './in-events.ts';
import { presentCategory, type CategoryRowView, type CategoryView } from './present.ts';
import { andAfter, keysetChunks, newestFirst } from '../export/area-export.ts';
import { listOrder } from '../lib/sort-order.ts';
import type { SortTerm } from '#domain/schemas/list';

/** The categories table as an audited, soft-deleted area. */
export const categoryArea: RecordArea<typeof categories, CategoryRowView> = { table: categories, area: 'categories', present: presentCategory, ...recordMessages(categoriesArea) };

const refuseManyWithTables = refuseManyWhileReferenced(floorTables, floorTables.categoryId, CATEGORY_MESSAGES.inUse);

/** Bulk calls of categories: set-based; a delete is refused for each category live tables still use or live events still price. */
export const categoriesBulk: BulkRecords = {
  records: categoryArea,
  rules: {
    refuse: async (tx, ids, change) => {
      const refused = await refuseManyWithTables(tx, ids, change);
      for (const [id, reason] of await refuseManyWhileEventsList(tx, ids, change)) if (!refused.has(id)) refused.set(id, reason);
      return refused;
    },
  },
};

const liveTableCount = sql<number>`(select count(*) from ${floorTables} where ${floorTables.categoryId} = ${qualified(categories.id)} and ${floorTables.isDelete} = false)`.mapWith(Number);

async function selectCategories(db: Db, day: string, where: SQL, page?: Pick<ListQuery, 'limit' | 'offset'> & { sort?: SortTerm[] }, order: SQL[] = [desc(categories.createdAt), desc(categories.id)]): Promise<CategoryView[]> {
  const query = db
    .select({ ...getTableColumns(categories), tableCount: liveTableCount, price: priceOn(categories.id, day) })
    .from(categories)
    .where(where)
    .orderBy(...listOrder(categoriesArea, categories, page?.sort, order));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(({ tableCount, price, ...row }) => ({ ...presentCategory(row), tableCount, price }));
}

/** A page of non-deleted categories (with `deleted`, only the deleted ones; with `status`, only those in it), newest first, each with Table Count and the price on `day`. */
const whereOf = (query: Pick<ListQuery, 'search' | 'deleted'> & StatusFilter) =>
  listedWhere(categories, query.deleted, and(query.search ? ilike(categories.name, containsPattern(query.search)) : undefined, query.status === undefined ? undefined : eq(categories.status, query.status)));

/** Every category the list shows for `query`, priced on `day`, chunk by chunk (the CSV export). */
export const categoryChunks = (db: Db, query: Omit<ListQuery, 'limit' | 'offset'> & StatusFilter, day: string) =>
  keysetChunks(categories, newestFirst(categories), (after, limit) => selectCategories(db, day, andAfter(whereOf(query), after)!, { limit, offset: 0 }));

export async function listCategories(db: Db, query: ListQuery & StatusFilter & { sort?: SortTerm[] }, day: string): Promise<{ data: CategoryView[]; count: number }> {
  const where = whereOf(query);
  const [data, [total]] = await Promise.all([selectCategories(db, day, where, query), db.select({ n: count() }).from(categories).where(where)]);
  return { data, count: total?.n ?? 0 };
}

/** Every active category by name: the table form's Category select. */
export const allActiveCategories = (db: Db, day: string): Promise<CategoryView[]> =>
  selectCategories(db, day, liveWhere(categories, eq(categories.status, Status.ACTIVE)), undefined, [asc(categories.name)]);

/** A non-deleted category with its Table Count and the price on `day`, or undefined. */
export async function findCategory(db: Db, id: string, day: string): Promise<CategoryView | undefined> {
  if (!isUuid(id)) return undefined;
  const [found] = await selectCategories(db, day, liveWhere(categories, eq(categories.id, id)));
  return found;
}

const requireLayout = (image: string | undefined): Precheck => requireMedia({ key: image, missing: CATEGORY_MESSAGES.layoutMissing, sections: ['category'], accepts: isImage, at: ['layout', 'image'] });

/** Creates a category (its layout must be an uploaded image) and its audit row. */
export const createCategory = (db: Db, actorId: string, form: CategoryForm): Promise<CategoryRowView> =>
  conflictAs409(CATEGORY_MESSAGES.duplicate, ['name'], () =>
    createAudited(db, actorId, categoryArea, { name: form.name, layoutImage: form.layout.image, layoutImageAlt: form.layout.imageAlt }, requireLayout(form.layout.image)),
  );

/** What `PATCH /update/category` may change. */
export type CategoryValues = Omit<CategoryUpdate, 'categoryId'>;

const columnsOf = ({ layout, ...values }: CategoryValues) => ({ ...values, ...(layout && { layoutImage: layout.image, layoutImageAlt: layout.imageAlt }) });

/** A delete's refusals: 409 while live tables use the category, then while live events price it. */
const refuseWhileUsed =
  (id: string): Precheck =>
  async (tx) => {
    await refuseWhileReferenced(floorTables, floorTables.categoryId, id, CATEGORY_MESSAGES.inUse)(tx);
    await refuseWhileEventsList(id)(tx);
  };

/** Updates, switches, deletes or restores a category; a taken name is a 409 (naming `name` on an update), and so is a delete while live tables use it or live events price it. */
export function changeCategory(db: Db, actorId: string, id: string, change: RecordChange<CategoryValues>): Promise<CategoryRowView> {
  return conflictAs409(CATEGORY_MESSAGES.duplicate, takenField(change, ['name']), () => {
    if (change.action === 'update') return changeAudited(db, actorId, categoryArea, id, { action: 'update', values: columnsOf(change.values) }, requireLayout(change.values.layout?.image));
    const precheck = change.action === 'delete' ? refuseWhileUsed(id) : undefined;
    return changeAudited(db, actorId, categoryArea, id, change, precheck);
  });
}
