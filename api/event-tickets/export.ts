import { eventTicketsArea } from '#domain/areas/event-tickets';
import { eventTicketListQuerySchema, type EventTicketListQuery } from '#domain/schemas/event-ticket';
import { ticketCountLine, ticketPriceLine } from '#domain/tickets/category-lines';
import { areaExport, awaited, createdColumn, dateCell, mediaCell } from '../export/area-export.ts';
import { eventTicketChunks } from './repository.ts';
import type { Db } from '../db/database.ts';

/** Ticket sets as CSV: the list's Date, Image, Name, Event Date, Category and Price (a line per category), and Status (on sale unless blocked). */
export const eventTicketsExport = areaExport({
  area: eventTicketsArea,
  query: eventTicketListQuerySchema,
  chunks: (db: Db, query: EventTicketListQuery) => awaited(eventTicketChunks(db, query)),
  columns: [
    createdColumn(),
    { title: 'Image', cell: (row) => mediaCell(row.eventId.image) },
    { title: 'Name', cell: (row) => row.eventId.name },
    { title: 'Event Date', cell: (row, context) => dateCell(row.eventId.date, context) },
    { title: 'Category', cell: (row) => row.categories.map(ticketCountLine).join('\n') },
    { title: 'Price', cell: (row) => row.categories.map(ticketPriceLine).join('\n') },
    { title: 'Status', cell: (row) => (row.isBlocked ? 'Blocked' : 'Active') },
  ],
});
