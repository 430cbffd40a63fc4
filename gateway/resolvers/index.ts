import type { Resolvers } from '#gql/resolvers';
import { baseResolvers } from './base/index.ts';
import { followUsResolvers } from './follow-us/index.ts';
import { galleriesResolvers } from './galleries/index.ts';
import { hostsResolvers } from './hosts/index.ts';
import { menuResolvers } from './menu/index.ts';
import { newslettersResolvers } from './newsletters/index.ts';
import { rolesResolvers } from './roles/index.ts';
import { sectionsResolvers } from './sections/index.ts';
import { servicesResolvers } from './services/index.ts';
import { categoriesResolvers } from './categories/index.ts';
import { contactUsResolvers } from './contact-us/index.ts';
import { tablesResolvers } from './tables/index.ts';
import { eventTicketsResolvers } from './event-tickets/index.ts';
import { sessionResolvers } from './session/index.ts';
import { subAdminsResolvers } from './sub-admins/index.ts';
import { usersResolvers } from './users/index.ts';
import { eventsResolvers } from './events/index.ts';
import { memoryEventsResolvers } from './memory-events/index.ts';
import { intellectualPropertiesResolvers } from './intellectual-properties/index.ts';
import { weekAnthemsResolvers } from './week-anthems/index.ts';
import { bookingsResolvers } from './bookings/index.ts';
import { searchResolvers } from './search/index.ts';
import { dashboardResolvers } from './dashboard/index.ts';

/** Every area registers its resolvers here: one line per area. */
const areas: Resolvers[] = [baseResolvers, sessionResolvers, rolesResolvers, menuResolvers, servicesResolvers, galleriesResolvers, usersResolvers, hostsResolvers, subAdminsResolvers, followUsResolvers, sectionsResolvers, categoriesResolvers, tablesResolvers, intellectualPropertiesResolvers, weekAnthemsResolvers, eventTicketsResolvers, contactUsResolvers, eventsResolvers, memoryEventsResolvers, newslettersResolvers, bookingsResolvers, searchResolvers, dashboardResolvers];

/**
 * The gateway's resolver map: every type an area resolves (Query, Mutation and object types with
 * fields of their own, such as DataLoader-backed ones) merged field by field, so none is dropped.
 */
export const resolvers: Resolvers = areas.reduce<Record<string, Record<string, unknown>>>((merged, area) => {
  for (const [type, fields] of Object.entries(area)) {
    // A scalar or enum map is an instance, not a field map: it is taken as it is.
    const isFieldMap = Object.getPrototypeOf(fields) === Object.prototype;
    merged[type] = isFieldMap ? { ...merged[type], ...(fields as Record<string, unknown>) } : (fields as Record<string, unknown>);
  }
  return merged;
}, {}) as Resolvers;
