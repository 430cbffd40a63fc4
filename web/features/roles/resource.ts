import { lazy } from 'react';
import type { Resource } from '../../lib/resource.ts';
import { deleteRole } from './api/deleteRole.ts';
import { listRoles } from './api/listRoles.ts';
import { setRoleStatus } from './api/setRoleStatus.ts';

const PALETTE_HITS = 20;

/** Roles (§2.7), Admin-only; found in the palette by name. */
export const rolesResource: Resource = {
  key: 'roles',
  label: 'Roles',
  path: '/roles',
  icon: 'roles',
  access: 'roles',
  screens: {
    list: lazy(() => import('./components/RoleList.tsx').then((m) => ({ default: m.RoleList }))),
    new: lazy(() => import('./components/RoleNew.tsx').then((m) => ({ default: m.RoleNew }))),
    view: lazy(() => import('./components/RoleDetail.tsx').then((m) => ({ default: m.RoleDetail }))),
    edit: lazy(() => import('./components/RoleEdit.tsx').then((m) => ({ default: m.RoleEdit }))),
  },
  createLabel: 'New role',
  records: {
    noun: 'role',
    search: async (text) => {
      const page = await listRoles({ limit: PALETTE_HITS, offset: 0, search: text });
      return page.items.map((role) => ({ id: role.id, label: role.name, isActive: role.status === 'ACTIVE' }));
    },
    setActive: setRoleStatus,
    remove: deleteRole,
  },
};
