import { z } from 'zod';
import { CategoryType } from '#domain/floor/category-types';
import type { EventTicket } from '#gql/resolvers';
import type { AreaMapper } from '../../lib/area-mapper.ts';
import { toCategoryType, toStatus } from '../../lib/enums.ts';

const restCategory = z.object({
  _id: z.string(),
  type: z.union([z.literal(CategoryType.SILVER), z.literal(CategoryType.GOLD), z.literal(CategoryType.PREMIUM)]),
  name: z.string(),
  offer: z.string(),
  price: z.number(),
  totalTickets: z.number().int(),
  bookedTickets: z.number().int(),
});

const restEventTicket = z.object({
  _id: z.string(),
  eventId: z.object({ _id: z.string(), name: z.string(), image: z.string(), date: z.string() }),
  status: z.number().int(),
  isBlocked: z.boolean(),
  categories: z.array(restCategory),
  createdAt: z.string(),
});

/** REST ticket set of GET /get/eventTicket/:eventTicketId and friends, its event populated → GraphQL `EventTicket`. */
export const eventTicketMapper: AreaMapper<typeof restEventTicket, EventTicket> = {
  rest: restEventTicket,
  map: (ticket) => ({
    id: ticket._id,
    event: { id: ticket.eventId._id, name: ticket.eventId.name, image: ticket.eventId.image, date: ticket.eventId.date },
    status: toStatus(ticket.status),
    isBlocked: ticket.isBlocked,
    categories: ticket.categories.map(({ _id, type, ...category }) => ({ id: _id, type: toCategoryType(type), ...category })),
    createdAt: ticket.createdAt,
  }),
};
