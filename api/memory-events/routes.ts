import { memoryEventsArea } from '#domain/areas/memory-events';
import { standardMessages } from '#domain/declaration/standard-messages';
import { memoryListQuerySchema } from '#domain/schemas/memory';
import { withSort } from '#domain/schemas/list';
import { areaRoutes } from '../lib/area-routes.ts';
import type { GuardedRoute } from '../lib/route.ts';
import { validate } from '../lib/validate.ts';
import { changeMemory, createMemory, findMemory, listMemories, memoryEventsBulk, updateMemory } from './repository.ts';

const listQuery = withSort(memoryListQuerySchema, memoryEventsArea.sort);

/** §7 Event memory calls (`/…/eventGallery`), guarded by the `memoryEvents` module (§6); the list is one event's (`?eventId=`), `GET /get/eventGallery/:eventGalleryId` one picture. */
export const memoryRoutes: GuardedRoute[] = areaRoutes(
  memoryEventsArea,
  { find: findMemory, create: createMemory, update: updateMemory, change: changeMemory, bulk: memoryEventsBulk },
  {
    written: { list: async ({ query }, { db }) => ({ message: standardMessages(memoryEventsArea).listed, data: await listMemories(db, validate(listQuery, query)) }) },
    inputs: { list: { query: listQuery } },
  },
);
