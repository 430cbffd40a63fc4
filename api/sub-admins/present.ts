import type { AccountRow } from '../db/schema.ts';
import { isoTimestamps } from '../lib/iso-timestamps.ts';

/** An account row with its role's id and name (null when it has none). */
export interface SubAdminRecord {
  account: AccountRow;
  role: { id: string; name: string } | null;
}

/** The REST shape of a sub-admin: never the password or its hash, only that one is set (DESIGN §4). */
export const presentSubAdmin = ({ account, role }: SubAdminRecord) => ({
  _id: account.id,
  name: account.name,
  email: account.email,
  roleId: role ? { _id: role.id, name: role.name } : null,
  isBlocked: account.isBlocked,
  passwordSet: account.passwordHash.length > 0,
  ...isoTimestamps(account),
});
export type SubAdminView = ReturnType<typeof presentSubAdmin>;
