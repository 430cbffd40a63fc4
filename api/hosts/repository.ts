import { hostsArea } from '#domain/areas/hosts';
import type { HostEdit, HostForm } from '#domain/schemas/host';
import type { ListQuery } from '#domain/schemas/list';
import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/database.ts';
import { hosts } from '../db/schema.ts';
import type { ChangeOf } from '../lib/area-store.ts';
import { changeAudited, createAudited, findLiveView, pageLive, type BulkRecords, type RecordArea, type RecordChange, recordMessages } from '../lib/audited-records.ts';
import { conflictAs409, takenField } from '../lib/conflict.ts';
import { peopleSearch } from '../lib/people-search.ts';
import { HOST_MESSAGES } from './messages.ts';
import { presentHost, type HostView } from './present.ts';
import { liveChunks, newestFirst, orderOf, type Ordering } from '../export/area-export.ts';

const area: RecordArea<typeof hosts, HostView> = { table: hosts, area: 'hosts', present: presentHost, ...recordMessages(hostsArea) };

/** Bulk calls of hosts: set-based; the block switch is audited as an update, as one at a time. */
export const hostsBulk: BulkRecords = { records: area, rules: { auditAction: (change) => (change.action === 'toggle' ? 'update' : change.action) } };

/** A page of non-deleted (or with `deleted`, deleted) hosts, newest first, optionally matching a name or email. */
const ORDER: Ordering = newestFirst(hosts);
const filterOf = (query: Pick<ListQuery, 'search'>) => (query.search ? peopleSearch(hosts, query.search) : undefined);
export const listHosts = (db: Db, query: ListQuery): Promise<{ data: HostView[]; count: number }> => pageLive(db, area, query, orderOf(ORDER), filterOf(query));

/** Every host the list shows for `query`, chunk by chunk (the CSV export). */
export const hostChunks = (db: Db, query: Omit<ListQuery, 'limit' | 'offset'>) => liveChunks(db, area, query, ORDER, filterOf(query));

/** A non-deleted host in its REST shape, or undefined. */
export const findHost = (db: Db, id: string): Promise<HostView | undefined> => findLiveView(db, area, id);

/** Creates a host with a hashed password (never stored as text); a taken email is a 409 naming `email`. */
export async function createHost(db: Db, actorId: string, { password, ...form }: HostForm): Promise<HostView> {
  const passwordHash = await hashPassword(password);
  return conflictAs409(HOST_MESSAGES.duplicate, ['email'], () => createAudited(db, actorId, area, { ...form, passwordHash }));
}

/** Host changes: the edit form (a new password only when given), the blocked switch, delete, restore. */
export type HostChange = { action: 'edit'; form: HostEdit } | ChangeOf<typeof hostsArea>;

async function toRecordChange(change: HostChange): Promise<RecordChange<Partial<typeof hosts.$inferInsert>>> {
  // The audit trail has always recorded the block switch as an update.
  if (change.action === 'toggle') return { action: 'update', values: { [change.field]: change.value } };
  if (change.action !== 'edit') return change;
  const { password, ...form } = change.form;
  return { action: 'update', values: password ? { ...form, passwordHash: await hashPassword(password) } : form };
}

/** Applies a change in one audited transaction; a taken email is a 409 (naming `email` on an edit). */
export async function changeHost(db: Db, actorId: string, id: string, change: HostChange): Promise<HostView> {
  const recordChange = await toRecordChange(change);
  return conflictAs409(HOST_MESSAGES.duplicate, takenField(change, ['email']), () => changeAudited(db, actorId, area, id, recordChange));
}
