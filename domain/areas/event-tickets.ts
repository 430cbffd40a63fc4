import { declareArea } from '../declaration/declare-area.ts';
import { eventTicketEditFormSchema, eventTicketFormSchema } from '../schemas/event-ticket.ts';
import { eventTicketRecordSchema } from '../schemas/replies.ts';

/**
 * Event tickets (§2.10): one ticket set per event, its categories rows of their own. The list's
 * switch is the block switch (§4: it sends `isBlocked`, on the update path as §7 has it); the
 * record status is set apart, from the palette, the CLI and GraphQL.
 */
export const eventTicketsArea = declareArea({
  key: 'eventTickets',
  access: 'eventTickets',
  nouns: { one: 'event ticket', many: 'event tickets', record: 'ticket set', label: 'Event Tickets' },
  entity: { one: 'eventTicket', many: 'eventTickets' },
  idKey: 'eventTicketId',
  record: eventTicketRecordSchema,
  form: eventTicketFormSchema,
  editForm: eventTicketEditFormSchema,
  sort: ['status', 'createdAt'],
  columns: ['Date', 'Image', 'Name', 'Event Date', 'Category', 'Price', 'Status'],
  operations: ['list', 'get', 'create', 'update', 'status', 'delete', 'restore'],
  toggles: {
    blocked: {
      field: 'isBlocked',
      verbs: ['block', 'unblock'],
      done: ['blocked', 'unblocked'],
      help: ["block an event's tickets: they are off sale", "unblock an event's tickets"],
    },
  },
  graphql: { type: 'EventTicket' },
});
