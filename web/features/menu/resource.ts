import { lazy } from 'react';
import { menuArea } from '#domain/areas/menu';
import { areaResource } from '../../lib/area/areaResource.tsx';
import { mediaUrl } from '../../lib/media/mediaUrl.ts';
import { lazyApi } from '../../lib/area/lazyApi.ts';
import type { menuApi as Calls } from './api.ts';

/** Its calls, loaded with its first screen or search. */
const api = lazyApi<typeof Calls>(async () => (await import('./api.ts')).menuApi, { list: true, get: true, update: true, setStatus: true });

/** Menu (§2.8): fixed slots in a card grid, edited on their own screen; found in the palette by name, with "Open PDF". */
export const menuResource = areaResource({
  declaration: menuArea,
  singular: 'Menu',
  icon: 'book',
  api,
  nameOf: (menu) => menu.name,
  fields: {
    // The list is the card grid of its own screen: no columns.
    columns: () => Promise.resolve({ columns: [] }),
    forms: async () => (await import('./forms.ts')).menuForms,
  },
  // The spec gives the menu no detail screen: `get` serves the edit form.
  screens: { list: lazy(() => import('./components/MenuList.tsx').then((m) => ({ default: m.MenuList }))), view: false },
  search: async (text) =>
    (await api.list({ limit: 0, offset: 0, search: text })).items.map((menu) => ({
      id: menu.id,
      label: menu.name,
      isActive: menu.status === 'ACTIVE',
      links: menu.pdf ? [{ label: 'Open PDF', href: mediaUrl(menu.pdf) }] : [],
    })),
});
