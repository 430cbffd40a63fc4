import type { ResultOf } from '@graphql-typed-document-node/core';
import { found } from '#domain/found';
import { CategoryType, type CategoryTypeCode, type CategoryTypeKey } from '#domain/floor/category-types';
import type { EventTicketEdit, EventTicketForm } from '#domain/schemas/event-ticket';
import { graphql } from '#gql';
import type { ListQuery } from '../../lib/area/AreaApi.ts';
import { mutate } from '../../lib/mutate.ts';
import { request } from '../../lib/request.ts';

/** The ticket set fields every screen reads. */
export const TicketFieldsFragment = graphql(`
  fragment EventTicketFields on EventTicket {
    id
    event { id name date image }
    status
    isBlocked
    categories { id type name offer price totalTickets bookedTickets }
    createdAt
  }
`);
const EventTicketsDocument = graphql(`
  query EventTickets($limit: Int, $offset: Int, $search: String, $eventId: ID, $deleted: Boolean, $blocked: Boolean) {
    eventTickets(limit: $limit, offset: $offset, search: $search, eventId: $eventId, deleted: $deleted, blocked: $blocked) {
      count
      items { ...EventTicketFields }
    }
  }
`);
const EventTicketDocument = graphql(`
  query EventTicket($id: ID!) {
    eventTicket(id: $id) { ...EventTicketFields updatedAt }
  }
`);
const TicketEventsDocument = graphql(`
  query TicketEvents {
    allEvents(ticketable: true) { id name date }
  }
`);
const CreateEventTicketDocument = graphql(`
  mutation CreateEventTicket($input: CreateEventTicketInput!) {
    createEventTicket(input: $input) { message eventTicket { id } }
  }
`);
const UpdateEventTicketDocument = graphql(`
  mutation UpdateEventTicket($input: UpdateEventTicketInput!, $expectedUpdatedAt: DateTime) {
    updateEventTicket(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message eventTicket { id updatedAt } }
  }
`);
const SetEventTicketStatusDocument = graphql(`
  mutation SetEventTicketStatus($id: ID!, $status: Status!) {
    setEventTicketStatus(id: $id, status: $status) { message eventTicket { id status } }
  }
`);
const SetEventTicketBlockedDocument = graphql(`
  mutation SetEventTicketBlocked($id: ID!, $blocked: Boolean!) {
    setEventTicketBlocked(id: $id, blocked: $blocked) { message eventTicket { id isBlocked } }
  }
`);
const DeleteEventTicketDocument = graphql(`
  mutation DeleteEventTicket($id: ID!) {
    deleteEventTicket(id: $id) { id message }
  }
`);
const RestoreEventTicketDocument = graphql(`
  mutation RestoreEventTicket($id: ID!) {
    restoreEventTicket(id: $id) { message eventTicket { id } }
  }
`);

/** A ticket set as the screens read it. */
export type EventTicket = ResultOf<typeof TicketFieldsFragment>;

const TYPE_KEYS = Object.fromEntries(Object.entries(CategoryType).map(([key, code]) => [code, key])) as Record<CategoryTypeCode, CategoryTypeKey>;

/** A saved form's rows → GraphQL rows: the type by name, a saved row's `_id` as `id`. */
const rowsOf = (categories: EventTicketEdit['categories']) => categories.map(({ _id, type, ...row }) => ({ ...row, type: TYPE_KEYS[type], ...(_id === undefined ? {} : { id: _id }) }));

/**
 * The event tickets' calls (§2.10), one per declared operation and toggle; each change toasts its
 * reply. `eventId` narrows the list to the set of one event (the list's `?event=`).
 */
export const eventTicketsApi = {
  list: async ({ limit, offset, search, deleted, blocked, eventId }: ListQuery & { eventId?: string }) => (await request(EventTicketsDocument, { limit, offset, search, deleted, blocked, eventId })).eventTickets,
  get: async (id: string) => found((await request(EventTicketDocument, { id })).eventTicket),
  create: (form: EventTicketForm) => mutate(CreateEventTicketDocument, { input: { eventId: form.eventId, categories: rowsOf(form.categories) } }),
  update: (id: string, form: EventTicketEdit, expectedUpdatedAt?: string) => mutate(UpdateEventTicketDocument, { input: { id, categories: rowsOf(form.categories) }, expectedUpdatedAt }),
  setStatus: (id: string, active: boolean) => mutate(SetEventTicketStatusDocument, { id, status: active ? 'ACTIVE' : 'INACTIVE' }),
  /** Blocked tickets are off sale: the list's switch sends the inverse of its new checked value (§4). */
  setBlocked: (id: string, blocked: boolean) => mutate(SetEventTicketBlockedDocument, { id, blocked }),
  remove: (id: string) => mutate(DeleteEventTicketDocument, { id }),
  restore: (id: string) => mutate(RestoreEventTicketDocument, { id }),
};

/** The events that can take a ticket set (none live yet, not past), latest first: the Event select of the add form (GraphQL `allEvents(ticketable: true)`, built by the events area). */
export const listTicketEvents = async () => (await request(TicketEventsDocument, {})).allEvents;
