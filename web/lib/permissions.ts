import { isModuleKey } from '#domain/modules';
import type { Permission } from '#domain/permissions';

/** A permission row as GraphQL carries it (`module` instead of REST's `name`). */
export interface PermissionRow {
  module: string;
  all: boolean;
  add: boolean;
  view: boolean;
  edit: boolean;
  del: boolean;
}

/** GraphQL rows → the domain's matrix, dropping modules this build does not know. */
export const fromRows = (rows: readonly PermissionRow[]): Permission[] =>
  rows.flatMap(({ module, all, add, view, edit, del }) => (isModuleKey(module) ? [{ name: module, all, add, view, edit, del }] : []));

/** The domain's matrix → GraphQL input rows. */
export const toRows = (matrix: readonly Permission[]): PermissionRow[] =>
  matrix.map(({ name, all, add, view, edit, del }) => ({ module: name, all, add, view, edit, del }));
