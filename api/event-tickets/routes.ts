import { eventTicketsArea } from '#domain/areas/event-tickets';
import { eventTicketListQuerySchema } from '#domain/schemas/event-ticket';
import { areaRoutes } from '../lib/area-routes.ts';
import type { GuardedRoute } from '../lib/route.ts';
import { changeEventTicket, createEventTicket, eventTicketsBulk, findEventTicket, listEventTickets, updateEventTicket } from './repository.ts';

/** §7 Event ticket calls, plus restore; module `eventTickets`. The block switch shares the update path; lists take `eventId`. */
export const eventTicketRoutes: GuardedRoute[] = areaRoutes(
  eventTicketsArea,
  { list: listEventTickets, find: findEventTicket, create: createEventTicket, update: updateEventTicket, change: changeEventTicket, bulk: eventTicketsBulk },
  { listQuery: eventTicketListQuerySchema },
);
