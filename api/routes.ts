import { healthRoutes } from './health/routes.ts';
import type { RouteDef } from './lib/route.ts';
import { roleRoutes } from './roles/routes.ts';
import { sessionRoutes } from './session/routes.ts';

/** Every REST route under /api/v1; adding an area adds one line here. */
export const routes: readonly RouteDef[] = [...healthRoutes, ...sessionRoutes, ...roleRoutes];
