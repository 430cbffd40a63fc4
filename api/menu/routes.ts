import { z } from 'zod';
import { menuRecordSchema } from '#domain/schemas/replies';
import { menuArea } from '#domain/areas/menu';
import { areaRoutes } from '../lib/area-routes.ts';
import type { GuardedRoute } from '../lib/route.ts';
import { changeMenu, findMenu, listMenus, menuBulk } from './repository.ts';

/** §7 Menu calls: the fixed slots are read and edited, never added or deleted. */
export const menuRoutes: GuardedRoute[] = areaRoutes(menuArea, {
  // The spec's one list whose `data` is a plain array: every slot, so no pages.
  list: (db, query) => listMenus(db, query.search, query.status, query.sort),
  find: findMenu,
  update: (db, actorId, id, form) => changeMenu(db, actorId, id, { action: 'update', form }),
  change: changeMenu, bulk: menuBulk,
}, { outputs: { list: z.array(menuRecordSchema) } });
