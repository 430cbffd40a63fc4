import { lazy } from 'react';
import { followUsArea } from '#domain/areas/follow-us';
import { areaResource } from '../../lib/area/areaResource.tsx';
import { lazyApi } from '../../lib/area/lazyApi.ts';
import type { followUsApi as Calls } from './api.ts';
import { followLabel } from '#domain/follow-us';

/** Its calls, loaded with its first screen or search. */
const api = lazyApi<typeof Calls>(async () => (await import('./api.ts')).followUsApi, { list: true, update: true, setStatus: true });

/** Follow Us (§2.14): fixed pictures in a card grid, replaced in a dialog there; the palette finds them by their label. */
export const followUsResource = areaResource({
  declaration: followUsArea,
  singular: 'Follow Us image',
  noun: 'follow-us image',
  icon: 'image',
  api,
  nameOf: (follow) => followLabel(follow.position),
  screens: { list: lazy(() => import('./components/FollowList.tsx').then((m) => ({ default: m.FollowList }))), edit: false },
  search: async (text) => {
    const wanted = text.trim().toLowerCase();
    return (await api.list()).items
      .map((follow) => ({ id: follow.id, label: followLabel(follow.position), isActive: follow.status === 'ACTIVE' }))
      .filter((hit) => hit.label.toLowerCase().includes(wanted));
  },
});
