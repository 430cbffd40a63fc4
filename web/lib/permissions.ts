import { isModuleKey } from '#domain/modules';
import type { Permission } from '#domain/permissions';
import { fromPermissionRow, toPermissionRow, type PermissionRow } from '#domain/permission-rows';

/** GraphQL rows → the domain's matrix, dropping modules this build does not know. */
export const fromRows = (rows: readonly PermissionRow[]): Permission[] =>
  rows.map(fromPermissionRow).flatMap(({ name, ...flags }) => (isModuleKey(name) ? [{ name, ...flags }] : []));

/** The domain's matrix → GraphQL input rows. */
export const toRows = (matrix: readonly Permission[]): PermissionRow[] => matrix.map(toPermissionRow);
