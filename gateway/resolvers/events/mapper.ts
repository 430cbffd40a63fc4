import { z } from 'zod';
import type { Event } from '#gql/resolvers';
import type { AreaMapper } from '../../lib/area-mapper.ts';
import { toStatus } from '../../lib/enums.ts';

const texts = z.array(z.string());

const restEvent = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  posterImage: z.string().nullable(),
  ip: z.object({ _id: z.string(), name: z.string() }).nullable(),
  date: z.string(),
  time: z.string(),
  summary: z.string(),
  admission: z.number().int(),
  popularity: z.number().int(),
  location: z.object({ address: z.string() }),
  inclusions: texts,
  howToRedeem: texts,
  itinerary: texts,
  importantInformation: texts,
  categories: z.array(z.object({ categoryId: z.string(), name: z.string(), price: z.number() })),
  status: z.number().int(),
  createdAt: z.string(),
});

/** REST event (§3), its IP populated by the API → GraphQL `Event`. */
export const eventMapper: AreaMapper<typeof restEvent, Event> = {
  rest: restEvent,
  map: ({ _id, ip, location, status, ...event }) => ({
    ...event,
    id: _id,
    ip: ip && { id: ip._id, name: ip.name },
    address: location.address,
    status: toStatus(status),
  }),
};

/** An event as `GET /get/all/events` lists it. */
export const restEventOption = z.object({ _id: z.string(), name: z.string(), date: z.string(), image: z.string() });
