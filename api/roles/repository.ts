import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { Status, type StatusCode } from '#domain/codes';
import { completePermissions } from '#domain/permissions';
import type { ListQuery } from '#domain/schemas/list';
import type { RoleForm } from '#domain/schemas/role';
import { recordAudit } from '../audit/record.ts';
import type { Db } from '../db/database.ts';
import { roles, type RoleRow } from '../db/schema.ts';
import { isUniqueViolation } from '../lib/db-errors.ts';
import { HttpError } from '../lib/http-error.ts';
import { isUuid } from '../lib/ids.ts';
import { containsPattern } from '../lib/like.ts';
import { ROLE_MESSAGES } from './messages.ts';
import { presentRole, type RoleView } from './present.ts';

const AREA = 'roles';
const live = eq(roles.isDelete, false);

/** A page of non-deleted roles, newest first, optionally filtered by name. */
export async function listRoles(db: Db, query: ListQuery): Promise<{ data: RoleView[]; count: number }> {
  const where = query.search ? and(live, ilike(roles.name, containsPattern(query.search))) : live;
  const [rows, [total]] = await Promise.all([
    db.select().from(roles).where(where).orderBy(desc(roles.createdAt), desc(roles.id)).limit(query.limit).offset(query.offset),
    db.select({ n: count() }).from(roles).where(where),
  ]);
  return { data: rows.map(presentRole), count: total?.n ?? 0 };
}

/** Active, non-deleted roles by name (the sub-admin form's choices). */
export async function listActiveRoles(db: Db): Promise<RoleView[]> {
  const rows = await db.select().from(roles).where(and(live, eq(roles.status, Status.ACTIVE))).orderBy(asc(roles.name));
  return rows.map(presentRole);
}

/** A non-deleted role, or undefined. */
export async function findRole(db: Db, id: string): Promise<RoleRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(roles).where(and(eq(roles.id, id), live));
  return row;
}

/** Creates a role and its audit row in one transaction. */
export async function createRole(db: Db, actorId: string, form: RoleForm): Promise<RoleView> {
  return guardDuplicate(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(roles).values({ name: form.name, permissions: completePermissions(form.permissions) }).returning();
      if (!row) throw new Error('Role insert returned no row');
      const after = presentRole(row);
      await recordAudit(tx, { actorId, action: 'create', area: AREA, recordId: row.id, before: null, after });
      return after;
    }),
  );
}

/** Role changes the API offers; each is one audited transaction. */
export type RoleChange =
  | { action: 'update'; form: RoleForm }
  | { action: 'status'; status: StatusCode }
  | { action: 'delete' }
  | { action: 'restore' };

function changeValues(change: RoleChange): Partial<typeof roles.$inferInsert> {
  switch (change.action) {
    case 'update':
      return { name: change.form.name, permissions: completePermissions(change.form.permissions) };
    case 'status':
      return { status: change.status };
    case 'delete':
      return { isDelete: true };
    case 'restore':
      return { isDelete: false };
  }
}

/**
 * Applies a change to a role, locking its row, and writes the audit row in the same transaction.
 * Restore finds any role (a live one comes back unchanged); every other change only live ones (404 otherwise).
 */
export async function changeRole(db: Db, actorId: string, id: string, change: RoleChange): Promise<RoleView> {
  if (!isUuid(id)) throw new HttpError(404, ROLE_MESSAGES.notFound);
  const scope: SQL | undefined = change.action === 'restore' ? undefined : live;
  return guardDuplicate(() =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(roles).where(and(eq(roles.id, id), scope)).for('update');
      if (!current) throw new HttpError(404, ROLE_MESSAGES.notFound);
      const before = presentRole(current);
      if (change.action === 'restore' && !current.isDelete) return before;
      const [row] = await tx
        .update(roles)
        .set({ ...changeValues(change), updatedAt: new Date() })
        .where(eq(roles.id, id))
        .returning();
      if (!row) throw new Error('Role update returned no row');
      const after = presentRole(row);
      await recordAudit(tx, {
        actorId,
        action: change.action,
        area: AREA,
        recordId: id,
        before: { ...before, isDelete: current.isDelete },
        after: { ...after, isDelete: row.isDelete },
      });
      return after;
    }),
  );
}

async function guardDuplicate<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, ROLE_MESSAGES.duplicate);
    throw error;
  }
}
