import { z } from 'zod';
import { ipOptionSchema } from '#domain/schemas/replies';
import { intellectualPropertiesArea } from '#domain/areas/intellectual-properties';
import { areaRoutes } from '../lib/area-routes.ts';
import { choicesRoute } from '../lib/choices-route.ts';
import type { GuardedRoute } from '../lib/route.ts';
import { allIps, createIp, findIp, listIps, updateIp } from './repository.ts';

/**
 * §7 intellectual property calls, guarded by the `intellectualProperties` module (§6): the standard
 * ones, and every IP by name for the event form's IP select, which those who add or edit events
 * may read too (names only), so that the form works for them without the IP screens.
 */
export const intellectualPropertyRoutes: GuardedRoute[] = [
  ...areaRoutes(intellectualPropertiesArea, { list: listIps, find: findIp, create: createIp, update: updateIp }),
  choicesRoute(intellectualPropertiesArea, '/get/all/intellectualProperty', { output: z.array(ipOptionSchema), readers: ['events'], read: ({ db }) => allIps(db) }),
];
