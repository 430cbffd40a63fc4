import { describe, expect, it } from 'vitest';
import { AccountType } from '#domain/codes';
import { MODULE_KEYS } from '#domain/modules';
import {
  can,
  canSee,
  completePermissions,
  emptyPermission,
  emptyPermissions,
  isAdmin,
  showsActionsColumn,
  tick,
  type Permission,
  type Principal,
} from '#domain/permissions';

const admin: Principal = { accountType: AccountType.ADMIN, permissions: [] };
const subAdmin = (...entries: Partial<Permission>[]): Principal => ({
  accountType: AccountType.SUB_ADMIN,
  permissions: entries.map((e) => ({ ...emptyPermission('events'), ...e })),
});

describe('§6 visibility', () => {
  it('shows the dashboard to everyone and every area to an Admin', () => {
    expect(canSee(subAdmin(), 'dashboard')).toBe(true);
    expect(isAdmin(admin)).toBe(true);
    for (const area of [...MODULE_KEYS, 'roles', 'subAdmins'] as const) expect(canSee(admin, area)).toBe(true);
  });

  it('shows a module to a sub-admin when any one flag of its entry is set', () => {
    for (const flag of ['all', 'add', 'view', 'edit', 'del'] as const) {
      expect(canSee(subAdmin({ name: 'events', [flag]: true }), 'events')).toBe(true);
    }
    expect(canSee(subAdmin({ name: 'events' }), 'events')).toBe(false);
  });

  it('hides modules without an entry, so Roles and Sub Admins are Admin-only', () => {
    const p = subAdmin({ name: 'events', all: true });
    expect(isAdmin(p)).toBe(false);
    expect(canSee(p, 'users')).toBe(false);
    expect(canSee(p, 'roles')).toBe(false);
    expect(canSee(p, 'subAdmins')).toBe(false);
  });
});

describe('§6 actions', () => {
  it('lets an Admin do anything, even with no entries', () => {
    expect(can(admin, 'roles', 'del')).toBe(true);
    expect(can(admin, 'users', 'add')).toBe(true);
  });

  it('needs the action flag or all', () => {
    const viewer = subAdmin({ name: 'events', view: true });
    expect(can(viewer, 'events', 'view')).toBe(true);
    expect(can(viewer, 'events', 'edit')).toBe(false);
    expect(can(viewer, 'events', 'del')).toBe(false);
    expect(can(viewer, 'events', 'add')).toBe(false);
    const everything = subAdmin({ name: 'events', all: true });
    for (const action of ['view', 'add', 'edit', 'del'] as const) expect(can(everything, 'events', action)).toBe(true);
    expect(can(everything, 'tables', 'view')).toBe(false);
    expect(can(everything, 'roles', 'view')).toBe(false);
  });

  it('shows the Actions column for all, view, edit or del, but not for add alone', () => {
    expect(showsActionsColumn(subAdmin({ name: 'events', add: true }), 'events')).toBe(false);
    for (const flag of ['all', 'view', 'edit', 'del'] as const) {
      expect(showsActionsColumn(subAdmin({ name: 'events', [flag]: true }), 'events')).toBe(true);
    }
    expect(showsActionsColumn(admin, 'roles')).toBe(true);
  });
});

describe('permission matrix', () => {
  it('starts with 17 rows, all off, in the spec order', () => {
    const matrix = emptyPermissions();
    expect(matrix.map((p) => p.name)).toEqual([...MODULE_KEYS]);
    expect(matrix.every((p) => !p.all && !p.add && !p.view && !p.edit && !p.del)).toBe(true);
  });

  it('completes a partial stored list to the full matrix, keeping stored flags', () => {
    const matrix = completePermissions([{ ...emptyPermission('menu'), view: true }]);
    expect(matrix).toHaveLength(17);
    expect(matrix.find((p) => p.name === 'menu')?.view).toBe(true);
    expect(matrix.find((p) => p.name === 'hosts')).toEqual(emptyPermission('hosts'));
  });

  it('§4: ticking All sets add, view, edit and del to the same value', () => {
    const on = tick(emptyPermissions(), 'users', 'all', true);
    expect(on.find((p) => p.name === 'users')).toEqual({ name: 'users', all: true, add: true, view: true, edit: true, del: true });
    const off = tick(on, 'users', 'all', false);
    expect(off.find((p) => p.name === 'users')).toEqual(emptyPermission('users'));
  });

  it('§4: unticking a single box leaves All as it was and touches no other row', () => {
    const on = tick(emptyPermissions(), 'users', 'all', true);
    const after = tick(on, 'users', 'edit', false);
    expect(after.find((p) => p.name === 'users')).toEqual({ name: 'users', all: true, add: true, view: true, edit: false, del: true });
    expect(after.filter((p) => p.name !== 'users')).toEqual(emptyPermissions().filter((p) => p.name !== 'users'));
    const single = tick(emptyPermissions(), 'menu', 'view', true);
    expect(single.find((p) => p.name === 'menu')).toEqual({ ...emptyPermission('menu'), view: true });
  });
});
