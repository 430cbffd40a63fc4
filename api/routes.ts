import { followRoutes } from './follow-us/routes.ts';
import { galleryRoutes } from './galleries/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { hostRoutes } from './hosts/routes.ts';
import type { RouteDef } from './lib/route.ts';
import { menuRoutes } from './menu/routes.ts';
import { newsletterRoutes } from './newsletters/routes.ts';
import { roleRoutes } from './roles/routes.ts';
import { sectionRoutes } from './sections/routes.ts';
import { serviceRoutes } from './services/routes.ts';
import { categoryRoutes } from './categories/routes.ts';
import { contactUsRoutes } from './contact-us/routes.ts';
import { tableRoutes } from './tables/routes.ts';
import { eventTicketRoutes } from './event-tickets/routes.ts';
import { sessionRoutes } from './session/routes.ts';
import { subAdminRoutes } from './sub-admins/routes.ts';
import { userRoutes } from './users/routes.ts';
import { eventRoutes } from './events/routes.ts';
import { memoryRoutes } from './memory-events/routes.ts';
import { intellectualPropertyRoutes } from './intellectual-properties/routes.ts';
import { weekAnthemRoutes } from './week-anthems/routes.ts';
import { bookingRoutes } from './bookings/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { exportRoutes } from './export/routes.ts';

/** Every REST route under /api/v1; adding an area adds one line here. */
export const routes: readonly RouteDef[] = [...healthRoutes, ...sessionRoutes, ...roleRoutes, ...menuRoutes, ...subAdminRoutes, ...serviceRoutes, ...galleryRoutes, ...userRoutes, ...hostRoutes, ...followRoutes, ...sectionRoutes, ...categoryRoutes, ...tableRoutes, ...newsletterRoutes, ...eventRoutes, ...eventTicketRoutes, ...memoryRoutes, ...intellectualPropertyRoutes, ...weekAnthemRoutes, ...contactUsRoutes, ...bookingRoutes, ...searchRoutes, ...dashboardRoutes, ...exportRoutes];
