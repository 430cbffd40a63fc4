import { lazy } from 'react';
import { memoryEventsArea } from '#domain/areas/memory-events';
import { areaResource } from '../../lib/area/areaResource.tsx';
import { lazyApi } from '../../lib/area/lazyApi.ts';
import type { memoryEventsApi as Calls } from './api.ts';

/** Its calls, loaded with its first screen or search. */
const api = lazyApi<typeof Calls>(async () => (await import('./api.ts')).memoryEventsApi, { list: true, get: true, create: true, update: true, setStatus: true, remove: true, restore: true });

/**
 * Memory Events (§2.14): a grid of events, each opening its pictures at /memoryEvents/:id/memories,
 * added and edited in a dialog there. Pictures have no name: the palette finds them by their event's
 * name, through the cross-area search, reads a found one by its id (`get`: no detail screen) and
 * shows it in its event's pictures; their deleted ones are restored from the event's screen.
 */
export const memoryEventsResource = areaResource({
  declaration: memoryEventsArea,
  singular: 'Memory',
  icon: 'camera',
  api,
  nameOf: () => 'Memory',
  screens: {
    list: lazy(() => import('./components/MemoryEventList.tsx').then((m) => ({ default: m.MemoryEventList }))),
    new: lazy(() => import('./components/MemoryNew.tsx').then((m) => ({ default: m.MemoryNew }))),
    view: false,
    edit: false,
  },
  nested: [{ suffix: '/memories', screen: lazy(() => import('./components/EventMemories.tsx').then((m) => ({ default: m.EventMemories }))), action: 'view' }],
  search: false,
  listedAt: (memory) => `/memoryEvents/${encodeURIComponent(memory.eventId)}/memories`,
});
