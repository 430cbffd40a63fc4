import { followUsArea } from '#domain/areas/follow-us';
import { areaRoutes } from '../lib/area-routes.ts';
import type { GuardedRoute } from '../lib/route.ts';
import { changeFollow, followUsBulk, listFollows } from './repository.ts';

/** §7 Follow us calls: the fixed slots are listed and edited, never added or deleted. */
export const followRoutes: GuardedRoute[] = areaRoutes(followUsArea, {
  list: listFollows,
  update: (db, actorId, id, { image }) => changeFollow(db, actorId, id, { action: 'update', image }),
  change: changeFollow, bulk: followUsBulk,
});
