import type { AccessArea } from '#domain/modules';
import { followLabel } from '#domain/follow-us';
import { AREAS } from '#domain/areas/index';
import { BOOKING_ID_PREFIX } from '#domain/bookings';
import { WEEK_DAYS } from '#domain/week-days';

/**
 * One area's records as the cross-area search reads them (plain SQL over the area's table): `from`
 * names the rows (alias `r`), `texts` the expressions a search text is matched against (each with
 * a trigram index, migration 0008, and on the large tables a pattern index too, 0012), `label` what
 * the palette shows, `active` whether the record is on.
 */
export interface SearchSource {
  area: string;
  access: AccessArea;
  from: string;
  live: string;
  texts: readonly string[];
  label: string;
  active: string;
  /**
   * A code made of a fixed start and digits (a booking id) and the expression holding it: matched
   * as typed in upper case, so its own index serves, and only where such a code can hold the text
   * (api/search/tiers.ts). `texts` are matched beside it as words.
   */
  code?: { expression: string; start: string };
}

const person = (table: string, live = 'r.is_delete = false', active = 'true') => ({
  from: `${table} r`,
  live,
  texts: [`lower(r.first_name || ' ' || r.last_name)`, 'lower(r.email)'],
  label: `r.first_name || ' ' || r.last_name || ' <' || r.email || '>'`,
  active,
});
const named = (table: string, column = 'name', live = 'r.is_delete = false') => ({ from: `${table} r`, live, texts: [`lower(r.${column})`], label: `r.${column}`, active: 'r.status = 1' });
const fileName = `regexp_replace(r.image, '^.*/', '')`;
// A week anthem is named by its day, which is stored as its number (1 Monday … 7 Sunday).
const dayName = `(array[${WEEK_DAYS.map((day) => `'${day.label}'`).join(', ')}])[r.week_day]`;

const followSlot = `'${followLabel(0).replace(/0$/, '')}' || r.position`;

const SOURCES: Record<string, Omit<SearchSource, 'area' | 'access'>> = {
  roles: named('roles'),
  subAdmins: { ...person('accounts', 'r.is_delete = false and r.account_type = 2', 'not r.is_blocked'), texts: ['lower(r.name)', 'lower(r.email)'], label: `r.name || ' <' || r.email || '>'` },
  hosts: person('hosts', 'r.is_delete = false', 'not r.is_blocked'),
  users: person('users'),
  services: named('services', 'title'),
  // The fixed slots are named by their position ("Follow Us image 3"), as the console names them; a handful of rows, read whole.
  followUs: { from: 'follows r', live: 'true', texts: [`lower(${followSlot})`], label: followSlot, active: 'r.status = 1' },
  galleries: { from: 'galleries r', live: 'r.is_delete = false', texts: [`lower(${fileName})`], label: `'Gallery image · ' || ${fileName}`, active: 'r.status = 1' },
  menu: named('menus', 'name', 'true'),
  sections: named('sections'),
  categories: named('categories'),
  tables: named('tables'),
  intellectualProperties: { ...named('intellectual_properties', 'name', 'true'), active: 'true', texts: ['lower(r.name)', 'lower(r.full_name)'] },
  weekAnthems: { from: 'week_anthems r', live: 'true', texts: [`lower(${dayName})`, 'lower(r.offer)'], label: dayName, active: 'true' },
  // An event is found by its name or its IP's, as the events list searches; weekly nights share a name, so its label names the IP and the day as the console does.
  events: {
    ...named('events'),
    from: 'events r left join intellectual_properties ip on ip.id = r.ip_id',
    texts: ['lower(r.name)', 'lower(ip.name)'],
    label: `r.name || coalesce(' (' || ip.name || ')', '') || ' · ' || to_char(r.date, 'Mon DD, YYYY')`,
  },
  // Not blocked: the palette's hint ("blocked") and its Block / Unblock read this; the status is apart.
  eventTickets: { from: 'event_tickets r join events e on e.id = r.event_id', live: 'r.is_delete = false', texts: ['lower(e.name)'], label: `e.name || ' · ' || to_char(e.date, 'Mon DD, YYYY')`, active: 'not r.is_blocked' },
  memoryEvents: { from: 'event_memories r join events e on e.id = r.event_id', live: 'r.is_delete = false', texts: ['lower(e.name)'], label: `'Memory · ' || e.name`, active: 'r.status = 1' },
  newsletters: { from: 'newsletter_subscribers r', live: 'true', texts: ['lower(r.email)'], label: 'r.email', active: 'r.is_subscribed' },
  contactUs: person('contact_us', 'r.is_delete = false', 'r.status = 1'),
  // A booking is found by its id or by its guest's email (users' email indexes, then bookings by user).
  bookings: { from: 'bookings r join users u on u.id = r.user_id', live: 'true', texts: ['lower(u.email)'], code: { expression: 'r.code', start: BOOKING_ID_PREFIX }, label: `r.code || ' · ' || u.email`, active: 'true' },
};

/** Every area with records, in the sidebar's order. */
export const SEARCH_SOURCES: readonly SearchSource[] = AREAS.flatMap((area) => {
  const source = SOURCES[area.key];
  return source ? [{ area: area.key, access: area.access, ...source }] : [];
});
