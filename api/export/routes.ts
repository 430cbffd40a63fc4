import { bookingsExport } from '../bookings/export.ts';
import { categoriesExport } from '../categories/export.ts';
import { contactUsExport } from '../contact-us/export.ts';
import { eventTicketsExport } from '../event-tickets/export.ts';
import { eventsExport } from '../events/export.ts';
import { followUsExport } from '../follow-us/export.ts';
import { galleriesExport } from '../galleries/export.ts';
import { hostsExport } from '../hosts/export.ts';
import { intellectualPropertiesExport } from '../intellectual-properties/export.ts';
import { memoryEventsExport } from '../memory-events/export.ts';
import { menuExport } from '../menu/export.ts';
import { newslettersExport } from '../newsletters/export.ts';
import { rolesExport } from '../roles/export.ts';
import { sectionsExport } from '../sections/export.ts';
import { servicesExport } from '../services/export.ts';
import { subAdminsExport } from '../sub-admins/export.ts';
import { tablesExport } from '../tables/export.ts';
import { usersExport } from '../users/export.ts';
import { weekAnthemsExport } from '../week-anthems/export.ts';
import type { GuardedRoute } from '../lib/route.ts';
import { exportRoute } from './export-route.ts';

/** `GET /export/<area>.csv` of every area with a list; adding an area's export adds one line here. */
export const exportRoutes: GuardedRoute[] = [
  exportRoute(rolesExport),
  exportRoute(subAdminsExport),
  exportRoute(hostsExport),
  exportRoute(usersExport),
  exportRoute(eventsExport),
  exportRoute(eventTicketsExport),
  exportRoute(memoryEventsExport),
  exportRoute(intellectualPropertiesExport),
  exportRoute(weekAnthemsExport),
  exportRoute(servicesExport),
  exportRoute(galleriesExport),
  exportRoute(followUsExport),
  exportRoute(menuExport),
  exportRoute(sectionsExport),
  exportRoute(categoriesExport),
  exportRoute(tablesExport),
  exportRoute(newslettersExport),
  exportRoute(contactUsExport),
  exportRoute(bookingsExport),
];
