/** The 17 permission module keys of §3, in the sidebar's order. */
export const MODULE_KEYS = [
  'hosts',
  'users',
  'events',
  'eventTickets',
  'memoryEvents',
  'intellectualProperties',
  'weekAnthems',
  'services',
  'sections',
  'categories',
  'tables',
  'newsletters',
  'contactUs',
  'bookings',
  'galleries',
  'menu',
  'followUs',
] as const;
export type ModuleKey = (typeof MODULE_KEYS)[number];

/** Areas with no module entry of their own: only an Admin reaches them (§6, DESIGN §4). */
export const ADMIN_ONLY_AREAS = ['roles', 'subAdmins'] as const;
export type AdminOnlyArea = (typeof ADMIN_ONLY_AREAS)[number];

/** Anything a route or screen can be guarded by. */
export type AccessArea = ModuleKey | AdminOnlyArea;

/** Human names used in the "Assign Permissions" grid and the role detail table. */
export const MODULE_LABELS: Record<ModuleKey, string> = {
  hosts: 'Hosts',
  users: 'Users',
  events: 'Events',
  eventTickets: 'Event Tickets',
  memoryEvents: 'Memory Events',
  intellectualProperties: "IP's",
  weekAnthems: 'Week Anthems',
  services: 'Services',
  sections: 'Sections',
  categories: 'Categories',
  tables: 'Tables',
  newsletters: 'News Letters',
  contactUs: 'Contact Us',
  bookings: 'Bookings',
  galleries: 'Gallery',
  menu: 'Menu',
  followUs: 'Follow Us',
};

export const isModuleKey = (value: string): value is ModuleKey =>
  (MODULE_KEYS as readonly string[]).includes(value);
