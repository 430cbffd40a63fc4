import { ilike } from 'drizzle-orm';
import { servicesArea } from '#domain/areas/services';
import type { ListQuery } from '#domain/schemas/list';
import type { ServiceForm } from '#domain/schemas/service';
import type { Db } from '../db/database.ts';
import { services } from '../db/schema.ts';
import type { CreateBody, UpdateBody } from '../lib/area-store.ts';
import { changeAudited, createAudited, findLiveView, pageLive, type BulkRecords, type RecordArea, type RecordChange, recordMessages } from '../lib/audited-records.ts';
import { containsPattern } from '../lib/like.ts';
import { isImage, requireMedia } from '../lib/media-refs.ts';
import { SERVICE_MESSAGES } from './messages.ts';
import { presentService, type ServiceView } from './present.ts';
import { liveChunks, newestFirst, orderOf, type Ordering } from '../export/area-export.ts';

const area: RecordArea<typeof services, ServiceView> = { table: services, area: 'services', present: presentService, ...recordMessages(servicesArea) };

/** Bulk status, delete and restore calls of services: set-based on the same table. */
export const servicesBulk: BulkRecords = { records: area };

/** A page of non-deleted (or with `deleted`, deleted) services by sort, then newest first, optionally filtered by title. */
const ORDER: Ordering = [[services.sort, 'asc'], ...newestFirst(services)];
const filterOf = (query: Pick<ListQuery, 'search'>) => (query.search ? ilike(services.title, containsPattern(query.search)) : undefined);
export const listServices = (db: Db, query: ListQuery): Promise<{ data: ServiceView[]; count: number }> => pageLive(db, area, query, orderOf(ORDER), filterOf(query));

/** Every service the list shows for `query`, chunk by chunk (the CSV export). */
export const serviceChunks = (db: Db, query: Omit<ListQuery, 'limit' | 'offset'> & { status?: number }) => liveChunks(db, area, query, ORDER, filterOf(query));

/** A non-deleted service in its REST shape, or undefined. */
export const findService = (db: Db, id: string): Promise<ServiceView | undefined> => findLiveView(db, area, id);

// Image and icon Keys must name uploaded images; checked inside the write's transaction.
const requireServiceMedia = (form: Pick<ServiceForm, 'image'> & { icon?: string | null }) =>
  requireMedia(
    { key: form.image, missing: SERVICE_MESSAGES.imageMissing, sections: ['services'], accepts: isImage, at: ['image'] },
    { key: form.icon, missing: SERVICE_MESSAGES.iconMissing, sections: ['icons'], accepts: isImage, at: ['icon'] },
  );

/** Creates a service and its audit row in one transaction, once its image and icon are known uploads. */
export const createService = (db: Db, actorId: string, form: CreateBody<typeof servicesArea>): Promise<ServiceView> =>
  createAudited(db, actorId, area, form, requireServiceMedia(form));

/** Updates a service in one audited transaction; an icon left out keeps the current one. */
export const updateService = (db: Db, actorId: string, id: string, values: UpdateBody<typeof servicesArea>): Promise<ServiceView> =>
  changeAudited(db, actorId, area, id, { action: 'update', values }, requireServiceMedia(values));

/** Switches, deletes or restores a service in one audited transaction. */
export const changeService = (db: Db, actorId: string, id: string, change: RecordChange<never>): Promise<ServiceView> => changeAudited(db, actorId, area, id, change);
