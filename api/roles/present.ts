import { completePermissions } from '#domain/permissions';
import type { RoleRow } from '../db/schema.ts';
import { isoTimestamps } from '../lib/iso-timestamps.ts';

/** The REST shape of a role: `_id`, ISO timestamps, all 17 modules in the spec's order. */
export const presentRole = (row: RoleRow) => ({
  _id: row.id,
  name: row.name,
  status: row.status,
  ...isoTimestamps(row),
  permissions: completePermissions(row.permissions),
});
export type RoleView = ReturnType<typeof presentRole>;
