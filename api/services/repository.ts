import { asc, desc, ilike } from 'drizzle-orm';
import type { ListQuery } from '#domain/schemas/list';
import type { ServiceForm } from '#domain/schemas/service';
import type { Db } from '../db/database.ts';
import { services } from '../db/schema.ts';
import { pageLive, type RecordArea } from '../lib/audited-records.ts';
import { containsPattern } from '../lib/like.ts';
import { isImage, requireMedia } from '../lib/media-refs.ts';
import { SERVICE_MESSAGES } from './messages.ts';
import { presentService, type ServiceView } from './present.ts';

/** The services table as an audited, soft-deleted area. */
export const serviceArea: RecordArea<typeof services, ServiceView> = {
  table: services,
  area: 'services',
  present: presentService,
  notFound: SERVICE_MESSAGES.notFound,
};

/** A page of non-deleted services by sort, then newest first, optionally filtered by title. */
export const listServices = (db: Db, query: ListQuery): Promise<{ data: ServiceView[]; count: number }> =>
  pageLive(db, serviceArea, query, [asc(services.sort), desc(services.createdAt), desc(services.id)], query.search ? ilike(services.title, containsPattern(query.search)) : undefined);

/** Refuses image and icon Keys that name no uploaded image. */
export const requireServiceMedia = (form: Pick<ServiceForm, 'image'> & { icon?: string | null }) =>
  requireMedia(
    { key: form.image, missing: SERVICE_MESSAGES.imageMissing, sections: ['services'], accepts: isImage },
    { key: form.icon, missing: SERVICE_MESSAGES.iconMissing, sections: ['icons'], accepts: isImage },
  );
