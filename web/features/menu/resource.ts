import { lazy } from 'react';
import { mediaUrl } from '../../lib/media/mediaUrl.ts';
import type { Resource } from '../../lib/resource.ts';
import { listMenus } from './api/listMenus.ts';
import { setMenuStatus } from './api/setMenuStatus.ts';

/** Menu (§2.8): fixed slots, no add or delete; found in the palette by name, with "Open PDF". */
export const menuResource: Resource = {
  key: 'menu',
  label: 'Menu',
  path: '/menu',
  icon: 'book',
  access: 'menu',
  screens: {
    list: lazy(() => import('./components/MenuList.tsx').then((m) => ({ default: m.MenuList }))),
    edit: lazy(() => import('./components/MenuEdit.tsx').then((m) => ({ default: m.MenuEdit }))),
  },
  records: {
    noun: 'menu',
    search: async (text) =>
      (await listMenus(text)).map((menu) => ({
        id: menu.id,
        label: menu.name,
        isActive: menu.status === 'ACTIVE',
        links: menu.pdf ? [{ label: 'Open PDF', href: mediaUrl(menu.pdf) }] : [],
      })),
    setActive: setMenuStatus,
  },
};
