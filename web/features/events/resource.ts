import { eventsArea } from '#domain/areas/events';
import { areaResource } from '../../lib/area/areaResource.tsx';
import { eventsApi } from './api.ts';

/**
 * Events (§2.9): list, add, detail, edit, status; delete from the detail screen and the palette
 * (the list's Actions are view and edit). Found in the palette by name or IP, with jumps to the
 * event's tickets and memories.
 */
export const eventsResource = areaResource({
  declaration: eventsArea,
  singular: 'Event',
  icon: 'events',
  api: eventsApi,
  nameOf: (event) => event.name,
  hitLabel: (event) => (event.ip ? `${event.name} (${event.ip.name})` : event.name),
  fields: async () => (await import('./fields.tsx')).eventFields,
  deleteInList: false,
  related: (id) => [
    { label: 'Tickets', path: `/eventTickets?event=${encodeURIComponent(id)}`, access: 'eventTickets' },
    { label: 'Memories', path: `/memoryEvents/${encodeURIComponent(id)}/memories`, access: 'memoryEvents', action: 'view' },
  ],
});
