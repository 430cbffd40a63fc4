import { eventsArea } from '#domain/areas/events';
import { areaResource } from '../../lib/area/areaResource.tsx';
import { lazyApi } from '../../lib/area/lazyApi.ts';
import { formatVenueDate } from '../../lib/venueCalendar.ts';
import type { eventsApi as Calls } from './api.ts';

/** Its calls, loaded with its first screen or search. */
const api = lazyApi<typeof Calls>(async () => (await import('./api.ts')).eventsApi, { list: true, get: true, create: true, update: true, setStatus: true, remove: true, restore: true });

/**
 * Events (§2.9): list, add, detail, edit, status; delete from the detail screen and the palette
 * (the list's Actions are view and edit). Found in the palette by name or IP, with jumps to the
 * event's tickets and memories.
 */
export const eventsResource = areaResource({
  declaration: eventsArea,
  singular: 'Event',
  icon: 'events',
  api,
  nameOf: (event) => event.name,
  // Weekly nights share a name: the day tells them apart, as the server's search labels do.
  hitLabel: (event) => `${event.ip ? `${event.name} (${event.ip.name})` : event.name} · ${formatVenueDate(event.date)}`,
  fields: {
    columns: async () => (await import('./columns.tsx')).eventColumns,
    forms: async () => (await import('./forms.ts')).eventForms,
  },
  deleteInList: false,
  related: (id) => [
    { label: 'Tickets', path: `/eventTickets?event=${encodeURIComponent(id)}`, access: 'eventTickets' },
    { label: 'Memories', path: `/memoryEvents/${encodeURIComponent(id)}/memories`, access: 'memoryEvents', action: 'view' },
  ],
});
