import { asc, desc, ilike } from 'drizzle-orm';
import { servicesArea } from '#domain/areas/services';
import { standardMessages } from '#domain/declaration/standard-messages';
import type { ListQuery } from '#domain/schemas/list';
import type { ServiceForm } from '#domain/schemas/service';
import type { Db } from '../db/database.ts';
import { services } from '../db/schema.ts';
import type { CreateBody, UpdateBody } from '../lib/area-store.ts';
import { changeAudited, createAudited, findLiveView, pageLive, type RecordArea, type RecordChange } from '../lib/audited-records.ts';
import { containsPattern } from '../lib/like.ts';
import { isImage, requireMedia } from '../lib/media-refs.ts';
import { SERVICE_MESSAGES } from './messages.ts';
import { presentService, type ServiceView } from './present.ts';

const area: RecordArea<typeof services, ServiceView> = { table: services, area: 'services', present: presentService, notFound: standardMessages(servicesArea).notFound };

/** A page of non-deleted (or with `deleted`, deleted) services by sort, then newest first, optionally filtered by title. */
export const listServices = (db: Db, query: ListQuery): Promise<{ data: ServiceView[]; count: number }> =>
  pageLive(db, area, query, [asc(services.sort), desc(services.createdAt), desc(services.id)], query.search ? ilike(services.title, containsPattern(query.search)) : undefined);

/** A non-deleted service in its REST shape, or undefined. */
export const findService = (db: Db, id: string): Promise<ServiceView | undefined> => findLiveView(db, area, id);

// Image and icon Keys must name uploaded images; checked inside the write's transaction.
const requireServiceMedia = (form: Pick<ServiceForm, 'image'> & { icon?: string | null }) =>
  requireMedia({ key: form.image, missing: SERVICE_MESSAGES.imageMissing, accepts: isImage }, { key: form.icon, missing: SERVICE_MESSAGES.iconMissing, accepts: isImage });

/** Creates a service and its audit row in one transaction, once its image and icon are known uploads. */
export const createService = (db: Db, actorId: string, form: CreateBody<typeof servicesArea>): Promise<ServiceView> =>
  createAudited(db, actorId, area, form, requireServiceMedia(form));

/** Updates a service in one audited transaction; an icon left out keeps the current one. */
export const updateService = (db: Db, actorId: string, id: string, values: UpdateBody<typeof servicesArea>): Promise<ServiceView> =>
  changeAudited(db, actorId, area, id, { action: 'update', values }, requireServiceMedia(values));

/** Switches, deletes or restores a service in one audited transaction. */
export const changeService = (db: Db, actorId: string, id: string, change: RecordChange<never>): Promise<ServiceView> => changeAudited(db, actorId, area, id, change);
