import type { Command } from 'commander';

/** A top-level command: what `venue --help` lists without loading it, and how to load it when it runs. */
export interface CommandEntry {
  name: string;
  aliases?: readonly string[];
  description: string;
  load: () => Promise<Command>;
}

/**
 * Every top-level command, in the order `venue --help` lists them. Only the command a call names is
 * loaded (its GraphQL documents, schemas and client), so `venue --help` starts without any of them.
 * A test checks each entry against the command it loads.
 */
export const COMMANDS: readonly CommandEntry[] = [
  { name: 'login', description: 'sign in to a gateway and remember the session', load: async () => (await import('./commands/session/login.ts')).loginCommand },
  { name: 'logout', description: 'end the saved session on the server and forget it', load: async () => (await import('./commands/session/logout.ts')).logoutCommand },
  { name: 'whoami', description: 'show the signed-in account', load: async () => (await import('./commands/session/whoami.ts')).whoamiCommand },
  { name: 'token', description: 'print the token in use ($VENUE_TOKEN, else the saved login) on stdout', load: async () => (await import('./commands/session/token.ts')).tokenCommand },
  { name: 'roles', description: 'manage roles (Admin only)', load: async () => (await import('./commands/roles/roles.ts')).rolesCommand },
  { name: 'users', description: 'manage users (customers)', load: async () => (await import('./commands/users/users.ts')).usersCommand },
  { name: 'hosts', description: 'manage hosts', load: async () => (await import('./commands/hosts/hosts.ts')).hostsCommand },
  { name: 'event-tickets', description: "list, show, block, activate, delete or restore events' ticket sets", load: async () => (await import('./commands/event-tickets/event-tickets.ts')).eventTicketsCommand },
  { name: 'sub-admins', description: 'manage sub-admins (Admin only)', load: async () => (await import('./commands/sub-admins/sub-admins.ts')).subAdminsCommand },
  {
    name: 'intellectual-properties',
    aliases: ['ips'],
    description: 'list, show, add or change intellectual properties (event brands)',
    load: async () => (await import('./commands/intellectual-properties/intellectual-properties.ts')).intellectualPropertiesCommand,
  },
  { name: 'week-anthems', description: 'list, show or change the week anthems (Monday to Sunday)', load: async () => (await import('./commands/week-anthems/week-anthems.ts')).weekAnthemsCommand },
  { name: 'menu', description: 'list and show menu slots, show or hide them', load: async () => (await import('./commands/menu/menu.ts')).menuCommand },
  { name: 'events', description: 'list events, show, activate, delete or restore them', load: async () => (await import('./commands/events/events.ts')).eventsCommand },
  {
    name: 'memory-events',
    aliases: ['memories'],
    description: "list an event's pictures (memories), show or hide, delete or restore them",
    load: async () => (await import('./commands/memory-events/memory-events.ts')).memoryEventsCommand,
  },
  { name: 'services', description: 'list, show, activate, delete or restore services', load: async () => (await import('./commands/services/services.ts')).servicesCommand },
  { name: 'galleries', description: 'list gallery pictures, show or hide, delete or restore them', load: async () => (await import('./commands/galleries/galleries.ts')).galleriesCommand },
  { name: 'follow-us', description: 'list and show or hide the Follow Us pictures', load: async () => (await import('./commands/follow-us/follow-us.ts')).followUsCommand },
  { name: 'sections', description: 'list, show, activate, delete or restore sections (floors)', load: async () => (await import('./commands/sections/sections.ts')).sectionsCommand },
  { name: 'categories', description: 'list, show and switch categories; list and add their price records', load: async () => (await import('./commands/categories/categories.ts')).categoriesCommand },
  { name: 'tables', description: 'list tables by date, show, activate, feature, delete or restore them', load: async () => (await import('./commands/tables/tables.ts')).tablesCommand },
  { name: 'newsletters', description: 'list subscribers, send a newsletter and follow its delivery', load: async () => (await import('./commands/newsletters/newsletters.ts')).newslettersCommand },
  { name: 'contact-us', description: 'list enquiries from the venue’s site, mark them or set them back to pending', load: async () => (await import('./commands/contact-us/contact-us.ts')).contactUsCommand },
  { name: 'bookings', description: 'list bookings by type, payment status and day, or find them by booking id or email', load: async () => (await import('./commands/bookings/bookings.ts')).bookingsCommand },
  { name: 'export', description: 'download an area’s list as CSV, every row, with the list’s filters', load: async () => (await import('./commands/export/export.ts')).exportCommand },
  { name: 'media', description: 'upload pictures and PDFs', load: async () => (await import('./commands/media/media.ts')).mediaCommand },
  { name: 'smoke', description: 'check a gateway end to end: reachable, sign-in, one query', load: async () => (await import('./commands/tools/smoke.ts')).smokeCommand },
  { name: 'gql', description: 'send a raw GraphQL query or mutation and print its data (and any errors) as JSON', load: async () => (await import('./commands/tools/gql.ts')).gqlCommand },
  { name: 'completion', description: 'print a shell completion script: venue completion bash|zsh|fish', load: async () => (await import('./commands/tools/completion.ts')).completionCommand },
];

/** The entry a word names, by name or alias. */
export const findEntry = (word: string | undefined): CommandEntry | undefined => COMMANDS.find((entry) => entry.name === word || entry.aliases?.includes(word ?? ''));
