import { dashboardResource } from '../features/dashboard/resource.ts';
import { galleriesResource } from '../features/galleries/resource.ts';
import { followUsResource } from '../features/follow-us/resource.ts';
import { hostsResource } from '../features/hosts/resource.ts';
import { menuResource } from '../features/menu/resource.ts';
import { newslettersResource } from '../features/newsletters/resource.ts';
import { rolesResource } from '../features/roles/resource.ts';
import { servicesResource } from '../features/services/resource.ts';
import { sectionsResource } from '../features/sections/resource.ts';
import { categoriesResource } from '../features/categories/resource.ts';
import { contactUsResource } from '../features/contact-us/resource.ts';
import { bookingsResource } from '../features/bookings/resource.ts';
import { tablesResource } from '../features/tables/resource.ts';
import { eventTicketsResource } from '../features/event-tickets/resource.ts';
import { subAdminsResource } from '../features/sub-admins/resource.ts';
import { usersResource } from '../features/users/resource.ts';
import { eventsResource } from '../features/events/resource.ts';
import { memoryEventsResource } from '../features/memory-events/resource.ts';
import { intellectualPropertiesResource } from '../features/intellectual-properties/resource.ts';
import { weekAnthemsResource } from '../features/week-anthems/resource.ts';
import type { Resource } from '../lib/resource.ts';

/** Every area built so far, in the sidebar order of §2.1; a new area is one line here. */
export const resources: readonly Resource[] = [dashboardResource, rolesResource, subAdminsResource, hostsResource, usersResource, eventsResource, eventTicketsResource, memoryEventsResource, intellectualPropertiesResource, weekAnthemsResource, servicesResource, sectionsResource, categoriesResource, tablesResource, newslettersResource, contactUsResource, bookingsResource, galleriesResource, menuResource, followUsResource];
