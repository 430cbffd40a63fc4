import { AccountType } from './codes.ts';
import { MODULE_KEYS, type AccessArea, type ModuleKey } from './modules.ts';

/** One row of a role's permission matrix (§3). */
export interface Permission {
  name: ModuleKey;
  all: boolean;
  add: boolean;
  view: boolean;
  edit: boolean;
  del: boolean;
}

export type PermissionFlag = 'all' | 'add' | 'view' | 'edit' | 'del';
/** What a route or button does; a status switch counts as `edit`. */
export type Action = 'view' | 'add' | 'edit' | 'del';

/** The part of a signed-in account that access decisions need. */
export interface Principal {
  accountType: number;
  permissions: readonly Permission[];
}

export const isAdmin = (p: Principal): boolean => p.accountType === AccountType.ADMIN;

const entryFor = (p: Principal, area: AccessArea): Permission | undefined =>
  p.permissions.find((entry) => entry.name === area);

/**
 * §6 visibility: an Admin sees every area; anyone else sees a module whose entry has at least one
 * flag set. Areas with no entry (Roles, Sub Admins) are therefore Admin-only.
 */
export function canSee(p: Principal, area: AccessArea | 'dashboard'): boolean {
  if (area === 'dashboard' || isAdmin(p)) return true;
  const entry = entryFor(p, area);
  return !!entry && (entry.all || entry.add || entry.view || entry.edit || entry.del);
}

/**
 * Reading an area (its list and records, their export and search hits, its dashboard figures) is open to
 * whoever sees it (§6 visibility, any flag): §6 shows such a role the screen, and its edit and delete
 * links need the list to be there. The API applies it to every `view` route.
 */
export const canRead = (p: Principal, area: AccessArea): boolean => canSee(p, area);

/** §6 per-action rule: the action's own flag or `all`. The API applies it to every route but reads (canRead). */
export function can(p: Principal, area: AccessArea, action: Action): boolean {
  if (isAdmin(p)) return true;
  const entry = entryFor(p, area);
  return !!entry && (entry.all || entry[action]);
}

/** §6: the Actions column shows if any of all, view, edit or del is set. */
export function showsActionsColumn(p: Principal, area: AccessArea): boolean {
  return can(p, area, 'view') || can(p, area, 'edit') || can(p, area, 'del');
}

export const emptyPermission = (name: ModuleKey): Permission => ({
  name,
  all: false,
  add: false,
  view: false,
  edit: false,
  del: false,
});

/** A full matrix with every flag off, one row per module, in the spec's order. */
export const emptyPermissions = (): Permission[] => MODULE_KEYS.map(emptyPermission);

/**
 * Lays a stored (possibly partial) list over the full matrix so the grid always shows 17 rows.
 */
export function completePermissions(stored: readonly Permission[]): Permission[] {
  return MODULE_KEYS.map((name) => ({ ...emptyPermission(name), ...stored.find((p) => p.name === name) }));
}

/**
 * §4: ticking "All" sets add, view, edit and del to the same value; a single box changes only
 * itself and leaves "All" as it was.
 */
export function tick(matrix: readonly Permission[], name: ModuleKey, flag: PermissionFlag, value: boolean): Permission[] {
  return matrix.map((row) => {
    if (row.name !== name) return row;
    if (flag === 'all') return { ...row, all: value, add: value, view: value, edit: value, del: value };
    return { ...row, [flag]: value };
  });
}
