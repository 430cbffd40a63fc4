import { lazy } from 'react';
import type { Resource } from '../../lib/resource.ts';
import { listFollows } from './api/listFollows.ts';
import { setFollowStatus } from './api/setFollowStatus.ts';
import { followLabel } from './followLabel.ts';

/** Follow Us (§2.14): fixed pictures, no add or delete; the palette finds them by their label. */
export const followUsResource: Resource = {
  key: 'followUs',
  label: 'Follow Us',
  path: '/followUs',
  icon: 'image',
  access: 'followUs',
  screens: {
    list: lazy(() => import('./components/FollowList.tsx').then((m) => ({ default: m.FollowList }))),
  },
  records: {
    noun: 'follow-us image',
    search: async (text) => {
      const wanted = text.trim().toLowerCase();
      return (await listFollows())
        .map((follow) => ({ id: follow.id, label: followLabel(follow.position), isActive: follow.status === 'ACTIVE' }))
        .filter((hit) => hit.label.toLowerCase().includes(wanted));
    },
    setActive: setFollowStatus,
  },
};
