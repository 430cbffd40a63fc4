import { AccountType, Status, type StatusCode } from '#domain/codes';
import type { Permission } from '#domain/permissions';
import type { Db } from '../db/database.ts';
import type { AccountRow } from '../db/schema.ts';
import { findRoleView } from '../roles/repository.ts';

/** The `roleId` object of /login and /me (docs/contracts.md). */
export interface SessionRole {
  _id: string | null;
  name: string;
  permissions: Permission[];
  /** The role's status (1 active, 2 inactive); a deleted or missing role counts as inactive, the Admin as active. */
  status: StatusCode;
}

/**
 * An Admin passes every check by type and gets no permission list. A Sub Admin gets the role's
 * matrix; a deleted or inactive role grants nothing, so switching a role off takes effect at once.
 */
export async function sessionRole(db: Db, account: AccountRow): Promise<SessionRole> {
  if (account.accountType === AccountType.ADMIN) return { _id: null, name: 'Admin', permissions: [], status: Status.ACTIVE };
  const role = account.roleId ? await findRoleView(db, account.roleId) : undefined;
  if (!role) return { _id: null, name: '', permissions: [], status: Status.INACTIVE };
  const active = role.status === Status.ACTIVE;
  return { _id: role._id, name: role.name, permissions: active ? role.permissions : [], status: active ? Status.ACTIVE : Status.INACTIVE };
}
