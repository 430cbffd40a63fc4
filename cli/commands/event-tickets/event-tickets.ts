import { eventTicketsArea } from '#domain/areas/event-tickets';
import { categoryTypeLabel } from '#domain/floor/category-types';
import { formatDate } from '#domain/format';
import { areaCommands } from '../../lib/area-commands.ts';
import { printTable } from '../../lib/output.ts';
import { eventTicketsDocuments } from './documents.ts';
import { eventTicketColumns } from './event-ticket-fields.ts';

/** `venue event-tickets …`: the ticket sets of events (module `eventTickets`), their verbs from the declaration. */
export const eventTicketsCommand = areaCommands(eventTicketsArea, {
  description: "list, show, block, activate, delete or restore events' ticket sets",
  columns: eventTicketColumns,
  bulk: eventTicketsDocuments,
  list: { document: eventTicketsDocuments.list, order: 'newest first', search: "only ticket sets whose event's name contains this text" },
  get: {
    document: eventTicketsDocuments.get,
    help: 'show the ticket set of an event, one line per category',
    print: (ticket) =>
      printTable(
        [
          { header: 'Event', value: () => ticket.event.name },
          { header: 'Event Date', value: () => formatDate(ticket.event.date) },
          { header: 'Category', value: (c) => c.name },
          { header: 'Type', value: (c) => categoryTypeLabel(c.type) },
          { header: 'Offer', value: (c) => c.offer },
          { header: 'Price', value: (c) => `AED ${c.price}` },
          { header: 'Booked', value: (c) => String(c.bookedTickets) },
          { header: 'Total', value: (c) => String(c.totalTickets) },
        ],
        ticket.categories,
      ),
  },
  status: { document: eventTicketsDocuments.status, help: 'activate or deactivate a ticket set' },
  delete: { document: eventTicketsDocuments.delete },
  restore: { document: eventTicketsDocuments.restore },
  toggles: { blocked: eventTicketsDocuments.blocked },
});
