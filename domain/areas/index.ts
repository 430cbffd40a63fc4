import { followUsArea } from './follow-us.ts';
import { galleriesArea } from './galleries.ts';
import { hostsArea } from './hosts.ts';
import { menuArea } from './menu.ts';
import { rolesArea } from './roles.ts';
import { servicesArea } from './services.ts';
import { subAdminsArea } from './sub-admins.ts';
import { usersArea } from './users.ts';
import { sectionsArea } from './sections.ts';
import { categoriesArea } from './categories.ts';
import { tablesArea } from './tables.ts';
import { newslettersArea } from './newsletters.ts';
import { eventsArea } from './events.ts';
import { memoryEventsArea } from './memory-events.ts';
import { contactUsArea } from './contact-us.ts';
import { eventTicketsArea } from './event-tickets.ts';
import { intellectualPropertiesArea } from './intellectual-properties.ts';
import { weekAnthemsArea } from './week-anthems.ts';
import { bookingsArea } from './bookings.ts';

/** Every declared area; adding an area adds one line here. */
export const AREAS = [rolesArea, subAdminsArea, hostsArea, usersArea, eventsArea, eventTicketsArea, memoryEventsArea, intellectualPropertiesArea, weekAnthemsArea, servicesArea, galleriesArea, followUsArea, menuArea, sectionsArea, categoriesArea, tablesArea, newslettersArea, contactUsArea, bookingsArea] as const;
