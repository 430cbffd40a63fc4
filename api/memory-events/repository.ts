import { eq } from 'drizzle-orm';
import { memoryEventsArea } from '#domain/areas/memory-events';
import { galleryOrientation } from '#domain/schemas/gallery';
import type { MemoryCreateForm, MemoryForm, MemoryListQuery } from '#domain/schemas/memory';
import type { Db } from '../db/database.ts';
import { eventMemories, events } from '../db/schema.ts';
import { changeAudited, createAudited, findLive, findLiveView, pageLive, type BulkRecords, type RecordArea, type RecordChange, recordMessages } from '../lib/audited-records.ts';
import { HttpError } from '../lib/http-error.ts';
import { refuseManyRestoresUnderDeleted, refuseRestoreUnderDeleted, type LiveParent } from '../lib/in-use.ts';
import { isImage, requireMedia } from '../lib/media-refs.ts';
import { requireLive } from '../lib/require-live.ts';
import { MEMORY_MESSAGES } from './messages.ts';
import { presentMemory, type MemoryView } from './present.ts';
import { liveChunks, newestFirst, orderOf, type Ordering } from '../export/area-export.ts';

const area: RecordArea<typeof eventMemories, MemoryView> = { table: eventMemories, area: 'memoryEvents', present: presentMemory, ...recordMessages(memoryEventsArea) };

/** A picture comes back only with its event live. */
const PARENTS: readonly LiveParent[] = [{ column: eventMemories.eventId, parent: events, message: MEMORY_MESSAGES.restoreEventGone }];

/** Bulk status, delete and restore calls of memories: set-based on the same table; a restore needs the event live. */
export const memoryEventsBulk: BulkRecords = { records: area, rules: { refuse: refuseManyRestoresUnderDeleted(eventMemories, PARENTS) } };
const eventArea: RecordArea<typeof events, { _id: string }> = { table: events, area: 'events', present: (row) => ({ _id: row.id }), notFound: MEMORY_MESSAGES.eventMissing };

/** A page of one live event's pictures (with `deleted`, its deleted ones), newest first; 404 when the event is unknown or deleted. */
export async function listMemories(db: Db, query: MemoryListQuery): Promise<{ data: MemoryView[]; count: number }> {
  if (!(await findLive(db, eventArea, query.eventId))) throw new HttpError(404, MEMORY_MESSAGES.eventMissing);
  return pageLive(db, area, query, orderOf(ORDER), eq(eventMemories.eventId, query.eventId));
}

/**
 * A non-deleted picture by id, or undefined: found wherever its status, update and delete find it
 * (also while its event is deleted, which leaves its pictures as they were; its `eventId` says whose it is).
 */
export const findMemory = (db: Db, id: string): Promise<MemoryView | undefined> => findLiveView(db, area, id);

const ORDER: Ordering = newestFirst(eventMemories);

/** Every picture of an event the list shows for `query`, chunk by chunk (the CSV export); 404 when the event is missing. */
export async function memoryChunks(db: Db, query: Omit<MemoryListQuery, 'limit' | 'offset'>): Promise<AsyncGenerator<MemoryView[]>> {
  if (!(await findLive(db, eventArea, query.eventId))) throw new HttpError(404, MEMORY_MESSAGES.eventMissing);
  return liveChunks(db, area, query, ORDER, eq(eventMemories.eventId, query.eventId));
}

// The image Key must name an eventMemories upload turned as its metaData says; checked inside the write's transaction.
const requireMemoryImage = (form: MemoryForm) =>
  requireMedia({ key: form.image, missing: MEMORY_MESSAGES.imageMissing, sections: ['eventMemories'], accepts: isImage, orientation: galleryOrientation(form.metaData), at: ['image'] });

/** Adds a picture to a live event (400 "Event not found" otherwise), with its audit row, in one transaction. */
export const createMemory = (db: Db, actorId: string, form: MemoryCreateForm): Promise<MemoryView> =>
  createAudited(db, actorId, area, form, async (tx) => {
    await requireLive(tx, events, form.eventId, MEMORY_MESSAGES.eventMissing, ['eventId']);
    await requireMemoryImage(form)(tx);
  });

/** Replaces a picture in one audited transaction; it stays with its event. */
export const updateMemory = (db: Db, actorId: string, id: string, values: MemoryForm): Promise<MemoryView> =>
  changeAudited(db, actorId, area, id, { action: 'update', values }, requireMemoryImage(values));

/** Switches, deletes or restores a picture in one audited transaction; a restore needs its event live (409). */
export const changeMemory = (db: Db, actorId: string, id: string, change: RecordChange<never>): Promise<MemoryView> =>
  changeAudited(db, actorId, area, id, change, change.action === 'restore' ? refuseRestoreUnderDeleted(eventMemories, id, PARENTS) : undefined);
