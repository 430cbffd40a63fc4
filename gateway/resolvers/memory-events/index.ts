import { memoryEventsArea } from '#domain/areas/memory-events';
import type { Resolvers } from '#gql/resolvers';
import { areaResolvers } from '../../lib/area-resolvers.ts';
import { pictureBody } from '../../lib/picture.ts';
import { eventMemoryMapper } from './mapper.ts';

/** The memory events area: every field is standard (the list's `eventId` goes to GET /get/eventGallery); the orientation becomes the §9 metaData on the way in. */
export const memoryEventsResolvers = areaResolvers(memoryEventsArea, eventMemoryMapper, {
  create: ({ input: { eventId, ...picture } }) => ({ eventId, ...pictureBody(picture) }),
  update: ({ id, input }) => ({ id, body: pictureBody(input) }),
}) satisfies Resolvers;
