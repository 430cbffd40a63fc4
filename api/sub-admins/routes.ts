import { subAdminsArea } from '#domain/areas/sub-admins';
import { areaRoutes } from '../lib/area-routes.ts';
import type { GuardedRoute } from '../lib/route.ts';
import { changeSubAdmin, createSubAdmin, findSubAdmin, listSubAdmins, subAdminsBulk, updateSubAdmin } from './repository.ts';

/** §7 Sub-admin calls; Admin-only by §6 since `subAdmins` has no module entry. The block switch shares the update path. */
export const subAdminRoutes: GuardedRoute[] = areaRoutes(subAdminsArea, {
  list: listSubAdmins,
  find: findSubAdmin,
  create: createSubAdmin,
  update: updateSubAdmin,
  change: changeSubAdmin, bulk: subAdminsBulk,
});
