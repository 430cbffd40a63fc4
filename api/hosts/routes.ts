import { hostsArea } from '#domain/areas/hosts';
import { areaRoutes } from '../lib/area-routes.ts';
import type { GuardedRoute } from '../lib/route.ts';
import { changeHost, createHost, findHost, hostsBulk, listHosts } from './repository.ts';

/** §7 Hosts calls, plus restore; module `hosts`. The block switch shares the update path. */
export const hostRoutes: GuardedRoute[] = areaRoutes(hostsArea, {
  list: listHosts,
  find: findHost,
  create: createHost,
  update: (db, actorId, id, form) => changeHost(db, actorId, id, { action: 'edit', form }),
  change: changeHost, bulk: hostsBulk,
});
