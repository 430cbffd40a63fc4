import { z } from 'zod';
import { eventDefaultsSchema, eventOptionSchema } from '#domain/schemas/replies';
import { eventsArea } from '#domain/areas/events';
import { restRoutes } from '#domain/declaration/rest-routes';
import { standardMessages } from '#domain/declaration/standard-messages';
import { DEFAULT_VENUE_ADDRESS, EVENT_ADMISSION } from '#domain/limits';
import { eventChoicesQuerySchema, eventCreateSchema } from '#domain/schemas/event';
import { dateRangeFilterSchema, dateRangeInOrder, listQuerySchema, statusFilterSchema } from '#domain/schemas/list';
import { areaRoutes } from '../lib/area-routes.ts';
import { choicesRoute } from '../lib/choices-route.ts';
import type { GuardedRoute } from '../lib/route.ts';
import { takenElsewhere } from '../lib/taken-elsewhere.ts';
import { validate } from '../lib/validate.ts';
import { venueToday } from '../lib/venue-clock.ts';
import { EVENT_MESSAGES } from './messages.ts';
import { allEvents, changeEvent, createEvent, eventsBulk, findEvent, listEvents, updateEvent } from './repository.ts';

const messages = standardMessages(eventsArea);
const createElsewhere = takenElsewhere(eventsArea, restRoutes(eventsArea).create);

/**
 * §7 Events calls, guarded by the `events` module (§6). A new event's date may not be before the
 * venue's today. `GET /get/all/events` (`search` by name, `status=1|2`) also serves the ticket form's Event select and the memories'
 * grid, so an account that may add or edit tickets, or see memories, may read it too.
 */
export const eventRoutes: GuardedRoute[] = [
  ...areaRoutes(
    eventsArea,
    { list: listEvents, find: findEvent, update: updateEvent, change: changeEvent, bulk: eventsBulk },
    {
      listQuery: listQuerySchema.extend({ ...statusFilterSchema.shape, ...dateRangeFilterSchema.shape }).refine(...dateRangeInOrder),
      written: {
        create: async ({ body, actor }, { db, clock, venueAddress }) => ({
          httpStatus: 201,
          message: messages.created,
          data: await createEvent(db, actor.id, validate(eventCreateSchema(() => venueToday(clock)).strict(), body, createElsewhere), venueAddress ?? DEFAULT_VENUE_ADDRESS),
        }),
      },
    },
  ),
  choicesRoute(eventsArea, `/get/all/${eventsArea.entity.many}`, {
    output: z.array(eventOptionSchema),
    query: eventChoicesQuerySchema,
    readers: ['eventTickets', { area: 'memoryEvents', action: 'view' }],
    read: ({ db }, query, today) => allEvents(db, query, today),
  }),
  // What the add form starts with (§2.9): admission 21 and the venue's address (VENUE_ADDRESS).
  {
    method: 'get',
    path: '/get/eventDefaults',
    area: eventsArea.access,
    action: 'add',
    output: eventDefaultsSchema,
    handler: async (_input, { venueAddress }) => ({ message: EVENT_MESSAGES.defaults, data: { admission: EVENT_ADMISSION.default, address: venueAddress ?? DEFAULT_VENUE_ADDRESS } }),
  },
];
