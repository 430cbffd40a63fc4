import { AccountType, Status } from '#domain/codes';
import type { Permission } from '#domain/permissions';
import type { Db } from '../db/database.ts';
import type { AccountRow } from '../db/schema.ts';
import { findRoleView } from '../roles/repository.ts';

/** The `roleId` object of /login and /me (docs/contracts.md). */
export interface SessionRole {
  _id: string | null;
  name: string;
  permissions: Permission[];
}

/**
 * An Admin passes every check by type and gets no permission list. A Sub Admin gets the role's
 * matrix; a deleted or inactive role grants nothing, so switching a role off takes effect at once.
 */
export async function sessionRole(db: Db, account: AccountRow): Promise<SessionRole> {
  if (account.accountType === AccountType.ADMIN) return { _id: null, name: 'Admin', permissions: [] };
  const role = account.roleId ? await findRoleView(db, account.roleId) : undefined;
  if (!role) return { _id: null, name: '', permissions: [] };
  return { _id: role._id, name: role.name, permissions: role.status === Status.ACTIVE ? role.permissions : [] };
}
