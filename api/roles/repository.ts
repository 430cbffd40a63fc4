import { asc, eq, ilike } from 'drizzle-orm';
import { Status } from '#domain/codes';
import { rolesArea } from '#domain/areas/roles';
import type { ListQuery } from '#domain/schemas/list';
import type { RoleForm } from '#domain/schemas/role';
import type { Db } from '../db/database.ts';
import { accounts, roles } from '../db/schema.ts';
import { changeAudited, createAudited, findLiveView, liveWhere, pageLive, type BulkRecords, type RecordArea, type RecordChange, recordMessages } from '../lib/audited-records.ts';
import { conflictAs409, takenField } from '../lib/conflict.ts';
import { refuseManyWhileReferenced, refuseWhileReferenced } from '../lib/in-use.ts';
import { containsPattern } from '../lib/like.ts';
import { ROLE_MESSAGES } from './messages.ts';
import { presentRole, type RoleView } from './present.ts';
import { liveChunks, newestFirst, orderOf, type Ordering } from '../export/area-export.ts';

const area: RecordArea<typeof roles, RoleView> = { table: roles, area: 'roles', present: presentRole, ...recordMessages(rolesArea) };

/** Bulk status, delete and restore calls of roles: set-based on the same table; a delete is refused for each role live sub-admins still hold. */
export const rolesBulk: BulkRecords = { records: area, rules: { refuse: refuseManyWhileReferenced(accounts, accounts.roleId, ROLE_MESSAGES.inUse) } };

/** A page of non-deleted (or with `deleted`, deleted) roles, newest first, optionally filtered by name. */
const ORDER: Ordering = newestFirst(roles);
const filterOf = (query: Pick<ListQuery, 'search'>) => (query.search ? ilike(roles.name, containsPattern(query.search)) : undefined);
export const listRoles = (db: Db, query: ListQuery): Promise<{ data: RoleView[]; count: number }> => pageLive(db, area, query, orderOf(ORDER), filterOf(query));

/** Every role the list shows for `query`, chunk by chunk (the CSV export). */
export const roleChunks = (db: Db, query: Omit<ListQuery, 'limit' | 'offset'> & { status?: number }) => liveChunks(db, area, query, ORDER, filterOf(query));

/** Active, non-deleted roles by name (the sub-admin form's choices). */
export async function listActiveRoles(db: Db): Promise<RoleView[]> {
  const rows = await db.select().from(roles).where(liveWhere(roles, eq(roles.status, Status.ACTIVE))).orderBy(asc(roles.name));
  return rows.map(presentRole);
}

/** A non-deleted role in its REST shape, or undefined. */
export const findRoleView = (db: Db, id: string): Promise<RoleView | undefined> => findLiveView(db, area, id);

/** Creates a role (its permissions stored as given; presentRole completes the matrix on every read) and its audit row in one transaction; a taken name is a 409 naming `name`. */
export const createRole = (db: Db, actorId: string, form: RoleForm): Promise<RoleView> =>
  conflictAs409(ROLE_MESSAGES.duplicate, ['name'], () => createAudited(db, actorId, area, form));

/** Role changes the API offers; each is one audited transaction. */
export type RoleChange = RecordChange<RoleForm>;

/**
 * Updates, switches, deletes or restores a role in one audited transaction; a taken name is a 409 (naming `name` on an update), and
 * so is a delete while live sub-admins hold the role (they would be left with no permission at all).
 */
export const changeRole = (db: Db, actorId: string, id: string, change: RoleChange): Promise<RoleView> =>
  conflictAs409(ROLE_MESSAGES.duplicate, takenField(change, ['name']), () =>
    changeAudited(db, actorId, area, id, change, change.action === 'delete' ? refuseWhileReferenced(accounts, accounts.roleId, id, ROLE_MESSAGES.inUse) : undefined),
  );
