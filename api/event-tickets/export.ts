import { eventTicketsArea } from '#domain/areas/event-tickets';
import { eventTicketListQuerySchema, type EventTicketListQuery } from '#domain/schemas/event-ticket';
import { isOnSale } from '#domain/tickets/on-sale';
import { ticketCountLine, ticketPriceLine } from '#domain/tickets/category-lines';
import { areaExport, awaited, createdCell, dateCell, mediaCell } from '../export/area-export.ts';
import { eventTicketChunks } from './repository.ts';
import type { Db } from '../db/database.ts';

/** Ticket sets as CSV: the list's Date, Image, Name, Event Date, Category and Price (a line per category), and Status: on sale, else blocked or inactive. */
export const eventTicketsExport = areaExport({
  area: eventTicketsArea,
  query: eventTicketListQuerySchema,
  chunks: (db: Db, query: EventTicketListQuery) => awaited(eventTicketChunks(db, query)),
  columns: {
    Date: createdCell,
    Image: (row) => mediaCell(row.eventId.image),
    Name: (row) => row.eventId.name,
    'Event Date': (row, context) => dateCell(row.eventId.date, context),
    Category: (row) => row.categories.map(ticketCountLine).join('\n'),
    Price: (row) => row.categories.map(ticketPriceLine).join('\n'),
    Status: (row) => (isOnSale(row) ? 'On sale' : row.isBlocked ? 'Blocked' : 'Inactive'),
  },
});
