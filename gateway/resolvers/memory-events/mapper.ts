import { memoryRecordSchema } from '#domain/schemas/replies';
import type { EventMemory } from '#gql/resolvers';
import type { AreaMapper } from '../../lib/area-mapper.ts';
import { toStatus } from '../../lib/enums.ts';
import { pictureShape } from '../../lib/picture.ts';

const restMemory = memoryRecordSchema;

/** REST event picture (§7's eventGallery) → GraphQL `EventMemory`. */
export const eventMemoryMapper: AreaMapper<typeof restMemory, EventMemory> = {
  rest: restMemory,
  map: (memory) => ({ id: memory._id, eventId: memory.eventId, image: memory.image, ...pictureShape(memory.metaData), status: toStatus(memory.status), createdAt: memory.createdAt, updatedAt: memory.updatedAt }),
};
