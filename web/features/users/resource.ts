import { lazy } from 'react';
import type { Resource } from '../../lib/resource.ts';
import { deleteUser } from './api/deleteUser.ts';
import { listUsers } from './api/listUsers.ts';

const PALETTE_HITS = 20;

/** Users (§2.6), module `users`; found in the palette by name or email. */
export const usersResource: Resource = {
  key: 'users',
  label: 'Users',
  path: '/users',
  icon: 'users',
  access: 'users',
  screens: {
    list: lazy(() => import('./components/UserList.tsx').then((m) => ({ default: m.UserList }))),
    new: lazy(() => import('./components/UserNew.tsx').then((m) => ({ default: m.UserNew }))),
    view: lazy(() => import('./components/UserDetail.tsx').then((m) => ({ default: m.UserDetail }))),
    edit: lazy(() => import('./components/UserEdit.tsx').then((m) => ({ default: m.UserEdit }))),
  },
  createLabel: 'New user',
  records: {
    noun: 'user',
    search: async (text) => {
      const page = await listUsers({ limit: PALETTE_HITS, offset: 0, search: text });
      return page.items.map((u) => ({ id: u.id, label: `${u.name} <${u.email}>`, isActive: true }));
    },
    remove: deleteUser,
  },
};
