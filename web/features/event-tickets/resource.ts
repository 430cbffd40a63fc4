import { lazy } from 'react';
import { eventTicketsArea } from '#domain/areas/event-tickets';
import { areaResource } from '../../lib/area/areaResource.tsx';
import { formatVenueDate } from '../../lib/venueCalendar.ts';
import { eventTicketsApi } from './api.ts';

/**
 * Event tickets (§2.10), module `eventTickets`: every screen is the area's own (rows per category
 * type). Found in the palette by event name; blocked and unblocked there as on the list, and
 * activated or deactivated (the record status, which no screen switches).
 */
export const eventTicketsResource = areaResource({
  declaration: eventTicketsArea,
  singular: 'Event Ticket',
  icon: 'ticket',
  api: eventTicketsApi,
  nameOf: (ticket) => ticket.event.name,
  hitLabel: (ticket) => `${ticket.event.name} · ${formatVenueDate(ticket.event.date)}`,
  switches: (ticket) => [
    ticket.status === 'ACTIVE'
      ? { label: 'Deactivate ticket set', run: () => eventTicketsApi.setStatus(ticket.id, false) }
      : { label: 'Activate ticket set', run: () => eventTicketsApi.setStatus(ticket.id, true) },
  ],
  screens: {
    list: lazy(() => import('./components/EventTicketList.tsx').then((m) => ({ default: m.EventTicketList }))),
    new: lazy(() => import('./components/EventTicketNew.tsx').then((m) => ({ default: m.EventTicketNew }))),
    view: lazy(() => import('./components/EventTicketDetail.tsx').then((m) => ({ default: m.EventTicketDetail }))),
    edit: lazy(() => import('./components/EventTicketEdit.tsx').then((m) => ({ default: m.EventTicketEdit }))),
  },
});
