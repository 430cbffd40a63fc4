import { asc, count, desc, ilike } from 'drizzle-orm';
import type { ListQuery } from '#domain/schemas/list';
import type { ServiceForm } from '#domain/schemas/service';
import type { Db } from '../db/database.ts';
import { services } from '../db/schema.ts';
import { liveWhere, type RecordArea } from '../lib/audited-records.ts';
import { escapeLike } from '../lib/like.ts';
import { requireMedia } from '../lib/media-refs.ts';
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
export async function listServices(db: Db, query: ListQuery): Promise<{ data: ServiceView[]; count: number }> {
  const where = liveWhere(services, query.search ? ilike(services.title, `%${escapeLike(query.search)}%`) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(services).where(where).orderBy(asc(services.sort), desc(services.createdAt), desc(services.id)).limit(query.limit).offset(query.offset),
    db.select({ n: count() }).from(services).where(where),
  ]);
  return { data: rows.map(presentService), count: total?.n ?? 0 };
}

/** Refuses image and icon Keys that name no upload. */
export const requireServiceMedia = (form: Pick<ServiceForm, 'image'> & { icon?: string | null }) =>
  requireMedia({ key: form.image, missing: SERVICE_MESSAGES.imageMissing }, { key: form.icon, missing: SERVICE_MESSAGES.iconMissing });
