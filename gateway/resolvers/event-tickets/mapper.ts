import { eventTicketRecordSchema } from '#domain/schemas/replies';
import type { EventTicket } from '#gql/resolvers';
import type { AreaMapper } from '../../lib/area-mapper.ts';
import { toCategoryType, toStatus } from '../../lib/enums.ts';

const restEventTicket = eventTicketRecordSchema;

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
    updatedAt: ticket.updatedAt,
  }),
};
