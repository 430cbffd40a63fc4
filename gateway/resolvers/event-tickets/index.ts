import { eventTicketsArea } from '#domain/areas/event-tickets';
import type { EventTicketCategoryInput, Resolvers } from '#gql/resolvers';
import { areaResolvers } from '../../lib/area-resolvers.ts';
import { fromCategoryType } from '../../lib/enums.ts';
import { eventTicketMapper } from './mapper.ts';

/** A row of the input → REST `{ _id?, type, name, offer, price, totalTickets }`; a saved row keeps its id. */
const categoryBody = ({ id, type, ...row }: EventTicketCategoryInput) => ({ ...(id === null || id === undefined ? {} : { _id: id }), type: fromCategoryType(type), ...row });

/** The event tickets area: every field is standard, the block switch and the list's `eventId` included. */
export const eventTicketsResolvers = areaResolvers(eventTicketsArea, eventTicketMapper, {
  create: ({ input }) => ({ eventId: input.eventId, categories: input.categories.map(categoryBody) }),
  update: ({ input }) => ({ id: input.id, body: { categories: input.categories.map(categoryBody) } }),
}) satisfies Resolvers;
