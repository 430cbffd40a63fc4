import { servicesArea } from '#domain/areas/services';
import { areaRoutes } from '../lib/area-routes.ts';
import type { GuardedRoute } from '../lib/route.ts';
import { changeService, createService, findService, listServices, servicesBulk, updateService } from './repository.ts';

/** §7 Services calls, guarded by the `services` module (§6): all standard. */
export const serviceRoutes: GuardedRoute[] = areaRoutes(servicesArea, { list: listServices, find: findService, create: createService, update: updateService, change: changeService, bulk: servicesBulk });
