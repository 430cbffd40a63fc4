import { asc, eq, ilike } from 'drizzle-orm';
import type { StatusCode } from '#domain/codes';
import { menuArea } from '#domain/areas/menu';
import { standardMessages } from '#domain/declaration/standard-messages';
import type { MenuEditForm } from '#domain/schemas/menu';
import { recordAudit } from '../audit/record.ts';
import type { Db } from '../db/database.ts';
import { menus } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';
import { isUuid } from '../lib/ids.ts';
import { containsPattern } from '../lib/like.ts';
import { isImage, isPdf, requireMedia } from '../lib/media-refs.ts';
import { MENU_MESSAGES } from './messages.ts';
import { presentMenu, type MenuView } from './present.ts';

const AREA = 'menu';
const NOT_FOUND = standardMessages(menuArea).notFound;

/** Every menu slot in its fixed order, optionally filtered by name. */
export async function listMenus(db: Db, search: string | undefined): Promise<MenuView[]> {
  const where = search ? ilike(menus.name, containsPattern(search)) : undefined;
  const rows = await db.select().from(menus).where(where).orderBy(asc(menus.position));
  return rows.map(presentMenu);
}

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
    if (change.action === 'update') {
      const { image, pdf } = change.form;
      await requireMedia({ key: image, missing: MENU_MESSAGES.badImage, accepts: isImage }, { key: pdf, missing: MENU_MESSAGES.badPdf, accepts: isPdf })(tx);
    }
    const values = change.action === 'update' ? change.form : { status: change.status };
    const [row] = await tx
      .update(menus)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(menus.id, id))
      .returning();
    if (!row) throw new Error('Menu update returned no row');
    const after = presentMenu(row);
    await recordAudit(tx, { actorId, action: change.action, area: AREA, recordId: id, before: presentMenu(current), after });
    return after;
  });
}
