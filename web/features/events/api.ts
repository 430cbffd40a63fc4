import { graphql } from '#gql';
import { found } from '#domain/found';
import type { EventCreateForm, EventEditForm } from '#domain/schemas/event';
import type { ListQuery } from '../../lib/area/AreaApi.ts';
import { mutate } from '../../lib/mutate.ts';
import { request } from '../../lib/request.ts';

const EventsDocument = graphql(`
  query Events($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $status: Status, $from: Date, $to: Date) {
    events(limit: $limit, offset: $offset, search: $search, deleted: $deleted, status: $status, from: $from, to: $to) {
      count
      items { id name image ip { id name } date time status createdAt }
    }
  }
`);
const EventDocument = graphql(`
  query Event($id: ID!) {
    event(id: $id) {
      id name image ip { id name } date time summary admission popularity address
      inclusions howToRedeem itinerary importantInformation categories { categoryId name price } status createdAt updatedAt
    }
  }
`);
const EventDefaultsDocument = graphql(`
  query EventDefaults {
    eventDefaults { admission address }
  }
`);
// Named for the form that reads it: the IPs' own screens have their documents.
const EventFormIpsDocument = graphql(`
  query EventFormIps {
    allIntellectualProperties { id name }
  }
`);
const CreateEventDocument = graphql(`
  mutation CreateEvent($input: CreateEventInput!) {
    createEvent(input: $input) { message event { id } }
  }
`);
const UpdateEventDocument = graphql(`
  mutation UpdateEvent($input: UpdateEventInput!, $expectedUpdatedAt: DateTime) {
    updateEvent(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message event { id updatedAt } }
  }
`);
const SetEventStatusDocument = graphql(`
  mutation SetEventStatus($id: ID!, $status: Status!) {
    setEventStatus(id: $id, status: $status) { message event { id status } }
  }
`);
const DeleteEventDocument = graphql(`
  mutation DeleteEvent($id: ID!) {
    deleteEvent(id: $id) { id message }
  }
`);
const RestoreEventDocument = graphql(`
  mutation RestoreEvent($id: ID!) {
    restoreEvent(id: $id) { message event { id } }
  }
`);

// The form names the IP `ip`, as §7's body does; GraphQL's input names it `ipId`. The forms always
// send one: null when the select is empty, which removes the IP on edit (left out would keep it).
const withIpId = <F extends { ip?: string | null }>({ ip, ...form }: F) => ({ ...form, ipId: ip ?? null });

/** The events' calls (§2.9); pages come newest first, `search` matches the event's name or its IP's and `from` / `to` bound the event's day. */
export const eventsApi = {
  list: async ({ limit, offset, search, deleted, status, from, to }: ListQuery) => (await request(EventsDocument, { limit, offset, search, deleted, status, from, to })).events,
  get: async (id: string) => found((await request(EventDocument, { id })).event),
  /** §7's posterImage placeholder is not sent: the API stores none. */
  create: ({ posterImage: _placeholder, ...form }: EventCreateForm) => mutate(CreateEventDocument, { input: withIpId(form) }),
  update: (id: string, form: EventEditForm, expectedUpdatedAt?: string) => mutate(UpdateEventDocument, { input: { id, ...withIpId(form) }, expectedUpdatedAt }),
  setStatus: (id: string, active: boolean) => mutate(SetEventStatusDocument, { id, status: active ? 'ACTIVE' : 'INACTIVE' }),
  remove: (id: string) => mutate(DeleteEventDocument, { id }),
  restore: (id: string) => mutate(RestoreEventDocument, { id }),
};

/** What the add form starts with: admission 21 and the venue's address (the API's VENUE_ADDRESS). */
export const eventDefaults = async () => (await request(EventDefaultsDocument, {})).eventDefaults;

/** The IP select's choices, by name. */
export const ipChoices = async () => (await request(EventFormIpsDocument, {})).allIntellectualProperties.map((ip) => ({ value: ip.id, label: ip.name }));
