import { ilike, inArray, or, type SQL } from 'drizzle-orm';
import { weekAnthemsArea } from '#domain/areas/week-anthems';
import type { ListQuery } from '#domain/schemas/list';
import { weekDaysMatching } from '#domain/week-days';
import type { Db } from '../db/database.ts';
import { weekAnthems } from '../db/schema.ts';
import type { UpdateBody } from '../lib/area-store.ts';
import { changeAudited, findLiveView, pageLive, type RecordArea, recordMessages } from '../lib/audited-records.ts';
import { containsPattern } from '../lib/like.ts';
import { isImage, requireMedia } from '../lib/media-refs.ts';
import { WEEK_ANTHEM_MESSAGES } from './messages.ts';
import { presentWeekAnthem, type WeekAnthemView } from './present.ts';
import { liveChunks, orderOf, type Ordering } from '../export/area-export.ts';

const area: RecordArea<typeof weekAnthems, WeekAnthemView> = { table: weekAnthems, area: 'weekAnthems', present: presentWeekAnthem, ...recordMessages(weekAnthemsArea) };

// The day's name is not stored: a search matches the days whose name contains it, or the offer.
const matching = (text: string): SQL => {
  const days = weekDaysMatching(text).map((day) => day.code);
  const offer = ilike(weekAnthems.offer, containsPattern(text));
  return (days.length > 0 ? or(inArray(weekAnthems.weekDay, days), offer) : offer) as SQL;
};

/** A page of the week anthems, Monday first, optionally those whose day name or offer contains `search`. */
// Seven rows, one per week day: the day alone orders them; the id makes the order a keyset.
const ORDER: Ordering = [
  [weekAnthems.weekDay, 'asc'],
  [weekAnthems.id, 'asc'],
];
export const listWeekAnthems = (db: Db, query: ListQuery): Promise<{ data: WeekAnthemView[]; count: number }> => pageLive(db, area, query, orderOf(ORDER), query.search ? matching(query.search) : undefined);

/** Every week anthem the list shows for `query` (the CSV export). */
export const weekAnthemChunks = (db: Db, query: Omit<ListQuery, 'limit' | 'offset'>) => liveChunks(db, area, query, ORDER, query.search ? matching(query.search) : undefined);

/** A week anthem in its REST shape, or undefined. */
export const findWeekAnthem = (db: Db, id: string): Promise<WeekAnthemView | undefined> => findLiveView(db, area, id);

/** Updates a week anthem in one audited transaction, once its picture and icon are known uploads of their sections; those left out are kept. */
export const updateWeekAnthem = (db: Db, actorId: string, id: string, values: UpdateBody<typeof weekAnthemsArea>): Promise<WeekAnthemView> =>
  changeAudited(
    db,
    actorId,
    area,
    id,
    { action: 'update', values },
    requireMedia(
      { key: values.primaryImage, missing: WEEK_ANTHEM_MESSAGES.imageMissing, sections: ['weekAnthems'], accepts: isImage, at: ['primaryImage'] },
      { key: values.icon, missing: WEEK_ANTHEM_MESSAGES.iconMissing, sections: ['icons'], accepts: isImage, at: ['icon'] },
    ),
  );
