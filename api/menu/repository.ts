import { and, asc, eq, ilike } from 'drizzle-orm';
import type { StatusCode } from '#domain/codes';
import { menuArea } from '#domain/areas/menu';
import { standardMessages } from '#domain/declaration/standard-messages';
import { MEDIA_MESSAGES } from '#domain/schemas/media';
import type { MenuEditForm } from '#domain/schemas/menu';
import { recordAudit } from '../audit/record.ts';
import type { Db } from '../db/database.ts';
import type { BulkRecords } from '../lib/audited-records.ts';
import { menus } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';
import { isUuid } from '../lib/ids.ts';
import { nextUpdatedAt, requireUnmodified } from '../lib/preconditions.ts';
import { containsPattern } from '../lib/like.ts';
import { isImage, isPdf, requireMedia } from '../lib/media-refs.ts';
import { MENU_MESSAGES } from './messages.ts';
import { presentMenu, type MenuView } from './present.ts';
import { andAfter, keysetChunks, orderOf, type Ordering } from '../export/area-export.ts';
import { listOrder } from '../lib/sort-order.ts';
import type { SortTerm } from '#domain/schemas/list';

const AREA = 'menu';
const { notFound: NOT_FOUND, stale: STALE } = standardMessages(menuArea);

/** Bulk status calls of the menu slots: set-based, a slot already in that status skipped. */
export const menuBulk: BulkRecords = { records: { table: menus, area: AREA, present: presentMenu, notFound: NOT_FOUND } };

/** Every menu slot in its fixed order (or `sort`'s), optionally filtered by name and status. */
export async function listMenus(db: Db, search: string | undefined, status?: number, sort?: SortTerm[]): Promise<MenuView[]> {
  const rows = await db.select().from(menus).where(whereOf(search, status)).orderBy(...listOrder(menuArea, menus, sort, [asc(menus.position)]));
  return rows.map(presentMenu);
}

const whereOf = (search: string | undefined, status: number | undefined) => and(search ? ilike(menus.name, containsPattern(search)) : undefined, status ? eq(menus.status, status) : undefined);
const ORDER: Ordering = [
  [menus.position, 'asc'],
  [menus.id, 'asc'],
];

/** Every menu slot the list shows for `query`, in order (the CSV export). */
export const menuChunks = (db: Db, query: { search?: string; status?: number }) =>
  keysetChunks(menus, ORDER, async (after, limit) => (await db.select().from(menus).where(andAfter(whereOf(query.search, query.status), after)).orderBy(...orderOf(ORDER)).limit(limit)).map(presentMenu));

/** One menu slot, or undefined. */
export async function findMenu(db: Db, id: string): Promise<MenuView | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(menus).where(eq(menus.id, id));
  return row && presentMenu(row);
}

/** Menu changes the API offers; each is one audited transaction. */
export type MenuChange = { action: 'update'; form: MenuEditForm } | { action: 'status'; status: StatusCode };

/** Applies a change to a menu slot, locking its row, with the audit row in the same transaction (404 when missing). */
export async function changeMenu(db: Db, actorId: string, id: string, change: MenuChange): Promise<MenuView> {
  if (!isUuid(id)) throw new HttpError(404, NOT_FOUND);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(menus).where(eq(menus.id, id)).for('update');
    if (!current) throw new HttpError(404, NOT_FOUND);
    requireUnmodified(current, STALE);
    if (change.action === 'update') {
      const { image, pdf } = change.form;
      // §5: a slot is never saved without a PDF; one left out keeps the slot's, if it has one.
      if (pdf === undefined && !current.pdf) throw new HttpError(400, MEDIA_MESSAGES.selectPdf, [{ path: ['pdf'], message: MEDIA_MESSAGES.selectPdf }]);
      await requireMedia({ key: image, missing: MENU_MESSAGES.badImage, sections: ['menu'], accepts: isImage, at: ['image'] }, { key: pdf, missing: MENU_MESSAGES.badPdf, sections: ['menu'], accepts: isPdf, at: ['pdf'] })(tx);
    }
    const values = change.action === 'update' ? change.form : { status: change.status };
    const [row] = await tx
      .update(menus)
      .set({ ...values, updatedAt: nextUpdatedAt(current.updatedAt) })
      .where(eq(menus.id, id))
      .returning();
    if (!row) throw new Error('Menu update returned no row');
    const after = presentMenu(row);
    await recordAudit(tx, { actorId, action: change.action, area: AREA, recordId: id, before: presentMenu(current), after });
    return after;
  });
}
