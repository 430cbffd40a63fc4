import { menuListQuerySchema, menuStatusSchema, updateMenuSchema } from '#domain/schemas/menu';
import { HttpError } from '../lib/http-error.ts';
import type { GuardedRoute } from '../lib/route.ts';
import { validate } from '../lib/validate.ts';
import { MENU_MESSAGES } from './messages.ts';
import { changeMenu, findMenu, listMenus } from './repository.ts';

const area = 'menu';

/** §7 Menu calls: the fixed slots are read and edited, never added or deleted. */
export const menuRoutes: GuardedRoute[] = [
  {
    method: 'get',
    path: '/get/menu/list',
    area,
    action: 'view',
    // The spec's one list whose `data` is a plain array.
    handler: async ({ query }, { db }) => ({ message: MENU_MESSAGES.listed, data: await listMenus(db, validate(menuListQuerySchema, query).search) }),
  },
  {
    method: 'get',
    path: '/get/menu/:menuId',
    area,
    action: 'view',
    handler: async ({ params }, { db }) => {
      const menu = await findMenu(db, params.menuId ?? '');
      if (!menu) throw new HttpError(404, MENU_MESSAGES.notFound);
      return { message: MENU_MESSAGES.fetched, data: menu };
    },
  },
  {
    method: 'patch',
    path: '/update/menu',
    area,
    action: 'edit',
    handler: async ({ body, actor }, { db }) => {
      const { menuId, ...form } = validate(updateMenuSchema, body);
      return { message: MENU_MESSAGES.updated, data: await changeMenu(db, actor.id, menuId, { action: 'update', form }) };
    },
  },
  {
    method: 'patch',
    path: '/update/menu/status',
    area,
    action: 'edit',
    handler: async ({ body, actor }, { db }) => {
      const { menuId, status } = validate(menuStatusSchema, body);
      return { message: MENU_MESSAGES.statusUpdated, data: await changeMenu(db, actor.id, menuId, { action: 'status', status }) };
    },
  },
];
