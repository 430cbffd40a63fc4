import { and, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { AccountType, Status } from '#domain/codes';
import { subAdminsArea } from '#domain/areas/sub-admins';
import { standardMessages } from '#domain/declaration/standard-messages';
import type { BlockedFilter, ListQuery } from '#domain/schemas/list';
import type { SubAdminEditForm, SubAdminForm } from '#domain/schemas/sub-admin';
import { recordAudit } from '../audit/record.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { endSessions, endSessionsOf, type SessionEnd } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import { accounts, roles } from '../db/schema.ts';
import type { BulkRecords } from '../lib/audited-records.ts';
import { conflictAs409, takenField } from '../lib/conflict.ts';
import { HttpError, badField } from '../lib/http-error.ts';
import { refuseManyRestoresUnderDeleted, refuseRestoreUnderDeleted, type LiveParent } from '../lib/in-use.ts';
import { isUuid } from '../lib/ids.ts';
import { nextUpdatedAt, requireUnmodified } from '../lib/preconditions.ts';
import { containsPattern } from '../lib/like.ts';
import { SUB_ADMIN_MESSAGES } from './messages.ts';
import { presentSubAdmin, type SubAdminView } from './present.ts';
import { andAfter, keysetChunks, newestFirst, orderOf, type Ordering } from '../export/area-export.ts';
import { listOrder } from '../lib/sort-order.ts';
import type { SortTerm } from '#domain/schemas/list';

const AREA = 'subAdmins';
const { notFound: NOT_FOUND, notDeleted: NOT_DELETED, stale: STALE } = standardMessages(subAdminsArea);
const isSubAdmin = eq(accounts.accountType, AccountType.SUB_ADMIN);
const listed = (deleted: boolean | undefined) => and(isSubAdmin, eq(accounts.isDelete, deleted === true));
const live = listed(false);

const withRole = (db: Db) =>
  db.select({ account: accounts, role: { id: roles.id, name: roles.name } }).from(accounts).leftJoin(roles, eq(roles.id, accounts.roleId));

/** A page of non-deleted (or with `deleted`, deleted) sub-admins, newest first, optionally matching name or email and only the (un)blocked. */
const ORDER: Ordering = newestFirst(accounts);
const whereOf = (query: Pick<ListQuery, 'search' | 'deleted'> & BlockedFilter) => {
  const pattern = query.search && containsPattern(query.search);
  return and(
    listed(query.deleted),
    pattern ? or(ilike(accounts.name, pattern), ilike(accounts.email, pattern)) : undefined,
    query.blocked === undefined ? undefined : eq(accounts.isBlocked, query.blocked),
  );
};

/** Every sub-admin the list shows for `query`, chunk by chunk (the CSV export). */
export const subAdminChunks = (db: Db, query: Omit<ListQuery, 'limit' | 'offset'> & BlockedFilter) =>
  keysetChunks(accounts, ORDER, async (after, limit) => (await withRole(db).where(andAfter(whereOf(query), after)).orderBy(...orderOf(ORDER)).limit(limit)).map(presentSubAdmin));

export async function listSubAdmins(db: Db, query: ListQuery & BlockedFilter & { sort?: SortTerm[] }): Promise<{ data: SubAdminView[]; count: number }> {
  const where = whereOf(query);
  const [rows, [total]] = await Promise.all([
    withRole(db).where(where).orderBy(...listOrder(subAdminsArea, accounts, query.sort, orderOf(ORDER))).limit(query.limit).offset(query.offset),
    db.select({ n: count() }).from(accounts).where(where),
  ]);
  return { data: rows.map(presentSubAdmin), count: total?.n ?? 0 };
}

/** A non-deleted sub-admin, or undefined. */
export async function findSubAdmin(db: Db, id: string): Promise<SubAdminView | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await withRole(db).where(and(eq(accounts.id, id), live));
  return row && presentSubAdmin(row);
}

/**
 * A sub-admin's role must exist, be live and be active; a 400 with a precise message otherwise. Run
 * inside the write's transaction: the role stays locked FOR SHARE, so it cannot be deleted (a delete
 * is refused while live sub-admins hold it) until the sub-admin holding it is committed.
 */
async function assertAssignableRole(tx: Db, roleId: string): Promise<void> {
  const [role] = isUuid(roleId) ? await tx.select().from(roles).where(and(eq(roles.id, roleId), eq(roles.isDelete, false))).for('share') : [];
  if (!role) throw badField(SUB_ADMIN_MESSAGES.roleMissing, ['roleId']);
  if (role.status !== Status.ACTIVE) throw badField(SUB_ADMIN_MESSAGES.roleInactive, ['roleId']);
}

/** A restored sub-admin must not come back holding a deleted role (its sign-in would have no permission). */
const PARENTS: readonly LiveParent[] = [{ column: accounts.roleId, parent: roles, message: SUB_ADMIN_MESSAGES.restoreRoleGone }];

/** Blocking or deleting a sub-admin ends its sessions (alone or in bulk); nothing else does here. */
const sessionEndOf = (change: { action: string; value?: unknown }): SessionEnd | undefined =>
  change.action === 'delete' ? 'account_deleted' : change.action === 'toggle' && change.value === true ? 'account_blocked' : undefined;

/**
 * Bulk calls of sub-admins: set-based among the sub-admin accounts, each audited with its role as
 * reads show it; the block switch is audited as `block`, as one at a time; blocked or deleted
 * accounts lose their sessions in the same transaction.
 */
export const subAdminsBulk: BulkRecords<SubAdminView> = {
  records: { table: accounts, area: AREA, present: () => ({}) as SubAdminView, notFound: NOT_FOUND },
  rules: {
    scope: isSubAdmin,
    read: async (tx, ids) => new Map((await withRole(tx).where(inArray(accounts.id, ids))).map((row) => [row.account.id, presentSubAdmin(row)])),
    auditAction: (change) => (change.action === 'toggle' ? 'block' : change.action),
    refuse: refuseManyRestoresUnderDeleted(accounts, PARENTS),
    afterWrite: async (tx, ids, change, actorId) => {
      const reason = sessionEndOf(change);
      if (reason) await endSessionsOf(tx, { accountIds: ids, actorId, reason });
    },
  },
};

async function reread(db: Db, id: string): Promise<SubAdminView> {
  const [row] = await withRole(db).where(eq(accounts.id, id));
  if (!row) throw new Error('Sub admin vanished inside its own transaction');
  return presentSubAdmin(row);
}

/** Creates a sub-admin (account type 2, hashed password) and its audit row in one transaction; a taken email is a 409 naming `email`. */
export async function createSubAdmin(db: Db, actorId: string, form: SubAdminForm): Promise<SubAdminView> {
  const passwordHash = await hashPassword(form.password);
  return conflictAs409(SUB_ADMIN_MESSAGES.duplicateEmail, ['email'], () =>
    db.transaction(async (tx) => {
      await assertAssignableRole(tx, form.roleId);
      const [row] = await tx
        .insert(accounts)
        .values({ name: form.name, email: form.email, passwordHash, accountType: AccountType.SUB_ADMIN, roleId: form.roleId })
        .returning();
      if (!row) throw new Error('Sub admin insert returned no row');
      const after = await reread(tx, row.id);
      await recordAudit(tx, { actorId, action: 'create', area: AREA, recordId: row.id, before: null, after });
      return after;
    }),
  );
}

/** Sub-admin changes the API offers; each is one audited transaction. */
export type SubAdminChange =
  | { action: 'update'; form: Omit<SubAdminEditForm, 'password' | 'decryptPass'>; passwordHash?: string }
  | { action: 'toggle'; field: string; value: boolean }
  | { action: 'delete' }
  | { action: 'restore' };

function changeValues(change: SubAdminChange): Partial<typeof accounts.$inferInsert> {
  switch (change.action) {
    case 'update':
      return { name: change.form.name, email: change.form.email, roleId: change.form.roleId, ...(change.passwordHash ? { passwordHash: change.passwordHash } : {}) };
    case 'toggle':
      return { [change.field]: change.value };
    case 'delete':
      return { isDelete: true };
    case 'restore':
      return { isDelete: false };
  }
}

/**
 * The password an edit sets, or undefined to keep it. `password` is always a new one; §7's
 * `decryptPass` is new only when it is not the current password, so a client sending back the
 * password it was shown changes nothing and ends no session. Both with different values is a 400.
 */
async function newPasswordOf(db: Db, id: string, { password, decryptPass }: Pick<SubAdminEditForm, 'password' | 'decryptPass'>): Promise<string | undefined> {
  if (password && decryptPass && password !== decryptPass) throw badField(SUB_ADMIN_MESSAGES.twoPasswords, ['decryptPass']);
  if (password || !decryptPass) return password;
  const [current] = isUuid(id) ? await db.select({ passwordHash: accounts.passwordHash }).from(accounts).where(and(eq(accounts.id, id), live)) : [];
  return current && (await verifyPassword(decryptPass, current.passwordHash)) ? undefined : decryptPass;
}

/** Updates a sub-admin from its edit form: the new password (if any) is hashed outside the transaction, the role checked inside it. */
export async function updateSubAdmin(db: Db, actorId: string, id: string, form: SubAdminEditForm): Promise<SubAdminView> {
  const { password: _password, decryptPass: _decryptPass, ...rest } = form;
  const password = await newPasswordOf(db, id, form);
  return changeSubAdmin(db, actorId, id, { action: 'update', form: rest, passwordHash: password ? await hashPassword(password) : undefined });
}

/**
 * Applies a change to a sub-admin, locking its row, with the audit row in the same transaction.
 * Restore finds a deleted one too (a live one is a 409, as in every area); other changes only live ones.
 */
export async function changeSubAdmin(db: Db, actorId: string, id: string, change: SubAdminChange): Promise<SubAdminView> {
  if (!isUuid(id)) throw new HttpError(404, NOT_FOUND);
  const scope: SQL | undefined = change.action === 'restore' ? isSubAdmin : live;
  return conflictAs409(SUB_ADMIN_MESSAGES.duplicateEmail, takenField(change, ['email']), () =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(accounts).where(and(eq(accounts.id, id), scope)).for('update');
      if (!current) throw new HttpError(404, NOT_FOUND);
      requireUnmodified(current, STALE);
      const before = await reread(tx, id);
      if (change.action === 'restore' && !current.isDelete) throw new HttpError(409, NOT_DELETED);
      if (change.action === 'update') await assertAssignableRole(tx, change.form.roleId);
      if (change.action === 'restore') await refuseRestoreUnderDeleted(accounts, id, PARENTS)(tx);
      await tx.update(accounts).set({ ...changeValues(change), updatedAt: nextUpdatedAt(current.updatedAt) }).where(eq(accounts.id, id));
      const after = await reread(tx, id);
      const passwordChanged = change.action === 'update' && !!change.passwordHash;
      await recordAudit(tx, {
        actorId,
        // The audit trail has always called the switch `block`.
        action: change.action === 'toggle' ? 'block' : change.action,
        area: AREA,
        recordId: id,
        before: { ...before, isDelete: current.isDelete },
        after: { ...after, isDelete: change.action === 'delete', ...(passwordChanged ? { passwordChanged } : {}) },
      });
      // A new password ends every token issued with the old one, in the same transaction as the change.
      if (passwordChanged) await endSessions(tx, { accountId: id, actorId, reason: 'password_changed' });
      // Blocked or deleted: its tokens stay dead after an unblock or a restore.
      const ended = sessionEndOf(change);
      if (ended) await endSessionsOf(tx, { accountIds: [id], actorId, reason: ended });
      return after;
    }),
  );
}
