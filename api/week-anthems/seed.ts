import { WEEK_DAYS } from '#domain/week-days';
import type { Db } from '../db/database.ts';
import { weekAnthems } from '../db/schema.ts';

/** Creates any missing week-day slot (Monday 1 … Sunday 7); safe on every start and with replicas starting at once (weekDay is unique). */
export async function seedWeekAnthems(db: Db): Promise<void> {
  await db
    .insert(weekAnthems)
    .values(WEEK_DAYS.map((day) => ({ weekDay: day.code })))
    .onConflictDoNothing({ target: weekAnthems.weekDay });
}
