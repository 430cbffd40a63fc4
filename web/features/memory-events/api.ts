import { graphql } from '#gql';
import { found } from '#domain/found';
import type { ListQuery } from '../../lib/area/AreaApi.ts';
import type { PictureInput } from '../../lib/media/pictureSchema.ts';
import { mutate } from '../../lib/mutate.ts';
import { request } from '../../lib/request.ts';

const EventMemoriesDocument = graphql(`
  query EventMemories($eventId: ID!, $limit: Int, $offset: Int, $deleted: Boolean, $status: Status) {
    eventMemories(eventId: $eventId, limit: $limit, offset: $offset, deleted: $deleted, status: $status) {
      count
      items { id eventId image orientation status createdAt updatedAt }
    }
  }
`);
const EventMemoryDocument = graphql(`
  query EventMemory($id: ID!) {
    eventMemory(id: $id) { id eventId image orientation status createdAt updatedAt }
  }
`);
// Named for the screens that read it: the tickets' form has its own document of allEvents.
const MemoryEventChoicesDocument = graphql(`
  query MemoryEventChoices($search: String, $status: Status) {
    allEvents(search: $search, status: $status) { id name date image }
  }
`);
const CreateEventMemoryDocument = graphql(`
  mutation CreateEventMemory($input: CreateEventMemoryInput!) {
    createEventMemory(input: $input) { message eventMemory { id } }
  }
`);
const UpdateEventMemoryDocument = graphql(`
  mutation UpdateEventMemory($id: ID!, $input: EventMemoryInput!, $expectedUpdatedAt: DateTime) {
    updateEventMemory(id: $id, input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message eventMemory { id updatedAt } }
  }
`);
const SetEventMemoryStatusDocument = graphql(`
  mutation SetEventMemoryStatus($id: ID!, $status: Status!) {
    setEventMemoryStatus(id: $id, status: $status) { message eventMemory { id status updatedAt } }
  }
`);
const DeleteEventMemoryDocument = graphql(`
  mutation DeleteEventMemory($id: ID!) {
    deleteEventMemory(id: $id) { id message }
  }
`);
const RestoreEventMemoryDocument = graphql(`
  mutation RestoreEventMemory($id: ID!) {
    restoreEventMemory(id: $id) { message eventMemory { id } }
  }
`);

/** The memories' calls (§2.14, §7's eventGallery): pages of one event's pictures, newest first. */
export const memoryEventsApi = {
  /** One event's pictures; every screen that lists them names the event. */
  list: async ({ limit, offset, deleted, status, eventId }: ListQuery & { eventId?: string }) => (await request(EventMemoriesDocument, { eventId: eventId ?? '', limit, offset, deleted, status })).eventMemories,
  /** One picture by its id, wherever its event lists it: what the palette shows of a found picture. */
  get: async (id: string) => found((await request(EventMemoryDocument, { id })).eventMemory),
  create: (input: PictureInput & { eventId: string }) => mutate(CreateEventMemoryDocument, { input }),
  update: (id: string, input: PictureInput, expectedUpdatedAt?: string) => mutate(UpdateEventMemoryDocument, { id, input, expectedUpdatedAt }),
  setStatus: async (id: string, active: boolean) => (await mutate(SetEventMemoryStatusDocument, { id, status: active ? 'ACTIVE' : 'INACTIVE' })).eventMemory,
  remove: (id: string) => mutate(DeleteEventMemoryDocument, { id }),
  restore: (id: string) => mutate(RestoreEventMemoryDocument, { id }),
};

/** Every live event, latest date first (`search` by name, `status` one status): the grid of Memory Events and the new picture's Event select. */
export const memoryEventChoices = async (filters: Pick<ListQuery, 'search' | 'status'> = {}) => (await request(MemoryEventChoicesDocument, filters)).allEvents;
