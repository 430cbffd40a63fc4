import { asc, ilike, or, type SQL } from 'drizzle-orm';
import { intellectualPropertiesArea } from '#domain/areas/intellectual-properties';
import type { ListQuery } from '#domain/schemas/list';
import type { Db } from '../db/database.ts';
import { intellectualProperties } from '../db/schema.ts';
import type { CreateBody, UpdateBody } from '../lib/area-store.ts';
import { changeAudited, createAudited, findLiveView, pageLive, type RecordArea, recordMessages } from '../lib/audited-records.ts';
import { containsPattern } from '../lib/like.ts';
import { isImage, requireMedia } from '../lib/media-refs.ts';
import { IP_MESSAGES } from './messages.ts';
import { presentIp, type IpView } from './present.ts';
import { liveChunks, newestFirst, orderOf, type Ordering } from '../export/area-export.ts';

const area: RecordArea<typeof intellectualProperties, IpView> = {
  table: intellectualProperties,
  area: 'intellectualProperties',
  present: presentIp,
  ...recordMessages(intellectualPropertiesArea),
};

const matching = (text: string): SQL => or(ilike(intellectualProperties.name, containsPattern(text)), ilike(intellectualProperties.fullName, containsPattern(text))) as SQL;

/** A page of intellectual properties, newest first, optionally those whose name or full name contains `search`. */
const ORDER: Ordering = newestFirst(intellectualProperties);
export const listIps = (db: Db, query: ListQuery): Promise<{ data: IpView[]; count: number }> => pageLive(db, area, query, orderOf(ORDER), query.search ? matching(query.search) : undefined);

/** Every intellectual property the list shows for `query`, chunk by chunk (the CSV export). */
export const ipChunks = (db: Db, query: Omit<ListQuery, 'limit' | 'offset'>) => liveChunks(db, area, query, ORDER, query.search ? matching(query.search) : undefined);

/** An intellectual property in its REST shape, or undefined. */
export const findIp = (db: Db, id: string): Promise<IpView | undefined> => findLiveView(db, area, id);

/** Every intellectual property as `{ _id, name }` by name: the choices of the event form. */
export const allIps = async (db: Db): Promise<{ _id: string; name: string }[]> =>
  (await db.select({ id: intellectualProperties.id, name: intellectualProperties.name }).from(intellectualProperties).orderBy(asc(intellectualProperties.name), asc(intellectualProperties.id))).map(
    (row) => ({ _id: row.id, name: row.name }),
  );

// The icon must be an uploaded image of the IPs' own section; checked inside the write's transaction.
const requireIcon = (icon: string | undefined) => requireMedia({ key: icon, missing: IP_MESSAGES.iconMissing, sections: ['intellectualProperties'], accepts: isImage, at: ['icon'] });

/** Creates an intellectual property and its audit row in one transaction, once its icon is a known upload. */
export const createIp = (db: Db, actorId: string, form: CreateBody<typeof intellectualPropertiesArea>): Promise<IpView> => createAudited(db, actorId, area, form, requireIcon(form.icon));

/** Updates an intellectual property in one audited transaction; a week day left out keeps the current one. */
export const updateIp = (db: Db, actorId: string, id: string, values: UpdateBody<typeof intellectualPropertiesArea>): Promise<IpView> =>
  changeAudited(db, actorId, area, id, { action: 'update', values }, requireIcon(values.icon));
