import { weekAnthemsArea } from '#domain/areas/week-anthems';
import { areaRoutes } from '../lib/area-routes.ts';
import type { GuardedRoute } from '../lib/route.ts';
import { findWeekAnthem, listWeekAnthems, updateWeekAnthem } from './repository.ts';

/**
 * §7 week anthem calls, guarded by the `weekAnthems` module (§6): the seven slots are read and
 * edited. §7 also names POST /create/weekAnthem, but the slots are fixed (no add), so it is not offered.
 */
export const weekAnthemRoutes: GuardedRoute[] = areaRoutes(weekAnthemsArea, { list: listWeekAnthems, find: findWeekAnthem, update: updateWeekAnthem });
