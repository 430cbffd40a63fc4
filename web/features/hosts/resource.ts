import { lazy } from 'react';
import type { Resource } from '../../lib/resource.ts';
import { deleteHost } from './api/deleteHost.ts';
import { listHosts } from './api/listHosts.ts';
import { setHostBlocked } from './api/setHostBlocked.ts';

const PALETTE_HITS = 20;

/** Hosts (§2.14), module `hosts`; found in the palette by name or email, blocked or unblocked there. */
export const hostsResource: Resource = {
  key: 'hosts',
  label: 'Hosts',
  path: '/hosts',
  icon: 'hosts',
  access: 'hosts',
  screens: {
    list: lazy(() => import('./components/HostList.tsx').then((m) => ({ default: m.HostList }))),
    new: lazy(() => import('./components/HostNew.tsx').then((m) => ({ default: m.HostNew }))),
    view: lazy(() => import('./components/HostDetail.tsx').then((m) => ({ default: m.HostDetail }))),
    edit: lazy(() => import('./components/HostEdit.tsx').then((m) => ({ default: m.HostEdit }))),
  },
  createLabel: 'New host',
  records: {
    noun: 'host',
    search: async (text) => {
      const page = await listHosts({ limit: PALETTE_HITS, offset: 0, search: text });
      return page.items.map((h) => ({ id: h.id, label: `${h.name} <${h.email}>`, isActive: !h.isBlocked }));
    },
    // "Active" here means not blocked, so the palette's toggle blocks and unblocks.
    setActive: (id, active) => setHostBlocked(id, !active),
    toggleLabels: { activate: 'Unblock', deactivate: 'Block', inactive: 'blocked' },
    remove: deleteHost,
  },
};
