import { weekAnthemsArea } from '#domain/areas/week-anthems';
import { weekAnthemRecordSchema } from '#domain/schemas/replies';
import { areaRoutes } from '../lib/area-routes.ts';
import { HttpError } from '../lib/http-error.ts';
import type { GuardedRoute } from '../lib/route.ts';
import { WEEK_ANTHEM_MESSAGES } from './messages.ts';
import { findWeekAnthem, listWeekAnthems, updateWeekAnthem } from './repository.ts';

/**
 * §7 week anthem calls, guarded by the `weekAnthems` module (§6): the seven slots are read and
 * edited. §7 also names POST /create/weekAnthem; the slots are fixed (no add), so it answers 409
 * saying where the day's anthem is edited instead of a bare "Route not found".
 */
export const weekAnthemRoutes: GuardedRoute[] = [
  ...areaRoutes(weekAnthemsArea, { list: listWeekAnthems, find: findWeekAnthem, update: updateWeekAnthem }),
  {
    method: 'post',
    path: '/create/weekAnthem',
    area: weekAnthemsArea.access,
    action: 'add',
    output: weekAnthemRecordSchema,
    refusal: true,
    handler: async () => {
      throw new HttpError(409, WEEK_ANTHEM_MESSAGES.fixedSlots);
    },
  },
];
