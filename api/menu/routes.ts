import { menuArea } from '#domain/areas/menu';
import { areaRoutes } from '../lib/area-routes.ts';
import type { GuardedRoute } from '../lib/route.ts';
import { changeMenu, findMenu, listMenus } from './repository.ts';

/** §7 Menu calls: the fixed slots are read and edited, never added or deleted. */
export const menuRoutes: GuardedRoute[] = areaRoutes(menuArea, {
  // The spec's one list whose `data` is a plain array: every slot, so no pages.
  list: (db, query) => listMenus(db, query.search),
  find: findMenu,
  update: (db, actorId, id, form) => changeMenu(db, actorId, id, { action: 'update', form }),
  change: changeMenu,
});
