import { menuListQuerySchema, menuStatusSchema, updateMenuSchema } from '#domain/schemas/menu';
import type { GuardedRoute } from '../lib/route.ts';
import { standardRoute, type StandardArea } from '../lib/standard-route.ts';
import { validate } from '../lib/validate.ts';
import { MENU_MESSAGES } from './messages.ts';
import { changeMenu, findMenu, listMenus, type MenuChange } from './repository.ts';

const menu: StandardArea<MenuChange, 'menuId'> = { area: 'menu', idKey: 'menuId', notFound: MENU_MESSAGES.notFound, change: changeMenu };

/** §7 Menu calls: the fixed slots are read and edited, never added or deleted. */
export const menuRoutes: GuardedRoute[] = [
  {
    method: 'get',
    path: '/get/menu/list',
    area: menu.area,
    action: 'view',
    // The spec's one list whose `data` is a plain array.
    handler: async ({ query }, { db }) => ({ message: MENU_MESSAGES.listed, data: await listMenus(db, validate(menuListQuerySchema, query).search) }),
  },
  standardRoute.get(menu, '/get/menu/:menuId', MENU_MESSAGES.fetched, findMenu),
  {
    method: 'patch',
    path: '/update/menu',
    area: menu.area,
    action: 'edit',
    handler: async ({ body, actor }, { db }) => {
      const { menuId, ...form } = validate(updateMenuSchema, body);
      return { message: MENU_MESSAGES.updated, data: await changeMenu(db, actor.id, menuId, { action: 'update', form }) };
    },
  },
  standardRoute.status(menu, '/update/menu/status', menuStatusSchema, MENU_MESSAGES.statusUpdated),
];
