import { asc, count, eq } from 'drizzle-orm';
import type { StatusCode } from '#domain/codes';
import { followUsArea } from '#domain/areas/follow-us';
import { standardMessages } from '#domain/declaration/standard-messages';
import type { ListQuery, SortTerm } from '#domain/schemas/list';
import { recordAudit } from '../audit/record.ts';
import type { Db } from '../db/database.ts';
import type { BulkRecords } from '../lib/audited-records.ts';
import { follows } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';
import { isUuid } from '../lib/ids.ts';
import { nextUpdatedAt, requireUnmodified } from '../lib/preconditions.ts';
import { isImage, requireMedia } from '../lib/media-refs.ts';
import { FOLLOW_MESSAGES } from './messages.ts';
import { presentFollow, type FollowView } from './present.ts';
import { andAfter, keysetChunks, orderOf, type Ordering } from '../export/area-export.ts';
import { listOrder } from '../lib/sort-order.ts';

const AREA = 'followUs';
const { notFound: NOT_FOUND, stale: STALE } = standardMessages(followUsArea);

/** Bulk status calls of the slots: set-based, a slot already in that status skipped. */
export const followUsBulk: BulkRecords = { records: { table: follows, area: AREA, present: presentFollow, notFound: NOT_FOUND } };

/** Every Follow Us slot the list shows for `status`, in order (the CSV export). */
export const followChunks = (db: Db, query: { status?: number }) =>
  keysetChunks(follows, ORDER, async (after, limit) => (await db.select().from(follows).where(andAfter(query.status ? eq(follows.status, query.status) : undefined, after)).orderBy(...orderOf(ORDER)).limit(limit)).map(presentFollow));

const ORDER: Ordering = [
  [follows.position, 'asc'],
  [follows.id, 'asc'],
];

/** A page of the slots in their fixed order; `status` keeps one status. */
export async function listFollows(db: Db, query: Pick<ListQuery, 'limit' | 'offset'> & { status?: number; sort?: SortTerm[] }): Promise<{ data: FollowView[]; count: number }> {
  const where = query.status ? eq(follows.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(follows).where(where).orderBy(...listOrder(followUsArea, follows, query.sort, [asc(follows.position)])).limit(query.limit).offset(query.offset),
    db.select({ n: count() }).from(follows).where(where),
  ]);
  return { data: rows.map(presentFollow), count: total?.n ?? 0 };
}

/** Follow Us changes: a new image or a status; each is one audited transaction. */
export type FollowChange = { action: 'update'; image: string } | { action: 'status'; status: StatusCode };

/** Applies a change to a slot, locking its row, with the audit row in the same transaction (404 when missing). */
export async function changeFollow(db: Db, actorId: string, id: string, change: FollowChange): Promise<FollowView> {
  if (!isUuid(id)) throw new HttpError(404, NOT_FOUND);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(follows).where(eq(follows.id, id)).for('update');
    if (!current) throw new HttpError(404, NOT_FOUND);
    requireUnmodified(current, STALE);
    if (change.action === 'update') await requireMedia({ key: change.image, missing: FOLLOW_MESSAGES.badImage, sections: ['follows'], accepts: isImage, at: ['image'] })(tx);
    const values = change.action === 'update' ? { image: change.image } : { status: change.status };
    const [row] = await tx
      .update(follows)
      .set({ ...values, updatedAt: nextUpdatedAt(current.updatedAt) })
      .where(eq(follows.id, id))
      .returning();
    if (!row) throw new Error('Follow update returned no row');
    const after = presentFollow(row);
    await recordAudit(tx, { actorId, action: change.action, area: AREA, recordId: id, before: presentFollow(current), after });
    return after;
  });
}
