import { eventOptionSchema, eventRecordSchema } from '#domain/schemas/replies';
import type { Event } from '#gql/resolvers';
import type { AreaMapper } from '../../lib/area-mapper.ts';
import { toStatus } from '../../lib/enums.ts';

const restEvent = eventRecordSchema;

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
export const restEventOption = eventOptionSchema;
