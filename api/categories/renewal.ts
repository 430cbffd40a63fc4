import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { addDays, daysBetween } from '#domain/floor/calendar-day';
import { recordAudit } from '../audit/record.ts';
import type { Db } from '../db/database.ts';
import { categories, categoryRecords } from '../db/schema.ts';
import { liveWhere } from '../lib/audited-records.ts';
import { presentCategoryRecord } from './present.ts';

/** The audit action of a record the job made; its actor is the system (no account). */
export const AUTO_RENEW_ACTION = 'autoRenew';

/**
 * Renews one category inside its own transaction (the job, and the switch turned on): while its latest record ends on or before
 * `today`, adds the next period of the same length and price starting the day after. A run that
 * finds the category locked skips it (the run holding the lock does the work), and the unique
 * (category, first day) index makes a second insert of the same period a no-op.
 */
export async function renewCategory(db: Db, categoryId: string, today: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [category] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(liveWhere(categories, and(eq(categories.id, categoryId), eq(categories.autoRenewal, true))))
      .for('update', { skipLocked: true });
    if (!category) return 0;
    const [latest] = await tx.select().from(categoryRecords).where(liveWhere(categoryRecords, eq(categoryRecords.categoryId, categoryId))).orderBy(desc(categoryRecords.toDate)).limit(1);
    if (!latest) return 0;
    const days = daysBetween(latest.fromDate, latest.toDate);
    let made = 0;
    for (let last = latest; last.toDate <= today; ) {
      const fromDate = addDays(last.toDate, 1);
      const [row] = await tx
        .insert(categoryRecords)
        .values({ categoryId, fromDate, toDate: addDays(fromDate, days), price: last.price })
        .onConflictDoNothing({ target: [categoryRecords.categoryId, categoryRecords.fromDate], where: sql`is_delete = false` })
        .returning();
      if (!row) break;
      await recordAudit(tx, { actorId: null, action: AUTO_RENEW_ACTION, area: 'categoryRecords', recordId: row.id, before: null, after: presentCategoryRecord(row) });
      made += 1;
      last = row;
    }
    return made;
  });
}

/** One run of the auto-renewal job for the venue day `today`; returns how many records it made. */
export async function renewCategories(db: Db, today: string): Promise<number> {
  const due = await db
    .selectDistinct({ id: categories.id })
    .from(categories)
    .innerJoin(categoryRecords, eq(categoryRecords.categoryId, categories.id))
    .where(liveWhere(categories, and(eq(categories.autoRenewal, true), eq(categoryRecords.isDelete, false), lte(categoryRecords.toDate, today))));
  let made = 0;
  for (const { id } of due) made += await renewCategory(db, id, today);
  return made;
}
