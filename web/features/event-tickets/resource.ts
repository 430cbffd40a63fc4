import { lazy } from 'react';
import { eventTicketsArea } from '#domain/areas/event-tickets';
import { areaResource } from '../../lib/area/areaResource.tsx';
import { formatVenueDate } from '../../lib/venueCalendar.ts';
import { lazyApi } from '../../lib/area/lazyApi.ts';
import type { eventTicketsApi as Calls } from './api.ts';

/** Its calls, loaded with its first screen or search. */
const api = lazyApi<typeof Calls>(async () => (await import('./api.ts')).eventTicketsApi, { list: true, get: true, create: true, update: true, setStatus: true, setBlocked: true, remove: true, restore: true });

/**
 * Event tickets (§2.10), module `eventTickets`: every screen is the area's own (rows per category
 * type). Found in the palette by event name; blocked and unblocked there as on the list, and
 * activated or deactivated (the record status, which no screen switches).
 */
export const eventTicketsResource = areaResource({
  declaration: eventTicketsArea,
  singular: 'Event Ticket',
  icon: 'ticket',
  api,
  nameOf: (ticket) => ticket.event.name,
  hitLabel: (ticket) => `${ticket.event.name} · ${formatVenueDate(ticket.event.date)}`,
  switches: (ticket) => [
    ticket.status === 'ACTIVE'
      ? { label: 'Deactivate ticket set', run: () => api.setStatus(ticket.id, false) }
      : { label: 'Activate ticket set', run: () => api.setStatus(ticket.id, true) },
  ],
  screens: {
    list: lazy(() => import('./components/EventTicketList.tsx').then((m) => ({ default: m.EventTicketList }))),
    new: lazy(() => import('./components/EventTicketNew.tsx').then((m) => ({ default: m.EventTicketNew }))),
    view: lazy(() => import('./components/EventTicketDetail.tsx').then((m) => ({ default: m.EventTicketDetail }))),
    edit: lazy(() => import('./components/EventTicketEdit.tsx').then((m) => ({ default: m.EventTicketEdit }))),
  },
});
