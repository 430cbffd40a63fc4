import { asc, desc, eq, ilike } from 'drizzle-orm';
import { Status } from '#domain/codes';
import { completePermissions } from '#domain/permissions';
import { rolesArea } from '#domain/areas/roles';
import { standardMessages } from '#domain/declaration/standard-messages';
import type { ListQuery } from '#domain/schemas/list';
import type { RoleForm } from '#domain/schemas/role';
import type { Db } from '../db/database.ts';
import { roles, type RoleRow } from '../db/schema.ts';
import { changeAudited, createAudited, findLive, findLiveView, liveWhere, pageLive, type RecordArea, type RecordChange } from '../lib/audited-records.ts';
import { conflictAs409 } from '../lib/conflict.ts';
import { containsPattern } from '../lib/like.ts';
import { ROLE_MESSAGES } from './messages.ts';
import { presentRole, type RoleView } from './present.ts';

const area: RecordArea<typeof roles, RoleView> = { table: roles, area: 'roles', present: presentRole, notFound: standardMessages(rolesArea).notFound };

/** A page of non-deleted (or with `deleted`, deleted) roles, newest first, optionally filtered by name. */
export const listRoles = (db: Db, query: ListQuery): Promise<{ data: RoleView[]; count: number }> =>
  pageLive(db, area, query, [desc(roles.createdAt), desc(roles.id)], query.search ? ilike(roles.name, containsPattern(query.search)) : undefined);

/** Active, non-deleted roles by name (the sub-admin form's choices). */
export async function listActiveRoles(db: Db): Promise<RoleView[]> {
  const rows = await db.select().from(roles).where(liveWhere(roles, eq(roles.status, Status.ACTIVE))).orderBy(asc(roles.name));
  return rows.map(presentRole);
}

/** A non-deleted role, or undefined. */
export const findRole = (db: Db, id: string): Promise<RoleRow | undefined> => findLive(db, area, id);

/** A non-deleted role in its REST shape, or undefined. */
export const findRoleView = (db: Db, id: string): Promise<RoleView | undefined> => findLiveView(db, area, id);

// Stored permissions always hold the 17 modules in the spec's order.
const toValues = (form: RoleForm) => ({ name: form.name, permissions: completePermissions(form.permissions) });

/** Creates a role and its audit row in one transaction; a taken name is a 409. */
export const createRole = (db: Db, actorId: string, form: RoleForm): Promise<RoleView> =>
  conflictAs409(ROLE_MESSAGES.duplicate, () => createAudited(db, actorId, area, toValues(form)));

/** Role changes the API offers; each is one audited transaction. */
export type RoleChange = RecordChange<RoleForm>;

/** Updates, switches, deletes or restores a role in one audited transaction; a taken name is a 409. */
export const changeRole = (db: Db, actorId: string, id: string, change: RoleChange): Promise<RoleView> =>
  conflictAs409(ROLE_MESSAGES.duplicate, () =>
    changeAudited(db, actorId, area, id, change.action === 'update' ? { action: 'update', values: toValues(change.values) } : change),
  );
