import { lazy } from 'react';
import type { Resource } from '../../lib/resource.ts';
import { deleteSubAdmin } from './api/deleteSubAdmin.ts';
import { listSubAdmins } from './api/listSubAdmins.ts';
import { setSubAdminBlocked } from './api/setSubAdminBlocked.ts';

const PALETTE_HITS = 20;

/** Sub Admins (§2.14), Admin-only; found in the palette by name or email, blocked or unblocked there. */
export const subAdminsResource: Resource = {
  key: 'subAdmins',
  label: 'Sub Admins',
  path: '/subAdmins',
  icon: 'subAdmins',
  access: 'subAdmins',
  screens: {
    list: lazy(() => import('./components/SubAdminList.tsx').then((m) => ({ default: m.SubAdminList }))),
    new: lazy(() => import('./components/SubAdminNew.tsx').then((m) => ({ default: m.SubAdminNew }))),
    view: lazy(() => import('./components/SubAdminDetail.tsx').then((m) => ({ default: m.SubAdminDetail }))),
    edit: lazy(() => import('./components/SubAdminEdit.tsx').then((m) => ({ default: m.SubAdminEdit }))),
  },
  createLabel: 'New sub-admin',
  records: {
    noun: 'sub-admin',
    search: async (text) => {
      const page = await listSubAdmins({ limit: PALETTE_HITS, offset: 0, search: text });
      return page.items.map((s) => ({ id: s.id, label: `${s.name} <${s.email}>`, isActive: !s.isBlocked }));
    },
    // "Active" here means not blocked, so the palette's toggle blocks and unblocks.
    setActive: (id, active) => setSubAdminBlocked(id, !active),
    toggleLabels: { activate: 'Unblock', deactivate: 'Block', inactive: 'blocked' },
    remove: deleteSubAdmin,
  },
};
